import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { UserAccess, UserProfile } from '@/domain/user';
import { adminUserCountQuery, adminUserPagesQuery, afterUserAccessUpdated } from '@/queries/admin-users';
import { plansQuery } from '@/queries/plans';
import { adminUsersRepository } from '@/queries/repositories';
import type { AdminUserFilters } from '@/repositories/admin-users';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/**
 * The users in the chosen order or matching the email search, a page at a time; while another
 * search loads, the rows already shown stay.
 */
export const useUserPages = (filters: AdminUserFilters) =>
  useInfiniteQuery({ ...adminUserPagesQuery(filters), placeholderData: keepPreviousData });

/** How many users there are, or match the search (an aggregation read). */
export const useUserCount = (emailPrefix: string) => useQuery(adminUserCountQuery(emailPrefix));

/** Every plan, active or not, for the plan column and the edit dialog's choices. */
export const usePlans = () => useQuery(plansQuery());

/**
 * An admin sets a user's role and plan. The user's row takes the new values in the cached pages;
 * only the per-plan counts and the admin's own profile (when they edited themselves) read again.
 */
export const useUpdateUserAccess = () =>
  useSignedInMutation(
    'Updating a user',
    (queryClient, adminUid, { user, access }: { user: UserProfile; access: UserAccess }) =>
      afterUserAccessUpdated(queryClient, adminUid, user, access),
    adminUsersRepository,
    (adminUsers, adminUid, { user, access }) => adminUsers.updateAccess(adminUid, user, access),
    { afterSuccessOnly: true },
  );
