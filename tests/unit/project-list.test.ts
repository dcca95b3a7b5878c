import { describe, expect, it } from 'vitest';
import {
  compareSortKeys,
  placeProjectInPages,
  projectCountLabel,
  projectListParams,
  projectListViewFromParams,
  projectSortKey,
  recountProjects,
  type ProjectListView,
  type ProjectPageOf,
  type ProjectSortKey,
} from '@/domain/project-list';
import type { ProjectSummary } from '@/domain/project-record';

const summary = (id: string, overrides: Partial<ProjectSummary> = {}): ProjectSummary => ({
  id,
  userId: 'u1',
  name: id,
  description: '',
  clientName: '',
  status: 'pending',
  startDate: '2025-03-01',
  endDate: null,
  estimatedCost: 0,
  actualCost: null,
  materials: [],
  printers: [],
  jobCount: 0,
  totalGrams: 0,
  totalMinutes: 0,
  createdAt: new Date(2025, 0, 1),
  updatedAt: new Date(2025, 0, 1),
  ...overrides,
});

type Cursor = { key: ProjectSortKey };
/** Pages of names as the server would cut them: each page's cursor is its last project. */
function pagesOf(view: ProjectListView, pages: ProjectSummary[][], more: boolean): ProjectPageOf<Cursor>[] {
  return pages.map((projects, index) => {
    const last = projects.at(-1)!;
    const isLast = index === pages.length - 1 && !more;
    return { projects, next: isLast ? null : { key: projectSortKey(last, view.sort) } };
  });
}
const names = (pages: ProjectPageOf<Cursor>[]) => pages.map((page) => page.projects.map((p) => p.name));

describe('the list view in the address', () => {
  it('reads a sort and status, and falls back to the defaults for anything else', () => {
    expect(projectListViewFromParams(new URLSearchParams(''))).toEqual({ sort: 'newest', status: null });
    expect(projectListViewFromParams(new URLSearchParams('sort=name&status=completed'))).toEqual({
      sort: 'name',
      status: 'completed',
    });
    expect(projectListViewFromParams(new URLSearchParams('sort=price&status=lost'))).toEqual({
      sort: 'newest',
      status: null,
    });
  });

  it('writes only what differs from the default', () => {
    expect(projectListParams({ sort: 'newest', status: null })).toEqual({});
    expect(projectListParams({ sort: 'start-date', status: 'in-progress' })).toEqual({
      sort: 'start-date',
      status: 'in-progress',
    });
  });
});

describe('sort keys', () => {
  it('orders as Firestore does: by value in the sort’s direction, then by id', () => {
    const a = summary('a', { name: 'Lamp', createdAt: new Date(2025, 0, 2), startDate: '2025-02-01' });
    const b = summary('b', { name: 'Lamp', createdAt: new Date(2025, 0, 1), startDate: '2025-03-01' });
    expect(compareSortKeys('newest', projectSortKey(a, 'newest'), projectSortKey(b, 'newest'))).toBeLessThan(
      0,
    );
    expect(compareSortKeys('name', projectSortKey(a, 'name'), projectSortKey(b, 'name'))).toBeLessThan(0);
    expect(
      compareSortKeys('start-date', projectSortKey(a, 'start-date'), projectSortKey(b, 'start-date')),
    ).toBe(1);
    // A project the server has not stamped yet is the newest.
    const pending = summary('z', { createdAt: null });
    expect(compareSortKeys('newest', projectSortKey(pending, 'newest'), projectSortKey(a, 'newest'))).toBe(
      -1,
    );
  });
});

