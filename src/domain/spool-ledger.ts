// A spool's ledger (issue 12): every change to its remaining filament is an entry
// (spools/{spoolId}/ledger/{entryId}), append-only. A spool's remaining weight always equals its
// net weight plus the sum of its entries (usage is negative). Pure: the repositories write what
// these functions decide.
import * as z from 'zod/mini';
import { formatGrams } from './filament-amounts';
import { parseFormNumber } from './form-numbers';
import { NUMBER_LIMITS, RUN_LIMITS, tooLargeMessage, tooLongMessage } from './limits';
import { roundHalfUp } from './rounding';

/** The most entries one history read returns (newest first). */
export const SPOOL_HISTORY_PAGE_SIZE = 100;

export const LEDGER_KINDS = ['usage', 'waste', 'adjustment', 'weigh-in'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerKindLabels: Record<LedgerKind, string> = {
  usage: 'Print run',
  waste: 'Failed or cancelled print',
  adjustment: 'Adjustment',
  'weigh-in': 'Weigh-in',
};

/** A stored ledger entry. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  spoolId: z.catch(z.string(), ''),
  kind: z.catch(z.enum(LEDGER_KINDS), 'adjustment'),
  /** The change to the spool's remaining filament: negative for usage and waste. */
  grams: z.catch(z.number(), 0),
  /** The spool's remaining filament after this entry. */
  balanceAfter: z.catch(z.number(), 0),
  /** The spool's price per gram when the entry was written. */
  pricePerGram: z.catch(z.number(), 0),
  runId: z.catch(z.nullable(z.string()), null),
  /** What it was for: 'Project · job' of a run. */
  label: z.catch(z.string(), ''),
  note: z.catch(z.string(), ''),
  createdAt: z.catch(z.nullable(z.date()), null),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A new entry as the repositories write it (they add owner, spool and time). */
export type LedgerEntryInput = Pick<
  LedgerEntry,
  'kind' | 'grams' | 'balanceAfter' | 'pricePerGram' | 'runId' | 'label' | 'note'
>;

export const ledgerMessages = {
  grossRequired: 'Enter the weight the scale shows',
  grossNegative: 'The weight cannot be negative',
  emptyRequired: "Enter the empty spool's weight: it is kept on the spool for the next weigh-in",
  emptyNegative: "The empty spool's weight cannot be negative",
  grossBelowEmpty: (empty: number) =>
    `The scale shows less than the empty spool weighs (${formatGrams(empty)}). Weigh the spool with its filament, or correct the empty-spool weight.`,
  aboveNetWeight: (net: number, weight: number) =>
    `That leaves ${formatGrams(net)} of filament, more than this spool held new (${formatGrams(weight)}). Check the empty-spool weight.`,
  changeRequired: 'Enter how many grams to add or remove',
  changeZero: 'Enter a change other than 0',
  belowZero: (remaining: number) =>
    `The spool holds ${formatGrams(remaining)}: it cannot lose more than that.`,
  aboveWeight: (weight: number) => `The spool cannot hold more than its net weight (${formatGrams(weight)}).`,
  noteTooLong: tooLongMessage(RUN_LIMITS.note),
  tooLarge: tooLargeMessage(NUMBER_LIMITS.grams),
  shortfall: (grams: number) => `Shortfall: ${formatGrams(grams)} more than the spool held; floored at 0 g.`,
  openingBalance: 'Opening balance: the spool was added part-used.',
  formEdit: 'Changed in the spool form.',
  weighInFailed: 'Failed to record the weigh-in. Please try again.',
  adjustFailed: 'Failed to record the adjustment. Please try again.',
} as const;

const tenth = (grams: number) => roundHalfUp(grams, 1);

/**
 * The entries that take `grams` of usage (or waste) off a spool holding `remaining`: the usage
 * itself, and when it is more than the spool holds, an adjustment that floors it at 0 and notes
 * the shortfall. Returns the entries and the spool's remaining filament after them.
 */
export function deductionEntries(
  remaining: number,
  grams: number,
  base: Omit<LedgerEntryInput, 'grams' | 'balanceAfter' | 'note' | 'kind'> & { kind: 'usage' | 'waste' },
): { entries: LedgerEntryInput[]; remainingAfter: number } {
  const used = tenth(Math.max(0, grams));
  const afterUse = tenth(remaining - used);
  const entries: LedgerEntryInput[] = [{ ...base, grams: -used, balanceAfter: afterUse, note: '' }];
  if (afterUse < 0) {
    const shortfall = tenth(-afterUse);
    entries.push({
      ...base,
      kind: 'adjustment',
      grams: shortfall,
      balanceAfter: 0,
      note: ledgerMessages.shortfall(shortfall),
    });
  }
  return { entries, remainingAfter: Math.max(0, afterUse) };
}

/** The remaining weight a ledger gives: the net weight plus every entry (to 0.1 g). */
export function ledgerBalance(weight: number, entries: readonly { grams: number }[]): number {
  return tenth(entries.reduce((sum, entry) => sum + entry.grams, weight));
}

/**
 * The change a spool's form makes to its ledger so that remaining = weight + ledger still holds:
 * the change of remaining weight less the change of net weight (a new spool starts at its net
 * weight). 0 when nothing moved.
 */
export function formLedgerChange(
  before: { weight: number; remainingWeight: number } | null,
  after: { weight: number; remainingWeight: number },
): number {
  const start = before ?? { weight: after.weight, remainingWeight: after.weight };
  return tenth(after.remainingWeight - start.remainingWeight - (after.weight - start.weight));
}

/** The empty-spool weight SpoolmanDB's import writes into a catalogue filament's notes ('Spool weight: 225 g'). */
export function emptySpoolWeightFromNotes(notes: string | null | undefined): number | null {
  const match = /Spool weight:\s*([\d.,]+)\s*g/i.exec(notes ?? '');
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export type WeighInResult =
  | { ok: true; remainingAfter: number; change: number }
  | { ok: false; field: 'gross' | 'emptyWeight'; message: string };

/** A weigh-in: the gross weight on the scale less the empty spool gives what is left. */
export function weighIn(input: {
  gross: unknown;
  emptyWeight: unknown;
  remaining: number;
  weight: number;
}): WeighInResult {
  const gross = parseFormNumber(input.gross);
  const empty = parseFormNumber(input.emptyWeight);
  if (empty === null || Number.isNaN(empty))
    return { ok: false, field: 'emptyWeight', message: ledgerMessages.emptyRequired };
  if (empty < 0) return { ok: false, field: 'emptyWeight', message: ledgerMessages.emptyNegative };
  if (empty > NUMBER_LIMITS.grams)
    return { ok: false, field: 'emptyWeight', message: ledgerMessages.tooLarge };
  if (gross === null || Number.isNaN(gross))
    return { ok: false, field: 'gross', message: ledgerMessages.grossRequired };
  if (gross < 0) return { ok: false, field: 'gross', message: ledgerMessages.grossNegative };
  if (gross > NUMBER_LIMITS.grams) return { ok: false, field: 'gross', message: ledgerMessages.tooLarge };
  if (gross < empty) return { ok: false, field: 'gross', message: ledgerMessages.grossBelowEmpty(empty) };
  const net = tenth(gross - empty);
  if (net > input.weight)
    return { ok: false, field: 'gross', message: ledgerMessages.aboveNetWeight(net, input.weight) };
  return { ok: true, remainingAfter: net, change: tenth(net - input.remaining) };
}

export type AdjustmentResult =
  { ok: true; remainingAfter: number; change: number } | { ok: false; message: string };

/** A manual adjustment by a signed number of grams, kept within 0 and the net weight. */
export function adjustment(input: { change: unknown; remaining: number; weight: number }): AdjustmentResult {
  const change = parseFormNumber(input.change);
  if (change === null || Number.isNaN(change)) return { ok: false, message: ledgerMessages.changeRequired };
  const grams = tenth(change);
  if (grams === 0) return { ok: false, message: ledgerMessages.changeZero };
  const after = tenth(input.remaining + grams);
  if (after < 0) return { ok: false, message: ledgerMessages.belowZero(input.remaining) };
  if (after > input.weight) return { ok: false, message: ledgerMessages.aboveWeight(input.weight) };
  return { ok: true, remainingAfter: after, change: grams };
}

/** A history row: the entry, the balance before it, and what its grams cost at the spool's price then. */
export interface LedgerRow {
  entry: LedgerEntry;
  balanceBefore: number;
  cost: number;
}

/** Rows newest first, as the history shows them. */
export function ledgerRows(entries: readonly LedgerEntry[]): LedgerRow[] {
  return [...entries]
    .sort((a, b) => (b.createdAt?.getTime() ?? Infinity) - (a.createdAt?.getTime() ?? Infinity))
    .map((entry) => ({
      entry,
      balanceBefore: tenth(entry.balanceAfter - entry.grams),
      cost: roundHalfUp(Math.abs(entry.grams) * entry.pricePerGram, 2),
    }));
}

/**
 * Filament the ledger does not explain: a spool stored before the ledger existed starts part-used
 * with no entry. The oldest entry's balance before it, less the net weight (0 for a spool whose
 * whole life is in its ledger). `oldest` is null for a spool without entries.
 */
export function untrackedGrams(
  spool: { weight: number; remainingWeight: number },
  oldest: LedgerEntry | null,
): number {
  if (!oldest) return tenth(spool.remainingWeight - spool.weight);
  return tenth(oldest.balanceAfter - oldest.grams - spool.weight);
}

/** The next status of a spool whose remaining weight changes: new → used once filament is gone. */
export function spoolStatusAfter(
  status: string,
  weight: number,
  remainingAfter: number,
): 'new' | 'used' | 'done' {
  if (status === 'done') return 'done';
  if (status === 'new' && remainingAfter < weight) return 'used';
  return status === 'used' ? 'used' : 'new';
}
