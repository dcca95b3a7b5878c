// One workshop event over several documents (a run started or finished, a weigh-in, a spool edited,
// maintenance done) that must also work with no connection (issue 16). Online it is a transaction:
// the reads and writes happen at one moment, retried when another device changed what was read.
// Offline a transaction cannot run, so the same reads come from the device's cache and the same
// writes go into one batch, which Firestore keeps in its persistent cache and sends when the
// connection returns. The rules check the same things either way (a printer takes a run only while
// it has none, a ledger entry ends at the spool's new balance…); a queued batch the server refuses
// is reported to the user with what was lost (src/firebase/sync-status.ts).
import {
  getDocFromCache,
  runTransaction,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from '@/firebase/firestore';
import { isOffline, trackQueuedWrite } from '@/firebase/sync-status';
import { firebaseErrorCode, RefusedWriteError } from './errors';

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
 * as a queued batch; `change` says what the user did, for the report if the server refuses it.
 * Offline it resolves as soon as the batch is queued: the views read the change from the cache.
 */
export async function runEvent<Result>(
  db: Firestore,
  change: string | ((result: Result) => string),
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
  const result = await event({ get: readFromCache }, batch, { queued: true });
  trackQueuedWrite(batch.commit(), typeof change === 'function' ? change(result) : change);
  return result;
}

/** A filled batch: sent and awaited online; offline queued, and resolved once queued. */
export async function commitOrQueue(batch: { commit(): Promise<void> }, change: string): Promise<void> {
  if (!isOffline()) return batch.commit();
  trackQueuedWrite(batch.commit(), change);
}
