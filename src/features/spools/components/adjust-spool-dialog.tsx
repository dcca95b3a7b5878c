import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, FormTextField, useZodForm } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { parseFormNumber } from '@/domain/form-numbers';
import { RUN_LIMITS } from '@/domain/limits';
import { formatGrams } from '@/domain/runs';
import { adjustmentFormDefaults, adjustmentFormSchema } from '@/domain/spool-history';
import { adjustment, ledgerMessages } from '@/domain/spool-ledger';
import type { Spool } from '@/domain/spool-record';
import { mutationFailure } from '@/queries/mutation-failure';
import { useAdjustSpool } from '../api/spool-ledger-mutations';
import { TouchFormActions } from './touch-form-actions';

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
  // Focused on a tablet too (Headless UI focuses into a dialog only where the pointer is fine).
  const { setFocus } = form;
  useEffect(() => setFocus('change'), [setFocus]);
  const change = useWatch({ control: form.control, name: 'change' });
  const preview = adjustment({ change, remaining: spool.remainingWeight, weight: spool.weight });

  // A tablet's numeric keypad has no minus key: Remove and Add set the sign of the grams typed.
  // Chosen before any digit, Remove makes the first digits typed negative.
  const [removeNext, setRemoveNext] = useState(false);
  const typed = parseFormNumber(change);
  const signed = typed !== null && !Number.isNaN(typed) && typed !== 0;
  const direction = signed ? (typed < 0 ? 'remove' : 'add') : removeNext ? 'remove' : 'add';
  const choose = (next: 'remove' | 'add') => {
    setRemoveNext(next === 'remove');
    if (!signed) {
      setFocus('change');
      return;
    }
    const grams = Math.abs(typed);
    form.setValue('change', String(next === 'remove' ? -grams : grams), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };
  const signTyped = (event: { target: { value: string } }) => {
    const value = event.target.value;
    if (removeNext && value !== '' && !value.startsWith('-')) form.setValue('change', `-${value}`);
  };

  const submit = (values: { change: number; note: string }) =>
    adjust.mutate({ spoolId: spool.id, ...values }, { onSuccess: onClose });

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        {spool.name} holds {formatGrams(spool.remainingWeight)} of {formatGrams(spool.weight)}.
      </p>
      <div className="flex items-start gap-3">
        <FormNumberField<typeof adjustmentFormDefaults>
          name="change"
          label="Change (g)"
          hint="Type the grams, then Remove or Add (a typed minus removes too, as in −20)."
          className="min-h-11"
          containerClassName="min-w-0 flex-1"
          registerOptions={{ onChange: signTyped }}
          data-autofocus
        />
        <div role="group" aria-label="Remove or add the grams" className="mt-6 flex shrink-0 gap-2">
          {(['remove', 'add'] as const).map((option) => (
            <Button
              key={option}
              variant={direction === option ? 'primary' : 'secondary'}
              size="lg"
              className="min-h-11 min-w-11"
              aria-pressed={direction === option}
              onClick={() => choose(option)}
            >
              {option === 'remove' ? 'Remove' : 'Add'}
            </Button>
          ))}
        </div>
      </div>
      <FormTextField<typeof adjustmentFormDefaults>
        name="note"
        label="Note"
        optional
        maxLength={RUN_LIMITS.note}
        hint="Why it changed: a tangle cut out, a slicer estimate corrected…"
        className="min-h-11"
      />
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {preview.ok ? `Remaining after adjustment: ${formatGrams(preview.remainingAfter)}` : ''}
      </p>
      <FailureAlert message={mutationFailure(adjust, ledgerMessages.adjustFailed)} />
      <TouchFormActions onCancel={onClose} busy={adjust.isPending}>
        Record adjustment
      </TouchFormActions>
    </Form>
  );
}
