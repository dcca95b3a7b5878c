// Grams of filament and what they cost: used by the runs, the spools and their ledgers. A module
// of its own, so a spool's repository does not bring the runs' whole domain to every page.
import { roundHalfUp } from './rounding';

/** '12.5 g', '1,000 g'. */
export function formatGrams(grams: number): string {
  return `${roundHalfUp(grams, 1).toLocaleString('en-US')} g`;
}

/** A spool's price per gram: what it cost over its net weight (0 when either is unknown). */
export function pricePerGram(spool: { purchasePrice: number; weight: number }): number {
  if (!(spool.weight > 0) || !(spool.purchasePrice >= 0) || !Number.isFinite(spool.purchasePrice)) return 0;
  return spool.purchasePrice / spool.weight;
}
