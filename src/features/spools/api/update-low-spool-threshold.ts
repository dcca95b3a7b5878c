import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repositories } from '@/queries/repositories';
import { invalidateUsers } from '@/queries/users';
import { useSignedInUser } from '@/session/session';

/** Saves the user's global low-spool threshold (users/{uid}.lowSpoolThreshold). */
export function useUpdateLowSpoolThreshold() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'Saving the low-spool threshold' },
    mutationFn: async (grams: number) => (await repositories()).users.setLowSpoolThreshold(uid, grams),
    onSettled: () => invalidateUsers(queryClient),
  });
}
