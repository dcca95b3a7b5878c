// What the queued workshop events write into the device's record of changes waiting to sync
// (src/firebase/sync-status.ts keeps it, src/repositories/offline-event.ts follows each commit).
// Apart from the store, so the pages that only show the record do not download this.
import { withLanded, withRefused, withWaiting, type WaitingChange } from '@/domain/sync-record';
import { changeSyncRecord, openSyncRecord, shownSyncRecordUser } from './sync-status';

/**
 * The changes whose commit this page follows to its answer; the others (queued before a reload,
 * or whose check could not be made) are left to src/repositories/sync-check.ts.
 */
export const followedHere = new Set<string>();

/** Records a change just queued: it waits, in words, with how to check it and record it again. */
export function recordWaiting(uid: string, change: Omit<WaitingChange, 'id' | 'queuedAt'>): WaitingChange {
  const entry: WaitingChange = { ...change, id: crypto.randomUUID(), queuedAt: new Date().toISOString() };
  if (shownSyncRecordUser() === null) openSyncRecord(uid);
  changeSyncRecord(uid, (record) => withWaiting(record, entry));
  return entry;
}

/** The server's copy shows the change landed: it no longer waits. */
export function recordLanded(uid: string, id: string): void {
  changeSyncRecord(uid, (record) => withLanded(record, id));
}

/** The server's copy shows the change was refused: it is reported until dismissed. */
export function recordRefused(uid: string, id: string, code: string | null): void {
  changeSyncRecord(uid, (record) => withRefused(record, id, { code, refusedAt: new Date().toISOString() }));
}
