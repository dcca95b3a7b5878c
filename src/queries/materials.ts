import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { repositories } from './repositories';
import { STALE_TIME } from './stale-times';

/** The user's own materials (Filament Types). */
export const materialKeys = {
  all: ['materials'] as const,
  ofUser: (uid: string) => [...materialKeys.all, uid] as const,
  list: (uid: string) => [...materialKeys.ofUser(uid), 'list'] as const,
};

export const materialsQuery = (uid: string) =>
  queryOptions({
    queryKey: materialKeys.list(uid),
    queryFn: async () => (await repositories()).materials.list(uid),
    staleTime: STALE_TIME.materials,
  });

export const invalidateMaterials = (queryClient: QueryClient, uid: string) =>
  queryClient.invalidateQueries({ queryKey: materialKeys.ofUser(uid) });
