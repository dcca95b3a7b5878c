import { useQuery } from '@tanstack/react-query';
import type { UserAccess, UserProfile } from '@/domain/user';
import { plansQuery } from '@/queries/plans';
import { invalidateUsers, usersQuery } from '@/queries/users';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** Every user, by email. */
export const useUsers = () => useQuery(usersQuery());

/** Every plan, active or not, for the plan column and the edit dialog's choices. */
export const usePlans = () => useQuery(plansQuery());

/**
 * An admin sets a user's role and plan. Every view of the users reads again, the admin's own
 * profile included (they may have edited themselves), and the users-per-plan counts.
 */
export const useUpdateUserAccess = () =>
  useSignedInMutation(
    'Updating a user',
    invalidateUsers,
    ({ adminUsers }, adminUid, { user, access }: { user: UserProfile; access: UserAccess }) =>
      adminUsers.updateAccess(adminUid, user, access),
  );
