import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, useZodForm } from '@/components/ui/form';
import { lowSpoolSettingsSchema, type LowSpoolSettingsValues } from '@/domain/low-spool-alerts';
import { mutationFailure } from '@/queries/mutation-failure';
import { useUpdateLowSpoolThreshold } from '../api/update-low-spool-threshold';

export const SAVE_THRESHOLD_FAILED = 'Failed to save the alert threshold. Please try again.';

type ThresholdUpdate = ReturnType<typeof useUpdateLowSpoolThreshold>;

/** The user's global low-spool threshold (kept on the user document as lowSpoolThreshold). */
export function LowSpoolSettings({ threshold }: { threshold: number }) {
  const update = useUpdateLowSpoolThreshold();
  // Keyed by the stored threshold: once a save has been read back, the form starts from it.
  return <ThresholdForm key={threshold} threshold={threshold} update={update} />;
}

function ThresholdForm({ threshold, update }: { threshold: number; update: ThresholdUpdate }) {
  const form = useZodForm(lowSpoolSettingsSchema, { defaultValues: { threshold: String(threshold) } });
  // "Saved." until the user types again.
  const saved = update.isSuccess && !form.formState.isDirty;

  return (
    <Form
      form={form}
      onSubmit={({ threshold: grams }) => update.mutate(grams)}
      className="flex flex-wrap items-start gap-3"
    >
      <FormNumberField<LowSpoolSettingsValues>
        name="threshold"
        label="Low-spool alert threshold (g)"
        min={0}
        hint="Spools with less filament left are flagged. Each spool can override it."
        containerClassName="w-full max-w-sm"
      />
      <Button type="submit" variant="secondary" className="mt-6" loading={update.isPending}>
        Save threshold
      </Button>
      {saved && (
        <p role="status" className="mt-8 text-sm text-green-700">
          Saved.
        </p>
      )}
      <FailureAlert message={mutationFailure(update, SAVE_THRESHOLD_FAILED)} className="w-full" />
    </Form>
  );
}
