import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * queryOptions for a read through one of the app's repositories (src/queries/repositories.ts):
 * `load` downloads it (and the Firestore SDK) on the first read that needs it.
 *   repositoryQuery(spoolKeys.list(uid), spoolsRepository, (spools) => spools.list(uid), STALE_TIME.spools)
 */
export function repositoryQuery<TData, TKey extends QueryKey, Repository>(
  queryKey: TKey,
  load: () => Promise<Repository>,
  read: (repository: Repository) => Promise<TData>,
  staleTime: number,
) {
  return queryOptions({ queryKey, queryFn: async () => read(await load()), staleTime });
}

/**
 * The key family of a collection each user owns (spools, printers…): everything under
 * [name], one user's views under [name, uid], so a write invalidates every view of it.
 */
export function userCollectionKeys<const Name extends string>(name: Name) {
  const ofUser = (uid: string) => [name, uid] as const;
  return {
    all: [name] as const,
    ofUser,
    list: (uid: string) => [...ofUser(uid), 'list'] as const,
  };
}

/** An invalidation helper for such a family: after a write, every view of the user's collection reads again. */
export const invalidatorOf =
  (keys: { ofUser: (uid: string) => QueryKey }) => (queryClient: QueryClient, uid: string) =>
    queryClient.invalidateQueries({ queryKey: keys.ofUser(uid) });
