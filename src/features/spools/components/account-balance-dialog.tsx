import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableHead, tdClasses } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { balanceCheckTexts, canRecord, ledgerExplains } from '@/domain/balance-check';
import { formatGrams } from '@/domain/filament-amounts';
import { formatSignedGrams } from '@/domain/spool-history';
import { mutationFailure } from '@/queries/mutation-failure';
import { useCheckAccountBalances, useRecordDifferences } from '../api/balance-check';
import { BalanceCheckActions } from './balance-check-dialog';

interface AccountBalanceDialogProps {
  open: boolean;
  /** How many spools the account has, when known (for the progress). */
  total: number | null;
  onClose: () => void;
}

/** Check balances on every spool of the account, listing those that differ, and recording them. */
export function AccountBalanceDialog({ open, total, onClose }: AccountBalanceDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Check balances" size="lg">
      <AccountBalanceCheck total={total} onClose={onClose} />
    </Modal>
  );
}

function AccountBalanceCheck({ total, onClose }: Omit<AccountBalanceDialogProps, 'open'>) {
  const [checked, setChecked] = useState(0);
  const check = useCheckAccountBalances(setChecked);
  const record = useRecordDifferences();
  const { mutate } = check;
  useEffect(() => mutate(), [mutate]);
  const result = check.data;
  const recordable = result?.differing.filter(canRecord) ?? [];

  return (
    <div className="space-y-4 text-sm text-slate-700">
      {check.isPending && (
        <div aria-live="polite">
          <Spinner label="Checking balances" className="text-indigo-600" />
          <p className="mt-2">{balanceCheckTexts.accountProgress(checked, total)}</p>
        </div>
      )}
      <FailureAlert message={mutationFailure(check, balanceCheckTexts.checkFailed)} />
      {result && (
        <>
          {result.differing.length === 0 ? (
            <Alert tone="success">{balanceCheckTexts.accountBalanced(result.checked)}</Alert>
          ) : record.isSuccess ? (
            <Alert tone="success">{balanceCheckTexts.accountRecorded(record.data)}</Alert>
          ) : (
            <Alert tone="warning">
              {balanceCheckTexts.accountDiffers(result.differing.length, result.checked)}
            </Alert>
          )}
          {result.differing.length > 0 && (
            <Table caption="Spools whose ledger does not explain them">
              <TableHead columns={['Spool', 'Holds', 'Ledger explains', 'Difference']} />
              <tbody className="divide-y divide-slate-200">
                {result.differing.map((finding) => (
                  <tr key={finding.spool.id}>
                    <td className={tdClasses}>
                      <Link
                        to={paths.dashboard.spool(finding.spool.id)}
                        className="font-medium text-indigo-700 hover:underline"
                      >
                        {finding.spool.name}
                      </Link>
                    </td>
                    <td className={`${tdClasses} text-right tabular-nums`}>
                      {formatGrams(finding.spool.remainingWeight)}
                    </td>
                    <td className={`${tdClasses} text-right tabular-nums`}>
                      {formatGrams(ledgerExplains(finding))}
                    </td>
                    <td className={`${tdClasses} text-right tabular-nums`}>
                      {formatSignedGrams(finding.difference)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {recordable.length > 0 && !record.isSuccess && <p>{balanceCheckTexts.recordHint}</p>}
          <p className="text-xs text-slate-500">{balanceCheckTexts.accountReads(result.checked)}</p>
        </>
      )}
      <FailureAlert message={mutationFailure(record, balanceCheckTexts.recordFailed)} />
      <BalanceCheckActions
        onClose={onClose}
        record={
          recordable.length > 0 && !record.isSuccess
            ? {
                label:
                  recordable.length === 1
                    ? 'Record the difference'
                    : `Record ${recordable.length} differences`,
                busy: record.isPending,
                onClick: () => record.mutate(recordable.map((finding) => finding.spool.id)),
              }
            : null
        }
      />
    </div>
  );
}
