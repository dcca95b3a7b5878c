import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createMaterialsRepository } from '@/repositories/materials';
import { materialKeys } from './keys';

export function useDeleteMaterial(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => createMaterialsRepository(appFirestore()).delete(uid, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.list(uid) }),
  });
}
