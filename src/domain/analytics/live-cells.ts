// What each event writes to its month rollup (issue 18), and a stored rollup read back. An event
// adds to one cell with a merge-write whose counters are increments, so two devices never lose
// each other's counts and a batch queued offline adds to what the server holds when it lands. The
// repositories pass Firestore's increment() and the server time in; this module stays pure.
import {
  ANALYTICS,
  invoiceCellKey,
  invoiceCellOf,
  maintenanceCellKey,
  maintenanceCellOf,
  monthOfDay,
  NONE,
  rollupDocId,
  runCellKey,
  runCellOf,
  toCents,
  type FinishedRunFacts,
  type InvoiceCell,
  type InvoiceFacts,
  type MaintenanceCell,
  type MaintenanceFacts,
  type ProjectCell,
  type RollupDoc,
  type RunCell,
} from './rollup';
import type { DocumentKind, DocumentStatus } from '../invoices';

/** Firestore's increment(n) in the app, a plain number in a test. */
export type Increment = (by: number) => unknown;

/** One merge-write of an event: the month document's path (analytics/{uid}_{YYYY-MM}) and what it merges in. */
export interface CellWrite {
  path: string;
  data: Record<string, unknown>;
}

const rollupPath = (uid: string, month: string) => `${ANALYTICS}/${rollupDocId(uid, month)}`;

/** The project a finished run belongs to, as the event read it. */
export interface RunProject {
  id: string;
  name: string;
  estimatedCost: number;
}

/** A finished run's write: its run cell, and its project's cell when the event read the project. */
export function runCellWrite(
  uid: string,
  runId: string,
  run: FinishedRunFacts,
  project: RunProject | null,
  increment: Increment,
  updatedAt: unknown,
): CellWrite {
  const cell = runCellOf(run);
  const month = monthOfDay(run.endedOn);
  const data: Record<string, unknown> = {
    userId: uid,
    month,
    runs: {
      [runCellKey(run)]: {
        d: cell.d,
        p: cell.p,
        pn: cell.pn,
        mt: cell.mt,
        co: cell.co,
        o: cell.o,
        r: cell.r,
        n: increment(cell.n),
        g: increment(cell.g),
        m: increment(cell.m),
        mc: increment(cell.mc),
        tc: increment(cell.tc),
      },
    },
    event: `run/${runId}`,
    updatedAt,
  };
  if (project) {
    data.projects = {
      [project.id]: {
        n: project.name,
        e: toCents(project.estimatedCost),
        a: { [run.endedOn]: increment(cell.tc) },
      },
    };
  }
  return { path: rollupPath(uid, month), data };
}

/** A new maintenance log entry's write. */
export function maintenanceCellWrite(
  uid: string,
  entryId: string,
  entry: MaintenanceFacts,
  increment: Increment,
  updatedAt: unknown,
): CellWrite {
  const cell = maintenanceCellOf(entry);
  const month = monthOfDay(entry.doneOn);
  return {
    path: rollupPath(uid, month),
    data: {
      userId: uid,
      month,
      maintenance: {
        [maintenanceCellKey(entry)]: {
          d: cell.d,
          p: cell.p,
          pn: cell.pn,
          n: increment(cell.n),
          c: increment(cell.c),
        },
      },
      event: `log/${entryId}`,
      updatedAt,
    },
  };
}

/** What an invoice's status move needs of the document, as it was before the move. */
export interface InvoiceMoveSource {
  kind: DocumentKind;
  status: DocumentStatus;
  issueDate: string;
  currency: string;
  projectId: string | null;
  totals: { total: number };
}

/**
 * What a status move adds: sent → 'invoiced' at the issue date, paid → 'paid' at the paid date,
 * a sent invoice voided → 'invoiced' taken off again. Nothing for quotes, drafts voided and any
 * other move.
 */
