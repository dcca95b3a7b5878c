// The projects list at farm scale: the sort orders and status filter it offers, how they sit in
// the address, and where a written project goes in the pages already read (so a save updates
// the list from what it wrote instead of reading every page again).
import { PROJECT_STATUSES, type ProjectStatus, type ProjectSummary } from './project-record';

/**
 * Projects read per page; a page reads one more to know whether another exists. Twelve fill the
 * first screen at every width (four rows of three, six of two) and keep what a page costs
 * (13 reads, and the count's one per 1,000) inside the 20 a save may read when it returns to a
 * list not read before.
 */
export const PROJECT_PAGE_SIZE = 12;

export const PROJECT_SORTS = ['newest', 'name', 'start-date'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
/** Today's order, and the default. */
export const DEFAULT_PROJECT_SORT: ProjectSort = 'newest';

export const PROJECT_SORT_LABELS: Record<ProjectSort, string> = {
  newest: 'Newest first',
  name: 'Name (A–Z)',
  'start-date': 'Start date (latest first)',
};

/** The stored field and direction each sort orders by; ties go by document id in the same direction. */
export const PROJECT_SORT_ORDERS = {
  newest: { field: 'createdAt', direction: 'desc' },
  name: { field: 'name', direction: 'asc' },
  'start-date': { field: 'startDate', direction: 'desc' },
} as const satisfies Record<ProjectSort, { field: string; direction: 'asc' | 'desc' }>;

/** What the list shows: a sort, and one status or every status (null). */
export interface ProjectListView {
  sort: ProjectSort;
  status: ProjectStatus | null;
}

export const SORT_PARAM = 'sort';
export const STATUS_PARAM = 'status';

const isSort = (value: string | null): value is ProjectSort =>
  (PROJECT_SORTS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly (string | null)[]).includes(value);

/** The view a page address asks for; an unknown sort or status falls back to the default. */
export function projectListViewFromParams(params: URLSearchParams): ProjectListView {
  const sort = params.get(SORT_PARAM);
  const status = params.get(STATUS_PARAM);
  return { sort: isSort(sort) ? sort : DEFAULT_PROJECT_SORT, status: isStatus(status) ? status : null };
}

/** The address's parameters for a view (the defaults are left out, so /dashboard/projects stays plain). */
export function projectListParams(view: ProjectListView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.sort !== DEFAULT_PROJECT_SORT) params[SORT_PARAM] = view.sort;
  if (view.status) params[STATUS_PARAM] = view.status;
  return params;
}

/** Where a project sits in a sort: the sorted field's value (a date as milliseconds) and its id. */
export interface ProjectSortKey {
  value: string | number;
  id: string;
}

/** A project whose creation time the server has not stamped yet is the newest. */
const PENDING_CREATION = Number.MAX_SAFE_INTEGER;

export function projectSortKey(project: ProjectSummary, sort: ProjectSort): ProjectSortKey {
  switch (sort) {
    case 'newest':
      return { value: project.createdAt?.getTime() ?? PENDING_CREATION, id: project.id };
    case 'name':
      return { value: project.name, id: project.id };
    case 'start-date':
      return { value: project.startDate, id: project.id };
  }
}

const compareValues = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** Negative when `a` comes before `b` in the sort, as Firestore orders them (value, then id). */
export function compareSortKeys(sort: ProjectSort, a: ProjectSortKey, b: ProjectSortKey): number {
  const ascending = compareValues(a.value, b.value) || compareValues(a.id, b.id);
  return PROJECT_SORT_ORDERS[sort].direction === 'asc' ? ascending : -ascending;
}

export const matchesStatus = (project: Pick<ProjectSummary, 'status'>, status: ProjectStatus | null) =>
  status === null || project.status === status;

/** A page of the list as read: its projects, and where the next page starts (null on the last). */
export interface ProjectPageOf<Cursor extends { key: ProjectSortKey }> {
  projects: ProjectSummary[];
  next: Cursor | null;
}

/**
 * The pages already read after one project was written: it leaves every page, then, when it is
 * still in the view (`project` not null and its status shown), goes into the page its sort places
 * it in. A page ends where the next one starts reading (its cursor); a project that sorts after
 * every page read so far is left for Load more, which reads it from the server.
 */
export function placeProjectInPages<Cursor extends { key: ProjectSortKey }>(
  pages: readonly ProjectPageOf<Cursor>[],
  view: ProjectListView,
  id: string,
  project: ProjectSummary | null,
): ProjectPageOf<Cursor>[] {
  const without = pages.map((page) =>
    page.projects.some((listed) => listed.id === id)
      ? { ...page, projects: page.projects.filter((listed) => listed.id !== id) }
      : page,
  );
  if (!project || !matchesStatus(project, view.status)) return without;
  const key = projectSortKey(project, view.sort);
  const before = (other: ProjectSortKey) => compareSortKeys(view.sort, key, other) < 0;
  const target = without.findIndex((page) => page.next === null || before(page.next.key));
  if (target === -1) return without;
  return without.map((page, index) => {
    if (index !== target) return page;
    const projects = [...page.projects];
    const at = projects.findIndex((listed) => before(projectSortKey(listed, view.sort)));
    projects.splice(at === -1 ? projects.length : at, 0, project);
    return { ...page, projects };
  });
}

/** A count of projects after one changed from `before` to `after` (null: not there). */
export function recountProjects(
  count: number,
  status: ProjectStatus | null,
  before: Pick<ProjectSummary, 'status'> | null,
  after: Pick<ProjectSummary, 'status'> | null,
): number {
  const counted = (project: Pick<ProjectSummary, 'status'> | null) =>
    project !== null && matchesStatus(project, status) ? 1 : 0;
  return Math.max(0, count - counted(before) + counted(after));
}

const countFormat = new Intl.NumberFormat('en-US');

/** '2,000 projects', '1 project'; with a status, '12 projects (In Progress)'. */
export function projectCountLabel(count: number, statusLabel: string | null): string {
  const counted = `${countFormat.format(count)} ${count === 1 ? 'project' : 'projects'}`;
  return statusLabel ? `${counted} (${statusLabel})` : counted;
}
