import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { DEFAULT_MATERIAL_SORT, nextMaterialSort, sortMaterials, type Material } from '@/domain/materials';
import { errorMessage } from '@/repositories/errors';
import { useSignedInUser } from '@/session/session';
import { useDeleteMaterial } from '../api/delete-material';
import { useMaterials } from '../api/list-materials';
import { ImportMaterialsModal } from '../components/import-materials-modal';
import { MaterialFormModal } from '../components/material-form-modal';
import { MaterialsTable } from '../components/materials-table';

export const DELETE_MATERIAL_FAILED = 'Failed to delete the material. Please try again.';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; material: Material };

export function MaterialsPage() {
  const { uid } = useSignedInUser();
  const materials = useMaterials(uid);
  const deleteMaterial = useDeleteMaterial(uid);
  const [sort, setSort] = useState(DEFAULT_MATERIAL_SORT);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<Material | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  const sorted = useMemo(
    () => (materials.data ? sortMaterials(materials.data, sort) : []),
    [materials.data, sort],
  );
  const hasNone = materials.isSuccess && materials.data.length === 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteFailure(null);
    try {
      await deleteMaterial.mutateAsync(deleting.id);
      setDeleting(null);
    } catch (error) {
      console.error('Deleting the material failed', error);
      setDeleteFailure(errorMessage(error, DELETE_MATERIAL_FAILED));
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Filament Types"
        description="Your materials with their density and temperatures."
        actions={
          <>
            {hasNone && (
              <Button variant="secondary" onClick={() => setImporting(true)}>
                Import Materials
              </Button>
            )}
            <Button onClick={() => setEditing({ mode: 'add' })}>Add Material</Button>
          </>
        }
      />
      {deleteFailure && (
        <Alert tone="error" className="mb-4">
          {deleteFailure}
        </Alert>
      )}

      {materials.isPending ? (
        <PageSpinner label="Loading materials" />
      ) : materials.isError ? (
        <Alert tone="error">Your materials could not be loaded. Please try refreshing the page.</Alert>
      ) : materials.data.length === 0 ? (
        <EmptyState title="No materials yet">
          Import common materials from the public list, or add your own.
        </EmptyState>
      ) : (
        <MaterialsTable
          materials={sorted}
          sort={sort}
          onSort={(key) => setSort((current) => nextMaterialSort(current, key))}
          onEdit={(material) => setEditing({ mode: 'edit', material })}
          onDelete={(material) => setDeleting(material)}
        />
      )}

      <MaterialFormModal
        uid={uid}
        open={editing.mode !== 'closed'}
        material={editing.mode === 'edit' ? editing.material : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <ImportMaterialsModal uid={uid} open={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete material"
        message={deleting ? `Delete ${deleting.material}? This cannot be undone.` : ''}
        busy={deleteMaterial.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
