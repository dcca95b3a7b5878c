import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/class-names';
import { printerLimitLabel, type Plan } from '@/domain/plans';
import { monthlyPriceLabel, type PlanChoice } from '@/domain/profile';

interface PlanChoiceCardProps {
  plan: Plan;
  choice: PlanChoice;
  busy: boolean;
  disabled: boolean;
  onSelect: () => void;
}

export function PlanChoiceCard({ plan, choice, busy, disabled, onSelect }: PlanChoiceCardProps) {
  const headingId = `profile-plan-${plan.id}`;
  const reasonId = `${headingId}-reason`;
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'flex flex-col rounded-xl bg-white p-5 shadow-sm',
        choice.kind === 'current' ? 'ring-2 ring-indigo-600' : 'ring-1 ring-slate-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {plan.name}
        </h3>
        {choice.kind === 'current' && <Badge tone="indigo">Current</Badge>}
        {!plan.active && choice.kind !== 'current' && <Badge tone="grey">Inactive</Badge>}
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900">{monthlyPriceLabel(plan.priceMonthly)}</p>
      <p className="text-sm text-slate-600">{printerLimitLabel(plan.maxPrinters)}</p>
      <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="first-letter:uppercase">
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        {choice.kind === 'current' ? (
          <p className="text-sm font-medium text-indigo-700">Your current plan</p>
        ) : choice.kind === 'unavailable' ? (
          <>
            <Button
              variant="secondary"
              className="w-full"
              disabled
              aria-describedby={reasonId}
              aria-label={`Select ${plan.name}`}
            >
              Select
            </Button>
            <p id={reasonId} className="mt-2 text-xs text-slate-500">
              {choice.reason}
            </p>
          </>
        ) : (
          <Button
            className="w-full"
            onClick={onSelect}
            loading={busy}
            disabled={disabled}
            aria-label={`Select ${plan.name}`}
          >
            Select
          </Button>
        )}
      </div>
    </article>
  );
}
