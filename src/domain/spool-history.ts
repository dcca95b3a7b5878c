// What the spool page shows of a spool's ledger (issue 12): its history rows, signed grams, and the
// weigh-in and adjustment forms' schemas over weighIn() and adjustment(). Pure.
import * as z from 'zod/mini';
import { formatGrams, pricePerGram } from './filament-amounts';
import { parseFormNumber } from './form-numbers';
import { RUN_LIMITS } from './limits';
import { roundHalfUp } from './rounding';
import {
  adjustment,
  ledgerKindLabels,
  ledgerMessages,
  ledgerRows,
  movesSpool,
  weighIn,
  type LedgerEntry,
} from './spool-ledger';

/** '+12.5 g', '−12.5 g' (a true minus sign), '0 g'. */
export function formatSignedGrams(grams: number): string {
  const rounded = roundHalfUp(grams, 1);
  if (rounded === 0) return formatGrams(0);
  return `${rounded > 0 ? '+' : '−'}${formatGrams(Math.abs(rounded))}`;
}

export const BEFORE_THE_LEDGER = 'Before the ledger';
export const BEFORE_THE_LEDGER_DETAIL =
  'Filament this spool lost or gained with no entry: before its history was kept, or a change another device overwrote. Check balances records it in the ledger.';

/** One row of the history table. */
export interface SpoolHistoryRow {
  key: string;
  /** When it happened; null for the row before the ledger, or an entry the server has not stamped yet. */
  date: Date | null;
  /** The kind of change: 'Print run', 'Weigh-in'… */
  what: string;
  /** The run's 'Project · job' label and the entry's note. */
  detail: string;
  grams: number;
  balanceAfter: number;
  cost: number;
}

/**
 * The history, newest first, each row with the balance after it worked out from the spool's
 * remaining weight (`entries` are the newest of the ledger, as many pages as are loaded). When the
 * oldest entry is among them (`complete`), a last row shows the filament the ledger does not
 * explain (a spool stored before the ledger existed), costed at the spool's price per gram today.
 */
export function spoolHistoryRows(
  spool: { weight: number; remainingWeight: number; purchasePrice: number },
  entries: readonly LedgerEntry[],
  complete: boolean,
): SpoolHistoryRow[] {
  const ledger = ledgerRows(spool.remainingWeight, entries);
  const rows: SpoolHistoryRow[] = ledger.map(({ entry, balanceAfter, cost }) => ({
    key: entry.id,
    date: entry.createdAt,
    what: ledgerKindLabels[entry.kind],
    detail: [entry.label, entry.note].filter((text) => text.trim() !== '').join(' — '),
    grams: entry.grams,
    balanceAfter,
    cost,
  }));
  if (!complete) return rows;
  const oldest = ledger.at(-1);
  const start = oldest
    ? oldest.balanceAfter - (movesSpool(oldest.entry) ? oldest.entry.grams : 0)
    : spool.remainingWeight;
  // What corrections recorded is explained by them (they are in the ledger, not in the balances).
  const corrected = entries.reduce((sum, entry) => sum + (movesSpool(entry) ? 0 : entry.grams), 0);
  const untracked = roundHalfUp(start - spool.weight - corrected, 1);
  if (untracked === 0) return rows;
  rows.push({
    key: 'before-the-ledger',
    date: null,
    what: BEFORE_THE_LEDGER,
    detail: BEFORE_THE_LEDGER_DETAIL,
    grams: untracked,
    balanceAfter: roundHalfUp(start, 1),
    cost: roundHalfUp(Math.abs(untracked) * pricePerGram(spool), 2),
  });
  return rows;
}

/** What the weigh-in dialog holds: the numbers as typed. */
export interface WeighInFormValues {
  gross: string;
  /** Typed only when neither the spool nor the catalogue knows the empty spool's weight. */
  emptyWeight: string;
}

export const weighInFormDefaults: WeighInFormValues = { gross: '', emptyWeight: '' };

/**
 * The weigh-in form's schema for a spool. `knownEmptyWeight` is the spool's or the catalogue's
 * empty-spool weight; null when the user types it (then the typed one is sent, and kept).
 */
export function weighInFormSchema(
  spool: { remainingWeight: number; weight: number },
  knownEmptyWeight: number | null,
) {
  const check = (values: WeighInFormValues) =>
    weighIn({
      gross: values.gross,
      emptyWeight: knownEmptyWeight ?? values.emptyWeight,
      remaining: spool.remainingWeight,
      weight: spool.weight,
    });
  return z.pipe(
    z.object({ gross: z.string(), emptyWeight: z.string() }).check(
      z.superRefine((values, context) => {
        const result = check(values);
        if (result.ok) return;
        context.addIssue({ code: 'custom', path: [result.field], message: result.message });
        // The empty weight is checked first: say at once that the scale's weight is missing too.
        if (result.field === 'emptyWeight' && parseFormNumber(values.gross) === null) {
          context.addIssue({ code: 'custom', path: ['gross'], message: ledgerMessages.grossRequired });
        }
      }),
    ),
    z.transform((values) => ({
      gross: parseFormNumber(values.gross) ?? 0,
      emptyWeight: knownEmptyWeight === null ? (parseFormNumber(values.emptyWeight) ?? 0) : null,
    })),
  );
}

/** What the adjustment dialog holds. */
export interface AdjustmentFormValues {
  change: string;
  note: string;
}

export const adjustmentFormDefaults: AdjustmentFormValues = { change: '', note: '' };

/** The adjustment form's schema for a spool: a signed change within 0 and the net weight, and a note. */
export function adjustmentFormSchema(spool: { remainingWeight: number; weight: number }) {
  return z.pipe(
    z
      .object({
        change: z.string(),
        note: z.string().check(z.maxLength(RUN_LIMITS.note, ledgerMessages.noteTooLong)),
      })
      .check(
        z.superRefine((values, context) => {
          const result = adjustment({
            change: values.change,
            remaining: spool.remainingWeight,
            weight: spool.weight,
          });
          if (!result.ok) context.addIssue({ code: 'custom', path: ['change'], message: result.message });
        }),
      ),
    z.transform((values) => ({ change: parseFormNumber(values.change) ?? 0, note: values.note.trim() })),
  );
}
