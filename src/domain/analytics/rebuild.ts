// Rebuilding the Analytics rollups (issue 18) from the raw records: what every live event would
// have added, summed. Used by the rebuild action (old data, repairs) and at the end of a restore;
// the month documents it returns are written whole (no merge). Pure.
import { isIsoDate, isoDateOf } from '../dates';
import {
  emptyRollup,
  invoiceCellKey,
  invoiceCellOf,
  maintenanceCellKey,
  maintenanceCellOf,
  monthOfDay,
  runCellKey,
  runCellOf,
  toCents,
  type DayKey,
  type FinishedRunFacts,
  type InvoiceCell,
  type InvoiceFacts,
  type MaintenanceCell,
  type ProjectCell,
  type RollupDoc,
  type RunCell,
  type RunCellOutcome,
} from './rollup';
import type { InvoiceDocument } from '../invoices';
import type { MaintenanceLogEntry } from '../maintenance';
import type { Run } from '../runs';

type Cell = RunCell | MaintenanceCell | InvoiceCell | ProjectCell;

/**
 * Two cells of the same key added as the live path adds them (`set` with merge and `increment()`):
 * every counter summed, a map of numbers (a project's `a`) summed day by day, and every label
 * taken from the later cell (names, and a project's estimate `e`, which each run writes as it is).
 */
export function addCell<T extends Cell>(existing: T | undefined, added: T): T {
  if (!existing) return structuredClone(added);
  const sum: Record<string, unknown> = { ...existing };
  for (const [field, value] of Object.entries(added)) {
    const old = sum[field];
    if (typeof value === 'number' && !isLabelNumber(field)) {
      sum[field] = (typeof old === 'number' ? old : 0) + value;
    } else if (value !== null && typeof value === 'object') {
      const counts: Record<string, number> = { ...(old as Record<string, number> | undefined) };
      for (const [key, count] of Object.entries(value as Record<string, number>)) {
        counts[key] = (counts[key] ?? 0) + count;
      }
      sum[field] = counts;
    } else {
      sum[field] = value;
    }
  }
  return sum as T;
}

/** The project cell's estimate: written as it is by each run, not added up. */
const isLabelNumber = (field: string) => field === 'e';

export type RollupSection = 'runs' | 'maintenance' | 'invoices' | 'projects';
type SectionCell<S extends RollupSection> = RollupDoc[S][string];

/** Adds a cell to a month's document (created empty when missing) in a map of months. */
export function addToRollups<S extends RollupSection>(
  months: Map<string, RollupDoc>,
  uid: string,
  month: string,
  section: S,
  key: string,
  cell: SectionCell<S>,
): void {
  let doc = months.get(month);
  if (!doc) {
    doc = emptyRollup(uid, month);
    months.set(month, doc);
  }
  const cells = doc[section] as Record<string, SectionCell<S>>;
  cells[key] = addCell(cells[key], cell);
}

/** A run's day in Analytics: the day it was finished on, or (older runs) the local day of its end. */
export function runDayOf(run: Pick<Run, 'endedOn' | 'endedAt'>): DayKey | null {
  if (run.endedOn && isIsoDate(run.endedOn)) return run.endedOn;
  return run.endedAt ? isoDateOf(run.endedAt) : null;
}

const FINISHED: readonly string[] = ['completed', 'failed', 'cancelled'] satisfies RunCellOutcome[];

/** What a finished run adds to the rollups (its cell's facts), or null for a run still printing or without a day. */
export function finishedRunFacts(run: Run): FinishedRunFacts | null {
  const day = runDayOf(run);
  if (!FINISHED.includes(run.status) || !day) return null;
  return {
    endedOn: day,
    printerId: run.printerId,
    printerName: run.printerName,
    materialType: run.materialType,
    colorName: run.colorName,
    outcome: run.status as RunCellOutcome,
    failureReason: run.failureReason,
    grams: run.grams ?? [],
    minutes: run.minutes ?? 0,
    materialCost: run.materialCost,
    totalCost: run.totalCost,
  };
}

/** The cells an invoice's current status stands for: what its moves so far added, summed. */
export function invoiceFactsOf(invoice: InvoiceDocument): InvoiceFacts[] {
  if (invoice.kind !== 'invoice') return [];
  if (invoice.status !== 'sent' && invoice.status !== 'paid') return [];
  const base = { currency: invoice.currency, projectId: invoice.projectId, total: invoice.totals.total };
  const facts: InvoiceFacts[] = [];
  if (isIsoDate(invoice.issueDate)) facts.push({ ...base, day: invoice.issueDate, kind: 'invoiced' });
  if (invoice.status === 'paid' && invoice.paidDate && isIsoDate(invoice.paidDate)) {
    facts.push({ ...base, day: invoice.paidDate, kind: 'paid' });
  }
  return facts;
}

export interface RebuildRecords {
  runs: Run[];
  maintenance: MaintenanceLogEntry[];
  invoices: InvoiceDocument[];
  projects: { id: string; name: string; estimatedCost: number }[];
}

const time = (date: Date | null | undefined) => date?.getTime() ?? 0;
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every month with data, computed from the raw records exactly as the live events add to it:
 * runs in the order they finished (a cell's labels are its latest run's), maintenance entries in
 * the order they were logged, invoices by their status. Oldest month first.
 */
export function rebuildRollups(uid: string, records: RebuildRecords): RollupDoc[] {
  const months = new Map<string, RollupDoc>();
  const projects = new Map(records.projects.map((project) => [project.id, project]));

  const runs = [...records.runs].sort((a, b) => time(a.endedAt) - time(b.endedAt) || byId(a, b));
  for (const run of runs) {
    const facts = finishedRunFacts(run);
    if (!facts) continue;
    const month = monthOfDay(facts.endedOn);
    const cell = runCellOf(facts);
    addToRollups(months, uid, month, 'runs', runCellKey(facts), cell);
    const project = run.projectId ? projects.get(run.projectId) : undefined;
    if (project) {
      addToRollups(months, uid, month, 'projects', project.id, {
        n: project.name,
        e: toCents(project.estimatedCost),
        a: { [facts.endedOn]: cell.tc },
      });
    }
  }

  const entries = [...records.maintenance].sort(
    (a, b) => time(a.createdAt) - time(b.createdAt) || byId(a, b),
  );
  for (const entry of entries) {
    if (!isIsoDate(entry.doneOn)) continue;
    const facts = {
      doneOn: entry.doneOn,
      printerId: entry.printerId,
      printerName: entry.printerName,
      cost: entry.cost,
    };
    addToRollups(
      months,
      uid,
      monthOfDay(entry.doneOn),
      'maintenance',
      maintenanceCellKey(facts),
      maintenanceCellOf(facts),
    );
  }

  for (const invoice of [...records.invoices].sort(byId)) {
    for (const facts of invoiceFactsOf(invoice)) {
      addToRollups(
        months,
        uid,
        monthOfDay(facts.day),
        'invoices',
        invoiceCellKey(facts),
        invoiceCellOf(facts),
      );
    }
  }

  return [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
}
