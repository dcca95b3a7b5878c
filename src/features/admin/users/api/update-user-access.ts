import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys, useSignedInUser } from '@/app/session';
import type { UserProfile } from '@/domain/user';
import { createAdminUsersRepository, type UserAccess } from '@/repositories/admin-users';
import { appFirestore } from '@/repositories/app-firestore';
import { adminUserKeys } from './keys';

/** An admin sets a user's role and plan; their own profile reloads when they edit themselves. */
export function useUpdateUserAccess() {
  const queryClient = useQueryClient();
  const admin = useSignedInUser();
  return useMutation({
    mutationFn: ({ user, access }: { user: UserProfile; access: UserAccess }) =>
      createAdminUsersRepository(appFirestore()).updateAccess(admin.uid, user, access),
    onSuccess: async (_result, { user }) => {
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.list() });
      if (user.uid === admin.uid)
        await queryClient.invalidateQueries({ queryKey: sessionKeys.profile(admin.uid) });
    },
  });
}
