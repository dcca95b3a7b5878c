import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { repositories } from './repositories';
import type { AppRepositories } from './app-repositories';

/** queryOptions for a read through the app's repositories (Firestore loads on the first one). */
export function repositoryQuery<TData, TKey extends QueryKey>(
  queryKey: TKey,
  read: (repos: AppRepositories) => Promise<TData>,
  staleTime: number,
) {
  return queryOptions({ queryKey, queryFn: async () => read(await repositories()), staleTime });
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
