import { Link } from 'react-router-dom';
import { InfoToggle } from '@/components/ui/info-toggle';
import { paths } from '@/config/paths';

/** The visitor's tip (SPEC §2): sign up to save printer profiles, with a "?" that says why by tap or key. */
export function SignUpTip() {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-indigo-50 px-3 py-2 text-sm text-indigo-900 ring-1 ring-indigo-200 ring-inset">
      <span>
        <strong>Tip:</strong> sign up to save printer profiles and pick them here instead of typing a rate.
      </span>
      <InfoToggle label="Why sign up?">
        A free account keeps each printer&apos;s cost per hour, your currency and electricity rate, so every
        quote starts from your real numbers.{' '}
        <Link to={paths.register} className="font-semibold text-white underline">
          Create a free account
        </Link>
      </InfoToggle>
      <Link to={paths.register} className="font-semibold text-indigo-700 underline hover:text-indigo-900">
        Sign up free
      </Link>
    </p>
  );
}
