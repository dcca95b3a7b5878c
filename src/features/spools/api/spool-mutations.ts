import type { SpoolFormValues } from '@/domain/spool-form';
import { invalidateSpools } from '@/queries/spools';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** Creates a spool (no id) or updates one (with id); the repository validates with the form's schema. */
export const useSaveSpool = () =>
  useSignedInMutation(
    'Saving a spool',
    invalidateSpools,
    async ({ spools }, uid, { id, values }: { id?: string | undefined; values: SpoolFormValues }) =>
      id ? spools.update(uid, id, values) : spools.create(uid, values),
  );

export const useDeleteSpool = () =>
  useSignedInMutation('Deleting a spool', invalidateSpools, ({ spools }, uid, id: string) =>
    spools.delete(uid, id),
  );
