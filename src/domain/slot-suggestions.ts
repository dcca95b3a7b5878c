// Issue 32: the spools the workshop's start dialog suggests for each filament slot of a job read
// from a sliced file: its material, a colour near the slot's, and filament enough for its grams.
import { colourDistance, colourName, colourNameMatches, normaliseHexColour, spoolHexColour } from './colour';
import { sameText } from './runs';
import type { FilamentSlot } from './sliced-job';

/**
 * The most two colours may differ (CIEDE2000) and still be suggested as the same: a filament's
 * colour from another brand or batch is within it; the next common colour (red and orange, blue
 * and light blue) is well past it.
 */
export const NEAR_COLOUR_DIFFERENCE = 12;

/** How many spools each slot suggests. */
export const SLOT_SUGGESTIONS_MAX = 3;

/** What a suggestion needs of a spool. */
export interface SuggestableSpool {
  id: string;
  name: string;
  material: string;
  colorName: string;
  colorHex: string | null;
  remainingWeight: number;
  status: string;
}

/**
 * Why a spool is suggested for its colour: its hex colour is near the slot's ('hex'), its colour
 * name says the slot's colour's name (a spool with no hex colour: 'name'), or the slot has no
 * colour and any colour goes ('any').
 */
export type ColourBasis = 'hex' | 'name' | 'any';

export interface SlotSuggestion<T> {
  spool: T;
  basis: ColourBasis;
  /** The CIEDE2000 difference of the two colours (basis 'hex' only). */
  difference: number | null;
}

const BASIS_ORDER: Record<ColourBasis, number> = { hex: 0, name: 1, any: 2 };

/**
 * The spools suggested for one slot, best first: not done, of the slot's material (any when the
 * file names none), holding at least the slot's grams, and of its colour. Spools with a hex colour
 * near the slot's come first, nearest first; then spools with no hex colour whose colour name says
 * the slot's colour's name. Among equals the emptiest that suffices (part-used spools get used up).
 */
export function suggestSpoolsForSlot<T extends SuggestableSpool>(
  spools: readonly T[],
  slot: Pick<FilamentSlot, 'material' | 'colorHex' | 'grams'>,
  max = SLOT_SUGGESTIONS_MAX,
): SlotSuggestion<T>[] {
  const needed = slot.grams ?? 0;
  const slotHex = normaliseHexColour(slot.colorHex);
  const named = slotHex ? colourName(slotHex) : '';
  const suggestions: SlotSuggestion<T>[] = [];
  for (const spool of spools) {
    if (spool.status === 'done' || !(spool.remainingWeight > 0) || spool.remainingWeight < needed) continue;
    if (slot.material.trim() !== '' && !sameText(spool.material, slot.material)) continue;
    if (!slotHex) {
      suggestions.push({ spool, basis: 'any', difference: null });
      continue;
    }
    const own = spoolHexColour(spool);
    if (own) {
      const difference = colourDistance(own, slotHex)!;
      if (difference <= NEAR_COLOUR_DIFFERENCE) suggestions.push({ spool, basis: 'hex', difference });
    } else if (colourNameMatches(spool.colorName, named)) {
      suggestions.push({ spool, basis: 'name', difference: null });
    }
  }
  return suggestions
    .sort(
      (a, b) =>
        BASIS_ORDER[a.basis] - BASIS_ORDER[b.basis] ||
        (a.difference ?? 0) - (b.difference ?? 0) ||
        a.spool.remainingWeight - b.spool.remainingWeight ||
        a.spool.name.localeCompare(b.spool.name),
    )
    .slice(0, max);
}

/** Why a suggestion suits its slot, in words for the dialog. */
export function suggestionReason(suggestion: SlotSuggestion<unknown>, slotHex: string): string {
  switch (suggestion.basis) {
    case 'hex':
      return suggestion.difference! < 2.5 ? 'Same colour' : 'Close colour';
    case 'name':
      return `No hex colour on this spool: matched by its colour name (${colourName(normaliseHexColour(slotHex) ?? '')})`;
    case 'any':
      return 'The file gives no colour: any colour';
  }
}
