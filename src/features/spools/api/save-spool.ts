import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpoolFormValues } from '@/domain/spools';
import { appFirestore } from '@/repositories/app-firestore';
import { createSpoolsRepository } from '@/repositories/spools';
import { spoolKeys } from './keys';

/** Creates a spool (no id) or updates one (with id); the form's schema validates it again. */
export function useSaveSpool(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string | undefined; values: SpoolFormValues }) => {
      const spools = createSpoolsRepository(appFirestore());
      return id ? spools.update(uid, id, values) : spools.create(uid, values).then(() => undefined);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spoolKeys.list(uid) }),
  });
}
