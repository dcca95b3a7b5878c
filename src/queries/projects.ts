import { invalidatorOf, repositoryQuery, userCollectionKeys } from './repository-query';
import { STALE_TIME } from './stale-times';
import type { QueryClient } from '@tanstack/react-query';

const projectCollectionKeys = userCollectionKeys('projects');
export const projectKeys = {
  ...projectCollectionKeys,
  detail: (uid: string, id: string) => [...projectCollectionKeys.ofUser(uid), 'detail', id] as const,
};

export const projectsQuery = (uid: string) =>
  repositoryQuery(projectKeys.list(uid), (repos) => repos.projects.list(uid), STALE_TIME.projects);

/** One project; null when it does not exist or belongs to someone else. */
export const projectQuery = (uid: string, id: string) =>
  repositoryQuery(projectKeys.detail(uid, id), (repos) => repos.projects.get(uid, id), STALE_TIME.projects);

export const invalidateProjects = invalidatorOf(projectKeys);

/** After a delete: the project's own view is dropped, not read again. */
export function forgetProject(queryClient: QueryClient, uid: string, id: string) {
  queryClient.removeQueries({ queryKey: projectKeys.detail(uid, id) });
  return invalidateProjects(queryClient, uid);
}
