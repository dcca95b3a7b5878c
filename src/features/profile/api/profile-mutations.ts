import type { ProfileFormValues } from '@/domain/profile';
import { invalidatePlans } from '@/queries/plans';
import { invalidateUsers } from '@/queries/users';
import { useSignedInMutation } from '@/session/signed-in-mutation';
import type { QueryClient } from '@tanstack/react-query';

export const useUpdateProfile = () =>
  useSignedInMutation('Saving the profile', invalidateUsers, ({ users }, uid, input: ProfileFormValues) =>
    users.updateProfile(uid, input),
  );

type PlanChange = { newPlanId: string; oldPlanId: string | null | undefined };
const invalidateProfileAndPlans = (queryClient: QueryClient) =>
  Promise.all([invalidateUsers(queryClient), invalidatePlans(queryClient)]);

/** SPEC §4: planId is written at once, then the data reloads (the profile and the plans). */
export const useChangePlan = () =>
  useSignedInMutation('Changing plan', invalidateProfileAndPlans, ({ users }, uid, change: PlanChange) =>
    users.changePlan(uid, change.newPlanId, change.oldPlanId),
  );
