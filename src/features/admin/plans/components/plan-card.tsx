import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/delete-button';
import { formatPlanPrice } from '@/domain/money';
import { printerLimitLabel, type Plan } from '@/domain/plans';

interface PlanCardProps {
  plan: Plan;
  userCount: number | undefined;
  onEdit: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
}

export function PlanCard({ plan, userCount, onEdit, onToggleActive, onDelete }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </h2>
        <Badge tone={plan.active ? 'green' : 'grey'}>{plan.active ? 'Active' : 'Inactive'}</Badge>
      </div>
      <p className="mt-3">
        <span className="text-3xl font-bold tracking-tight text-slate-900">
          {formatPlanPrice(plan.priceMonthly)}
        </span>
        <span className="text-sm text-slate-500">/month</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-md bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-500">Max printers</dt>
          <dd className="font-semibold text-slate-900">{plan.maxPrinters}</dd>
        </div>
        <div className="rounded-md bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-500">Users</dt>
          <dd className="font-semibold text-slate-900">{userCount ?? '…'}</dd>
        </div>
      </dl>
      <p className="sr-only">{printerLimitLabel(plan.maxPrinters)}</p>
      {plan.features.length > 0 ? (
        <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700" aria-label={`${plan.name} features`}>
          {plan.features.map((feature, index) => (
            <li key={`${index}-${feature}`} className="flex gap-2">
              <span aria-hidden="true" className="text-green-600">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 flex-1 text-sm text-slate-500">No features listed.</p>
      )}
      <div className="mt-6 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${plan.name}`}>
          Edit
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onToggleActive}
          aria-label={`${plan.active ? 'Deactivate' : 'Activate'} ${plan.name}`}
        >
          {plan.active ? 'Deactivate' : 'Activate'}
        </Button>
        <DeleteButton what={plan.name} onClick={onDelete} />
      </div>
    </article>
  );
}
