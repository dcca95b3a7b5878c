import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, tdClasses, TableHead } from '@/components/ui/table';
import { catalogueImportMessages } from '@/domain/catalogue-import';
import type { Filament } from '@/domain/filament';
import { errorMessage } from '@/repositories/errors';
import { useDeleteFilament } from '../api/filament-mutations';
import { useImportFilaments } from '../api/import-filaments';
import { useFilamentCount, useFilamentPages } from '../api/list-filaments';
import { FilamentFormDialog, type FilamentDialogTarget } from '../components/filament-form-dialog';
import { ImportProgressBar } from '../components/import-progress';

const range = (min: number, max: number) => (min === 0 && max === 0 ? '—' : `${min}–${max} °C`);

export function AdminFilamentsPage() {
  const pages = useFilamentPages();
  const count = useFilamentCount();
  const importFilaments = useImportFilaments();
  const deleteFilament = useDeleteFilament();
  const [dialog, setDialog] = useState<FilamentDialogTarget>(null);
  const [deleting, setDeleting] = useState<Filament | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const rows = pages.data?.pages.flatMap((page) => page.filaments) ?? [];

  const startImport = () => {
    setNotice(null);
    importFilaments.mutate(undefined, {
      onSuccess: (report) =>
        setNotice({
          tone: 'success',
          text: catalogueImportMessages.complete(report.imported, report.skipped),
        }),
      onError: (error) => {
        console.error('Filament import failed', error);
        setNotice({ tone: 'error', text: catalogueImportMessages.failed });
      },
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteFilament.mutate(deleting.id, {
      onSuccess: () => setNotice({ tone: 'success', text: `${deleting.name} deleted.` }),
      onError: (error) => {
        console.error('Deleting the filament failed', error);
        setNotice({
          tone: 'error',
          text: errorMessage(error, 'Failed to delete the filament. Please try again.'),
        });
      },
      onSettled: () => setDeleting(null),
    });
  };

  const total = count.data;
  const importing = importFilaments.isPending;

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
            <Button variant="secondary" onClick={startImport} loading={importing}>
              Import Filaments
            </Button>
            <Button onClick={() => setDialog('new')} disabled={importing}>
              Add Filament
            </Button>
          </>
        }
      />
      {importFilaments.stage && <ImportProgressBar stage={importFilaments.stage} />}
      {notice && (
        <Alert tone={notice.tone} className="mb-6">
          {notice.text}
        </Alert>
      )}
      {pages.isPending ? (
        <PageSpinner label="Loading filaments" />
      ) : pages.isError ? (
        <Alert tone="error">The filaments could not be loaded. Please try refreshing the page.</Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          title="The catalogue is empty"
          action={
            <Button onClick={startImport} loading={importing}>
              Import Filaments
            </Button>
          }
        >
          Import the public SpoolmanDB list, or add filaments one by one.
        </EmptyState>
      ) : (
        <>
          <Table caption="Filament catalogue">
            <TableHead columns={['Name', 'Brand', 'Material', 'Print temp', 'Bed temp']} withActions />
            <tbody className="divide-y divide-slate-100">
              {rows.map((filament) => (
                <tr key={filament.id}>
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
                  <td className={tdClasses}>{range(filament.printTempMin, filament.printTempMax)}</td>
                  <td className={tdClasses}>{range(filament.bedTempMin, filament.bedTempMax)}</td>
                  <td className={`${tdClasses} text-right`}>
                    <span className="inline-flex gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setDialog(filament)}
                        aria-label={`Edit ${filament.name} (${filament.brand})`}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700 hover:bg-red-50"
                        onClick={() => setDeleting(filament)}
                        aria-label={`Delete ${filament.name} (${filament.brand})`}
                      >
                        Delete
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <div className="mt-4 flex items-center justify-between gap-4 text-sm text-slate-600">
            <p>
              {total === undefined
                ? `${rows.length.toLocaleString()} filaments shown`
                : `Showing ${rows.length.toLocaleString()} of ${total.toLocaleString()}`}
            </p>
            {pages.hasNextPage && (
              <Button
                variant="secondary"
                onClick={() => void pages.fetchNextPage()}
                loading={pages.isFetchingNextPage}
              >
                Load more
              </Button>
            )}
          </div>
        </>
      )}
      <FilamentFormDialog
        target={dialog}
        onClose={() => setDialog(null)}
        onSaved={(text) => setNotice({ tone: 'success', text })}
      />
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
