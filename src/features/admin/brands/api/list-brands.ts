import { queryOptions, useQuery } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createFilamentBrandsRepository } from '@/repositories/filament-brands';
import { adminBrandKeys } from './keys';

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: adminBrandKeys.list(),
    queryFn: () => createFilamentBrandsRepository(appFirestore()).list(),
  });

export const useBrands = () => useQuery(brandsQueryOptions());
