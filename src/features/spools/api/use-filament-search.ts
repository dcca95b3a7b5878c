import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilamentBrand } from '@/domain/filament';
import { sameBrand } from '@/domain/filament-brands';
import { brandOptionLabel, type FilamentSearchCriteria } from '@/domain/filament-search';
import { filamentBrandsQuery } from '@/queries/filament-brands';
import { catalogueRepository } from '@/queries/repositories';
import { searchCatalogue } from './search-catalogue';

export interface BrandOption {
  id: string;
  /** The exact brand name the search matches. */
  brand: string;
  label: string;
}

const toBrandOptions = (brands: readonly FilamentBrand[]): BrandOption[] =>
  brands.map((brand) => ({ id: brand.id, brand: brand.brand, label: brandOptionLabel(brand) }));

/** The brand dropdown: each brand with its filament count (SPEC §2), from the cached brand list. */
export const useFilamentBrandOptions = () => useQuery({ ...filamentBrandsQuery(), select: toBrandOptions });

/**
 * Runs a catalogue search on demand (the Search button). A failed search is an empty result
 * list (SPEC §8); the failed read itself is logged once, by the query client.
 */
export function useFilamentSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'Searching the filament catalogue' },
    mutationFn: async (criteria: FilamentSearchCriteria) => {
      // The dropdown's count of the brand: how many filaments its spellings hold together.
      const brands = queryClient.getQueryData(filamentBrandsQuery().queryKey);
      const chosen = criteria.brand
        ? brands?.find((entry) => sameBrand(entry.brand, criteria.brand))
        : undefined;
      return searchCatalogue(queryClient, await catalogueRepository(), criteria, chosen?.filamentCount).catch(
        () => [],
      );
    },
  });
}
