import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { maintenanceCostBasis, type LoggedMaintenance } from '@/domain/maintenance-cost-basis';
import { formatMoney } from '@/domain/money';
import { costPerHourBreakdown, roundToCents, type CostPerHourInputs } from '@/domain/printer-cost';

interface CostPerHourHelperProps {
  /** What the user typed; its annual maintenance cost is the estimate the log may replace. */
  inputs: CostPerHourInputs;
  currency: string;
  /** The printer's last 12 months of maintenance log; absent for a printer not saved yet. */
  loggedMaintenance?: LoggedMaintenance;
  /** The value now in the cost-per-hour field, to say whether the suggestion is in use. */
  currentValue: number | null;
  onAccept: (value: number) => void;
}

/** Suggests a cost per hour from depreciation, electricity and maintenance, with the parts shown. */
export function CostPerHourHelper({
  inputs,
  currency,
  loggedMaintenance,
  currentValue,
  onAccept,
}: CostPerHourHelperProps) {
  const maintenance = maintenanceCostBasis(inputs.annualMaintenanceCost, loggedMaintenance, currency);
  const breakdown = costPerHourBreakdown({ ...inputs, annualMaintenanceCost: maintenance.annualCost });
  const suggested = roundToCents(breakdown.total);
  const inUse = currentValue !== null && roundToCents(currentValue) === suggested;
  const parts = [
    { label: 'Depreciation', value: breakdown.depreciation, how: 'initial cost ÷ replacement period' },
    {
      label: 'Electricity',
      value: breakdown.electricity,
      how: `power (kW) × your rate of ${formatMoney(inputs.electricityRate, currency)}/kWh`,
    },
    { label: 'Maintenance', value: breakdown.maintenance, how: maintenance.how },
  ];

  return (
    <section
      aria-labelledby="cost-helper-title"
      className="rounded-lg bg-indigo-50/60 p-4 ring-1 ring-indigo-100"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="cost-helper-title" className="text-sm font-semibold text-slate-900">
            Suggested cost per hour
          </h2>
          <p className="mt-0.5 text-2xl font-bold text-indigo-700" data-testid="suggested-cost-per-hour">
            {formatMoney(suggested, currency)}
            <span className="text-sm font-medium text-slate-600">/hour</span>
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onAccept(suggested)}
          disabled={inUse}
          aria-describedby="cost-helper-title"
        >
          {inUse ? 'Suggestion in use' : 'Use suggestion'}
        </Button>
      </div>
      <dl className="mt-3 grid gap-2 sm:grid-cols-3">
        {parts.map((part) => (
          <div key={part.label} className="rounded-md bg-white px-3 py-2 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-500">{part.label}</dt>
            <dd className="text-sm font-semibold text-slate-900">{formatMoney(part.value, currency)}/h</dd>
            <dd className="text-xs text-slate-500">{part.how}</dd>
          </div>
        ))}
      </dl>
      {maintenance.note && (
        <p className="mt-2 text-xs text-slate-700" aria-live="polite">
          {maintenance.note}.
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600">
        Use it, or type your own cost per hour. Your electricity rate is set in{' '}
        <Link to={paths.profile} className="font-medium text-indigo-700 underline hover:text-indigo-600">
          Settings
        </Link>
        .
      </p>
    </section>
  );
}
