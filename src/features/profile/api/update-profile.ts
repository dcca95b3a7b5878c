import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileFormValues } from '@/domain/profile';
import { repositories } from '@/queries/repositories';
import { invalidateUsers } from '@/queries/users';
import { useSignedInUser } from '@/session/session';

export function useUpdateProfile() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'Saving the profile' },
    mutationFn: async (input: ProfileFormValues) => (await repositories()).users.updateProfile(uid, input),
    onSettled: () => invalidateUsers(queryClient),
  });
}
