import { useQuery } from '@tanstack/react-query';
import { invalidateFilamentBrands } from '@/queries/filament-brands';
import { catalogueSnapshotQuery, invalidateFilaments } from '@/queries/filaments';
import { filamentBrandsRepository } from '@/queries/repositories';
import { useSignedInMutation } from '@/session/signed-in-mutation';
import type { QueryClient } from '@tanstack/react-query';

/** Whether the catalogue has its search snapshot (one read). */
export const useCatalogueSnapshot = () => useQuery(catalogueSnapshotQuery());

const invalidateCatalogue = (queryClient: QueryClient) =>
  Promise.all([invalidateFilaments(queryClient), invalidateFilamentBrands(queryClient)]);

/**
 * Builds the snapshot from every filament document (a catalogue imported before snapshots): the
 * brand refresh does it, with the brand summaries, from the one full read.
 */
export const useRebuildCatalogueSnapshot = () =>
  useSignedInMutation(
    'Building the catalogue search snapshot',
    invalidateCatalogue,
    filamentBrandsRepository,
    (filamentBrands, adminUid) => filamentBrands.refresh(adminUid),
  );
