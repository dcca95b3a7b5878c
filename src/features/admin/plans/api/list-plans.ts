import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminPlansRepository } from '@/repositories/admin-plans';
import { appFirestore } from '@/repositories/app-firestore';
import { createPlansRepository } from '@/repositories/plans';
import { adminPlanKeys } from './keys';

/** All plans, active and inactive, cheapest first (SPEC §7). */
export const adminPlansQueryOptions = () =>
  queryOptions({
    queryKey: adminPlanKeys.list(),
    queryFn: () => createPlansRepository(appFirestore()).listAll(),
  });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions());

/** Users per plan: one aggregate count per plan. */
export const usePlanUserCounts = (planIds: readonly string[] | undefined) =>
  useQuery({
    queryKey: adminPlanKeys.userCounts(planIds ?? []),
    queryFn: () => createAdminPlansRepository(appFirestore()).countUsersByPlan(planIds ?? []),
    enabled: planIds !== undefined,
  });
