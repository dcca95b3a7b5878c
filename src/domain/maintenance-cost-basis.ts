// Issue 13: the cost-per-hour helper's maintenance part from reality. On a saved printer it reads
// the last 12 months of the maintenance log; with anything logged that cost is the annual basis,
// else the estimate the user typed; and the helper says which it used. Pure.
import { annualMaintenanceBasis } from './maintenance';
import { formatMoney } from './money';

/**
 * What the helper knows of the printer's log: nothing for a printer not saved yet (no log, no
 * line), or the read of its last 12 months as it stands.
 */
export type LoggedMaintenance =
  { state: 'loading' } | { state: 'failed' } | { state: 'read'; cost: number; entries: number };

export interface MaintenanceCostBasis {
  /** The annual maintenance cost the suggestion divides by the expected yearly hours. */
  annualCost: number;
  source: 'logged' | 'estimate';
  /** How the part is worked out, under its value. */
  how: string;
  /** Which basis was used and why, or null for a new printer (no log to consult). */
  note: string | null;
}

const ESTIMATE_HOW = 'annual cost ÷ expected yearly hours';
const LOGGED_HOW = 'cost logged in the last 12 months ÷ expected yearly hours';

export function maintenanceCostBasis(
  typedAnnualCost: number,
  logged: LoggedMaintenance | undefined,
  currency: string,
): MaintenanceCostBasis {
  const typed = Number.isFinite(typedAnnualCost) && typedAnnualCost > 0 ? typedAnnualCost : 0;
  const estimate = `${formatMoney(typed, currency)}/year`;
  const read = logged?.state === 'read' ? { cost: logged.cost, entries: logged.entries } : null;
  const basis = annualMaintenanceBasis(typed, read);
  if (basis.source === 'logged') {
    return {
      ...basis,
      how: LOGGED_HOW,
      note: `Maintenance: ${formatMoney(basis.annualCost, currency)} logged in the last 12 months (your estimate: ${estimate})`,
    };
  }
  const note =
    logged === undefined
      ? null
      : logged.state === 'loading'
        ? `Maintenance: your estimate (${estimate}) while the last 12 months of the log load`
        : logged.state === 'failed'
          ? `Maintenance: your estimate (${estimate}); the maintenance log could not be read`
          : `Maintenance: your estimate (${estimate}); nothing logged in the last 12 months`;
  return { ...basis, how: ESTIMATE_HOW, note };
}
