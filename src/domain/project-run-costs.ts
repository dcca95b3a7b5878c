// What a project's runs section says of its runs (issue 12): the estimate set against what the
// finished runs really cost, and each run's grams and date. Pure; apart from
// project-actuals-display.ts so the project form does not carry it (the section loads after it).
import { formatMoney } from './money';
import { roundHalfUp } from './rounding';
import type { ProjectCostEstimate } from './project-cost';
import type { ProjectActuals, Run } from './runs';

/** Whether a run has ended (completed, failed or cancelled): only those have a real cost. */
export const isFinishedRun = (run: Pick<Run, 'status'>) => run.status !== 'printing';

export interface CostComparisonRow {
  label: 'Material' | 'Machine time' | 'Failures' | 'Total';
  estimated: number;
  actual: number;
  /** Actual − estimated, to the cent: positive costs more than estimated. */
  difference: number;
}

/** The rows of "Estimated vs actual": the estimate's failure allowance against what failed runs cost. */
export function costComparison(
  estimate: Pick<ProjectCostEstimate, 'materialCost' | 'printingCost' | 'failureCost' | 'totalCost'>,
  actuals: Pick<ProjectActuals, 'materialCost' | 'machineCost' | 'failureCost' | 'totalCost'>,
): CostComparisonRow[] {
  const row = (label: CostComparisonRow['label'], estimated: number, actual: number): CostComparisonRow => {
    const roundedEstimate = roundHalfUp(estimated, 2);
    const roundedActual = roundHalfUp(actual, 2);
    return {
      label,
      estimated: roundedEstimate,
      actual: roundedActual,
      difference: roundHalfUp(roundedActual - roundedEstimate, 2),
    };
  };
  return [
    row('Material', estimate.materialCost, actuals.materialCost),
    row('Machine time', estimate.printingCost, actuals.machineCost),
    row('Failures', estimate.failureCost, actuals.failureCost),
    row('Total', estimate.totalCost, actuals.totalCost),
  ];
}

/** '+$1.20 over', '−$0.50 under', 'On estimate': the sign and a word, so colour is never the only signal. */
export function differenceText(difference: number, currency: string): string {
  const cents = Math.round(difference * 100);
  if (cents === 0) return 'On estimate';
  const amount = formatMoney(Math.abs(difference), currency);
  return cents > 0 ? `+${amount} over` : `−${amount} under`;
}

/** The grams a run used or wasted over all its spools; null while it prints. */
export function runTotalGrams(run: Pick<Run, 'grams'>): number | null {
  if (run.grams === null) return null;
  return roundHalfUp(
    run.grams.reduce((total, grams) => total + grams, 0),
    1,
  );
}

/** 'Mar 1, 2025, 14:05' for when a run started; '—' when not known yet. */
export function formatRunDate(date: Date | null): string {
  if (!date || Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}
