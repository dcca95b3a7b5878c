import type { SpoolFormValues } from '@/domain/spool-form';
import { repositories } from '@/queries/repositories';
import { invalidateSpools } from '@/queries/spools';
import { useUserCollectionMutation } from '@/queries/user-collection-mutation';
import { useSignedInUser } from '@/session/session';

/** Creates a spool (no id) or updates one (with id); the repository validates with the form's schema. */
export const useSaveSpool = () =>
  useUserCollectionMutation(useSignedInUser().uid, {
    action: 'Saving a spool',
    write: async (uid, { id, values }: { id?: string | undefined; values: SpoolFormValues }) => {
      const { spools } = await repositories();
      return id ? spools.update(uid, id, values) : spools.create(uid, values);
    },
    invalidate: invalidateSpools,
  });

export const useDeleteSpool = () =>
  useUserCollectionMutation(useSignedInUser().uid, {
    action: 'Deleting a spool',
    write: async (uid, id: string) => (await repositories()).spools.delete(uid, id),
    invalidate: invalidateSpools,
  });
