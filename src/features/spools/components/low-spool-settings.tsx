import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { lowSpoolThresholdSchema } from '@/domain/spools';
import { errorMessage } from '@/repositories/errors';
import { useUpdateLowSpoolThreshold } from '../api/update-low-spool-threshold';

export const SAVE_THRESHOLD_FAILED = 'Failed to save the alert threshold. Please try again.';

/** The user's global low-spool threshold (kept on the user document as lowSpoolThreshold). */
export function LowSpoolSettings({ uid, threshold }: { uid: string; threshold: number }) {
  const update = useUpdateLowSpoolThreshold(uid);
  const [value, setValue] = useState(String(threshold));
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = lowSpoolThresholdSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync(parsed.data);
      setSaved(true);
    } catch (failure) {
      console.error('Saving the low-spool threshold failed', failure);
      setError(errorMessage(failure, SAVE_THRESHOLD_FAILED));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
      <TextField
        label="Low-spool alert threshold (g)"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setSaved(false);
        }}
        error={error}
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
    </form>
  );
}
