import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@/domain/user';
import { invalidateUsers } from '@/queries/users';
import { createAdminUsersRepository, type UserAccess } from '@/repositories/admin-users';
import { appFirestore } from '@/repositories/app-firestore';
import { useSignedInUser } from '@/session/session';

/** An admin sets a user's role and plan; their own profile reloads when they edit themselves. */
export function useUpdateUserAccess() {
  const queryClient = useQueryClient();
  const admin = useSignedInUser();
  return useMutation({
    mutationFn: ({ user, access }: { user: UserProfile; access: UserAccess }) =>
      createAdminUsersRepository(appFirestore()).updateAccess(admin.uid, user, access),
    onSuccess: () => invalidateUsers(queryClient),
  });
}
