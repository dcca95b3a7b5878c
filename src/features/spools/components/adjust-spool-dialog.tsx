import { useWatch } from 'react-hook-form';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, FormTextField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { RUN_LIMITS } from '@/domain/limits';
import { formatGrams } from '@/domain/runs';
import { adjustmentFormDefaults, adjustmentFormSchema } from '@/domain/spool-history';
import { adjustment, ledgerMessages } from '@/domain/spool-ledger';
import type { Spool } from '@/domain/spool-record';
import { mutationFailure } from '@/queries/mutation-failure';
import { useAdjustSpool } from '../api/spool-ledger-mutations';

interface AdjustSpoolDialogProps {
  open: boolean;
  spool: Spool;
  onClose: () => void;
}

export function AdjustSpoolDialog({ open, spool, onClose }: AdjustSpoolDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Adjust remaining filament">
      <AdjustSpoolForm spool={spool} onClose={onClose} />
    </Modal>
  );
}

function AdjustSpoolForm({ spool, onClose }: Omit<AdjustSpoolDialogProps, 'open'>) {
  const adjust = useAdjustSpool();
  const form = useZodForm(adjustmentFormSchema(spool), {
    defaultValues: adjustmentFormDefaults,
    mode: 'onTouched',
  });
  const change = useWatch({ control: form.control, name: 'change' });
  const preview = adjustment({ change, remaining: spool.remainingWeight, weight: spool.weight });

  const submit = (values: { change: number; note: string }) =>
    adjust.mutate({ spoolId: spool.id, ...values }, { onSuccess: onClose });

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        {spool.name} holds {formatGrams(spool.remainingWeight)} of {formatGrams(spool.weight)}.
      </p>
      <FormNumberField<typeof adjustmentFormDefaults>
        name="change"
        label="Change (g)"
        hint="Positive adds filament, negative removes it (for example −20)."
      />
      <FormTextField<typeof adjustmentFormDefaults>
        name="note"
        label="Note"
        optional
        maxLength={RUN_LIMITS.note}
        hint="Why it changed: a tangle cut out, a slicer estimate corrected…"
      />
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {preview.ok ? `Remaining after adjustment: ${formatGrams(preview.remainingAfter)}` : ''}
      </p>
      <FailureAlert message={mutationFailure(adjust, ledgerMessages.adjustFailed)} />
      <FormActions onCancel={onClose} busy={adjust.isPending}>
        Record adjustment
      </FormActions>
    </Form>
  );
}
