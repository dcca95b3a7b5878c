import { useMutation, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { isOffline } from '@/firebase/sync-status';
import { RefusedWriteError } from '@/repositories/errors';
import { useSignedInUser } from './session';

export const offlineWriteMessages = {
  needsConnection:
    'You are offline, and this change needs a connection. Nothing you typed is lost: try again once you are back online.',
} as const;

/** The views a write changes (invalidateSpools…): they read again afterwards. */
type Invalidate<Variables> = (
  queryClient: QueryClient,
  uid: string,
  variables: Variables,
) => Promise<unknown>;

type Write<Repository, Variables, Result> = (
  repository: Repository,
  uid: string,
  variables: Variables,
) => Promise<Result>;

interface Options {
  afterSuccessOnly?: boolean;
  /**
   * The write works offline (its repository queues it, src/repositories/offline-event.ts): the
   * workshop's events. Any other write is refused at once when the device is offline, rather
   * than waiting with no end.
   */
  offline?: boolean;
}

/**
 * A write by the signed-in user through one of the app's repositories (a loader of
 * src/queries/repositories.ts, which downloads it on the first write): the one mutation shape of
 * the features. `action` names it in the query client's one log line when it fails ('Saving a
 * spool'). The views it changes read again when it settles; with `afterSuccessOnly`, a failed
 * write leaves them alone (a form whose record a refused save must not replace).
 *   useSignedInMutation('Deleting a spool', invalidate, spoolsRepository, (spools, uid, id: string) =>
 *     spools.delete(uid, id));
 */
export function useSignedInMutation<Variables = void, Result = unknown, Repository = unknown>(
  action: string,
  invalidate: Invalidate<Variables>,
  load: () => Promise<Repository>,
  write: Write<Repository, Variables, Result>,
  { afterSuccessOnly = false, offline = false }: Options = {},
): UseMutationResult<Result, Error, Variables> {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  // A workshop event (offline) is saved, or queued, once its write resolves: its dialog closes
  // then and the views read again behind it. Waiting for them kept the start dialog spinning on a
  // busy connection while the board under it already showed the run started and the form, read
  // again, said no printer was idle. Other writes settle once their views are fresh.
  const refresh = (variables: Variables) => {
    const refreshing = invalidate(queryClient, uid, variables);
    return offline ? undefined : refreshing;
  };
  return useMutation({
    meta: { action },
    // Firestore decides what works offline (the cache), not the query client's network guess.
    networkMode: 'always',
    mutationFn: async (variables: Variables) => {
      if (!offline && isOffline()) throw new RefusedWriteError(offlineWriteMessages.needsConnection);
      return write(await load(), uid, variables);
    },
    onSuccess: afterSuccessOnly ? (_result, variables) => refresh(variables) : undefined,
    onSettled: afterSuccessOnly ? undefined : (_result, _error, variables) => refresh(variables),
  });
}
