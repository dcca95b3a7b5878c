// Issue 17 part 2: restores a backup into the signed-in account. Reads the account (as an export
// does), works out the plan (src/domain/backup-plan.ts: preview of what is created, updated and
// skipped, and why), then writes its units in commits of at most 500 writes, reporting progress;
// a commit the server refuses stops the restore and the report names the commits that landed.
// A complete restore ends by rebuilding the account's Analytics rollups from its records (issue 18).
import type { Backup } from '@/domain/backup-format';
import {
  planRestore,
  restoreBatches,
  type RestorePlan,
  type RestoreUnit,
  type RestoreWrite,
} from '@/domain/backup-plan';
import { isoDateOf } from '@/domain/dates';
import { defaultNumbering } from '@/domain/invoice-numbering';
import {
  doc,
  getDoc,
  increment,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type Firestore,
} from '@/firebase/firestore';
import { createBackupRepository } from './backup';
import { firebaseErrorCode } from './errors';
import { requireUid } from './owned-records';
import type { RebuildReport } from './analytics';

/** What a plan's markers stand for, in values the SDK writes. */
function toStoredValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toStoredValue);
  if (value !== null && typeof value === 'object') {
    const marker = (value as { $restore?: unknown }).$restore;
    if (marker === 'serverTime') return serverTimestamp();
    if (marker === 'time') return Timestamp.fromDate(new Date((value as { iso: string }).iso));
    if (marker === 'increment') return increment((value as { by: number }).by);
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, toStoredValue(entry)]));
  }
  return value;
}

/**
 * A run as restored carries its day in Analytics: a backup made before runs had `endedOn` gives
 * the local calendar day of its end instead (what the rebuild would take for it anyway).
 */
function withRunDay(write: RestoreWrite): RestoreWrite {
  if (write.op !== 'set' || !write.path.startsWith('runs/') || typeof write.data.endedOn === 'string')
    return write;
  const endedAt = write.data.endedAt as { $restore?: unknown; iso?: unknown } | null | undefined;
  const iso = endedAt?.$restore === 'time' && typeof endedAt.iso === 'string' ? endedAt.iso : null;
  return { ...write, data: { ...write.data, endedOn: iso ? isoDateOf(new Date(iso)) : null } };
}

/** Said when the records landed but the Analytics rollups could not be rebuilt from them. */
export const restoreAnalyticsMessage =
  'Your records were restored, but Analytics could not be rebuilt from them. Open Analytics and choose “Build from my records”.';

export interface RestoreProgress {
  /** Commits written so far, and in all. */
  batchesDone: number;
  batches: number;
  writesDone: number;
  writes: number;
}

export interface RestoreReport {
  batches: number;
  /** 1-based numbers of the commits that landed, in order. */
  landed: number[];
  /** The commit the server refused (1-based), or null when all landed. */
  failedBatch: number | null;
  /** The refusal's code ('permission-denied'…), null when all landed. */
  errorCode: string | null;
  /** Indexes into plan.items of the records written, and of those planned but not written. */
  written: number[];
  notWritten: number[];
  /** The Analytics rebuild after a complete restore; null when the restore stopped or the rebuild failed. */
  analytics: RebuildReport | null;
  /** restoreAnalyticsMessage when the rebuild after a complete restore failed; otherwise null. */
  analyticsMessage: string | null;
}

/** The hobby fallback when the plan's document is missing (as the printer rules count it). */
const FALLBACK_MAX_PRINTERS = 1;

export function createRestoreRepository(db: Firestore) {
  const backups = createBackupRepository(db);

  return {
    /** The preview: what restoring `backup` into the account would create, update and skip. */
    async plan(userId: string, backup: Backup, now: Date = new Date()): Promise<RestorePlan> {
      const uid = requireUid(userId);
      const existing = await backups.readAll(uid);
      const user = existing.settings;
      const planId = typeof user.planId === 'string' && user.planId !== '' ? user.planId : 'hobby';
      const planSnapshot = await getDoc(doc(db, 'plans', planId)).catch(() => null);
      const maxPrinters = planSnapshot?.exists()
        ? Number(planSnapshot.data().maxPrinters ?? FALLBACK_MAX_PRINTERS)
        : FALLBACK_MAX_PRINTERS;
      const numbering = (user.numbering ?? null) as Parameters<typeof planRestore>[1]['numbering'];
      return planRestore(backup, {
        uid,
        now,
        existing,
        printerCount: typeof user.printerCount === 'number' ? user.printerCount : existing.printers.length,
        maxPrinters,
        numbering,
        defaultNumbering: defaultNumbering(now),
      });
    },

    /**
     * Writes the plan's units, commit by commit. Never throws for a refused commit: the report
     * says which commits landed and which records they held.
     */
    async restore(
      userId: string,
      plan: RestorePlan,
      onProgress: (progress: RestoreProgress) => void = () => {},
      maxWrites?: number,
    ): Promise<RestoreReport> {
      requireUid(userId);
      const batches = restoreBatches(plan, maxWrites);
      const itemsOf = (units: RestoreUnit[]) => units.flatMap((unit) => unit.items);
      const landed: number[] = [];
      let writesDone = 0;
      onProgress({ batchesDone: 0, batches: batches.length, writesDone, writes: plan.writeCount });
      for (const [index, units] of batches.entries()) {
        const batch = writeBatch(db);
        const writes: RestoreWrite[] = units.flatMap((unit) => unit.writes).map(withRunDay);
        for (const write of writes) {
          const reference = doc(db, write.path);
          const data = toStoredValue(write.data) as Record<string, unknown>;
          if (write.op === 'set') batch.set(reference, data);
          else batch.update(reference, data);
        }
        try {
          await batch.commit();
        } catch (error) {
          const written = new Set(batches.slice(0, index).flatMap(itemsOf));
          const planned = new Set(batches.flatMap(itemsOf));
          return {
            batches: batches.length,
            landed,
            failedBatch: index + 1,
            errorCode: firebaseErrorCode(error) ?? 'unknown',
            written: [...written],
            notWritten: [...planned].filter((item) => !written.has(item)),
            analytics: null,
            analyticsMessage: null,
          };
        }
        landed.push(index + 1);
        writesDone += writes.length;
        onProgress({ batchesDone: index + 1, batches: batches.length, writesDone, writes: plan.writeCount });
      }
      // The restored runs, log entries and invoices count in Analytics once the rollups are rebuilt;
      // the restore has landed either way, so a failed rebuild is said, never thrown.
      let analytics: RebuildReport | null = null;
      try {
        const { createAnalyticsRepository } = await import('./analytics');
        analytics = await createAnalyticsRepository(db).rebuild(userId);
      } catch (error) {
        console.error('Rebuilding Analytics after the restore failed', error);
      }
      return {
        batches: batches.length,
        landed,
        failedBatch: null,
        errorCode: null,
        written: [...new Set(batches.flatMap(itemsOf))],
        notWritten: [],
        analytics,
        analyticsMessage: analytics ? null : restoreAnalyticsMessage,
      };
    },
  };
}
export type RestoreRepository = ReturnType<typeof createRestoreRepository>;
