import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { DEFAULT_CURRENCY, DEFAULT_ELECTRICITY_RATE } from '@/domain/constants';
import { printerLimitMessage, type Printer, type PrinterInput } from '@/domain/printers';
import { csvExport } from '@/queries/exports';
import { mutationFailure } from '@/queries/mutation-failure';
import { firebaseErrorCode } from '@/repositories/errors';
import { useProfile, useSignedInUser } from '@/session/session';
import { usePrinters } from '../api/list-printers';
import { usePrinterLimit } from '../api/printer-limit';
import { useCreatePrinter, useDeletePrinter, useTogglePrinterStatus } from '../api/printer-mutations';
import { AddPrinterButton } from '../components/add-printer-button';
import { AddPrinterDialog } from '../components/lazy-dialogs';
import { PrinterCard } from '../components/printer-card';

const ADD_FAILED = 'Failed to add the printer. Please try again.';
const DELETE_FAILED = 'Failed to delete the printer. Please try again.';
const TOGGLE_FAILED = 'Failed to change the printer status. Please try again.';

export function PrintersPage() {
  const { uid } = useSignedInUser();
  const printers = usePrinters();
  const profile = useProfile();
  const limit = usePrinterLimit();
  const createPrinter = useCreatePrinter();
  const deletePrinter = useDeletePrinter();
  const toggleStatus = useTogglePrinterStatus();

  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Printer | null>(null);

  const currency = profile.data?.currency ?? DEFAULT_CURRENCY;
  const electricityRate = profile.data?.electricityRate ?? DEFAULT_ELECTRICITY_RATE;

  const openForm = () => {
    createPrinter.reset();
    setAdding(true);
  };

  const add = (values: PrinterInput) => createPrinter.mutate(values, { onSuccess: () => setAdding(false) });
  // The rules refuse a printer beyond the plan's limit (another tab may have added one).
  const addFailure =
    firebaseErrorCode(createPrinter.error) === 'permission-denied'
      ? printerLimitMessage(limit.planName, limit.maxPrinters)
      : mutationFailure(createPrinter, ADD_FAILED);

  const confirmDelete = () => {
    if (!deleting) return;
    toggleStatus.reset();
    deletePrinter.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  const toggle = (printer: Printer) => {
    deletePrinter.reset();
    toggleStatus.mutate({ id: printer.id, status: printer.status });
  };
  const actionFailure =
    mutationFailure(deletePrinter, DELETE_FAILED) ?? mutationFailure(toggleStatus, TOGGLE_FAILED);

  const addButton = (
    <AddPrinterButton
      limitReason={limit.reason}
      loading={limit.isLoading}
      onClick={openForm}
      onPreload={AddPrinterDialog.preload}
    />
  );

  return (
    <>
      <PageHeader
        title="Printers"
        description={
          limit.isLoading
            ? 'Your printers and what an hour on each costs.'
            : `${limit.printerCount} of ${limit.maxPrinters} printer${limit.maxPrinters === 1 ? '' : 's'} on the ${limit.planName} plan.`
        }
        actions={
          <>
            {printers.isSuccess && printers.data.length > 0 && (
              <ExportCsvButton {...csvExport('printers', uid)} />
            )}
            {addButton}
          </>
        }
      />

      {limit.reason && printers.isSuccess && printers.data.length > 0 && (
        <Alert tone="info" className="mb-6">
          {limit.reason}{' '}
          <Link to={paths.pricing} className="font-semibold underline">
            Compare plans
          </Link>{' '}
          or{' '}
          <Link to={paths.profile} className="font-semibold underline">
            change your plan
          </Link>
          .
        </Alert>
      )}
      <FailureAlert message={actionFailure} className="mb-6" />

      <QueryState
        query={printers}
        loading="Loading printers"
        error="Failed to load printers."
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No printers yet" action={addButton}>
            Add your printers with what they cost to buy, run and maintain, and the calculator and projects
            will price an hour on each.
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Your printers">
            {list.map((printer) => (
              <li key={printer.id} className="flex">
                <div className="w-full">
                  <PrinterCard
                    printer={printer}
                    currency={currency}
                    toggling={toggleStatus.isPending && toggleStatus.variables?.id === printer.id}
                    onToggle={() => toggle(printer)}
                    onDelete={() => setDeleting(printer)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <AddPrinterDialog
        open={adding}
        electricityRate={electricityRate}
        currency={currency}
        failure={addFailure}
        saving={createPrinter.isPending}
        onSubmit={add}
        onClose={() => setAdding(false)}
      />

      <ConfirmDialog
        open={deleting !== null}
        title="Delete printer"
        message={`Are you sure you want to delete ${deleting?.name ?? 'this printer'}? This action cannot be undone.`}
        busy={deletePrinter.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
