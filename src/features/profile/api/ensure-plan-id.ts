import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usersRepository } from '@/queries/repositories';
import { invalidateUsers } from '@/queries/users';
import { useSignedInUser } from '@/session/session';

/** SPEC §4: a profile stored without a planId gets hobby written when the profile opens. */
export function useEnsurePlanId() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    usersRepository()
      .then((users) => users.ensurePlanId(uid))
      .then((wrote) => {
        if (wrote && !cancelled) void invalidateUsers(queryClient);
      })
      .catch((error: unknown) => console.error('Writing the default plan failed', error));
    return () => {
      cancelled = true;
    };
  }, [uid, queryClient]);
}
