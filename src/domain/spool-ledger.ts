// A spool's ledger (issue 12): every change to its remaining filament is an entry
// (spools/{spoolId}/ledger/{entryId}), append-only. A spool's remaining weight always equals its
// net weight plus the sum of its entries (usage is negative). Since issue 29 an event moves the
// spool by an increment equal to its entries, so events decided on two devices at once both land;
// an entry no longer stores the balance after it (a device offline cannot know it), and a history
// row's balance is worked out from the spool's remaining weight, walking back through the newer
// entries. Pure: the repositories write what these functions decide.
import * as z from 'zod/mini';
import { formatGrams } from './filament-amounts';
import { parseFormNumber } from './form-numbers';
import { NUMBER_LIMITS, RUN_LIMITS, tooLargeMessage, tooLongMessage } from './limits';
import { roundHalfUp } from './rounding';

/** The most entries one history read returns (newest first). */
export const SPOOL_HISTORY_PAGE_SIZE = 100;

/**
 * What an entry records. A correction (issue 29) is the one kind that does not move its spool: it
 * records filament the ledger did not explain (Check balances), so the ledger explains the spool.
 */
export const LEDGER_KINDS = ['usage', 'waste', 'adjustment', 'weigh-in', 'correction'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerKindLabels: Record<LedgerKind, string> = {
  usage: 'Print run',
  waste: 'Failed or cancelled print',
  adjustment: 'Adjustment',
  'weigh-in': 'Weigh-in',
  correction: 'Balance correction',
};

/** Whether an entry moved its spool when it was written (every kind but a correction). */
export const movesSpool = (entry: { kind: LedgerKind }) => entry.kind !== 'correction';

/** A stored ledger entry. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  spoolId: z.catch(z.string(), ''),
  kind: z.catch(z.enum(LEDGER_KINDS), 'adjustment'),
  /** The change to the spool's remaining filament: negative for usage and waste. */
  grams: z.catch(z.number(), 0),
  /**
   * The spool's remaining filament after this entry, as entries written before issue 29 stored it
   * (null on newer ones). Kept for backups; the history works balances out instead.
   */
  balanceAfter: z.catch(z.nullable(z.number()), null),
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
  'kind' | 'grams' | 'pricePerGram' | 'runId' | 'label' | 'note'
>;

/**
 * The ids of one event's entries on a spool: the event's own id, and for a second entry (the
 * shortfall that floors a usage) the same id with '-floor'. The spool names the last one
 * (`lastEntryId`) and the rules find the first from it.
 */
export function eventEntryIds(eventId: string, count: number): string[] {
  return count < 2 ? [eventId] : [eventId, `${eventId}-floor`];
}

/** The id of a run's entry on its spool at `index`: the rules find it from the run. */
export const runEntryId = (runId: string, index: number) => `${runId}-${index}`;

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
  correction: (grams: number) =>
    `Balance check: ${formatGrams(Math.abs(grams))} ${grams < 0 ? 'used' : 'added'} that the ledger did not explain.`,
  formWeight: (before: number, after: number) =>
    `Changed in the spool form (net weight ${formatGrams(before)} → ${formatGrams(after)}).`,
  openingBalance: 'Opening balance: the spool was added part-used.',
  formEdit: 'Changed in the spool form.',
  restored: 'Restored from a backup.',
  weighInFailed: 'Failed to record the weigh-in. Please try again.',
  adjustFailed: 'Failed to record the adjustment. Please try again.',
} as const;

const tenth = (grams: number) => roundHalfUp(grams, 1);

/**
 * The entries that take `grams` of usage (or waste) off a spool holding `remaining` (as this
 * device last saw it): the usage itself, and when it is more than the spool holds, an adjustment
 * that floors it at 0 and notes the shortfall (a spool already at or below 0 holds nothing, so all
 * of it is shortfall). Returns the entries and the change they make, what the spool moves by.
 */
export function deductionEntries(
  remaining: number,
  grams: number,
  base: Omit<LedgerEntryInput, 'grams' | 'note' | 'kind'> & { kind: 'usage' | 'waste' },
): { entries: LedgerEntryInput[]; change: number } {
  const used = tenth(Math.max(0, grams));
  const entries: LedgerEntryInput[] = [{ ...base, grams: -used, note: '' }];
  const shortfall = tenth(used - Math.max(0, remaining));
  if (shortfall > 0) {
    entries.push({
      ...base,
      kind: 'adjustment',
      grams: shortfall,
      note: ledgerMessages.shortfall(shortfall),
    });
  }
  return { entries, change: ledgerChange(entries) };
}

/** What a set of entries moves a spool by (to 0.1 g). */
export const ledgerChange = (entries: readonly { grams: number }[]) =>
  tenth(entries.reduce((sum, entry) => sum + entry.grams, 0));

/** An adjustment entry of `grams` at `price` with a note (the spool form's, an opening balance). */
export const adjustmentEntry = (grams: number, price: number, note: string): LedgerEntryInput => ({
  kind: 'adjustment',
  grams,
  pricePerGram: price,
  runId: null,
  label: '',
  note,
});

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

/** A history row: the entry, the balance after it, and what its grams cost at the spool's price then. */
export interface LedgerRow {
  entry: LedgerEntry;
  balanceAfter: number;
  cost: number;
}

/** Newest first, as the history shows them: by time, then by id (an event's floor after its usage). */
export function newestFirst(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const time = (entry: LedgerEntry) => entry.createdAt?.getTime() ?? Infinity;
  return [...entries].sort((a, b) => time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/**
 * Rows newest first with the balance after each: the spool's remaining weight now, less every
 * newer entry that moved it. `entries` are the newest of the ledger (one page or more, as
 * loaded), so the balances are right page by page.
 */
export function ledgerRows(remaining: number, entries: readonly LedgerEntry[]): LedgerRow[] {
  let balance = remaining;
  return newestFirst(entries).map((entry) => {
    const row = {
      entry,
      balanceAfter: tenth(balance),
      cost: roundHalfUp(Math.abs(entry.grams) * entry.pricePerGram, 2),
    };
    // A correction did not move the spool: the balance before it is the balance after it.
    if (movesSpool(entry)) balance -= entry.grams;
    return row;
  });
}

/**
 * What a spool's remaining weight holds beyond its net weight plus its whole ledger: 0 when the
 * ledger explains it. Filament a spool lost or gained before its ledger was kept, or a change a
 * device overwrote before issue 29, shows here (to 0.1 g).
 */
export function ledgerDifference(
  spool: { weight: number; remainingWeight: number },
  ledgerSum: number,
): number {
  return tenth(spool.remainingWeight - spool.weight - ledgerSum);
}

/**
 * The entry that records a difference Check balances found: a correction of exactly the
 * difference, written without moving the spool, so remaining = net weight + ledger holds again.
 */
export function balanceCorrection(difference: number, price: number): LedgerEntryInput {
  return {
    kind: 'correction',
    grams: tenth(difference),
    pricePerGram: price,
    runId: null,
    label: '',
    note: ledgerMessages.correction(difference),
  };
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
