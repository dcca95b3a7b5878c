import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useProfile } from '@/app/session';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { DEFAULT_CURRENCY, DEFAULT_ELECTRICITY_RATE } from '@/domain/constants';
import { printerFormDefaults, type PrinterInput } from '@/domain/printers';
import { errorMessage } from '@/repositories/errors';
import { usePrinter } from '../api/get-printer';
import { useUpdatePrinter } from '../api/update-printer';
import { PrinterForm } from '../components/printer-form';

const SAVE_FAILED = 'Failed to save the printer. Please try again.';

function BackToPrinters() {
  return (
    <Link to={paths.dashboard.printers} className="text-sm font-medium text-indigo-700 hover:text-indigo-600">
      ← Back to Printers
    </Link>
  );
}

export function EditPrinterPage() {
  const { printerId = '' } = useParams();
  const navigate = useNavigate();
  const printer = usePrinter(printerId);
  const profile = useProfile();
  const updatePrinter = useUpdatePrinter();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (values: PrinterInput) => {
    setFailure(null);
    try {
      await updatePrinter.mutateAsync({ id: printerId, input: values });
      navigate(paths.dashboard.printers);
    } catch (error) {
      console.error('Saving a printer failed', error);
      setFailure(errorMessage(error, SAVE_FAILED));
    }
  };

  if (printer.isPending) return <PageSpinner label="Loading printer..." />;
  if (printer.isError) {
    return (
      <div className="space-y-4">
        <BackToPrinters />
        <Alert tone="error">Failed to load the printer. Please try refreshing the page.</Alert>
      </div>
    );
  }
  if (!printer.data) {
    return (
      <EmptyState
        title="Printer not found"
        action={<ButtonLink to={paths.dashboard.printers}>Back to Printers</ButtonLink>}
      >
        It may have been deleted.
      </EmptyState>
    );
  }

  return (
    <>
      <div className="mb-4">
        <BackToPrinters />
      </div>
      <PageHeader title={`Edit Printer: ${printer.data.name}`} />
      <Card className="max-w-3xl">
        <PrinterForm
          key={printer.data.id}
          defaultValues={printerFormDefaults(printer.data)}
          electricityRate={profile.data?.electricityRate ?? DEFAULT_ELECTRICITY_RATE}
          currency={profile.data?.currency ?? DEFAULT_CURRENCY}
          submitLabel="Save Changes"
          failure={failure}
          onSubmit={save}
          onCancel={() => navigate(paths.dashboard.printers)}
        />
      </Card>
    </>
  );
}
