import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useSession } from '@/session/session';
import { useCalculatorInputs } from '../api/calculator-printers';
import { CostCalculator } from '../components/cost-calculator';
import { SignUpTip } from '../components/sign-up-tip';

/** /calculator: open to everyone; visitors price in USD with a custom printer rate. */
export function PublicCalculatorPage() {
  const session = useSession();
  const inputs = useCalculatorInputs();
  const signedIn = session.status === 'signed-in';

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to={paths.home} className="text-sm font-medium text-indigo-700 hover:text-indigo-900">
        <span aria-hidden="true">← </span>Back to home
      </Link>
      <div className="mt-4 mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">3D print cost calculator</h1>
        <p className="mt-2 text-slate-600">
          Material, machine time, failed prints and every extra cost in one place, then the price to charge.
          Free to use, no account needed.
        </p>
      </div>
      <CostCalculator
        {...inputs}
        printerTip={signedIn ? undefined : <SignUpTip />}
        noRateNotice={
          <Alert tone="warning">
            Your electricity rate is not set, so nothing was calculated.{' '}
            <Link to={paths.profile} className="font-semibold underline">
              Set it in your profile
            </Link>
            .
          </Alert>
        }
      />
      {!signedIn && (
        <p className="mt-10 text-center text-sm text-slate-600">
          Quoting every week?{' '}
          <Link to={paths.register} className="font-semibold text-indigo-700 hover:text-indigo-900">
            Create a free account
          </Link>{' '}
          to save printers, track spools and keep projects.
        </p>
      )}
    </div>
  );
}
