import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys, useSignedInUser } from '@/app/session';
import { appFirestore } from '@/repositories/app-firestore';
import { createUsersRepository } from '@/repositories/users';
import { profileKeys } from './keys';

/** SPEC §4: planId is written at once, then the profile and plans reload. */
export function useChangePlan() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ newPlanId, oldPlanId }: { newPlanId: string; oldPlanId: string | null | undefined }) =>
      createUsersRepository(appFirestore()).changePlan(uid, newPlanId, oldPlanId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.profile(uid) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.plans() }),
      ]),
  });
}
