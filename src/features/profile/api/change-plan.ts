import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePlans } from '@/queries/plans';
import { repositories } from '@/queries/repositories';
import { invalidateUsers } from '@/queries/users';
import { useSignedInUser } from '@/session/session';

/** SPEC §4: planId is written at once, then the profile and plans reload. */
export function useChangePlan() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'Changing plan' },
    mutationFn: async ({
      newPlanId,
      oldPlanId,
    }: {
      newPlanId: string;
      oldPlanId: string | null | undefined;
    }) => (await repositories()).users.changePlan(uid, newPlanId, oldPlanId),
    onSettled: () => Promise.all([invalidateUsers(queryClient), invalidatePlans(queryClient)]),
  });
}
