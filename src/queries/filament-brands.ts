import { filamentBrandsRepository } from './repositories';
import { repositoryQuery } from './repository-query';
import { STALE_TIME } from './stale-times';
import type { QueryClient } from '@tanstack/react-query';

/** The brand summaries of the shared catalogue (filament_brands). */
export const filamentBrandKeys = {
  all: ['filament-brands'] as const,
  list: () => [...filamentBrandKeys.all, 'list'] as const,
};

/**
 * Every brand summary, by name: the spool search's dropdown and the admin table. Read once per
 * session for makers; the admin page asks for a fresh copy on each visit.
 */
export const filamentBrandsQuery = () =>
  repositoryQuery(
    filamentBrandKeys.list(),
    filamentBrandsRepository,
    (filamentBrands) => filamentBrands.list(),
    STALE_TIME.catalogue,
  );

export const invalidateFilamentBrands = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: filamentBrandKeys.all });
