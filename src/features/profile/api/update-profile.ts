import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys, useSignedInUser } from '@/app/session';
import type { ProfileFormValues } from '@/domain/profile';
import { appFirestore } from '@/repositories/app-firestore';
import { createUsersRepository } from '@/repositories/users';

export function useUpdateProfile() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileFormValues) => createUsersRepository(appFirestore()).updateProfile(uid, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.profile(uid) }),
  });
}
