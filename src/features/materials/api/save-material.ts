import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialFormValues } from '@/domain/materials';
import { appFirestore } from '@/repositories/app-firestore';
import { createMaterialsRepository } from '@/repositories/materials';
import { materialKeys } from './keys';

/** Creates a material (no id) or updates one (with id). */
export function useSaveMaterial(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string | undefined; values: MaterialFormValues }) => {
      const materials = createMaterialsRepository(appFirestore());
      return id ? materials.update(uid, id, values) : materials.create(uid, values).then(() => undefined);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.list(uid) }),
  });
}
