import { useState } from 'react';
import { FailureAlert } from '@/components/ui/failure-alert';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { todayIsoDate } from '@/domain/dates';
import { paidDateIssue, type InvoiceDocument } from '@/domain/invoices';

interface MarkPaidDialogProps {
  doc: InvoiceDocument | null;
  busy: boolean;
  failure: string | null;
  onConfirm: (paidDate: string) => void;
  onCancel: () => void;
}

/** Asks the date an invoice was paid (today by default; not before its issue date). */
export function MarkPaidDialog({ doc, busy, failure, onConfirm, onCancel }: MarkPaidDialogProps) {
  return (
    <Modal open={doc !== null} onClose={onCancel} title="Mark as paid">
      {doc && (
        <PaidDateForm doc={doc} busy={busy} failure={failure} onConfirm={onConfirm} onCancel={onCancel} />
      )}
    </Modal>
  );
}

function PaidDateForm({
  doc,
  busy,
  failure,
  onConfirm,
  onCancel,
}: MarkPaidDialogProps & { doc: InvoiceDocument }) {
  const [paidDate, setPaidDate] = useState(() => {
    const today = todayIsoDate();
    return today < doc.issueDate ? doc.issueDate : today;
  });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const issue = paidDateIssue(paidDate, doc.issueDate);
        setProblem(issue);
        if (!issue) onConfirm(paidDate);
      }}
      className="space-y-4"
    >
      <p className="text-sm text-slate-600">When did the client pay {doc.number}?</p>
      <TextField
        label="Paid date"
        type="date"
        value={paidDate}
        error={problem ?? undefined}
        onChange={(event) => {
          setPaidDate(event.target.value);
          setProblem(null);
        }}
      />
      <FailureAlert message={failure} />
      <FormActions onCancel={onCancel} busy={busy}>
        Mark paid
      </FormActions>
    </form>
  );
}
