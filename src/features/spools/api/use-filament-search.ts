import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilamentSearchCriteria } from '@/domain/filament-search';
import { appFirestore } from '@/repositories/app-firestore';
import { createCatalogueRepository } from '@/repositories/catalogue';
import { catalogueKeys } from './keys';
import { searchCatalogue, SESSION_CACHE } from './search-catalogue';

export const filamentBrandsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.brands(),
    queryFn: () => createCatalogueRepository(appFirestore()).listBrands(),
    ...SESSION_CACHE,
  });

/** The brand dropdown: filament_brands ordered by brand, read once per session. */
export const useFilamentBrands = () => useQuery(filamentBrandsQueryOptions());

/** Runs a catalogue search on demand (the Search button). A failure is an empty list (SPEC §8). */
export function useFilamentSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (criteria: FilamentSearchCriteria) => {
      try {
        return await searchCatalogue(queryClient, createCatalogueRepository(appFirestore()), criteria);
      } catch (error) {
        console.error('Filament search failed', error);
        return [];
      }
    },
  });
}
