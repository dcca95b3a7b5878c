// The admin's views of the users per plan, apart from users.ts: every page imports that one (the
// session reads the profile through it), and only the plans page needs the admin-plans repository.
import { adminPlansRepository } from './repositories';
import { repositoryQuery } from './repository-query';
import { STALE_TIME } from './stale-times';
import { userKeys } from './users';

/** Users per plan: one aggregate count per plan (admins only). */
export const planUserCountsQuery = (planIds: readonly string[]) =>
  repositoryQuery(
    userKeys.countsByPlan(planIds),
    adminPlansRepository,
    (adminPlans) => adminPlans.countUsersByPlan(planIds),
    STALE_TIME.admin,
  );

/** The users on one plan with their printer counts (admins only): whom deleting it must move. */
export const usersOnPlanQuery = (planId: string) =>
  repositoryQuery(
    userKeys.onPlan(planId),
    adminPlansRepository,
    (adminPlans) => adminPlans.listMembers(planId),
    STALE_TIME.admin,
  );
