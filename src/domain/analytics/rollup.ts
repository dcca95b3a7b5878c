// Analytics rollups (issue 18): what the Analytics page charts from, instead of every run,
// log entry and invoice of the period. One document per user per calendar month,
// analytics/{uid}_{YYYY-MM}, holding small counters ("cells"), each the sum of the events that
// share its key: a finished run adds to the cell of its day, printer, outcome, failure reason,
// material and colour; a maintenance log entry to its day and printer; an invoice's status move
// to its day, currency, kind and project. A year is 12 documents whatever the number of runs.
//
// Each event adds to exactly one cell of one month in the same batch or transaction that writes
// the event (the counter pattern: firestore.rules checks the cell moved by exactly the event's
// amounts), or a rebuild recomputes the month from the raw records. Amounts are integers (cents,
// tenths of a gram, minutes), so sums never drift and the rules can check them exactly.
//
// Pure: the repositories write what these functions decide; the rules compute the same keys.

/** The collection of the rollup documents. */
export const ANALYTICS = 'analytics';

/** 'YYYY-MM' */
export type MonthKey = string;
/** 'YYYY-MM-DD', a local calendar day. */
export type DayKey = string;

export const rollupDocId = (uid: string, month: MonthKey) => `${uid}_${month}`;
export const monthOfDay = (day: DayKey): MonthKey => day.slice(0, 7);

/** The separator of a cell key's parts. The rules build the same keys with it. */
export const KEY_SEPARATOR = '|';
/** A key part for "none" (no failure reason, no project). */
export const NONE = '-';

/** Money in integer cents, as the rules compute it: round(amount × 100). */
export const toCents = (amount: number | null | undefined) =>
  Number.isFinite(amount) ? Math.round((amount as number) * 100) : 0;
/** Grams in integer tenths, as the rules compute it: round(sum of grams × 10). */
export const toDecigrams = (grams: number) => (Number.isFinite(grams) ? Math.round(grams * 10) : 0);

export type RunCellOutcome = 'completed' | 'failed' | 'cancelled';

/** The runs that finished on one day on one printer with one outcome, reason, material and colour. */
export interface RunCell {
  /** day */
  d: DayKey;
  /** printer id and its name when the run started */
  p: string;
  pn: string;
  /** material type and colour name of the job */
  mt: string;
  co: string;
  /** outcome and failure reason ('-' unless failed) */
  o: RunCellOutcome;
  r: string;
  /** runs, tenths of a gram used (all spools), minutes, material cents, total cents */
  n: number;
  g: number;
  m: number;
  mc: number;
  tc: number;
}

/** The maintenance done on one day on one printer. */
export interface MaintenanceCell {
  d: DayKey;
  p: string;
  pn: string;
  /** entries, cents */
  n: number;
  c: number;
}

/**
 * 'invoiced': an invoice was sent (at its issue date; voiding a sent invoice takes it off
 * again, negative amounts at the same day); 'paid': marked paid (at its paid date). Quotes
 * never count.
 */
export type InvoiceCellKind = 'invoiced' | 'paid';

/** The invoices of one day, currency, kind and project ('-' for none). */
export interface InvoiceCell {
  d: DayKey;
  cur: string;
  k: InvoiceCellKind;
  pj: string;
  /** invoices, cents (in `cur`) */
  n: number;
  c: number;
}

/**
 * A project's figures in one month: its name and estimated cost (cents) as they were at its latest
 * run of the month, and the total cost (cents) of its runs finished on each day of the month.
 */
export interface ProjectCell {
  n: string;
  e: number;
  a: Record<DayKey, number>;
}

/** analytics/{uid}_{YYYY-MM} */
export interface RollupDoc {
  userId: string;
  month: MonthKey;
  runs: Record<string, RunCell>;
  maintenance: Record<string, MaintenanceCell>;
  invoices: Record<string, InvoiceCell>;
  projects: Record<string, ProjectCell>;
}

export const emptyRollup = (userId: string, month: MonthKey): RollupDoc => ({
  userId,
  month,
  runs: {},
  maintenance: {},
  invoices: {},
  projects: {},
});

const key = (...parts: string[]) => parts.join(KEY_SEPARATOR);

// ---------- what one event adds ----------

/** What a finished run records about itself (the run document's fields after finishing). */
export interface FinishedRunFacts {
  endedOn: DayKey;
  printerId: string;
  printerName: string;
  materialType: string;
  colorName: string;
  outcome: RunCellOutcome;
  failureReason: string | null;
  grams: readonly number[];
  minutes: number;
  materialCost: number | null;
  totalCost: number | null;
}

export function runCellKey(
  run: Pick<
    FinishedRunFacts,
    'endedOn' | 'printerId' | 'outcome' | 'failureReason' | 'materialType' | 'colorName'
  >,
) {
  return key(
    run.endedOn,
    run.printerId,
    run.outcome,
    run.failureReason ?? NONE,
    run.materialType,
    run.colorName,
  );
}

/** The cell a run adds to, holding just that run. */
export function runCellOf(run: FinishedRunFacts): RunCell {
  return {
    d: run.endedOn,
    p: run.printerId,
    pn: run.printerName,
    mt: run.materialType,
    co: run.colorName,
    o: run.outcome,
    r: run.failureReason ?? NONE,
    n: 1,
    g: toDecigrams(run.grams.reduce((sum, grams) => sum + grams, 0)),
    m: run.minutes,
    mc: toCents(run.materialCost),
    tc: toCents(run.totalCost),
  };
}

export interface MaintenanceFacts {
  doneOn: DayKey;
  printerId: string;
  printerName: string;
  cost: number;
}

export const maintenanceCellKey = (entry: Pick<MaintenanceFacts, 'doneOn' | 'printerId'>) =>
  key(entry.doneOn, entry.printerId);

export function maintenanceCellOf(entry: MaintenanceFacts): MaintenanceCell {
  return { d: entry.doneOn, p: entry.printerId, pn: entry.printerName, n: 1, c: toCents(entry.cost) };
}

export interface InvoiceFacts {
  day: DayKey;
  currency: string;
  kind: InvoiceCellKind;
  projectId: string | null;
  total: number;
}

export const invoiceCellKey = (facts: Pick<InvoiceFacts, 'day' | 'currency' | 'kind' | 'projectId'>) =>
  key(facts.day, facts.currency, facts.kind, facts.projectId ?? NONE);

/** The cell an invoice's move adds to; `sign` -1 takes a voided invoice off again. */
export function invoiceCellOf(facts: InvoiceFacts, sign: 1 | -1 = 1): InvoiceCell {
  return {
    d: facts.day,
    cur: facts.currency,
    k: facts.kind,
    pj: facts.projectId ?? NONE,
    n: sign,
    c: sign * toCents(facts.total),
  };
}
