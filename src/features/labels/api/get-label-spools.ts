import { useQuery } from '@tanstack/react-query';
import type { Spool } from '@/domain/spool-record';
import { spoolsRepository } from '@/queries/repositories';
import { repositoryQuery } from '@/queries/repository-query';
import { spoolKeys } from '@/queries/spools';
import { STALE_TIME } from '@/queries/stale-times';
import { useSignedInUser } from '@/session/session';

export interface LabelSpools {
  /** The user's spools among the ids, in the order asked. */
  spools: Spool[];
  /** How many ids named no spool of the user's (deleted, or another user's). */
  missing: number;
}

/**
 * The spools to label, read by id (one read each, at most MAX_LABEL_SPOOLS): under the user's
 * spools key family, so an edit to a spool refreshes its label.
 */
export const labelSpoolsQuery = (uid: string, ids: readonly string[]) =>
  repositoryQuery(
    [...spoolKeys.ofUser(uid), 'labels', ids.join('/')] as const,
    spoolsRepository,
    async (repository): Promise<LabelSpools> => {
      const spools = await repository.listByIds(uid, ids);
      return { spools, missing: ids.length - spools.length };
    },
    STALE_TIME.spools,
  );

/** The signed-in user's spools to label (nothing is read while `ids` is empty). */
export function useLabelSpools(ids: readonly string[]) {
  const { uid } = useSignedInUser();
  return useQuery({ ...labelSpoolsQuery(uid, ids), enabled: ids.length > 0 });
}
