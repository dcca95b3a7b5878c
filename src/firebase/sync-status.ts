// What the device knows of its connection and of the writes it queued while offline (issue 16):
// online or not, how many queued changes wait for the server, and the ones the server refused
// when they reached it. No Firebase code: the header's chip reads it on every signed-in page.
// Firestore keeps the queued writes themselves (in its persistent cache, src/firebase/firestore.ts)
// and sends them when the connection returns; each one is tracked here from the moment it is queued
// until the server accepts or refuses it.

/** A queued change the server refused: what it was, and why it was not saved. */
export interface RefusedChange {
  id: number;
  /** What the user did, in their words ('Finishing the run of Benchy on Prusa MK4 (completed)'). */
  change: string;
  /** The error the server answered with (the screens map it to the product's message). */
  error: unknown;
}

export interface SyncStatus {
  online: boolean;
  /** Changes made offline that the server has not yet accepted or refused. */
  waiting: number;
  refused: readonly RefusedChange[];
}

type Listener = () => void;

const listeners = new Set<Listener>();
const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
let status: SyncStatus = { online: browserOnline(), waiting: 0, refused: [] };
let nextId = 1;
let watching = false;

function update(change: Partial<SyncStatus>) {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

function watchConnection() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => update({ online: true }));
  window.addEventListener('offline', () => update({ online: false }));
}

/** Whether the device is offline now (writes are then queued instead of sent). */
export function isOffline(): boolean {
  return !browserOnline();
}

/** The current status (a stable object until something changes: for useSyncExternalStore). */
export function syncStatus(): SyncStatus {
  return status;
}

/** Calls `listener` whenever the status changes; returns the unsubscribe. */
export function subscribeSyncStatus(listener: Listener): () => void {
  watchConnection();
  if (status.online !== browserOnline()) status = { ...status, online: browserOnline() };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tracks a write queued while offline: it waits until the server answers; a refusal is kept,
 * with `change` saying what was lost, until the user dismisses it.
 */
export function trackQueuedWrite(commit: Promise<unknown>, change: string): void {
  update({ waiting: status.waiting + 1 });
  commit.then(
    () => update({ waiting: Math.max(0, status.waiting - 1) }),
    (error: unknown) => {
      console.error(`A change made offline was refused when it synced: ${change}`, error);
      update({
        waiting: Math.max(0, status.waiting - 1),
        refused: [...status.refused, { id: nextId++, change, error }],
      });
    },
  );
}

/** Forgets a refused change the user has read. */
export function dismissRefusedChange(id: number): void {
  update({ refused: status.refused.filter((entry) => entry.id !== id) });
}

/** Back to a fresh state (tests). */
export function resetSyncStatus(): void {
  status = { online: browserOnline(), waiting: 0, refused: [] };
}
