import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DeleteButton } from '@/components/ui/delete-button';
import { EmptyState } from '@/components/ui/empty-state';
import { FailureAlert } from '@/components/ui/failure-alert';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { Table, tdClasses, TableHead } from '@/components/ui/table';
import { catalogueImportMessages } from '@/domain/catalogue-import';
import type { Filament } from '@/domain/filament';
import { temperatureRangeText } from '@/domain/filament-search';
import { mutationFailure } from '@/queries/mutation-failure';
import { useCatalogueSnapshot, useRebuildCatalogueSnapshot } from '../api/catalogue-snapshot';
import { useDeleteFilament } from '../api/filament-mutations';
import { useImportFilaments, type ImportSource } from '../api/import-filaments';
import { useFilamentCount, useFilamentPages } from '../api/list-filaments';
import { FilamentFileInput } from '../components/filament-file-input';
import { ImportProgressBar } from '../components/import-progress';
import { FilamentFormDialog } from '../components/lazy-dialogs';
import type { FilamentDialogTarget } from '../components/filament-form-dialog';

const DELETE_FAILED = 'Failed to delete the filament. Please try again.';
const REBUILD_FAILED = 'Failed to build the search snapshot. Please try again.';

export function AdminFilamentsPage() {
  const pages = useFilamentPages();
  const count = useFilamentCount();
  const importFilaments = useImportFilaments();
  const deleteFilament = useDeleteFilament();
  const snapshot = useCatalogueSnapshot();
  const rebuild = useRebuildCatalogueSnapshot();
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [dialog, setDialog] = useState<FilamentDialogTarget>(null);
  const [deleting, setDeleting] = useState<Filament | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [brandsStale, setBrandsStale] = useState(false);

  const rows = pages.data?.pages.flatMap((page) => page.filaments) ?? [];

  /** One outcome at a time: starting an action clears what the last one said. */
  const clearOutcome = () => {
    setNotice(null);
    setBrandsStale(false);
    setUploadProblem(null);
    importFilaments.reset();
    deleteFilament.reset();
    rebuild.reset();
  };

  const startImport = (source: ImportSource = { kind: 'download' }) => {
    clearOutcome();
    importFilaments.mutate(source, {
      onSuccess: (report) => {
        setNotice(catalogueImportMessages.complete(report.imported, report.skipped));
        setBrandsStale(report.brands === null);
      },
    });
  };

  const startRebuild = () => {
    clearOutcome();
    rebuild.mutate(undefined, {
      onSuccess: (report) =>
        setNotice(
          `Search snapshot built: ${(report.snapshotFilaments ?? 0).toLocaleString()} filaments, ${report.brandsCount.toLocaleString()} brands.`,
        ),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    clearOutcome();
    deleteFilament.mutate(deleting.id, {
      onSuccess: () => setNotice(`${deleting.name} deleted.`),
      onSettled: () => setDeleting(null),
    });
  };

  const openDialog = (target: Exclude<FilamentDialogTarget, null>) => {
    clearOutcome();
    setDialog(target);
  };

  // SPEC §8 words the import failure itself: one red banner, whatever went wrong.
  const failure = importFilaments.isError
    ? catalogueImportMessages.failed
    : (mutationFailure(deleteFilament, DELETE_FAILED) ?? mutationFailure(rebuild, REBUILD_FAILED));
  const total = count.data;
  const importing = importFilaments.isPending;
  // A catalogue imported before snapshots: the spool search reads every document until it is built.
  const snapshotMissing = snapshot.data === false && (total ?? 0) > 0;

  return (
    <>
      <PageHeader
        title="Filaments"
        description={
          total === undefined
            ? 'The shared filament catalogue users pick spools from.'
            : `The shared catalogue users pick spools from. Showing ${rows.length.toLocaleString()} of ${total.toLocaleString()} filaments.`
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => startImport()} loading={importing}>
              Import Filaments
            </Button>
            <FilamentFileInput
              disabled={importing}
              onChoose={clearOutcome}
              onRows={(rows, name) => startImport({ kind: 'file', name, rows })}
              onProblem={setUploadProblem}
            />
            <Button onClick={() => openDialog('new')} disabled={importing}>
              Add Filament
            </Button>
          </>
        }
      />
      {importFilaments.stage && <ImportProgressBar stage={importFilaments.stage} />}
      {notice && (
        <Alert tone="success" className="mb-6">
          {notice}
        </Alert>
      )}
      {brandsStale && (
        <Alert tone="warning" className="mb-6">
          The brand list could not be updated after the import. Press Refresh Data on the Brands page.
        </Alert>
      )}
      <FailureAlert message={failure} className="mb-6" />
      {uploadProblem && (
        <Alert tone="error" className="mb-6">
          {uploadProblem}
        </Alert>
      )}
      {snapshotMissing && (
        <Alert tone="warning" className="mb-6">
          <p>
            The spool search reads every filament ({total?.toLocaleString()} reads) because this catalogue has
            no search snapshot yet. Build it once; imports and edits keep it up to date.
          </p>
          <Button
            size="sm"
            className="mt-3"
            onClick={startRebuild}
            loading={rebuild.isPending}
            disabled={importing}
          >
            Build search snapshot
          </Button>
        </Alert>
      )}
      <QueryState
        query={pages}
        loading="Loading filaments"
        error="The filaments could not be loaded."
        isEmpty={(data) => data.pages.every((page) => page.filaments.length === 0)}
        empty={
          <EmptyState
            title="The catalogue is empty"
            action={
              <Button onClick={() => startImport()} loading={importing}>
                Import Filaments
              </Button>
            }
          >
            Import the public SpoolmanDB list (or upload its filaments.json with Import from file), or add
            filaments one by one.
          </EmptyState>
        }
      >
        {() => (
          <>
            <Table caption="Filament catalogue">
              <TableHead columns={['Name', 'Brand', 'Material', 'Print temp', 'Bed temp']} withActions />
              <tbody className="divide-y divide-slate-100">
                {rows.map((filament) => (
                  <FilamentRow
                    key={filament.id}
                    filament={filament}
                    onEdit={() => openDialog(filament)}
                    onDelete={() => setDeleting(filament)}
                  />
                ))}
              </tbody>
            </Table>
            <LoadMore query={pages}>
              {total === undefined
                ? `${rows.length.toLocaleString()} filaments shown`
                : `Showing ${rows.length.toLocaleString()} of ${total.toLocaleString()}`}
            </LoadMore>
          </>
        )}
      </QueryState>
      <FilamentFormDialog target={dialog} onClose={() => setDialog(null)} onSaved={setNotice} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete filament"
        busy={deleteFilament.isPending}
        message={
          deleting
            ? `Are you sure you want to delete ${deleting.name} (${deleting.brand} ${deleting.material}) from the catalogue? This action cannot be undone.`
            : ''
        }
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function FilamentRow({
  filament,
  onEdit,
  onDelete,
}: {
  filament: Filament;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const label = `${filament.name} (${filament.brand})`;
  return (
    <tr>
      <td className="px-4 py-3 text-slate-700">
        <span className="flex min-w-40 items-center gap-2">
          <span
            aria-hidden="true"
            className="h-4 w-4 shrink-0 rounded-full ring-1 ring-slate-300"
            style={{ background: filament.colorHex || 'transparent' }}
          />
          <span className="font-medium text-slate-900">{filament.name}</span>
        </span>
      </td>
      <td className={tdClasses}>{filament.brand}</td>
      <td className={tdClasses}>
        {filament.material}
        <span className="block text-xs text-slate-500">{filament.diameter} mm</span>
      </td>
      <td className={tdClasses}>{temperatureRangeText(filament.printTempMin, filament.printTempMax)}</td>
      <td className={tdClasses}>{temperatureRangeText(filament.bedTempMin, filament.bedTempMax)}</td>
      <td className={`${tdClasses} text-right`}>
        <span className="inline-flex gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${label}`}>
            Edit
          </Button>
          <DeleteButton what={label} onClick={onDelete} />
        </span>
      </td>
    </tr>
  );
}
