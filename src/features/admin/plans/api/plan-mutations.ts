import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanFormValues } from '@/domain/plan-form';
import type { Plan } from '@/domain/plans';
import { createAdminPlansRepository } from '@/repositories/admin-plans';
import { appFirestore } from '@/repositories/app-firestore';
import { useSignedInUser } from '@/session/session';
import { adminPlanKeys } from './keys';

const repository = () => createAdminPlansRepository(appFirestore());

/** The plan writes of the admin screen; each refreshes the plan list and the user counts. */
function usePlanMutation<Variables>(run: (adminUid: string, variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const admin = useSignedInUser();
  return useMutation({
    mutationFn: (variables: Variables) => run(admin.uid, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPlanKeys.all }),
  });
}

export const useCreatePlan = () =>
  usePlanMutation((adminUid, { values, knownIds }: { values: PlanFormValues; knownIds: string[] }) =>
    repository().create(adminUid, values, knownIds),
  );

export const useUpdatePlan = () =>
  usePlanMutation((adminUid, { plan, values }: { plan: Plan; values: PlanFormValues }) =>
    repository().update(adminUid, plan, values),
  );

export const useSetPlanActive = () =>
  usePlanMutation((adminUid, { planId, active }: { planId: string; active: boolean }) =>
    active ? repository().activate(adminUid, planId) : repository().deactivate(adminUid, planId),
  );

export const useDeletePlan = () =>
  usePlanMutation((adminUid, planId: string) => repository().remove(adminUid, planId));
