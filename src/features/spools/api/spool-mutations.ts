import type { SpoolFormValues } from '@/domain/spool-form';
import { refreshAfterSpoolWrite } from '@/queries/spool-ledger';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** Creates a spool (no id) or updates one (with id); the repository validates with the form's schema. */
interface SaveSpoolVariables {
  id?: string | undefined;
  values: SpoolFormValues;
}

export const useSaveSpool = () =>
  useSignedInMutation<SaveSpoolVariables>(
    'Saving a spool',
    (queryClient, uid, { id }) => refreshAfterSpoolWrite(queryClient, uid, id, 'record'),
    async ({ spools }, uid, { id, values }) =>
      id ? spools.update(uid, id, values) : spools.create(uid, values),
  );

export const useDeleteSpool = () =>
  useSignedInMutation<string>(
    'Deleting a spool',
    (queryClient, uid, id) => refreshAfterSpoolWrite(queryClient, uid, id, 'deleted'),
    ({ spools }, uid, id) => spools.delete(uid, id),
  );
