// The catalogue search, free of React and of the app's Firestore instance so the benchmark
// (scripts/bench/catalogue-search.ts) runs exactly this code. Every catalogue document is a
// billed read, so nothing here reads the catalogue twice in a session:
//   - a chosen brand reads that brand's filaments in its likely spellings with one query, cached
//     per brand; only when the brand summary counts more filaments than that found (a rarer
//     spelling such as 'ESun') does it read the whole catalogue, as a search without a brand does;
//   - no brand reads the whole catalogue once, cached for the session (and then also serves
//     brand searches without another read), from its snapshot: a manifest and a few parts of up
//     to 2,000 filaments (src/domain/catalogue-snapshot.ts). Only a catalogue without a snapshot
//     (imported before snapshots, not yet rebuilt) is read one document per filament;
// matching then runs on the client over a precomputed index.
import type { Filament } from '@/domain/filament';
import { sameBrand } from '@/domain/filament-brands';
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

/** The snapshot when there is one, else every document. */
async function wholeCatalogue(catalogue: CatalogueRepository): Promise<Filament[]> {
  const { snapshot } = await catalogue.readSnapshot();
  return snapshot ? snapshot.filaments : catalogue.listAllFilaments();
}

async function filamentsFor(
  queryClient: QueryClient,
  catalogue: CatalogueRepository,
  brand: string,
  brandFilamentCount: number | undefined,
): Promise<readonly Filament[]> {
  // The whole catalogue, once read, serves every search until a catalogue write invalidates it.
  const everything = queryClient.getQueryState<Filament[]>(filamentKeys.everything());
  if (everything?.data && !everything.isInvalidated) return everything.data;
  if (brand !== '') {
    const ofBrand = await queryClient.fetchQuery({
      queryKey: filamentKeys.ofBrand(brand),
      queryFn: () => catalogue.listFilamentsOfBrand(brand),
      ...CATALOGUE_CACHE,
    });
    if (brandFilamentCount === undefined || ofBrand.length >= brandFilamentCount) return ofBrand;
  }
  return queryClient.fetchQuery({
    queryKey: filamentKeys.everything(),
    queryFn: () => wholeCatalogue(catalogue),
    ...CATALOGUE_CACHE,
  });
}

/**
 * Searches the catalogue: the brand is the one chosen in the dropdown, matched in every spelling
 * that differs only in case ('eSun', 'ESUN'), as the dropdown counts it; material and colour are
 * case-insensitive substrings. No criterion → no reads, []. `brandFilamentCount` is the chosen
 * brand's count in its summary: with it, a search finds the spellings the first query missed.
 */
export async function searchCatalogue(
  queryClient: QueryClient,
  catalogue: CatalogueRepository,
  criteria: FilamentSearchCriteria,
  brandFilamentCount?: number,
): Promise<Filament[]> {
  if (!hasSearchCriteria(criteria)) return [];
  const brand = (criteria.brand ?? '').trim();
  const filaments = await filamentsFor(queryClient, catalogue, brand, brandFilamentCount);
  // The dropdown's brand is one brand, not a substring: 'Elegoo' is not 'Elegoo Pro'.
  const matches = searchFilaments(indexOf(filaments), criteria);
  return brand === '' ? matches : matches.filter((filament) => sameBrand(filament.brand, brand));
}
