import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { balanceCheckTexts, canRecord } from '@/domain/balance-check';
import type { Spool } from '@/domain/spool-record';
import { mutationFailure } from '@/queries/mutation-failure';
import { useCheckSpoolBalance, useRecordDifferences } from '../api/balance-check';

interface BalanceCheckDialogProps {
  open: boolean;
  spool: Spool;
  onClose: () => void;
}

/** Check balances on one spool: what its ledger explains, and recording any difference. */
export function BalanceCheckDialog({ open, spool, onClose }: BalanceCheckDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Check balances">
      <BalanceCheck spool={spool} onClose={onClose} />
    </Modal>
  );
}

function BalanceCheck({ spool, onClose }: Omit<BalanceCheckDialogProps, 'open'>) {
  const check = useCheckSpoolBalance();
  const record = useRecordDifferences();
  const { mutate } = check;
  useEffect(() => mutate(spool.id), [mutate, spool.id]);
  const finding = check.data;

  return (
    <div className="space-y-4 text-sm text-slate-700">
      {check.isPending && <Spinner label={balanceCheckTexts.checking} className="text-indigo-600" />}
      <FailureAlert message={mutationFailure(check, balanceCheckTexts.checkFailed)} />
      {finding && (
        <>
          {record.isSuccess ? (
            <Alert tone="success">{balanceCheckTexts.recorded(finding.difference)}</Alert>
          ) : finding.difference === 0 ? (
            <Alert tone="success">{balanceCheckTexts.balanced(finding)}</Alert>
          ) : (
            <Alert tone="warning">{balanceCheckTexts.differs(finding)}</Alert>
          )}
          {canRecord(finding) && !record.isSuccess && <p>{balanceCheckTexts.recordHint}</p>}
          <p className="text-xs text-slate-500">{balanceCheckTexts.reads(finding.entryCount)}</p>
        </>
      )}
      <FailureAlert message={mutationFailure(record, balanceCheckTexts.recordFailed)} />
      <BalanceCheckActions
        onClose={onClose}
        record={
          finding && canRecord(finding) && !record.isSuccess
            ? {
                label: 'Record the difference',
                busy: record.isPending,
                onClick: () => record.mutate([spool.id]),
              }
            : null
        }
      />
    </div>
  );
}

/** Close, and Record when there is a difference to record (both checks' dialogs end with them). */
export function BalanceCheckActions({
  onClose,
  record,
}: {
  onClose: () => void;
  record: { label: string; busy: boolean; onClick: () => void } | null;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" size="lg" className="min-h-11" onClick={onClose}>
        Close
      </Button>
      {record && (
        <Button size="lg" className="min-h-11" loading={record.busy} onClick={record.onClick}>
          {record.label}
        </Button>
      )}
    </div>
  );
}
