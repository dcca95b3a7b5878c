import { useEffect, useSyncExternalStore } from 'react';
import {
  dismissRefusedChange,
  isOffline,
  subscribeSyncStatus,
  syncStatus,
  type RefusedChange,
  type SyncStatus,
} from '@/firebase/sync-status';
import { errorMessage } from '@/repositories/errors';

export {
  dismissRefusedChange,
  type RefusedChange,
  type SyncStatus,
  type WaitingChange,
} from '@/firebase/sync-status';

/** The device's connection and its record of changes waiting to sync (issues 16 and 29), kept current. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeSyncStatus, syncStatus, syncStatus);
}

export const syncMessages = {
  online: 'Online',
  offline: 'Offline',
  waiting: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`,
  waitingTitle: 'Waiting to sync',
  nothingWaiting: 'Every change made on this device has reached the server.',
  waitingHelp:
    'Kept on this device until the connection returns. Each is checked against the server before it is reported saved or not saved.',
  refusedTitle: 'A change made offline was not saved',
  signOutLoses: (count: number) =>
    `${count === 1 ? '1 change made offline has' : `${count} changes made offline have`} not reached the server yet. Signing out now deletes ${count === 1 ? 'it' : 'them'} from this device; stay signed in until the connection returns to keep ${count === 1 ? 'it' : 'them'}.`,
  refusedReason: 'The server refused it when the connection returned.',
  refusedByRules:
    'The server refused it when the connection returned: what it changes was changed meanwhile (on another device, for example), or it goes over a limit of your plan.',
  recordAgain: 'Record again',
  recordAgainHelp: 'Record again records it now, against the spools, printers and jobs as they are today.',
  recordedAgain: (change: string) => `Recorded again: ${change}.`,
  queuedAgain: (change: string) => `Recorded again on this device, waiting to sync: ${change}.`,
  notRecordedAgain: (reason: string) => `It could not be recorded again: ${reason}`,
  recordAgainFailed: 'It could not be recorded again. Try again, or record it from its page.',
} as const;

/** Why the server refused a queued change, in the product's words (SPEC §8 mapping otherwise). */
export const refusedChangeReason = (entry: RefusedChange) =>
  entry.code === 'permission-denied'
    ? syncMessages.refusedByRules
    : errorMessage({ code: entry.code }, syncMessages.refusedReason);

const syncCheck = () =>
  Promise.all([import('@/repositories/sync-check'), import('@/repositories/app-firestore')]);

/**
 * Settles the changes a previous session left waiting (a reload, a restart of the tablet): once
 * online and answered, each is checked against the server's copy. Firestore loads only when some wait.
 */
export function useConfirmWaitingChanges(uid: string | null) {
  const { online, waiting } = useSyncStatus();
  const someWaiting = waiting.length > 0;
  useEffect(() => {
    if (uid === null || !online || !someWaiting) return;
    void syncCheck().then(([{ confirmWaitingChanges }, { appFirestore }]) =>
      confirmWaitingChanges(appFirestore(), uid),
    );
  }, [uid, online, someWaiting]);
}

/**
 * Records a refused change again with today's data (src/repositories/record-again.ts); its report
 * goes once it is recorded, or queued again offline (then it waits like any change, and says so).
 * Rejects with why it cannot be saved.
 */
export async function recordChangeAgain(entry: RefusedChange): Promise<string> {
  if (entry.again === null) throw new Error('This change cannot be recorded again');
  const [{ recordAgain }, { appFirestore }] = await Promise.all([
    import('@/repositories/record-again'),
    import('@/repositories/app-firestore'),
  ]);
  const queued = isOffline();
  await recordAgain(appFirestore(), entry.again);
  dismissRefusedChange(entry.id);
  return queued ? syncMessages.queuedAgain(entry.change) : syncMessages.recordedAgain(entry.change);
}

/** Why recording a change again failed, in the product's words. */
export const recordAgainFailure = (error: unknown) =>
  syncMessages.notRecordedAgain(errorMessage(error, syncMessages.recordAgainFailed));
