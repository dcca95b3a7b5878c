import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { formatGrams } from '@/domain/runs';
import { formatSignedGrams, weighInFormDefaults, weighInFormSchema } from '@/domain/spool-history';
import { ledgerMessages, weighIn } from '@/domain/spool-ledger';
import type { Spool } from '@/domain/spool-record';
import { mutationFailure } from '@/queries/mutation-failure';
import { emptyWeightSource, useEmptySpoolWeight } from '../api/empty-spool-weight';
import { useWeighIn } from '../api/spool-ledger-mutations';

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
      <FormNumberField<typeof weighInFormDefaults>
        name="gross"
        label="Gross weight on the scale (g)"
        hint="Spool and filament together."
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
      <FormActions onCancel={onClose} busy={weigh.isPending} disabled={looking}>
        Record weigh-in
      </FormActions>
    </Form>
  );
}