export function invoiceMoveOf(
  document: InvoiceMoveSource,
  to: DocumentStatus,
  paidDate: string | null = null,
): { facts: InvoiceFacts; sign: 1 | -1 } | null {
  if (document.kind !== 'invoice') return null;
  const base = { currency: document.currency, projectId: document.projectId, total: document.totals.total };
  if (document.status === 'draft' && to === 'sent')
    return { facts: { ...base, day: document.issueDate, kind: 'invoiced' }, sign: 1 };
  if (document.status === 'sent' && to === 'paid' && paidDate)
    return { facts: { ...base, day: paidDate, kind: 'paid' }, sign: 1 };
  if (document.status === 'sent' && to === 'void')
    return { facts: { ...base, day: document.issueDate, kind: 'invoiced' }, sign: -1 };
  return null;
}

/**
 * A status move's write (the document as it was, the status it moves to, the paid date it is
 * given), or null when the move counts for nothing.
 */
export function invoiceCellWrite(
  uid: string,
  invoiceId: string,
  document: InvoiceMoveSource,
  to: DocumentStatus,
  paidDate: unknown,
  increment: Increment,
  updatedAt: unknown,
): CellWrite | null {
  const move = invoiceMoveOf(document, to, typeof paidDate === 'string' ? paidDate : null);
  if (!move) return null;
  const cell = invoiceCellOf(move.facts, move.sign);
  const month = monthOfDay(move.facts.day);
  return {
    path: rollupPath(uid, month),
    data: {
      userId: uid,
      month,
      invoices: {
        [invoiceCellKey(move.facts)]: {
          d: cell.d,
          cur: cell.cur,
          k: cell.k,
          pj: cell.pj,
          n: increment(cell.n),
          c: increment(cell.c),
        },
      },
      event: `invoice/${invoiceId}`,
      updatedAt,
    },
  };
}

// ---------- a stored month read back ----------

type Stored = Record<string, unknown>;

const isRecord = (value: unknown): value is Stored =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Each entry of a stored map that is an object, turned into a cell; anything else is dropped. */
function cellsOf<Cell>(value: unknown, parse: (cell: Stored) => Cell): Record<string, Cell> {
  if (!isRecord(value)) return {};
  const cells: Record<string, Cell> = {};
  for (const [key, cell] of Object.entries(value)) if (isRecord(cell)) cells[key] = parse(cell);
  return cells;
}

const runCellFrom = (cell: Stored): RunCell => {
  const outcome = text(cell.o);
  return {
    d: text(cell.d),
    p: text(cell.p),
    pn: text(cell.pn),
    mt: text(cell.mt),
    co: text(cell.co),
    o: outcome === 'failed' || outcome === 'cancelled' ? outcome : 'completed',
    r: text(cell.r, NONE),
    n: whole(cell.n),
    g: whole(cell.g),
    m: whole(cell.m),
    mc: whole(cell.mc),
    tc: whole(cell.tc),
  };
};

const maintenanceCellFrom = (cell: Stored): MaintenanceCell => ({
  d: text(cell.d),
  p: text(cell.p),
  pn: text(cell.pn),
  n: whole(cell.n),
  c: whole(cell.c),
});

const invoiceCellFrom = (cell: Stored): InvoiceCell => ({
  d: text(cell.d),
  cur: text(cell.cur),
  k: cell.k === 'paid' ? 'paid' : 'invoiced',
  pj: text(cell.pj, NONE),
  n: whole(cell.n),
  c: whole(cell.c),
});

const projectCellFrom = (cell: Stored): ProjectCell => ({
  n: text(cell.n),
  e: whole(cell.e),
  a: Object.fromEntries(
    Object.entries(isRecord(cell.a) ? cell.a : {}).map(([day, cents]) => [day, whole(cents)]),
  ),
});

/** A stored month rollup as the page reads it: missing maps are empty, a cell's missing counters 0. */
export function parseRollupDoc(data: Stored): RollupDoc {
  return {
    userId: text(data.userId),
    month: text(data.month),
    runs: cellsOf(data.runs, runCellFrom),
    maintenance: cellsOf(data.maintenance, maintenanceCellFrom),
    invoices: cellsOf(data.invoices, invoiceCellFrom),
    projects: cellsOf(data.projects, projectCellFrom),
  };
}
