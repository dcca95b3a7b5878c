// Whether a queued change whose commit did not resolve landed (issue 29), decided on the server's
// copy of a document its batch writes, never on the commit's answer alone: when the connection
// drops after the server committed a batch but before its acknowledgement arrived, the SDK sends
// the batch again and the rules refuse the copy. Loaded when a commit rejects, or when a reload
// left changes waiting (src/session/sync-status.ts).
import { hasLanded, type LandedCheck, type WaitingChange } from '@/domain/sync-record';
import { doc, getDocFromServer, waitForPendingWrites, type Firestore } from '@/firebase/firestore';
import { followedHere, recordLanded, recordRefused } from '@/firebase/sync-record-writes';
import { readSyncRecord, whenOnline } from '@/firebase/sync-status';
import { firebaseErrorCode } from './errors';

type Outcome = 'landed' | 'refused' | 'unknown';
const USERS = 'users';

/** What the server's copy of the check's document says of the batch; 'unknown' when it cannot be read now. */
async function serverOutcome(db: Firestore, uid: string, check: LandedCheck): Promise<Outcome> {
  try {
    const snapshot = await getDocFromServer(doc(db, check.document));
    // A change still queued on this device shows through the server's copy: ask again later.
    if (snapshot.metadata.hasPendingWrites) return 'unknown';
    return hasLanded(check, snapshot.exists() ? snapshot.data() : null) ? 'landed' : 'refused';
  } catch (error) {
    // The rules answer a read of a document that does not exist with a refusal (they check
    // its owner): it is not there, if this device is still signed in as its owner. Signed out
    // or as someone else since (another tab), or offline, the question stays open.
    if (firebaseErrorCode(error) !== 'permission-denied') return 'unknown';
    return (await readsAsOwner(db, uid)) ? 'refused' : 'unknown';
  }
}

/** Whether this device reads as `uid` on the server now: its own profile can be read. */
async function readsAsOwner(db: Firestore, uid: string): Promise<boolean> {
  try {
    await getDocFromServer(doc(db, USERS, uid));
    return true;
  } catch {
    return false;
  }
}

function settle(uid: string, entry: WaitingChange, outcome: Outcome, error: unknown) {
  if (outcome === 'landed') {
    // Saved, though its commit was refused: its acknowledgement was lost and the copy the SDK
    // sent again refused. Worth a line in the log, never a report to the user.
    if (error !== null)
      console.warn(`A change made offline landed; its retry was refused: ${entry.change}`, error);
    recordLanded(uid, entry.id);
  } else if (outcome === 'refused') {
    console.error(`A change made offline was refused when it synced: ${entry.change}`, error);
    recordRefused(uid, entry.id, error === null ? null : (firebaseErrorCode(error) ?? null));
  }
}

/** A commit this page followed was rejected: reported refused only if the server's copy says so. */
export async function settleRefusedCommit(db: Firestore, uid: string, entry: WaitingChange, error: unknown) {
  const outcome = await serverOutcome(db, uid, entry.landed);
  followedHere.delete(entry.id);
  settle(uid, entry, outcome, error);
  if (outcome === 'unknown') void confirmWaitingChanges(db, uid);
}

const confirming = new Map<Firestore, Promise<void>>();
const RETRY_MS = [2_000, 5_000, 15_000, 60_000];

/**
 * Settles the user's waiting changes that no commit of this page follows (queued before a reload
 * or a restart of the tablet, or whose check could not be made): once online and every write
 * queued before has been answered, each is checked against the server's copy. A check that
 * cannot be made yet is tried again later; the change keeps waiting meanwhile.
 */
export function confirmWaitingChanges(db: Firestore, uid: string): Promise<void> {
  const running = confirming.get(db);
  if (running) return running;
  const pass = (async () => {
    for (let attempt = 0; ; attempt += 1) {
      const unfollowed = () => readSyncRecord(uid).waiting.filter((entry) => !followedHere.has(entry.id));
      if (unfollowed().length === 0) return;
      await whenOnline();
      // Resolves once every write queued before, a previous session's too, has been answered.
      await waitForPendingWrites(db);
      let open = false;
      for (const entry of unfollowed()) {
        const outcome = await serverOutcome(db, uid, entry.landed);
        settle(uid, entry, outcome, null);
        open ||= outcome === 'unknown';
      }
      if (!open) continue;
      await new Promise((resume) => setTimeout(resume, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
    }
  })()
    .catch((error: unknown) => {
      // Firestore stopped (signing out): the record stays for the next session.
      console.error('Checking the changes waiting to sync stopped', error);
    })
    .finally(() => confirming.delete(db));
  confirming.set(db, pass);
  return pass;
}
