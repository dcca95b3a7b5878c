import { spoolLedgerRepository } from '@/queries/repositories';
import { refreshAfterSpoolWrite } from '@/queries/spool-ledger';
import { useSignedInMutation } from '@/session/signed-in-mutation';

export interface WeighInVariables {
  spoolId: string;
  /** What the scale shows, spool and filament together. */
  gross: number;
  /** Typed in the dialog: kept on the spool for the next weigh-in. */
  emptyWeight?: number | undefined;
  /** The catalogue filament's spool weight the dialog showed. */
  emptyWeightFromCatalogue?: number | null | undefined;
}

/** A weigh-in: the spool's remaining weight becomes gross less empty, the difference an entry. */
export const useWeighIn = () =>
  useSignedInMutation(
    'Recording a weigh-in',
    (queryClient, uid, { spoolId }: WeighInVariables) =>
      refreshAfterSpoolWrite(queryClient, uid, spoolId, 'remaining'),
    spoolLedgerRepository,
    (spoolLedger, uid, variables) => {
      const { spoolId, ...input } = variables;
      return spoolLedger.weighIn(uid, spoolId, input);
    },
    { offline: true },
  );

interface AdjustVariables {
  spoolId: string;
  change: number;
  note: string;
}

/** A manual adjustment by a signed number of grams, with a note. */
export const useAdjustSpool = () =>
  useSignedInMutation(
    'Recording a spool adjustment',
    (queryClient, uid, { spoolId }: AdjustVariables) =>
      refreshAfterSpoolWrite(queryClient, uid, spoolId, 'remaining'),
    spoolLedgerRepository,
    (spoolLedger, uid, { spoolId, change, note }) => spoolLedger.adjust(uid, spoolId, { change, note }),
    { offline: true },
  );
