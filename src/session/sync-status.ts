import { useSyncExternalStore } from 'react';
import { subscribeSyncStatus, syncStatus, type RefusedChange, type SyncStatus } from '@/firebase/sync-status';
import { errorMessage, firebaseErrorCode } from '@/repositories/errors';

export { dismissRefusedChange, type RefusedChange, type SyncStatus } from '@/firebase/sync-status';

/** The device's connection and its changes waiting to sync (issue 16), kept current. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeSyncStatus, syncStatus, syncStatus);
}

export const syncMessages = {
  online: 'Online',
  offline: 'Offline',
  waiting: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`,
  refusedTitle: 'A change made offline was not saved',
  signOutLoses: (count: number) =>
    `${count === 1 ? '1 change made offline has' : `${count} changes made offline have`} not reached the server yet. Signing out now deletes ${count === 1 ? 'it' : 'them'} from this device; stay signed in until the connection returns to keep ${count === 1 ? 'it' : 'them'}.`,
  refusedReason: 'The server refused it when the connection returned.',
  refusedByRules:
    'The server refused it when the connection returned: what it changes was changed meanwhile (on another device, for example), or it goes over a limit of your plan.',
} as const;

/** Why the server refused a queued change, in the product's words (SPEC §8 mapping otherwise). */
export const refusedChangeReason = (entry: RefusedChange) =>
  firebaseErrorCode(entry.error) === 'permission-denied'
    ? syncMessages.refusedByRules
    : errorMessage(entry.error, syncMessages.refusedReason);
