import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SpoolListFilters } from '@/domain/spool-list';
import { parseSpoolSearch } from '@/domain/spool-search';
import type { SpoolPageCursor } from '@/repositories/spools';
import { spoolsRepository } from './repositories';
import { invalidatorOf, repositoryQuery, userCollectionKeys } from './repository-query';
import { STALE_TIME } from './stale-times';

const spoolCollectionKeys = userCollectionKeys('spools');
export const spoolKeys = {
  ...spoolCollectionKeys,
  ofMaterials: (uid: string, materials: readonly string[]) =>
    [...spoolCollectionKeys.ofUser(uid), 'materials', [...materials].sort().join('\u0000')] as const,
  byIds: (uid: string, ids: readonly string[]) =>
    [...spoolCollectionKeys.ofUser(uid), 'ids', ids.join('/')] as const,
  /** Every paged view of the inventory (each order and filter). */
  pagesOfUser: (uid: string) => [...spoolCollectionKeys.ofUser(uid), 'pages'] as const,
  pages: (uid: string, { sort, status, material }: SpoolListFilters) =>
    [...spoolCollectionKeys.ofUser(uid), 'pages', sort, status ?? '', material ?? ''] as const,
  /** Figures aggregated over every spool (count, low count, price totals). */
  stats: (uid: string) => [...spoolCollectionKeys.ofUser(uid), 'stats'] as const,
  count: (uid: string) => [...spoolCollectionKeys.ofUser(uid), 'stats', 'count'] as const,
  lowCount: (uid: string, userThreshold: number | null | undefined) =>
    [...spoolCollectionKeys.ofUser(uid), 'stats', 'low', userThreshold ?? null] as const,
  priceTotals: (uid: string) => [...spoolCollectionKeys.ofUser(uid), 'stats', 'price'] as const,
  distinctMaterials: (uid: string) => [...spoolCollectionKeys.ofUser(uid), 'distinct-materials'] as const,
  /** The spools whose id starts with a label's short code (at most two). */
  shortCode: (uid: string, code: string) => [...spoolCollectionKeys.ofUser(uid), 'short-code', code] as const,
  /** The pages of a spool search, by its words (none: every usable spool). */
  search: (uid: string, terms: readonly string[]) =>
    [...spoolCollectionKeys.ofUser(uid), 'search', terms.join(' ')] as const,
  searchableCount: (uid: string) => [...spoolCollectionKeys.ofUser(uid), 'stats', 'searchable'] as const,
};

/**
 * The spools a run may use that answer a search (name, brand, material, colour, short code), a
 * page at a time, by name: never every spool (the workshop's start dialog).
 */
export const spoolSearchQuery = (uid: string, text: string) => {
  const search = parseSpoolSearch(text);
  return infiniteQueryOptions({
    queryKey: spoolKeys.search(uid, search.terms),
    queryFn: async ({ pageParam }) => (await spoolsRepository()).search(uid, search, pageParam),
    initialPageParam: null as SpoolPageCursor | null,
    getNextPageParam: (last) => last.next,
    staleTime: STALE_TIME.spools,
  });
};

/** How many of the user's spools the search can find (one aggregation read; with spoolCountQuery). */
export const searchableSpoolCountQuery = (uid: string) =>
  repositoryQuery(
    spoolKeys.searchableCount(uid),
    spoolsRepository,
    (spools) => spools.searchableCount(uid),
    STALE_TIME.spools,
  );

/** The inventory a page at a time, in the order and with the filters the user picked. */
export const spoolPagesQuery = (uid: string, filters: SpoolListFilters) =>
  infiniteQueryOptions({
    queryKey: spoolKeys.pages(uid, filters),
    queryFn: async ({ pageParam }) => (await spoolsRepository()).page(uid, filters, pageParam),
    initialPageParam: null as SpoolPageCursor | null,
    getNextPageParam: (last) => last.next,
    staleTime: STALE_TIME.spools,
  });

/** How many spools the user has (one aggregation read). */
export const spoolCountQuery = (uid: string) =>
  repositoryQuery(spoolKeys.count(uid), spoolsRepository, (spools) => spools.count(uid), STALE_TIME.spools);

/** How many of the user's spools are low, with the user's threshold (two aggregation reads). */
export const lowSpoolCountQuery = (uid: string, userThreshold: number | null | undefined) =>
  repositoryQuery(
    spoolKeys.lowCount(uid, userThreshold),
    spoolsRepository,
    (spools) => spools.lowCount(uid, userThreshold),
    STALE_TIME.spools,
  );

/** The totals of the weighted average price per kg (one aggregation read). */
export const spoolPriceTotalsQuery = (uid: string) =>
  repositoryQuery(
    spoolKeys.priceTotals(uid),
    spoolsRepository,
    (spools) => spools.priceTotals(uid),
    STALE_TIME.spools,
  );

/** The distinct materials of the user's spools, A–Z (one read per material). */
export const spoolMaterialsQuery = (uid: string) =>
  repositoryQuery(
    spoolKeys.distinctMaterials(uid),
    spoolsRepository,
    (spools) => spools.materials(uid),
    STALE_TIME.spools,
  );

/** The user's spools of these materials that still hold filament (the workshop's suggestions). */
export const spoolsOfMaterialsQuery = (uid: string, materials: readonly string[]) =>
  repositoryQuery(
    spoolKeys.ofMaterials(uid, materials),
    spoolsRepository,
    (spools) => spools.listOfMaterials(uid, materials),
    STALE_TIME.spools,
  );

/** Some spools by id, in that order (a run's spools). */
export const spoolsByIdsQuery = (uid: string, ids: readonly string[]) =>
  repositoryQuery(
    spoolKeys.byIds(uid, ids),
    spoolsRepository,
    (spools) => spools.listByIds(uid, ids),
    STALE_TIME.spools,
  );

/** The user's spools whose id starts with a label's short code: at most two (one read). */
export const spoolsByShortCodeQuery = (uid: string, code: string) =>
  repositoryQuery(
    spoolKeys.shortCode(uid, code),
    spoolsRepository,
    (spools) => spools.findByShortCode(uid, code),
    STALE_TIME.spools,
  );

/** Every view of the user's spools reads again (a run event changes several spools). */
export const invalidateSpools = invalidatorOf(spoolKeys);
