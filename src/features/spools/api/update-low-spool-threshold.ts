import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/app/session';
import { appFirestore } from '@/repositories/app-firestore';
import { createSpoolsRepository } from '@/repositories/spools';

/** Saves the user's global low-spool threshold (users/{uid}.lowSpoolThreshold). */
export function useUpdateLowSpoolThreshold(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grams: number) => createSpoolsRepository(appFirestore()).setLowSpoolThreshold(uid, grams),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.profile(uid) }),
  });
}
