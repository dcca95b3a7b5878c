// What the device knows of its connection and of the changes it queued while offline (issues 16
// and 29): online or not, the changes waiting for the server and the ones it refused, each in
// words. No Firebase code: the header's chip reads it on every signed-in page. Firestore keeps the
// queued writes themselves (in its persistent cache, src/firebase/firestore.ts) and sends them
// when the connection returns; this keeps the record of them (src/domain/sync-record.ts) per
// signed-in user in the browser's storage, so it survives a reload and a restart of the tablet,
// and tabs of the app share it. src/repositories/offline-event.ts writes it: a change waits until
// the server's copy shows it landed or refused.
import {
  EMPTY_SYNC_RECORD,
  parseSyncRecord,
  serializeSyncRecord,
  syncRecordKey,
  withoutRefused,
  type RefusedChange,
  type SyncRecord,
  type WaitingChange,
} from '@/domain/sync-record';

export type { RefusedChange, WaitingChange } from '@/domain/sync-record';

export interface SyncStatus {
  online: boolean;
  /** Changes made offline that the server has not yet been seen to accept or refuse. */
  waiting: readonly WaitingChange[];
  /** Changes the server refused, until the user dismisses them or records them again. */
  refused: readonly RefusedChange[];
}

type Listener = () => void;

const listeners = new Set<Listener>();
const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
let status: SyncStatus = { online: browserOnline(), ...EMPTY_SYNC_RECORD };
/** Whose record the status shows: the signed-in user's. */
let shownUid: string | null = null;
let watching = false;

// Where the browser has no storage (or refuses it), records live in memory for the session.
const memory = new Map<string, string>();
function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Storage blocked by the browser's settings.
  }
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

function update(change: Partial<SyncStatus>) {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

function show(record: SyncRecord) {
  if (record.waiting !== status.waiting || record.refused !== status.refused)
    update({ waiting: record.waiting, refused: record.refused });
}

function watchDevice() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => update({ online: true }));
  window.addEventListener('offline', () => update({ online: false }));
  // Another tab of the app queued or settled a change.
  window.addEventListener('storage', (event) => {
    if (shownUid !== null && event.key === syncRecordKey(shownUid)) show(readSyncRecord(shownUid));
  });
}

/** A user's record as stored now. */
export function readSyncRecord(uid: string): SyncRecord {
  return parseSyncRecord(storage().getItem(syncRecordKey(uid)));
}

/**
 * Changes a user's record from what is stored now (another tab may have changed it) and keeps it
 * (src/firebase/sync-record-writes.ts records what the queued events do).
 */
export function changeSyncRecord(uid: string, next: (record: SyncRecord) => SyncRecord) {
  const record = readSyncRecord(uid);
  const changed = next(record);
  if (changed === record) return;
  try {
    storage().setItem(syncRecordKey(uid), serializeSyncRecord(changed));
  } catch (error) {
    // Storage full: the page still shows it; a reload would not.
    console.error('The record of changes waiting to sync could not be stored', error);
  }
  if (uid === shownUid) show(changed);
}

/** Whether the device is offline now (writes are then queued instead of sent). */
export function isOffline(): boolean {
  return !browserOnline();
}

/** Resolves now when online, else when the browser says the connection is back. */
export function whenOnline(): Promise<void> {
  if (browserOnline() || typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** The current status (a stable object until something changes: for useSyncExternalStore). */
export function syncStatus(): SyncStatus {
  return status;
}

/** Calls `listener` whenever the status changes; returns the unsubscribe. */
export function subscribeSyncStatus(listener: Listener): () => void {
  watchDevice();
  if (status.online !== browserOnline()) status = { ...status, online: browserOnline() };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whose record the status shows (null: nobody signed in). */
export const shownSyncRecordUser = () => shownUid;

/** Shows the record of the user who signed in (null: signed out, nothing shown). */
export function openSyncRecord(uid: string | null): void {
  watchDevice();
  shownUid = uid;
  show(uid === null ? EMPTY_SYNC_RECORD : readSyncRecord(uid));
}

/** Forgets a refused change the user has read (or recorded again). */
export function dismissRefusedChange(id: string): void {
  if (shownUid !== null) changeSyncRecord(shownUid, (record) => withoutRefused(record, id));
}

/**
 * Forgets a user's record: signing out deleted the device's cache, and the queued writes with it
 * (the user was asked first), so nothing of theirs stays on a shared tablet.
 */
export function forgetSyncRecord(uid: string): void {
  storage().removeItem(syncRecordKey(uid));
  if (uid === shownUid) show(EMPTY_SYNC_RECORD);
}

/** Back to a fresh state (tests): the shown user's record is forgotten too. */
export function resetSyncStatus(): void {
  if (shownUid !== null) storage().removeItem(syncRecordKey(shownUid));
  memory.clear();
  shownUid = null;
  status = { online: browserOnline(), ...EMPTY_SYNC_RECORD };
}
