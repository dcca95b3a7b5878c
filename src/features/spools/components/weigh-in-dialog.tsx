import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, useZodForm } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { formatGrams } from '@/domain/runs';
import { formatSignedGrams, weighInFormDefaults, weighInFormSchema } from '@/domain/spool-history';
import { ledgerMessages, weighIn } from '@/domain/spool-ledger';
import type { Spool } from '@/domain/spool-record';
import { mutationFailure } from '@/queries/mutation-failure';
import { emptyWeightSource, useEmptySpoolWeight } from '../api/empty-spool-weight';
import { useWeighIn } from '../api/spool-ledger-mutations';
import { TouchFormActions } from './touch-form-actions';

interface WeighInDialogProps {
  open: boolean;
  spool: Spool;
  onClose: () => void;
}

export function WeighInDialog({ open, spool, onClose }: WeighInDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Weigh in">
      {/* Mounted on each opening: it starts empty, against the spool as it is now. */}
      <WeighInForm spool={spool} onClose={onClose} />
    </Modal>
  );
}

function WeighInForm({ spool, onClose }: Omit<WeighInDialogProps, 'open'>) {
  const { weight: known, looking } = useEmptySpoolWeight(spool);
  const [correcting, setCorrecting] = useState(false);
  const knownGrams = correcting || !known ? null : known.grams;
  const weigh = useWeighIn();
  const form = useZodForm(weighInFormSchema(spool, knownGrams), {
    defaultValues: weighInFormDefaults,
    mode: 'onTouched',
  });
  // Headless UI moves focus into a dialog only where the pointer is fine: on a tablet, focus the
  // scale's number here, so the keypad can come up at once and Enter records it.
  const { setFocus } = form;
  useEffect(() => setFocus('gross'), [setFocus]);
  const values = useWatch({ control: form.control });
  const preview = weighIn({
    gross: values.gross,
    emptyWeight: knownGrams ?? values.emptyWeight,
    remaining: spool.remainingWeight,
    weight: spool.weight,
  });

  const submit = ({ gross, emptyWeight }: { gross: number; emptyWeight: number | null }) =>
    weigh.mutate(
      {
        spoolId: spool.id,
        gross,
        emptyWeight: emptyWeight ?? undefined,
        emptyWeightFromCatalogue: known?.source === 'catalogue' ? known.grams : null,
      },
      { onSuccess: onClose },
    );

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Put {spool.name} on a scale and type what it shows: the app subtracts the empty spool and records the
        difference.
      </p>
      {/* The one number of the common case: focused on opening, Enter records it. */}
      <FormNumberField<typeof weighInFormDefaults>
        name="gross"
        label="Gross weight on the scale (g)"
        hint="Spool and filament together."
        className="min-h-11"
        data-autofocus
      />
      {looking ? (
        <p className="text-sm text-slate-600" role="status">
          Looking up the empty spool weight…
        </p>
      ) : knownGrams === null ? (
        <FormNumberField<typeof weighInFormDefaults>
          name="emptyWeight"
          label="Empty spool weight (g)"
          hint="Weigh an empty spool of the same kind once: it is kept on this spool for the next weigh-in."
          className="min-h-11"
        />
      ) : (
        known && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2">
            <p className="text-sm text-slate-700">
              Empty spool: {formatGrams(known.grams)} ({emptyWeightSource(known)})
            </p>
            <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setCorrecting(true)}>
              Correct it
            </Button>
          </div>
        )
      )}
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {preview.ok
          ? `Remaining after weigh-in: ${formatGrams(preview.remainingAfter)} (change ${formatSignedGrams(preview.change)})`
          : ''}
      </p>
      <FailureAlert message={mutationFailure(weigh, ledgerMessages.weighInFailed)} />
      <TouchFormActions onCancel={onClose} busy={weigh.isPending} disabled={looking}>
        Record weigh-in
      </TouchFormActions>
    </Form>
  );
}
