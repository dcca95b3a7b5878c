// "Record again" on a change the server refused when it synced (issue 29): the same repository
// event, with the arguments it was given, run again now, so it is decided on today's data (the
// spools' remaining weight, the printer's state and hours as the server has them); online it is
// a transaction whose checks refuse it again with the product's message when it still cannot be
// saved, offline it queues and waits like any other change. Loaded only when asked.
import { todayIsoDate } from '@/domain/dates';
import type { RecordAgain } from '@/domain/sync-record';
import type { Firestore } from '@/firebase/firestore';
import { createMaintenanceRepository, type MaintenanceRepository } from './maintenance';
import { createRunsRepository, type RunsRepository } from './runs';
import { createSpoolLedgerRepository, type SpoolLedgerRepository } from './spool-ledger';
import { createSpoolsRepository, type SpoolsRepository } from './spools';
import type { RecordAgainEvent } from './offline-event';

// The arguments come back from the device's record as they were given; each repository parses
// its input with the form's schema again.
type Args<Method extends (...args: never[]) => unknown> = Parameters<Method>;
const given = <Method extends (...args: never[]) => unknown>(args: readonly unknown[]) =>
  args as Args<Method>;

const events: Record<RecordAgainEvent, (db: Firestore, args: readonly unknown[]) => Promise<unknown>> = {
  'runs.start': (db, args) => createRunsRepository(db).start(...given<RunsRepository['start']>(args)),
  'runs.finish': (db, args) => createRunsRepository(db).finish(...given<RunsRepository['finish']>(args)),
  'spools.create': (db, args) =>
    createSpoolsRepository(db).create(...given<SpoolsRepository['create']>(args)),
  'spools.update': (db, args) =>
    createSpoolsRepository(db).update(...given<SpoolsRepository['update']>(args)),
  'ledger.weighIn': (db, args) =>
    createSpoolLedgerRepository(db).weighIn(...given<SpoolLedgerRepository['weighIn']>(args)),
  'ledger.adjust': (db, args) =>
    createSpoolLedgerRepository(db).adjust(...given<SpoolLedgerRepository['adjust']>(args)),
  // The day it was done stays; "today" is today's (a day in the future is refused against it).
  'maintenance.markDone': (db, args) => {
    const [uid, taskId, values] = given<MaintenanceRepository['markDone']>(args);
    return createMaintenanceRepository(db).markDone(uid, taskId, values, todayIsoDate());
  },
};

/** Runs a refused change's event again with today's data; rejects with why it cannot be saved. */
export async function recordAgain(db: Firestore, again: RecordAgain): Promise<void> {
  if (!Object.hasOwn(events, again.event)) throw new Error(`No event '${again.event}' to record again`);
  await events[again.event as RecordAgainEvent](db, again.args);
}
