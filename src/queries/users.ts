import { usersRepository } from './repositories';
import { repositoryQuery } from './repository-query';
import { STALE_TIME } from './stale-times';
import type { QueryClient } from '@tanstack/react-query';

/** The users collection: the signed-in user's profile, and the admin's views of every user. */
export const userKeys = {
  all: ['users'] as const,
  profile: (uid: string) => [...userKeys.all, 'profile', uid] as const,
  list: () => [...userKeys.all, 'list'] as const,
  allCountsByPlan: () => [...userKeys.all, 'counts-by-plan'] as const,
  countsByPlan: (planIds: readonly string[]) => [...userKeys.allCountsByPlan(), ...planIds] as const,
  onPlan: (planId: string) => [...userKeys.all, 'on-plan', planId] as const,
};

/** The signed-in user's document (created with its audit entry when sign-up could not). */
export const profileQuery = (user: { uid: string; email: string }) =>
  repositoryQuery(
    userKeys.profile(user.uid),
    usersRepository,
    (users) => users.loadOrCreateProfile(user.uid, user.email),
    STALE_TIME.profile,
  );

/** Every user, by email (admins only, by the rules). */
export const usersQuery = () =>
  repositoryQuery(userKeys.list(), usersRepository, (users) => users.listAll(), STALE_TIME.admin);

/** After any write to a user document: every view of the users collection reads again. */
export const invalidateUsers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: userKeys.all });
