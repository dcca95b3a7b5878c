import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

interface UserCollectionWrite<Variables> {
  /** Names the write in the query client's one log line when it fails ('Saving a spool'). */
  action: string;
  write: (uid: string, variables: Variables) => Promise<unknown>;
  /** The collection's invalidation helper (invalidateSpools…): every view of it reads again. */
  invalidate: (queryClient: QueryClient, uid: string) => Promise<unknown>;
}

/** A write to one of the user's own collections, followed (failed or not) by its invalidation. */
export function useUserCollectionMutation<Variables>(
  uid: string,
  { action, write, invalidate }: UserCollectionWrite<Variables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action },
    mutationFn: (variables: Variables) => write(uid, variables),
    onSettled: () => invalidate(queryClient, uid),
  });
}
