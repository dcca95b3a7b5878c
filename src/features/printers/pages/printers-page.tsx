import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useProfile } from '@/app/session';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { DEFAULT_CURRENCY, DEFAULT_ELECTRICITY_RATE } from '@/domain/constants';
import { printerFormDefaults, printerLimitMessage, type Printer, type PrinterInput } from '@/domain/printers';
import { errorMessage, firebaseErrorCode } from '@/repositories/errors';
import { useCreatePrinter } from '../api/create-printer';
import { useDeletePrinter } from '../api/delete-printer';
import { usePrinters } from '../api/list-printers';
import { usePrinterLimit } from '../api/printer-limit';
import { useTogglePrinterStatus } from '../api/toggle-printer-status';
import { AddPrinterButton } from '../components/add-printer-button';
import { PrinterCard } from '../components/printer-card';
import { PrinterForm } from '../components/printer-form';

const ADD_FAILED = 'Failed to add the printer. Please try again.';
const DELETE_FAILED = 'Failed to delete the printer. Please try again.';
const TOGGLE_FAILED = 'Failed to change the printer status. Please try again.';

export function PrintersPage() {
  const printers = usePrinters();
  const profile = useProfile();
  const limit = usePrinterLimit();
  const createPrinter = useCreatePrinter();
  const deletePrinter = useDeletePrinter();
  const toggleStatus = useTogglePrinterStatus();

  const [adding, setAdding] = useState(false);
  const [addFailure, setAddFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Printer | null>(null);
  const [actionFailure, setActionFailure] = useState<string | null>(null);

  const currency = profile.data?.currency ?? DEFAULT_CURRENCY;
  const electricityRate = profile.data?.electricityRate ?? DEFAULT_ELECTRICITY_RATE;

  const openForm = () => {
    setAddFailure(null);
    setAdding(true);
  };

  const add = async (values: PrinterInput) => {
    setAddFailure(null);
    try {
      await createPrinter.mutateAsync(values);
      setAdding(false);
    } catch (error) {
      console.error('Adding a printer failed', error);
      // The rules refuse a printer beyond the plan's limit (another tab may have added one).
      setAddFailure(
        firebaseErrorCode(error) === 'permission-denied'
          ? printerLimitMessage(limit.planName, limit.maxPrinters)
          : errorMessage(error, ADD_FAILED),
      );
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setActionFailure(null);
    try {
      await deletePrinter.mutateAsync(deleting.id);
      setDeleting(null);
    } catch (error) {
      console.error('Deleting a printer failed', error);
      setDeleting(null);
      setActionFailure(errorMessage(error, DELETE_FAILED));
    }
  };

  const toggle = (printer: Printer) => {
    setActionFailure(null);
    toggleStatus.mutate(
      { id: printer.id, status: printer.status },
      {
        onError: (error) => {
          console.error('Toggling a printer failed', error);
          setActionFailure(errorMessage(error, TOGGLE_FAILED));
        },
      },
    );
  };

  const addButton = (
    <AddPrinterButton limitReason={limit.reason} loading={limit.isLoading} onClick={openForm} />
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
        actions={addButton}
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
      {actionFailure && (
        <Alert tone="error" className="mb-6">
          {actionFailure}
        </Alert>
      )}

      {printers.isPending ? (
        <PageSpinner label="Loading printers" />
      ) : printers.isError ? (
        <Alert tone="error">Failed to load printers. Please try refreshing the page.</Alert>
      ) : printers.data.length === 0 ? (
        <EmptyState title="No printers yet" action={addButton}>
          Add your printers with what they cost to buy, run and maintain, and the calculator and projects will
          price an hour on each.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Your printers">
          {printers.data.map((printer) => (
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

      <Modal open={adding} onClose={() => setAdding(false)} title="Add Printer" size="lg">
        <PrinterForm
          defaultValues={printerFormDefaults()}
          electricityRate={electricityRate}
          currency={currency}
          submitLabel="Add Printer"
          failure={addFailure}
          onSubmit={add}
          onCancel={() => setAdding(false)}
        />
      </Modal>

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
