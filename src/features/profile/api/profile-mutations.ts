import type { Numbering } from '@/domain/invoice-numbering';
import type { ProfileFormValues } from '@/domain/profile';
import { invalidatePlans } from '@/queries/plans';
import { usersRepository } from '@/queries/repositories';
import { invalidateUsers } from '@/queries/users';
import { useSignedInMutation } from '@/session/signed-in-mutation';
import type { QueryClient } from '@tanstack/react-query';

/** The form's values, and the numbering it was loaded with (a next number typed below it is refused). */
interface ProfileSave {
  input: ProfileFormValues;
  loaded: { numbering: Numbering };
}

export const useUpdateProfile = () =>
  useSignedInMutation(
    'Saving the profile',
    invalidateUsers,
    usersRepository,
    (users, uid, { input, loaded }: ProfileSave) => users.updateProfile(uid, input, loaded),
  );

type PlanChange = { newPlanId: string; oldPlanId: string | null | undefined };
const invalidateProfileAndPlans = (queryClient: QueryClient) =>
  Promise.all([invalidateUsers(queryClient), invalidatePlans(queryClient)]);

/** SPEC §4: planId is written at once, then the data reloads (the profile and the plans). */
export const useChangePlan = () =>
  useSignedInMutation(
    'Changing plan',
    invalidateProfileAndPlans,
    usersRepository,
    (users, uid, change: PlanChange) => users.changePlan(uid, change.newPlanId),
  );
