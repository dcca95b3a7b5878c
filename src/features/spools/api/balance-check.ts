import { spoolLedgerRepository } from '@/queries/repositories';
import { refreshAfterSpoolWrite } from '@/queries/spool-ledger';
import { invalidateSpools } from '@/queries/spools';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** Nothing to read again: a check only reads. */
const readsOnly = async () => undefined;

/** Check balances on one spool: its remaining weight against net weight + ledger (online only). */
export const useCheckSpoolBalance = () =>
  useSignedInMutation(
    'Checking a spool’s balance',
    readsOnly,
    spoolLedgerRepository,
    (spoolLedger, uid, spoolId: string) => spoolLedger.checkBalance(uid, spoolId),
  );

/** Check balances on every spool of the account; `onProgress` hears how many are done. */
export const useCheckAccountBalances = (onProgress: (checked: number) => void) =>
  useSignedInMutation(
    'Checking every spool’s balance',
    readsOnly,
    spoolLedgerRepository,
    (spoolLedger, uid) => spoolLedger.checkAccount(uid, onProgress),
  );

/** Records the differences found, one spool after another; returns how many were recorded. */
export const useRecordDifferences = () =>
  useSignedInMutation(
    'Recording balance differences',
    (queryClient, uid, spoolIds: readonly string[]) =>
      spoolIds.length === 1
        ? refreshAfterSpoolWrite(queryClient, uid, spoolIds[0], 'remaining')
        : invalidateSpools(queryClient, uid),
    spoolLedgerRepository,
    async (spoolLedger, uid, spoolIds) => {
      for (const spoolId of spoolIds) await spoolLedger.recordDifference(uid, spoolId);
      return spoolIds.length;
    },
  );
