import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { placeProjectInPages, recountProjects, type ProjectListView } from '@/domain/project-list';
import type { Project, ProjectStatus, ProjectSummary } from '@/domain/project-record';
import type { ProjectCursor, ProjectPage } from '@/repositories/projects';
import { projectsRepository } from './repositories';
import { invalidatorOf, repositoryQuery, userCollectionKeys } from './repository-query';
import { STALE_TIME } from './stale-times';

const projectCollectionKeys = userCollectionKeys('projects');
export const projectKeys = {
  ...projectCollectionKeys,
  /** Every view of the list (each sort and status) read a page at a time. */
  pagesOfUser: (uid: string) => [...projectCollectionKeys.ofUser(uid), 'pages'] as const,
  pages: (uid: string, view: ProjectListView) =>
    [...projectCollectionKeys.ofUser(uid), 'pages', view.sort, view.status ?? 'all'] as const,
  countsOfUser: (uid: string) => [...projectCollectionKeys.ofUser(uid), 'count'] as const,
  count: (uid: string, status: ProjectStatus | null) =>
    [...projectCollectionKeys.ofUser(uid), 'count', status ?? 'all'] as const,
  detail: (uid: string, id: string) => [...projectCollectionKeys.ofUser(uid), 'detail', id] as const,
};

type ProjectPages = InfiniteData<ProjectPage, ProjectCursor | null>;

/**
 * The list's pages and counts stay fresh longer than one project: the user's own writes update
 * them in place and run events invalidate them, so what a stale list would re-read (every page
 * loaded) buys only another device's edits, which show within this time or on reload.
 */
const LIST_STALE_TIME = 5 * 60_000;

/** The user's projects in one sort and status, a page at a time. */
export const projectPagesQuery = (uid: string, view: ProjectListView) =>
  infiniteQueryOptions({
    queryKey: projectKeys.pages(uid, view),
    queryFn: async ({ pageParam }) => (await projectsRepository()).listPage(uid, view, pageParam),
    initialPageParam: null as ProjectCursor | null,
    getNextPageParam: (page) => page.next,
    staleTime: LIST_STALE_TIME,
  });

/** How many projects the user has, of one status or all (an aggregation query). */
export const projectCountQuery = (uid: string, status: ProjectStatus | null) =>
  repositoryQuery(
    projectKeys.count(uid, status),
    projectsRepository,
    (projects) => projects.count(uid, status),
    LIST_STALE_TIME,
  );

/** One project; null when it does not exist or belongs to someone else. */
export const projectQuery = (uid: string, id: string) =>
  repositoryQuery(
    projectKeys.detail(uid, id),
    projectsRepository,
    (projects) => projects.get(uid, id),
    STALE_TIME.projects,
  );

export const invalidateProjects = invalidatorOf(projectKeys);

/** The view a pages key was made for (projectKeys.pages). */
function viewOfPagesKey(key: readonly unknown[]): ProjectListView {
  const [, , , sort, status] = key;
  return { sort, status: status === 'all' ? null : status } as ProjectListView;
}

/**
 * After a save or delete, every cached view of the list is updated from what was written (the
 * project moved into, within or out of the pages read, the counts moved by one), and the
 * project's own view set, so nothing is read again. `before` is the project as it was (null:
 * new), `after` as it is now (null: deleted).
 */
function applyProjectWrite(
  queryClient: QueryClient,
  uid: string,
  id: string,
  before: ProjectSummary | null,
  after: ProjectSummary | null,
) {
  for (const [key, data] of queryClient.getQueriesData<ProjectPages>({
    queryKey: projectKeys.pagesOfUser(uid),
  })) {
    if (!data) continue;
    const pages = placeProjectInPages(data.pages, viewOfPagesKey(key), id, after);
    queryClient.setQueryData<ProjectPages>(key, { ...data, pages });
  }
  for (const [key, count] of queryClient.getQueriesData<number>({
    queryKey: projectKeys.countsOfUser(uid),
  })) {
    if (count === undefined) continue;
    const status = key[3] === 'all' ? null : (key[3] as ProjectStatus);
    queryClient.setQueryData<number>(key, recountProjects(count, status, before, after));
  }
}

const summaryOf = ({ parts: _parts, storedJobIds: _stored, ...summary }: Project): ProjectSummary => summary;

/** A project was created: the list views show it; its own view is read when it is opened. */
export const projectCreated = (queryClient: QueryClient, uid: string, created: ProjectSummary) =>
  applyProjectWrite(queryClient, uid, created.id, null, created);

/** A project was saved over `before`: its own view and the list views show `after`. */
export function projectUpdated(queryClient: QueryClient, uid: string, before: Project, after: Project) {
  queryClient.setQueryData(projectKeys.detail(uid, after.id), after);
  applyProjectWrite(queryClient, uid, after.id, summaryOf(before), summaryOf(after));
}

/** A project was deleted: its own view is dropped, not read again, and it leaves the list views. */
export function projectDeleted(queryClient: QueryClient, uid: string, deleted: ProjectSummary) {
  queryClient.removeQueries({ queryKey: projectKeys.detail(uid, deleted.id) });
  applyProjectWrite(queryClient, uid, deleted.id, deleted, null);
}
