import { useQuery } from '@tanstack/react-query';
import { planUserCountsQuery, usersOnPlanQuery } from '@/queries/plan-users';
import { plansQuery } from '@/queries/plans';

/** All plans, active and inactive, cheapest first (SPEC §7). */
export const useAdminPlans = () => useQuery(plansQuery());

/** Users per plan: one aggregate count per plan, once the plans are known. */
export const usePlanUserCounts = (planIds: readonly string[] | undefined) =>
  useQuery({ ...planUserCountsQuery(planIds ?? []), enabled: planIds !== undefined });

/** The users on a plan with their printer counts, while the delete dialog for it is open. */
export const useUsersOnPlan = (planId: string | undefined) =>
  useQuery({ ...usersOnPlanQuery(planId ?? ''), enabled: planId !== undefined });
