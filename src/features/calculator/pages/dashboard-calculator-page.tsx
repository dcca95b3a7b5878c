import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useCalculatorInputs } from '../api/calculator-printers';
import { CostCalculator } from '../components/cost-calculator';

/** /dashboard index: the calculator with the user's printers, currency and electricity rate. */
export function DashboardCalculatorPage() {
  const inputs = useCalculatorInputs();
  const noPrinters = !inputs.printersLoading && inputs.printers.length === 0;

  return (
    <>
      <PageHeader
        title="Cost Calculator"
        description="Work out what a print costs you and what to charge for it."
      />
      <CostCalculator
        {...inputs}
        printerTip={
          noPrinters ? (
            <p className="text-sm text-slate-600">
              No saved printers yet.{' '}
              <Link
                to={paths.dashboard.printers}
                className="font-semibold text-indigo-700 hover:text-indigo-900"
              >
                Add a printer
              </Link>{' '}
              to pick its cost per hour here.
            </p>
          ) : undefined
        }
        noRateNotice={
          <Alert tone="warning">
            Your electricity rate is not set, so nothing was calculated.{' '}
            <Link to={paths.profile} className="font-semibold underline">
              Set it in Settings
            </Link>
            .
          </Alert>
        }
      />
    </>
  );
}
