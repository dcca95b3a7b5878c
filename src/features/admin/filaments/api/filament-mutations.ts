import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilamentFormValues } from '@/domain/filament-form';
import { invalidateFilaments } from '@/queries/filaments';
import { repositories } from '@/queries/repositories';
import { useSignedInUser } from '@/session/session';

/** A catalogue write: every view of the catalogue (the admin table, the spool search) reads again. */
function useFilamentMutation<Variables>(
  action: string,
  run: (adminUid: string, variables: Variables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const admin = useSignedInUser();
  return useMutation({
    meta: { action },
    mutationFn: (variables: Variables) => run(admin.uid, variables),
    onSettled: () => invalidateFilaments(queryClient),
  });
}

const filaments = async () => (await repositories()).filaments;

export const useCreateFilament = () =>
  useFilamentMutation('Adding a filament', async (adminUid, values: FilamentFormValues) =>
    (await filaments()).create(adminUid, values),
  );

export const useUpdateFilament = () =>
  useFilamentMutation(
    'Saving a filament',
    async (adminUid, { id, values }: { id: string; values: FilamentFormValues }) =>
      (await filaments()).update(adminUid, id, values),
  );

export const useDeleteFilament = () =>
  useFilamentMutation('Deleting a filament', async (adminUid, filamentId: string) =>
    (await filaments()).remove(adminUid, filamentId),
  );
