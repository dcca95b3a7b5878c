import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AppRepositories } from '@/queries/app-repositories';
import { repositories } from '@/queries/repositories';
import { useSignedInUser } from './session';

/** The views a write changes (invalidateSpools…): they read again afterwards. */
type Invalidate<Variables> = (
  queryClient: QueryClient,
  uid: string,
  variables: Variables,
) => Promise<unknown>;

/**
 * A write by the signed-in user through the app's repositories: the one mutation shape of the
 * features. `action` names it in the query client's one log line when it fails ('Saving a
 * spool'). The views it changes read again when it settles; with `afterSuccessOnly`, a failed
 * write leaves them alone (a form whose record a refused save must not replace).
 */
export function useSignedInMutation<Variables = void, Result = unknown>(
  action: string,
  invalidate: Invalidate<Variables>,
  write: (repos: AppRepositories, uid: string, variables: Variables) => Promise<Result>,
  { afterSuccessOnly = false } = {},
) {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  const refresh = (variables: Variables) => invalidate(queryClient, uid, variables);
  return useMutation({
    meta: { action },
    mutationFn: async (variables: Variables) => write(await repositories(), uid, variables),
    onSuccess: afterSuccessOnly ? (_result, variables) => refresh(variables) : undefined,
    onSettled: afterSuccessOnly ? undefined : (_result, _error, variables) => refresh(variables),
  });
}
