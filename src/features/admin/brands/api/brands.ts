import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filamentBrandsQuery, invalidateFilamentBrands } from '@/queries/filament-brands';
import { repositories } from '@/queries/repositories';
import { useSignedInUser } from '@/session/session';

/** The brand summaries; read afresh on each visit (makers keep theirs for the session). */
export const useBrands = () => useQuery({ ...filamentBrandsQuery(), refetchOnMount: 'always' });

/** Rebuilds the brand summaries from the whole catalogue; every view of the brands reads again. */
export function useRefreshBrands() {
  const queryClient = useQueryClient();
  const admin = useSignedInUser();
  return useMutation({
    meta: { action: 'Refreshing the filament brands' },
    mutationFn: async () => (await repositories()).filamentBrands.refresh(admin.uid),
    onSettled: () => invalidateFilamentBrands(queryClient),
  });
}
