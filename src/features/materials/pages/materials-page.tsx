import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { DEFAULT_MATERIAL_SORT, materialMessages, nextMaterialSort, type Material } from '@/domain/materials';
import { csvExport } from '@/queries/exports';
import { mutationFailure } from '@/queries/mutation-failure';
import { useSignedInUser } from '@/session/session';
import { useMaterialCount, useMaterialPages } from '../api/list-materials';
import { useDeleteMaterial } from '../api/material-mutations';
import { ImportMaterialsModal, MaterialFormModal } from '../components/lazy-dialogs';
import { MaterialsTable } from '../components/materials-table';

export const DELETE_MATERIAL_FAILED = 'Failed to delete the material. Please try again.';

/** '30 of 112 materials', or just the loaded number while the count is unknown. */
const loadedLabel = (loaded: number, total: number | undefined) =>
  total !== undefined && total >= loaded
    ? `${loaded} of ${total} material${total === 1 ? '' : 's'}`
    : `${loaded} material${loaded === 1 ? '' : 's'} loaded`;

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; material: Material };

export function MaterialsPage() {
  const { uid } = useSignedInUser();
  const [sort, setSort] = useState(DEFAULT_MATERIAL_SORT);
  // Sorted on the server, read a page at a time: the table shows what is loaded, in order.
  const materials = useMaterialPages(sort);
  const count = useMaterialCount();
  const deleteMaterial = useDeleteMaterial();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<Material | null>(null);

  const loaded = useMemo(() => materials.data?.pages.flatMap((page) => page.items) ?? [], [materials.data]);
  const hasNone = materials.isSuccess && !materials.isPlaceholderData && loaded.length === 0;

  const confirmDelete = () => {
    if (!deleting) return;
    deleteMaterial.mutate(deleting.id, { onSettled: () => setDeleting(null) });
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
            {!hasNone && <ExportCsvButton {...csvExport('materials', uid)} />}
            <Button onClick={() => setEditing({ mode: 'add' })}>Add Material</Button>
          </>
        }
      />
      <FailureAlert message={mutationFailure(deleteMaterial, DELETE_MATERIAL_FAILED)} className="mb-4" />

      <QueryState
        query={materials}
        loading={materialMessages.loading}
        error={materialMessages.loadFailed}
        isEmpty={() => loaded.length === 0}
        empty={
          <EmptyState title="No materials yet">
            Import common materials from the public list, or add your own.
          </EmptyState>
        }
      >
        {() => (
          <div aria-busy={materials.isPlaceholderData}>
            <MaterialsTable
              materials={loaded}
              sort={sort}
              onSort={(key) => setSort((current) => nextMaterialSort(current, key))}
              onEdit={(material) => setEditing({ mode: 'edit', material })}
              onDelete={(material) => {
                deleteMaterial.reset();
                setDeleting(material);
              }}
            />
            <LoadMore query={materials}>{loadedLabel(loaded.length, count.data)}</LoadMore>
          </div>
        )}
      </QueryState>

      <MaterialFormModal
        open={editing.mode !== 'closed'}
        material={editing.mode === 'edit' ? editing.material : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <ImportMaterialsModal open={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete material"
        message={deleting ? `Delete ${deleting.material}? This cannot be undone.` : ''}
        busy={deleteMaterial.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
