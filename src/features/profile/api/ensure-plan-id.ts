import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKeys, useSignedInUser } from '@/app/session';
import { appFirestore } from '@/repositories/app-firestore';
import { createUsersRepository } from '@/repositories/users';

/** SPEC §4: a profile stored without a planId gets hobby written when the profile opens. */
export function useEnsurePlanId() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    createUsersRepository(appFirestore())
      .ensurePlanId(uid)
      .then((wrote) => {
        if (wrote && !cancelled) void queryClient.invalidateQueries({ queryKey: sessionKeys.profile(uid) });
      })
      .catch((error: unknown) => console.error('Writing the default plan failed', error));
    return () => {
      cancelled = true;
    };
  }, [uid, queryClient]);
}
