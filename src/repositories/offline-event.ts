// One workshop event over several documents (a run started or finished, a weigh-in, a spool edited,
// maintenance done) that must also work with no connection (issue 16). Online it is a transaction:
// the reads and writes happen at one moment, retried when another device changed what was read.
// Offline a transaction cannot run, so the same reads come from the device's cache and the same
// writes go into one batch, which Firestore keeps in its persistent cache and sends when the
// connection returns. The rules check the same things either way (a printer takes a run only while
// it has none, a ledger entry ends at the spool's new balance…).
//
// A queued batch waits in the device's record (src/firebase/sync-status.ts) until the server's
// copy shows whether it landed (issue 29). Its commit's answer alone cannot say: when the
// connection drops after the server committed a batch but before its acknowledgement arrived, the
// SDK sends the batch again, and the rules refuse the second copy (the run is no longer printing,
// the ledger entry exists), so the commit rejects although the change is saved. So a rejected
// batch is reported refused only once a document it writes shows, on the server, that it did not
// land; each event says which document and what it shows (src/repositories/sync-check.ts).
import { asJson, type LandedCheck, type RecordAgain } from '@/domain/sync-record';
import {
  doc,
  getDocFromCache,
  runTransaction,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from '@/firebase/firestore';
import { followedHere, recordLanded, recordWaiting } from '@/firebase/sync-record-writes';
import { isOffline } from '@/firebase/sync-status';
import { firebaseErrorCode, RefusedWriteError } from './errors';
import { settleRefusedCommit } from './sync-check';

export const offlineMessages = {
  notOnDevice:
    'This is not stored on this device yet, so it cannot be changed offline. Try again once you are back online.',
} as const;

/** How an event reads a document: in the transaction, or from the device's cache. */
export interface EventReader {
  get(reference: DocumentReference): Promise<DocumentSnapshot>;
}

/** What an event writes with: the transaction's or the batch's set and update. */
export interface EventWriter {
  /** `{ merge: true }` merges into what the document holds (an analytics cell's increments). */
  set(reference: DocumentReference, data: Record<string, unknown>, options?: { merge: true }): unknown;
  update(reference: DocumentReference, data: Record<string, unknown>): unknown;
}

/**
 * What proves on the server that a queued event landed: a document it creates exists, a document
 * it writes holds these values, or a document it creates (a `set` without merge, so with a new
 * id) in the named collection exists ('ledger': the entry it adds to a spool's ledger).
 */
export type LandedProof =
  | { exists: DocumentReference }
  | { holds: DocumentReference; fields: Record<string, unknown> }
  | { createdIn: string };

/** The events "Record again" can run again (src/repositories/record-again.ts runs each). */
export type RecordAgainEvent =
  | 'runs.start'
  | 'runs.finish'
  | 'spools.create'
  | 'spools.update'
  | 'ledger.weighIn'
  | 'ledger.adjust'
  | 'maintenance.markDone';

/** What the device keeps of an event while it waits to sync. */
export interface QueuedEventRecord {
  /** Whose change it is: each signed-in user has their own record. */
  userId: string;
  /** The proofs that it landed, in order: the first that applies to the batch is kept. */
  landed: readonly LandedProof[];
  /**
   * The repository call that records it again with today's data, with the arguments it was given;
   * null when it cannot be (a correction decided on the server's sums of that moment).
   */
  again: { event: RecordAgainEvent; args: readonly unknown[] } | null;
}

async function readFromCache(reference: DocumentReference): Promise<DocumentSnapshot> {
  try {
    return await getDocFromCache(reference);
  } catch (error) {
    // Never read on this device: nothing to decide the event on.
    if (firebaseErrorCode(error) === 'unavailable') throw new RefusedWriteError(offlineMessages.notOnDevice);
    throw error;
  }
}

export interface EventOptions {
  /** Transaction attempts when other devices keep changing what it read. */
  maxAttempts?: number;
}

/**
 * Runs `event` (its checks on what it reads, then its writes) online in a transaction, offline
 * as a queued batch; `change` says what the user did and `record` how to check it and record it
 * again, for the device's record while it waits. Offline it resolves as soon as the batch is
 * queued: the views read the change from the cache.
 */
export async function runEvent<Result>(
  db: Firestore,
  change: string | ((result: Result) => string),
  record: QueuedEventRecord,
  event: (read: EventReader, write: EventWriter, mode: { queued: boolean }) => Promise<Result>,
  options: EventOptions = {},
): Promise<Result> {
  if (!isOffline()) {
    return runTransaction(
      db,
      (transaction) =>
        event({ get: (reference) => transaction.get(reference) }, transaction, { queued: false }),
      {
        maxAttempts: options.maxAttempts ?? 5,
      },
    );
  }
  const batch = writeBatch(db);
  const created: DocumentReference[] = [];
  const writer: EventWriter = {
    set(reference, data, setOptions) {
      if (!setOptions) created.push(reference);
      return setOptions ? batch.set(reference, data, setOptions) : batch.set(reference, data);
    },
    update: (reference, data) => batch.update(reference, data),
  };
  const result = await event({ get: readFromCache }, writer, { queued: true });
  const check = landedCheck(record.landed, created);
  track(db, batch.commit(), typeof change === 'function' ? change(result) : change, check, record);
  await storedOnDevice(db, check);
  return result;
}

/** A filled batch: sent and awaited online; offline queued, and resolved once queued. */
export async function commitOrQueue(
  batch: { commit(): Promise<void> },
  change: string,
  db: Firestore,
  record: QueuedEventRecord,
): Promise<void> {
  if (!isOffline()) return batch.commit();
  const check = landedCheck(record.landed, []);
  track(db, batch.commit(), change, check, record);
  await storedOnDevice(db, check);
}

/**
 * Resolves once the batch just committed is in the device's persistent queue: Firestore runs its
 * local operations one after another, so a read from the cache asked for after the commit answers
 * after the batch is stored. Until then a page closed or loaded again (a tap on a link) loses it.
 */
async function storedOnDevice(db: Firestore, check: LandedCheck): Promise<void> {
  await getDocFromCache(doc(db, check.document)).catch(() => undefined);
}

/** The first proof that applies to what the batch wrote, as the record keeps it. */
function landedCheck(proofs: readonly LandedProof[], created: readonly DocumentReference[]): LandedCheck {
  for (const proof of proofs) {
    if ('exists' in proof) return { document: proof.exists.path, exists: true };
    if ('holds' in proof) {
      return { document: proof.holds.path, holds: asJson(proof.fields) as Record<string, never> };
    }
    const document = created.find((reference) => reference.parent.id === proof.createdIn);
    if (document) return { document: document.path, exists: true };
  }
  // A programming error, caught before anything is queued.
  throw new Error('A queued event must say how to check that it landed');
}

function track(
  db: Firestore,
  commit: Promise<void>,
  change: string,
  landed: LandedCheck,
  record: QueuedEventRecord,
) {
  const again: RecordAgain | null = record.again && {
    event: record.again.event,
    args: record.again.args.map(asJson),
  };
  const entry = recordWaiting(record.userId, { change, landed, again });
  followedHere.add(entry.id);
  commit.then(
    () => {
      followedHere.delete(entry.id);
      recordLanded(record.userId, entry.id);
    },
    // Refused, or so it seems: the server's copy decides. Imported up front, not when needed: a
    // chunk fetched then could fail on the connection that just came back, and leave it waiting.
    (error: unknown) => settleRefusedCommit(db, record.userId, entry, error),
  );
}
