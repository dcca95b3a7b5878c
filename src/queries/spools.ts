import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { repositories } from './repositories';
import { STALE_TIME } from './stale-times';

export const spoolKeys = {
  all: ['spools'] as const,
  ofUser: (uid: string) => [...spoolKeys.all, uid] as const,
  list: (uid: string) => [...spoolKeys.ofUser(uid), 'list'] as const,
};

/** The user's spools, by name. */
export const spoolsQuery = (uid: string) =>
  queryOptions({
    queryKey: spoolKeys.list(uid),
    queryFn: async () => (await repositories()).spools.list(uid),
    staleTime: STALE_TIME.spools,
  });

export const invalidateSpools = (queryClient: QueryClient, uid: string) =>
  queryClient.invalidateQueries({ queryKey: spoolKeys.ofUser(uid) });
