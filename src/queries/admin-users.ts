// The admin's views of the users collection, a page at a time: the users list, its count, and
// the emails the audit log shows. Keys sit under userKeys.all, so invalidateUsers reaches them.
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { UserAccess, UserProfile } from '@/domain/user';
import type { AdminUserFilters } from '@/repositories/admin-users';
import type { CursorPage, PageCursor } from '@/repositories/cursor-page';
import { adminAuditLogsRepository, adminUsersRepository } from './repositories';
import { repositoryQuery } from './repository-query';
import { STALE_TIME } from './stale-times';
import { userKeys } from './users';

export const adminUserKeys = {
  allPages: () => [...userKeys.all, 'admin-pages'] as const,
  pages: (filters: AdminUserFilters) => [...adminUserKeys.allPages(), filters] as const,
  allCounts: () => [...userKeys.all, 'admin-count'] as const,
  count: (emailPrefix: string) => [...adminUserKeys.allCounts(), emailPrefix] as const,
  email: (uid: string) => [...userKeys.all, 'email', uid] as const,
};

export type AdminUserPages = InfiniteData<CursorPage<UserProfile>, PageCursor | null>;

/** The users, by email or newest first, optionally an email prefix search, a page at a time. */
export const adminUserPagesQuery = (filters: AdminUserFilters) =>
  infiniteQueryOptions({
    queryKey: adminUserKeys.pages(filters),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (page: CursorPage<UserProfile>) => page.next,
    staleTime: STALE_TIME.admin,
    queryFn: async ({ pageParam }) => (await adminUsersRepository()).listPage(filters, pageParam),
  });

/** How many users there are (or match the search): one aggregation read. */
export const adminUserCountQuery = (emailPrefix: string) =>
  repositoryQuery(
    adminUserKeys.count(emailPrefix),
    adminUsersRepository,
    (adminUsers) => adminUsers.count(emailPrefix),
    STALE_TIME.admin,
  );

/** A user's email, once read: an account's email does not change under the admin's eyes. */
const EMAIL_STALE_TIME = 10 * 60_000;

/**
 * The email of each user id, read only for the ids the cache does not hold (Firestore `in`
 * queries of 30), then kept per uid: a log page reads only the users it names that no earlier
 * page named.
 */
export async function cachedUserEmails(
  queryClient: QueryClient,
  userIds: readonly string[],
): Promise<Map<string, string | null>> {
  const emails = new Map<string, string | null>();
  const missing: string[] = [];
  for (const userId of new Set(userIds)) {
    const key = adminUserKeys.email(userId);
    const state = queryClient.getQueryState<string | null>(key);
    const fresh =
      state?.data !== undefined &&
      !state.isInvalidated &&
      Date.now() - state.dataUpdatedAt < EMAIL_STALE_TIME;
    if (state?.data !== undefined && fresh) emails.set(userId, state.data);
    else missing.push(userId);
  }
  if (missing.length > 0) {
    const read = await (await adminAuditLogsRepository()).resolveEmails(missing);
    for (const userId of missing) {
      const email = read.get(userId) ?? null;
      queryClient.setQueryData(adminUserKeys.email(userId), email);
      emails.set(userId, email);
    }
  }
  return emails;
}

/** Every user email the cache holds (the users the loaded log pages named), for the user filter. */
export const knownUserEmails = (queryClient: QueryClient) =>
  queryClient
    .getQueriesData<string | null>({ queryKey: [...userKeys.all, 'email'] })
    .map(([key, email]) => ({ userId: String(key[2]), email: email ?? null }));

/**
 * After an admin changed a user's role and plan: the user's row takes the new values in every
 * cached page, without a read; the per-plan counts and member lists read again, and the
 * profile when the admin edited themselves.
 */
export async function afterUserAccessUpdated(
  queryClient: QueryClient,
  adminUid: string,
  user: UserProfile,
  access: UserAccess,
) {
  queryClient.setQueriesData<AdminUserPages>({ queryKey: adminUserKeys.allPages() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.uid === user.uid ? { ...item, ...access } : item)),
          })),
        }
      : data,
  );
  const planChanged = access.planId !== user.planId;
  await Promise.all([
    planChanged && queryClient.invalidateQueries({ queryKey: userKeys.allCountsByPlan() }),
    planChanged && queryClient.invalidateQueries({ queryKey: userKeys.onPlan(user.planId) }),
    planChanged && queryClient.invalidateQueries({ queryKey: userKeys.onPlan(access.planId) }),
    user.uid === adminUid && queryClient.invalidateQueries({ queryKey: userKeys.profile(adminUid) }),
  ]);
}
