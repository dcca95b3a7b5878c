import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { FilamentCursor } from '@/repositories/filaments';
import { catalogueRepository, filamentsRepository } from './repositories';
import { repositoryQuery } from './repository-query';
import { STALE_TIME } from './stale-times';

/** The shared filament catalogue (filaments). */
export const filamentKeys = {
  all: ['filaments'] as const,
  /** Search reads: one brand's filaments, or the whole catalogue. */
  ofBrand: (brand: string) => [...filamentKeys.all, 'brand', brand] as const,
  everything: () => [...filamentKeys.all, 'everything'] as const,
  /** The admin table: pages of 20 by name, and the total. */
  pages: () => [...filamentKeys.all, 'pages'] as const,
  count: () => [...filamentKeys.all, 'count'] as const,
  /** Whether the search snapshot exists (the admin page offers a rebuild when it does not). */
  snapshot: () => [...filamentKeys.all, 'snapshot'] as const,
};

/** Catalogue reads for the spool search stay cached until sign-out clears the cache. */
export const CATALOGUE_CACHE = { staleTime: STALE_TIME.catalogue, gcTime: Infinity } as const;

/** The catalogue by name, 20 a page; the next page starts after the last row (SPEC §7). */
export const filamentPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: filamentKeys.pages(),
    queryFn: async ({ pageParam }) => (await filamentsRepository()).listPage(pageParam),
    initialPageParam: null as FilamentCursor | null,
    getNextPageParam: (page) => page.next,
    staleTime: STALE_TIME.admin,
  });

export const filamentCountQuery = () =>
  repositoryQuery(
    filamentKeys.count(),
    filamentsRepository,
    (filaments) => filaments.count(),
    STALE_TIME.admin,
  );

export const catalogueSnapshotQuery = () =>
  repositoryQuery(
    filamentKeys.snapshot(),
    catalogueRepository,
    (catalogue) => catalogue.hasSnapshot(),
    STALE_TIME.admin,
  );

export const invalidateFilaments = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: filamentKeys.all });
