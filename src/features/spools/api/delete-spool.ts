import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createSpoolsRepository } from '@/repositories/spools';
import { spoolKeys } from './keys';

export function useDeleteSpool(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => createSpoolsRepository(appFirestore()).delete(uid, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spoolKeys.list(uid) }),
  });
}