describe('placing a written project in the pages read', () => {
  const byName: ProjectListView = { sort: 'name', status: null };
  const read = [
    [summary('1', { name: 'Bracket' }), summary('2', { name: 'Drone' })],
    [summary('3', { name: 'Frame' }), summary('4', { name: 'Hinge' })],
  ];

  it('puts a new project in the page its sort places it in', () => {
    const pages = pagesOf(byName, read, true);
    expect(names(placeProjectInPages(pages, byName, 'n', summary('n', { name: 'Case' })))).toEqual([
      ['Bracket', 'Case', 'Drone'],
      ['Frame', 'Hinge'],
    ]);
    expect(names(placeProjectInPages(pages, byName, 'n', summary('n', { name: 'Anchor' })))[0]![0]).toBe(
      'Anchor',
    );
    // Between two pages it goes at the start of the later one.
    expect(names(placeProjectInPages(pages, byName, 'n', summary('n', { name: 'Enclosure' })))).toEqual([
      ['Bracket', 'Drone'],
      ['Enclosure', 'Frame', 'Hinge'],
    ]);
  });

  it('leaves a project that sorts after every page read for Load more, or ends the last page with it', () => {
    const project = summary('n', { name: 'Zip tie' });
    expect(names(placeProjectInPages(pagesOf(byName, read, true), byName, 'n', project))).toEqual(
      names(pagesOf(byName, read, true)),
    );
    expect(names(placeProjectInPages(pagesOf(byName, read, false), byName, 'n', project))).toEqual([
      ['Bracket', 'Drone'],
      ['Frame', 'Hinge', 'Zip tie'],
    ]);
  });

  it('moves a renamed project, replaces one edited in place, and removes a deleted one', () => {
    const pages = pagesOf(byName, read, false);
    expect(names(placeProjectInPages(pages, byName, '1', summary('1', { name: 'Gear' })))).toEqual([
      ['Drone'],
      ['Frame', 'Gear', 'Hinge'],
    ]);
    const edited = placeProjectInPages(
      pages,
      byName,
      '3',
      summary('3', { name: 'Frame', status: 'completed' }),
    );
    expect(edited[1]!.projects[0]!.status).toBe('completed');
    expect(names(placeProjectInPages(pages, byName, '2', null))).toEqual([['Bracket'], ['Frame', 'Hinge']]);
  });

  it('drops a project from a status view it no longer belongs to, and adds one that now does', () => {
    const pendingOnly: ProjectListView = { sort: 'name', status: 'pending' };
    const pages = pagesOf(pendingOnly, read, false);
    expect(
      names(
        placeProjectInPages(pages, pendingOnly, '2', summary('2', { name: 'Drone', status: 'cancelled' })),
      ),
    ).toEqual([['Bracket'], ['Frame', 'Hinge']]);
    const completedOnly: ProjectListView = { sort: 'name', status: 'completed' };
    const empty = [{ projects: [], next: null }];
    expect(
      names(
        placeProjectInPages(empty, completedOnly, '5', summary('5', { name: 'Vase', status: 'completed' })),
      ),
    ).toEqual([['Vase']]);
  });

  it('puts a new project first when newest first', () => {
    const newest: ProjectListView = { sort: 'newest', status: null };
    const older = [
      [summary('1', { createdAt: new Date(2025, 0, 3) }), summary('2', { createdAt: new Date(2025, 0, 2) })],
    ];
    const created = summary('new', { createdAt: new Date(2025, 5, 1) });
    expect(
      placeProjectInPages(pagesOf(newest, older, true), newest, 'new', created)[0]!.projects[0]!.id,
    ).toBe('new');
  });
});

describe('counts', () => {
  it('moves a count by what a write changed in its status', () => {
    const pending = { status: 'pending' } as const;
    const completed = { status: 'completed' } as const;
    expect(recountProjects(10, null, null, pending)).toBe(11);
    expect(recountProjects(10, null, pending, null)).toBe(9);
    expect(recountProjects(10, null, pending, completed)).toBe(10);
    expect(recountProjects(4, 'pending', pending, completed)).toBe(3);
    expect(recountProjects(4, 'completed', pending, completed)).toBe(5);
    expect(recountProjects(0, 'pending', pending, null)).toBe(0);
  });

  it('says the count in words', () => {
    expect(projectCountLabel(2000, null)).toBe('2,000 projects');
    expect(projectCountLabel(1, null)).toBe('1 project');
    expect(projectCountLabel(12, 'In Progress')).toBe('12 projects (In Progress)');
  });
});
