import { formatMoney } from '@/domain/money';
import { formatPrintDuration, type ProjectCostEstimate } from '@/domain/project-cost';

/** Grams, print time and the estimated cost over all jobs, with what the estimate is based on. */
export function ProjectCostSummary({
  estimate,
  currency,
  printersChosen,
}: {
  estimate: ProjectCostEstimate;
  currency: string;
  printersChosen: boolean;
}) {
  const notes: string[] = [];
  notes.push(
    estimate.materialCostPerKg === null
      ? 'Material is not priced: add spools with a purchase price to include it.'
      : `Material at ${formatMoney(estimate.materialCostPerKg, currency)}/kg, the average of your spools.`,
  );
  notes.push(
    estimate.printerCostPerHour === null
      ? printersChosen
        ? 'The selected printers have no cost per hour.'
        : 'Printing is not priced: select the printers used to include it.'
      : `Printing at ${formatMoney(estimate.printerCostPerHour, currency)}/h, the average of the selected printers.`,
  );
  notes.push(`Includes a ${estimate.failureRatePercent}% failure allowance, as the calculator does.`);

  return (
    <section
      aria-labelledby="project-cost-heading"
      className="rounded-lg bg-indigo-50/60 p-4 ring-1 ring-indigo-100"
    >
      <h2 id="project-cost-heading" className="text-sm font-semibold text-slate-900">
        Project totals
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-4">
        <div>
          <dt className="text-xs text-slate-600">Material</dt>
          <dd className="text-lg font-semibold text-slate-900">{estimate.grams} g</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Print time</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatPrintDuration(estimate.minutes)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Estimated cost</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="estimated-cost">
            {formatMoney(estimate.totalCost, currency)}
          </dd>
        </div>
      </dl>
      <ul className="mt-3 space-y-0.5 text-xs text-slate-600">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
