// Analytics (issue 18): the month rollups the page charts from (analytics/{uid}_{YYYY-MM}), the
// money owed now, and the rebuild that recomputes every month from the raw records. The events
// themselves (a run finished, maintenance logged, an invoice moved) add to their cell in their own
// transaction or batch (runs.ts, maintenance.ts, invoices.ts, with src/domain/analytics/live-cells.ts);
// this repository reads the months and rebuilds them. Loaded by the Analytics page and at the end
// of a restore, never with the dashboard.
import { parseRollupDoc } from '@/domain/analytics/live-cells';
import { finishedRunFacts, invoiceFactsOf, rebuildRollups } from '@/domain/analytics/rebuild';
import { ANALYTICS, rollupDocId, toCents, type MonthKey, type RollupDoc } from '@/domain/analytics/rollup';
import type { OutstandingRow } from '@/domain/analytics/view-types';
import { parseInvoiceDocument, type InvoiceDocument } from '@/domain/invoices';
import { maintenanceLogEntrySchema, type MaintenanceLogEntry } from '@/domain/maintenance';
import { storedProjectSchema } from '@/domain/project-record';
import { runSchema, type Run } from '@/domain/runs';
import {
  collection,
  count,
  doc,
  documentId,
  getAggregateFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  sum,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from '@/firebase/firestore';
import { firebaseErrorCode } from './errors';
import { fromStored } from './firestore-values';
import { invoiceCurrencies } from './invoice-currencies';
import { requireUid, storedParser } from './owned-records';

const RUNS = 'runs';
const MAINTENANCE_LOG = 'maintenance_log';
const INVOICES = 'invoices';
const PROJECTS = 'projects';

/** The rebuild's meta document: when the rollups were last built from the records. */
export const analyticsMetaId = (uid: string) => `${uid}_meta`;
export const ANALYTICS_META_VERSION = 1;

/** The rebuild reads the records this many at a time. */
export const REBUILD_READ_PAGE = 500;
/**
 * Month documents per commit: a busy month holds a few thousand cells (up to a few hundred KB),
 * so a few per commit stay far below Firestore's 10 MB request and the rules' evaluation budget.
 */
export const REBUILD_MONTHS_PER_BATCH = 4;
/** And never more than about this many bytes of months in one commit. */
const REBUILD_BATCH_BYTES = 2_000_000;
/** Deletes of months that no longer have any data, per commit (Firestore's 500 writes). */
const DELETES_PER_BATCH = 450;

/** What a rebuild did: months written and deleted, and the records the rollups count. */
export interface RebuildReport {
  months: number;
  /** Finished runs (completed, failed or cancelled). */
  runs: number;
  /** Maintenance log entries. */
  maintenance: number;
  /** Invoices sent or paid (drafts, voided invoices and quotes count for nothing). */
  invoices: number;
  /** Month documents deleted: they had data before and have none now. */
  deleted: number;
}

export interface RebuildProgress {
  /** Commits written so far, and in all. */
  done: number;
  total: number;
}

const parseRun = storedParser<Run>(runSchema);
const parseEntry = storedParser<MaintenanceLogEntry>(maintenanceLogEntrySchema);
const parseProject = storedParser(storedProjectSchema);
const parseInvoice = (id: string, data: Record<string, unknown>): InvoiceDocument =>
  parseInvoiceDocument(id, fromStored(data) as Record<string, unknown>);

/** Splits the months into commits of at most a few months and a bounded size. */
function monthBatches(months: readonly RollupDoc[]): RollupDoc[][] {
  const batches: RollupDoc[][] = [];
  let current: RollupDoc[] = [];
  let bytes = 0;
  for (const month of months) {
    const size = JSON.stringify(month).length;
    if (
      current.length > 0 &&
      (current.length >= REBUILD_MONTHS_PER_BATCH || bytes + size > REBUILD_BATCH_BYTES)
    ) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(month);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

export function createAnalyticsRepository(db: Firestore) {
  const analytics = collection(db, ANALYTICS);

  /** Every one of the user's documents of a collection, a page at a time (ordered by id, the cursor). */
  async function readAll<T>(
    name: string,
    uid: string,
    parse: (entry: QueryDocumentSnapshot<DocumentData>) => T,
  ): Promise<T[]> {
    const records: T[] = [];
    let last: QueryDocumentSnapshot<DocumentData> | null = null;
    for (;;) {
      const constraints: QueryConstraint[] = [
        where('userId', '==', uid),
        orderBy(documentId()),
        limit(REBUILD_READ_PAGE),
      ];
      if (last) constraints.push(startAfter(last));
      const snapshot = await getDocs(query(collection(db, name), ...constraints));
      records.push(...snapshot.docs.map(parse));
      if (snapshot.docs.length < REBUILD_READ_PAGE) return records;
      last = snapshot.docs.at(-1) ?? null;
    }
  }

  return {
    /** The user's month rollups from `from` to `to` ('YYYY-MM', both included): one query, oldest first. */
    async listMonths(userId: string, from: MonthKey, to: MonthKey): Promise<RollupDoc[]> {
      const uid = requireUid(userId);
      const snapshot = await getDocs(
        query(analytics, where('userId', '==', uid), where('month', '>=', from), where('month', '<=', to)),
      );
      return snapshot.docs
        .map((entry) => parseRollupDoc(entry.data()))
        .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
    },

    /**
     * The currencies with invoices sent and not yet paid now: the user's `currency` first (always),
     * then any other found (one read each, plus one that finds no more; invoice-currencies.ts).
     */
    async outstandingCurrencies(userId: string, currency: string): Promise<string[]> {
      return invoiceCurrencies(db, userId, currency, [where('status', '==', 'sent')]);
    },

    /**
     * Invoices sent and not yet paid now, per currency: one aggregation each (count and sum of
     * totals.total); currencies with none are left out. Quotes are never money owed.
     */
    async outstanding(userId: string, currencies: string[]): Promise<OutstandingRow[]> {
      const uid = requireUid(userId);
      const distinct = [...new Set(currencies.filter((currency) => currency !== ''))];
      const rows = await Promise.all(
        distinct.map(async (currency) => {
          const totals = await getAggregateFromServer(
            query(
              collection(db, INVOICES),
              where('userId', '==', uid),
              where('kind', '==', 'invoice'),
              where('status', '==', 'sent'),
              where('currency', '==', currency),
            ),
            { count: count(), total: sum('totals.total') },
          );
          return { currency, count: totals.data().count, cents: toCents(totals.data().total ?? 0) };
        }),
      );
      return rows.filter((row) => row.count > 0);
    },

    /** When the rollups were last rebuilt; null when they never were (the page offers to build them). */
    async meta(userId: string): Promise<{ rebuiltAt: Date | null } | null> {
      const uid = requireUid(userId);
      try {
        const snapshot = await getDoc(doc(analytics, analyticsMetaId(uid)));
        if (!snapshot.exists() || snapshot.get('userId') !== uid) return null;
        const rebuiltAt: unknown = snapshot.get('rebuiltAt');
        return { rebuiltAt: rebuiltAt instanceof Timestamp ? rebuiltAt.toDate() : null };
      } catch (error) {
        // The rules show a user only their own documents: a missing one may be refused as well.
        if (firebaseErrorCode(error) === 'permission-denied') return null;
        throw error;
      }
    },

    /**
     * Recomputes every month from the user's runs, maintenance log, invoices and projects, writes
     * each month whole (a few per commit), deletes the months that no longer have any data, then
     * writes the meta document. `onProgress` after each commit.
     */
    async rebuild(
      userId: string,
      onProgress: (step: RebuildProgress) => void = () => {},
    ): Promise<RebuildReport> {
      const uid = requireUid(userId);
      const [runs, maintenance, invoices, projects, existing] = await Promise.all([
        readAll(RUNS, uid, (entry) => parseRun(entry.id, entry.data())),
        readAll(MAINTENANCE_LOG, uid, (entry) => parseEntry(entry.id, entry.data())),
        readAll(INVOICES, uid, (entry) => parseInvoice(entry.id, entry.data())),
        readAll(PROJECTS, uid, (entry) => {
          const project = parseProject(entry.id, entry.data());
          return { id: project.id, name: project.name, estimatedCost: project.estimatedCost };
        }),
        readAll(ANALYTICS, uid, (entry) => entry.id),
      ]);
      const months = rebuildRollups(uid, { runs, maintenance, invoices, projects });

      const written = new Set(months.map((month) => rollupDocId(uid, month.month)));
      const stale = existing.filter((id) => id !== analyticsMetaId(uid) && !written.has(id));
      const writes = monthBatches(months);
      const deletes = chunks(stale, DELETES_PER_BATCH);
      const total = writes.length + deletes.length + 1;
      let done = 0;
      const committed = () => onProgress({ done: (done += 1), total });

      for (const group of writes) {
        const batch = writeBatch(db);
        for (const month of group) {
          batch.set(doc(analytics, rollupDocId(uid, month.month)), {
            userId: uid,
            month: month.month,
            runs: month.runs,
            maintenance: month.maintenance,
            invoices: month.invoices,
            projects: month.projects,
            event: null,
            rebuiltAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          });
        }
        await batch.commit();
        committed();
      }
      for (const group of deletes) {
        const batch = writeBatch(db);
        for (const id of group) batch.delete(doc(analytics, id));
        await batch.commit();
        committed();
      }
      const meta = writeBatch(db);
      meta.set(doc(analytics, analyticsMetaId(uid)), {
        userId: uid,
        version: ANALYTICS_META_VERSION,
        rebuiltAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      await meta.commit();
      committed();

      return {
        months: months.length,
        runs: runs.filter((run) => finishedRunFacts(run) !== null).length,
        maintenance: maintenance.length,
        invoices: invoices.filter((invoice) => invoiceFactsOf(invoice).length > 0).length,
        deleted: stale.length,
      };
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
