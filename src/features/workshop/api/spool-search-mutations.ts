import { spoolsRepository } from '@/queries/repositories';
import { invalidateSpools } from '@/queries/spools';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** Stores the search words of the spools saved before the search existed (reads every spool once). */
export const useMakeSpoolsSearchable = () =>
  useSignedInMutation('Making spools searchable', invalidateSpools, spoolsRepository, (spools, uid) =>
    spools.makeSearchable(uid),
  );
