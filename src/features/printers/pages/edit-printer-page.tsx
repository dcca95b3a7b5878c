import { useState, type ComponentProps } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { DEFAULT_CURRENCY, DEFAULT_ELECTRICITY_RATE } from '@/domain/constants';
import { printerFormDefaults, type Printer, type PrinterInput } from '@/domain/printers';
import { mutationFailure } from '@/queries/mutation-failure';
import { useProfile } from '@/session/session';
import { usePrinter } from '../api/list-printers';
import { usePrinterMaintenanceCost } from '../api/printer-maintenance-cost';
import { useUpdatePrinter } from '../api/printer-mutations';
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

  // The status is sent only when the user changed it: a run may have started or finished since the
  // form opened, and its status is the run's to set (the rules refuse other changes while it prints).
  const save = (values: PrinterInput, openedWithStatus: string) => {
    const { status, ...rest } = values;
    const input = status === undefined || status === openedWithStatus ? rest : values;
    updatePrinter.mutate({ id: printerId, input }, { onSuccess: () => navigate(paths.dashboard.printers) });
  };

  return (
    <>
      <div className="mb-4">
        <BackToPrinters />
      </div>
      <QueryState
        query={printer}
        loading="Loading printer..."
        error="Failed to load the printer."
        isEmpty={(found) => found === null}
        empty={
          <EmptyState
            title="Printer not found"
            action={<ButtonLink to={paths.dashboard.printers}>Back to Printers</ButtonLink>}
          >
            It may have been deleted.
          </EmptyState>
        }
      >
        {(found) =>
          found && (
            <>
              <PageHeader title={`Edit Printer: ${found.name}`} />
              <Card className="max-w-3xl">
                <EditPrinterForm
                  key={found.id}
                  printer={found}
                  electricityRate={profile.data?.electricityRate ?? DEFAULT_ELECTRICITY_RATE}
                  currency={profile.data?.currency ?? DEFAULT_CURRENCY}
                  submitLabel="Save Changes"
                  failure={mutationFailure(updatePrinter, SAVE_FAILED)}
                  saving={updatePrinter.isPending}
                  onSave={save}
                  onCancel={() => navigate(paths.dashboard.printers)}
                />
              </Card>
            </>
          )
        }
      </QueryState>
    </>
  );
}

type EditPrinterFormProps = Omit<
  ComponentProps<typeof PrinterForm>,
  'defaultValues' | 'onSubmit' | 'loggedMaintenance'
> & {
  printer: Printer;
  onSave: (values: PrinterInput, openedWithStatus: string) => void;
};

/**
 * The form over one printer as it was when opened; its status control is locked while a run prints,
 * and its cost-per-hour helper weighs the maintenance logged over the last 12 months.
 */
function EditPrinterForm({ printer, onSave, ...props }: EditPrinterFormProps) {
  const [defaultValues] = useState(() => printerFormDefaults(printer));
  const [statusAtOpen] = useState(printer.status);
  const loggedMaintenance = usePrinterMaintenanceCost(printer.id);
  return (
    <PrinterForm
      {...props}
      loggedMaintenance={loggedMaintenance}
      defaultValues={defaultValues}
      statusLocked={printer.currentRunId !== null}
      onSubmit={(values) => onSave(values, statusAtOpen)}
    />
  );
}
