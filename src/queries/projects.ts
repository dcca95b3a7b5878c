import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { repositories } from './repositories';
import { STALE_TIME } from './stale-times';

export const projectKeys = {
  all: ['projects'] as const,
  ofUser: (uid: string) => [...projectKeys.all, uid] as const,
  list: (uid: string) => [...projectKeys.ofUser(uid), 'list'] as const,
  detail: (uid: string, id: string) => [...projectKeys.ofUser(uid), 'detail', id] as const,
};

export const projectsQuery = (uid: string) =>
  queryOptions({
    queryKey: projectKeys.list(uid),
    queryFn: async () => (await repositories()).projects.list(uid),
    staleTime: STALE_TIME.projects,
  });

/** One project; null when it does not exist or belongs to someone else. */
export const projectQuery = (uid: string, id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(uid, id),
    queryFn: async () => (await repositories()).projects.get(uid, id),
    staleTime: STALE_TIME.projects,
  });

export const invalidateProjects = (queryClient: QueryClient, uid: string) =>
  queryClient.invalidateQueries({ queryKey: projectKeys.ofUser(uid) });

/** After a delete: the project's own view is dropped, not read again. */
export function forgetProject(queryClient: QueryClient, uid: string, id: string) {
  queryClient.removeQueries({ queryKey: projectKeys.detail(uid, id) });
  return invalidateProjects(queryClient, uid);
}
