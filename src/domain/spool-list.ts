// The spools inventory as pages (issue 15): the orders and filters a user picks, read from and
// written to the page's URL, and the page size. Each order and filter is a Firestore query
// (firestore.indexes.json declares its index), so an inventory of 1,000 spools is read a page
// at a time.
import { SPOOL_STATUSES, type SpoolStatus } from './spool-record';

/** Spools read per page (one more is read to know whether another page exists). */
export const SPOOL_PAGE_SIZE = 30;

/** The most distinct materials offered as a filter and as a job's suggestions (one read each). */
export const SPOOL_MATERIALS_LIMIT = 30;

export const SPOOL_SORTS = ['name', 'newest', 'remaining'] as const;
export type SpoolSort = (typeof SPOOL_SORTS)[number];

export const spoolSortLabels: Record<SpoolSort, string> = {
  name: 'Name (A–Z)',
  newest: 'Newest first',
  remaining: 'Least remaining first',
};

export interface SpoolListFilters {
  sort: SpoolSort;
  /** null: every status. */
  status: SpoolStatus | null;
  /** null: every material; otherwise the exact material stored on the spool. */
  material: string | null;
}

export const DEFAULT_SPOOL_LIST_FILTERS: SpoolListFilters = { sort: 'name', status: null, material: null };

/** The list's order and filters from the URL; anything unknown reads as the default. */
export function spoolListFiltersFromParams(params: URLSearchParams): SpoolListFilters {
  const sort = params.get('sort');
  const status = params.get('status');
  const material = params.get('material')?.trim() ?? '';
  return {
    sort: SPOOL_SORTS.includes(sort as SpoolSort) ? (sort as SpoolSort) : DEFAULT_SPOOL_LIST_FILTERS.sort,
    status: SPOOL_STATUSES.includes(status as SpoolStatus) ? (status as SpoolStatus) : null,
    material: material === '' ? null : material.slice(0, 100),
  };
}

/** The URL's search params for these filters: defaults are left out so the plain URL stays plain. */
export function spoolListFiltersToParams(filters: SpoolListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.sort !== DEFAULT_SPOOL_LIST_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.status) params.set('status', filters.status);
  if (filters.material) params.set('material', filters.material);
  return params;
}

/** True when the list shows only some spools (its empty state then says so). */
export function isFilteredSpoolList(filters: SpoolListFilters): boolean {
  return filters.status !== null || filters.material !== null;
}

/** "1,000 spools" / "1 spool". */
export function spoolCountText(count: number): string {
  return `${new Intl.NumberFormat('en-US').format(count)} ${count === 1 ? 'spool' : 'spools'}`;
}

/** The material price per kg from the totals of the spools with a weight (averageMaterialCostPerKg). */
export interface SpoolPriceTotals {
  /** Sum of purchasePrice of the spools whose weight is above 0. */
  purchasePrice: number;
  /** Sum of their weights, in grams. */
  weight: number;
}
