import { usersRepository } from '@/queries/repositories';
import { invalidateUsers } from '@/queries/users';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** Saves the user's global low-spool threshold (users/{uid}.lowSpoolThreshold). */
export const useUpdateLowSpoolThreshold = () =>
  useSignedInMutation(
    'Saving the low-spool threshold',
    invalidateUsers,
    usersRepository,
    (users, uid, grams: number) => users.setLowSpoolThreshold(uid, grams),
  );
