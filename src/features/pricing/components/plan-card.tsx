import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { cx } from '@/components/ui/class-names';
import { paths } from '@/config/paths';
import { formatPlanPrice } from '@/domain/money';
import { printerLimitLabel, type Plan } from '@/domain/plans';

/** The plan the pricing page highlights (SPEC §2). */
export const MOST_POPULAR_PLAN = 'Solo';

export function PlanCard({ plan }: { plan: Plan }) {
  const popular = plan.name.trim().toLowerCase() === MOST_POPULAR_PLAN.toLowerCase();
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'relative flex flex-col rounded-2xl bg-white p-6 shadow-sm',
        popular ? 'ring-2 ring-indigo-600 lg:-my-2 lg:py-8' : 'ring-1 ring-slate-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </h2>
        {popular && <Badge tone="indigo">Most Popular</Badge>}
      </div>
      <p className="mt-1 text-sm text-slate-600">{printerLimitLabel(plan.maxPrinters)}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {formatPlanPrice(plan.priceMonthly)}
        </span>
        <span className="text-sm font-semibold text-slate-600">/month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg
              viewBox="0 0 20 20"
              className="mt-0.5 h-4 w-4 flex-none text-indigo-600"
              fill="currentColor"
              aria-hidden="true"
            >
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
            <span className="first-letter:uppercase">{feature}</span>
          </li>
        ))}
      </ul>
      <ButtonLink
        to={paths.register}
        variant={popular ? 'primary' : 'secondary'}
        className="mt-8 w-full"
        aria-label={`Get Started with ${plan.name}`}
      >
        Get Started
      </ButtonLink>
    </article>
  );
}
