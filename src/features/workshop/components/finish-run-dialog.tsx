import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, FormSelectField, FormTextAreaField, useZodForm } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { RUN_LIMITS } from '@/domain/limits';
import { FAILURE_REASONS, runFinishDefaults, runMessages, type Run, type RunOutcome } from '@/domain/runs';
import type { Spool } from '@/domain/spool-record';
import {
  finishRunFormSchema,
  formatDuration,
  overdrawWarnings,
  typedGrams,
  type FinishRunChoice,
  type FinishRunFormValues,
} from '@/domain/workshop-board';
import { FormCheckbox } from './form-checkbox';

interface FinishRunDialogProps {
  run: Run;
  outcome: RunOutcome;
  /** The user's spools as last read: what the run's spools hold now. */
  spools: Spool[];
  /** Whether `spools` has been read: a run's spool missing from it then was deleted. */
  spoolsLoaded: boolean;
  now: Date;
  saving: boolean;
  failure: string | null;
  onFinish: (choice: FinishRunChoice) => void;
  onClose: () => void;
}

const titles: Record<RunOutcome, (printer: string) => string> = {
  completed: (printer) => `Complete the run on ${printer}`,
  failed: (printer) => `Record a failed print on ${printer}`,
  cancelled: (printer) => `Cancel the run on ${printer}`,
};
const submitLabels: Record<RunOutcome, string> = {
  completed: 'Record completed print',
  failed: 'Record failed print',
  cancelled: 'Cancel the run',
};

/** Finishing a run: grams per spool and minutes prefilled and editable, a reason for a failure. */
export function FinishRunDialog(props: FinishRunDialogProps) {
  return (
    <Modal
      open
      onClose={props.onClose}
      title={titles[props.outcome](props.run.printerName || 'this printer')}
      size="lg"
    >
      <FinishRunForm {...props} />
    </Modal>
  );
}

function FinishRunForm({
  run,
  outcome,
  spools,
  spoolsLoaded,
  now,
  saving,
  failure,
  onFinish,
  onClose,
}: FinishRunDialogProps) {
  // Spools deleted since the run started cannot be overdrawn: the finish charges them nothing.
  const runSpools = run.spoolIds.map((id, index) => {
    const spool = spools.find((entry) => entry.id === id);
    return {
      id,
      name: spool?.name || run.spoolLabels[index] || `Spool ${index + 1}`,
      remainingWeight: spool?.remainingWeight ?? Number.POSITIVE_INFINITY,
      deleted: spoolsLoaded && !spool,
    };
  });
  const form = useZodForm<FinishRunFormValues, FinishRunChoice>(finishRunFormSchema(runSpools), {
    defaultValues: { ...runFinishDefaults(run, outcome, now), confirmOverdraw: false },
  });
  const grams = useWatch({ control: form.control, name: 'grams' });
  const warnings = overdrawWarnings(runSpools, typedGrams(grams));
  const overdrawn = warnings.some((warning) => warning !== null);
  const gramsLabel = (name: string) =>
    outcome === 'completed' ? `Filament used from ${name} (g)` : `Filament wasted from ${name} (g)`;

  return (
    <Form form={form} onSubmit={onFinish} className="space-y-5">
      <div className="rounded-md bg-slate-50 px-4 py-3 text-sm">
        <p className="font-semibold text-slate-900">
          {[run.projectName, run.jobLabel].filter(Boolean).join(' — ') || 'Print job'}
        </p>
        <p className="text-slate-600">
          Estimated {formatDuration(run.estimatedMinutes)} and {run.estimatedGrams.toLocaleString('en-US')} g
        </p>
      </div>

      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-slate-700">
          {outcome === 'completed' ? 'Filament used per spool' : 'Filament wasted per spool'}
        </legend>
        {runSpools.map((spool, index) => (
          <div key={spool.id}>
            <FormNumberField<FinishRunFormValues>
              name={`grams.${index}`}
              label={gramsLabel(spool.name)}
              min={0}
              className="min-h-11"
            />
            {warnings[index] && <p className="mt-1 text-sm text-amber-800">{warnings[index]}</p>}
            {spool.deleted && (
              <p className="mt-1 text-sm text-slate-600">{runMessages.spoolDeleted(spool.name)}</p>
            )}
          </div>
        ))}
      </fieldset>
      {overdrawn && (
        <FormCheckbox<FinishRunFormValues> name="confirmOverdraw" label={runMessages.confirmOverdraw} />
      )}

      <FormNumberField<FinishRunFormValues>
        name="minutes"
        label="Print time (minutes)"
        min={0}
        className="min-h-11"
        hint="Prefilled with the time since the run started."
      />

      {outcome === 'failed' && (
        <FormSelectField<FinishRunFormValues> name="failureReason" label="Why it failed" className="min-h-11">
          <option value="">Choose a reason</option>
          {FAILURE_REASONS.map((reason) => (
            <option key={reason.value} value={reason.value}>
              {reason.label}
            </option>
          ))}
        </FormSelectField>
      )}
      <FormTextAreaField<FinishRunFormValues>
        name="note"
        label={outcome === 'failed' ? 'What happened' : 'Note'}
        optional
        maxLength={RUN_LIMITS.note}
      />

      <FailureAlert message={failure} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" size="lg" className="min-h-11" onClick={onClose}>
          Keep printing
        </Button>
        <Button
          type="submit"
          size="lg"
          variant={outcome === 'failed' ? 'danger' : 'primary'}
          className="min-h-11"
          loading={saving}
        >
          {submitLabels[outcome]}
        </Button>
      </div>
    </Form>
  );
}
