import { useQuery, type QueryClient } from '@tanstack/react-query';
import { filamentBrandsQuery, invalidateFilamentBrands } from '@/queries/filament-brands';
import { invalidateFilaments } from '@/queries/filaments';
import { filamentBrandsRepository } from '@/queries/repositories';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** The brand summaries; read afresh on each visit (makers keep theirs for the session). */
export const useBrands = () => useQuery({ ...filamentBrandsQuery(), refetchOnMount: 'always' });

/** The refresh rewrites the summaries and the catalogue's search snapshot: both read again. */
const invalidateBrandsAndSnapshot = (queryClient: QueryClient) =>
  Promise.all([invalidateFilamentBrands(queryClient), invalidateFilaments(queryClient)]);

/** Rebuilds the brand summaries and the search snapshot from the whole catalogue. */
export const useRefreshBrands = () =>
  useSignedInMutation(
    'Refreshing the filament brands',
    invalidateBrandsAndSnapshot,
    filamentBrandsRepository,
    (filamentBrands, adminUid) => filamentBrands.refresh(adminUid),
  );
