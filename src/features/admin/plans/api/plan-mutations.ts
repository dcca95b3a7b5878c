import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanFormValues } from '@/domain/plan-form';
import type { Plan } from '@/domain/plans';
import { invalidatePlans } from '@/queries/plans';
import { repositories } from '@/queries/repositories';
import { invalidatePlanUserCounts } from '@/queries/users';
import { useSignedInUser } from '@/session/session';

/** A plan write of the admin screen: every view of the plans reads again, and the user counts. */
function usePlanMutation<Variables>(
  action: string,
  run: (adminUid: string, variables: Variables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const admin = useSignedInUser();
  return useMutation({
    meta: { action },
    mutationFn: (variables: Variables) => run(admin.uid, variables),
    onSettled: () => Promise.all([invalidatePlans(queryClient), invalidatePlanUserCounts(queryClient)]),
  });
}

const adminPlans = async () => (await repositories()).adminPlans;

export const useCreatePlan = () =>
  usePlanMutation(
    'Adding a plan',
    async (adminUid, { values, knownIds }: { values: PlanFormValues; knownIds: string[] }) =>
      (await adminPlans()).create(adminUid, values, knownIds),
  );

export const useUpdatePlan = () =>
  usePlanMutation(
    'Saving a plan',
    async (adminUid, { plan, values }: { plan: Plan; values: PlanFormValues }) =>
      (await adminPlans()).update(adminUid, plan, values),
  );

export const useSetPlanActive = () =>
  usePlanMutation(
    'Changing whether a plan is offered',
    async (adminUid, { planId, active }: { planId: string; active: boolean }) => {
      const plans = await adminPlans();
      return active ? plans.activate(adminUid, planId) : plans.deactivate(adminUid, planId);
    },
  );

export const useDeletePlan = () =>
  usePlanMutation('Deleting a plan', async (adminUid, planId: string) =>
    (await adminPlans()).remove(adminUid, planId),
  );
