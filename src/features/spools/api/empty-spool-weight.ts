import { useQuery } from '@tanstack/react-query';
import type { Spool } from '@/domain/spool-record';
import { spoolLedgerRepository } from '@/queries/repositories';
import { repositoryQuery } from '@/queries/repository-query';
import { spoolLedgerKeys } from '@/queries/spool-ledger';
import { STALE_TIME } from '@/queries/stale-times';
import { useSignedInUser } from '@/session/session';

/** The empty-spool weight a weigh-in subtracts, and where it comes from. */
export interface EmptySpoolWeight {
  grams: number;
  source: 'spool' | 'catalogue';
}

/** Where an empty-spool weight comes from, in the user's words. */
export const emptyWeightSource = (weight: EmptySpoolWeight) =>
  weight.source === 'catalogue' ? 'from SpoolmanDB' : 'typed on this spool';

/**
 * The spool's empty weight: its own (typed once) at once, else its SpoolmanDB filament's spool
 * weight (one catalogue read), else null: the user types it. `looking` while the catalogue is read.
 */
export function useEmptySpoolWeight(spool: Pick<Spool, 'id' | 'emptySpoolWeight' | 'filamentId'>): {
  weight: EmptySpoolWeight | null;
  looking: boolean;
} {
  const { uid } = useSignedInUser();
  const { id, emptySpoolWeight, filamentId } = spool;
  // Only the catalogue is read here: the spool's own weight comes from the spool just read, so a
  // weigh-in that stores it never races a read of the older spool.
  const catalogue = useQuery({
    ...repositoryQuery(
      [...spoolLedgerKeys.emptyWeight(uid, id), filamentId ?? ''],
      spoolLedgerRepository,
      (spoolLedger) => spoolLedger.emptySpoolWeight(uid, { emptySpoolWeight: null, filamentId }),
      STALE_TIME.catalogue,
    ),
    enabled: emptySpoolWeight === null && filamentId !== null,
  });
  if (emptySpoolWeight !== null)
    return { weight: { grams: emptySpoolWeight, source: 'spool' }, looking: false };
  if (filamentId === null) return { weight: null, looking: false };
  // A failed catalogue read leaves the user to type the weight rather than blocking the weigh-in.
  return { weight: catalogue.data ?? null, looking: catalogue.isPending };
}
