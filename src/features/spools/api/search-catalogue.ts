// The catalogue search, free of React and of the app's Firestore instance so the benchmark
// (scripts/bench/catalogue-search.ts) runs exactly this code. Every catalogue document is a
// billed read, so nothing here reads the catalogue twice in a session:
//   - a chosen brand reads that brand's filaments with one equality query, cached per brand;
//   - no brand reads the whole catalogue once, cached for the session (and then also serves
//     brand searches without another read);
// matching then runs on the client over a precomputed index.
import type { Filament } from '@/domain/filament';
import {
  buildFilamentIndex,
  hasSearchCriteria,
  searchFilaments,
  type FilamentSearchCriteria,
  type FilamentSearchIndex,
} from '@/domain/filament-search';
import { CATALOGUE_CACHE, filamentKeys } from '@/queries/filaments';
import type { CatalogueRepository } from '@/repositories/catalogue';
import type { QueryClient } from '@tanstack/react-query';

const indexes = new WeakMap<readonly Filament[], FilamentSearchIndex>();
function indexOf(filaments: readonly Filament[]): FilamentSearchIndex {
  let index = indexes.get(filaments);
  if (!index) {
    index = buildFilamentIndex(filaments);
    indexes.set(filaments, index);
  }
  return index;
}

async function filamentsFor(
  queryClient: QueryClient,
  catalogue: CatalogueRepository,
  brand: string,
): Promise<readonly Filament[]> {
  // The whole catalogue, once read, serves every search until a catalogue write invalidates it.
  const everything = queryClient.getQueryState<Filament[]>(filamentKeys.everything());
  if (everything?.data && !everything.isInvalidated) return everything.data;
  if (brand !== '') {
    return queryClient.fetchQuery({
      queryKey: filamentKeys.ofBrand(brand),
      queryFn: () => catalogue.listFilamentsOfBrand(brand),
      ...CATALOGUE_CACHE,
    });
  }
  return queryClient.fetchQuery({
    queryKey: filamentKeys.everything(),
    queryFn: () => catalogue.listAllFilaments(),
    ...CATALOGUE_CACHE,
  });
}

/**
 * Searches the catalogue: the brand is the exact name chosen in the dropdown (an equality
 * query), material and colour are case-insensitive substrings. No criterion → no reads, [].
 */
export async function searchCatalogue(
  queryClient: QueryClient,
  catalogue: CatalogueRepository,
  criteria: FilamentSearchCriteria,
): Promise<Filament[]> {
  if (!hasSearchCriteria(criteria)) return [];
  const brand = (criteria.brand ?? '').trim();
  const filaments = await filamentsFor(queryClient, catalogue, brand);
  // The dropdown's brand is exact: match it exactly on a cached full catalogue too.
  const matches = searchFilaments(indexOf(filaments), criteria);
  return brand === '' ? matches : matches.filter((filament) => filament.brand === brand);
}
