import { useQuery } from '@tanstack/react-query';
import { plansQuery } from '@/queries/plans';
import { planUserCountsQuery } from '@/queries/users';

/** All plans, active and inactive, cheapest first (SPEC §7). */
export const useAdminPlans = () => useQuery(plansQuery());

/** Users per plan: one aggregate count per plan, once the plans are known. */
export const usePlanUserCounts = (planIds: readonly string[] | undefined) =>
  useQuery({ ...planUserCountsQuery(planIds ?? []), enabled: planIds !== undefined });
