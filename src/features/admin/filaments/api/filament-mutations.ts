import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilamentFormValues } from '@/domain/filament-form';
import { appFirestore } from '@/repositories/app-firestore';
import { createFilamentsRepository } from '@/repositories/filaments';
import { useSignedInUser } from '@/session/session';
import { adminFilamentKeys } from './keys';

const repository = () => createFilamentsRepository(appFirestore());

function useFilamentMutation<Variables>(run: (adminUid: string, variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const admin = useSignedInUser();
  return useMutation({
    mutationFn: (variables: Variables) => run(admin.uid, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFilamentKeys.all }),
  });
}

export const useCreateFilament = () =>
  useFilamentMutation((adminUid, values: FilamentFormValues) => repository().create(adminUid, values));

export const useUpdateFilament = () =>
  useFilamentMutation((adminUid, { id, values }: { id: string; values: FilamentFormValues }) =>
    repository().update(adminUid, id, values),
  );

export const useDeleteFilament = () =>
  useFilamentMutation((adminUid, filamentId: string) => repository().remove(adminUid, filamentId));
