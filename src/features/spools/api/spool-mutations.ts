import type { SpoolFormValues } from '@/domain/spool-form';
import { spoolsRepository } from '@/queries/repositories';
import { refreshAfterSpoolWrite } from '@/queries/spool-ledger';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** Creates a spool (no id) or updates one (with id); the repository validates with the form's schema. */
interface SaveSpoolVariables {
  id?: string | undefined;
  values: SpoolFormValues;
}

export const useSaveSpool = () =>
  useSignedInMutation(
    'Saving a spool',
    (queryClient, uid, { id }: SaveSpoolVariables) => refreshAfterSpoolWrite(queryClient, uid, id, 'record'),
    spoolsRepository,
    async (spools, uid, { id, values }) => (id ? spools.update(uid, id, values) : spools.create(uid, values)),
    { offline: true },
  );

export const useDeleteSpool = () =>
  useSignedInMutation(
    'Deleting a spool',
    (queryClient, uid, id: string) => refreshAfterSpoolWrite(queryClient, uid, id, 'deleted'),
    spoolsRepository,
    (spools, uid, id) => spools.delete(uid, id),
  );
