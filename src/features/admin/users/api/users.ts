import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserAccess, UserProfile } from '@/domain/user';
import { plansQuery } from '@/queries/plans';
import { repositories } from '@/queries/repositories';
import { invalidateUsers, usersQuery } from '@/queries/users';
import { useSignedInUser } from '@/session/session';

/** Every user, by email. */
export const useUsers = () => useQuery(usersQuery());

/** Every plan, active or not, for the plan column and the edit dialog's choices. */
export const usePlans = () => useQuery(plansQuery());

/**
 * An admin sets a user's role and plan. Every view of the users reads again, the admin's own
 * profile included (they may have edited themselves), and the users-per-plan counts.
 */
export function useUpdateUserAccess() {
  const queryClient = useQueryClient();
  const admin = useSignedInUser();
  return useMutation({
    meta: { action: 'Updating a user' },
    mutationFn: async ({ user, access }: { user: UserProfile; access: UserAccess }) =>
      (await repositories()).adminUsers.updateAccess(admin.uid, user, access),
    onSettled: () => invalidateUsers(queryClient),
  });
}
