import type { PlanFormValues } from '@/domain/plan-form';
import type { Plan } from '@/domain/plans';
import { invalidatePlans } from '@/queries/plans';
import { adminPlansRepository } from '@/queries/repositories';
import { invalidateUsers } from '@/queries/users';
import { useSignedInMutation } from '@/session/signed-in-mutation';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a plan write of the admin screen: every view of the plans reads again, and of the users
 * (the counts per plan, and who is on which plan after a delete moved them).
 */
const invalidatePlansAndCounts = (queryClient: QueryClient) =>
  Promise.all([invalidatePlans(queryClient), invalidateUsers(queryClient)]);

export const useCreatePlan = () =>
  useSignedInMutation(
    'Adding a plan',
    invalidatePlansAndCounts,
    adminPlansRepository,
    (adminPlans, adminUid, { values, knownIds }: { values: PlanFormValues; knownIds: string[] }) =>
      adminPlans.create(adminUid, values, knownIds),
  );

export const useUpdatePlan = () =>
  useSignedInMutation(
    'Saving a plan',
    invalidatePlansAndCounts,
    adminPlansRepository,
    (adminPlans, adminUid, { plan, values }: { plan: Plan; values: PlanFormValues }) =>
      adminPlans.update(adminUid, plan, values),
  );

export const useSetPlanActive = () =>
  useSignedInMutation(
    'Changing whether a plan is offered',
    invalidatePlansAndCounts,
    adminPlansRepository,
    (adminPlans, adminUid, { planId, active }: { planId: string; active: boolean }) =>
      active ? adminPlans.activate(adminUid, planId) : adminPlans.deactivate(adminUid, planId),
  );

export const useDeletePlan = () =>
  useSignedInMutation(
    'Deleting a plan',
    invalidatePlansAndCounts,
    adminPlansRepository,
    (adminPlans, adminUid, { planId, moveTo }: { planId: string; moveTo?: string }) =>
      adminPlans.remove(adminUid, planId, { moveTo }),
  );
