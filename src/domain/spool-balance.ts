// What a spool's page and card say of a balance that concurrent events left outside 0 to its net
// weight (issue 29): two devices each used what they saw, and both uses landed. A module of its
// own, so the inventory's cards do not bring the ledger's schemas. Pure.
import { formatGrams } from './filament-amounts';
import { roundHalfUp } from './rounding';

const tenth = (grams: number) => roundHalfUp(grams, 1);

/**
 * What the page says of a balance concurrent events can leave outside 0 to net weight (two devices
 * each used what they saw): a spool below 0 had more used than was recorded on it.
 */
export type BalanceWarning = { kind: 'below-zero' | 'above-net'; message: string } | null;

export const balanceWarningMessages = {
  belowZero: (remaining: number) =>
    `${formatGrams(remaining)}: more was used than this spool held by its records (runs finished on several devices at once). Weigh it in to set what is really left.`,
  aboveNet: (remaining: number, weight: number) =>
    `${formatGrams(remaining)} is more than this spool's net weight (${formatGrams(weight)}): changes made on several devices at once added up past it. Weigh it in to set what is really left.`,
} as const;

/** The same in a few words, for a spool's card. */
export const balanceWarningShort: Record<NonNullable<BalanceWarning>['kind'], string> = {
  'below-zero': 'More used than recorded: weigh it in',
  'above-net': 'More than its net weight: weigh it in',
};

export function balanceWarning(spool: { weight: number; remainingWeight: number }): BalanceWarning {
  const remaining = tenth(spool.remainingWeight);
  if (remaining < 0) return { kind: 'below-zero', message: balanceWarningMessages.belowZero(remaining) };
  if (remaining > spool.weight)
    return { kind: 'above-net', message: balanceWarningMessages.aboveNet(remaining, spool.weight) };
  return null;
}
