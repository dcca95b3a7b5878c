import { useQuery } from '@tanstack/react-query';
import { filamentBrandsQuery, invalidateFilamentBrands } from '@/queries/filament-brands';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** The brand summaries; read afresh on each visit (makers keep theirs for the session). */
export const useBrands = () => useQuery({ ...filamentBrandsQuery(), refetchOnMount: 'always' });

/** Rebuilds the brand summaries from the whole catalogue; every view of the brands reads again. */
export const useRefreshBrands = () =>
  useSignedInMutation(
    'Refreshing the filament brands',
    invalidateFilamentBrands,
    ({ filamentBrands }, adminUid) => filamentBrands.refresh(adminUid),
  );
