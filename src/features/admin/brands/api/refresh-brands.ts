import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createFilamentBrandsRepository } from '@/repositories/filament-brands';
import { useSignedInUser } from '@/session/session';
import { adminBrandKeys } from './keys';

/** Rebuilds the brand summaries from the whole catalogue. */
export function useRefreshBrands() {
  const queryClient = useQueryClient();
  const admin = useSignedInUser();
  return useMutation({
    mutationFn: () => createFilamentBrandsRepository(appFirestore()).refresh(admin.uid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBrandKeys.all }),
  });
}
