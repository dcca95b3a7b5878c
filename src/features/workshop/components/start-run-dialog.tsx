import { useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormSelectField, useZodForm } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import type { Printer } from '@/domain/printers';
import { formatGrams, runMessages, suggestSpools } from '@/domain/runs';
import type { Spool } from '@/domain/spool-record';
import {
  canStartRun,
  chosenSpoolIds,
  formatDuration,
  jobKey,
  maxSpoolsOf,
  spoolOptionLabel,
  spoolWarnings,
  startRunDefaults,
  startRunFormSchema,
  type StartRunChoice,
  type StartRunFormValues,
} from '@/domain/workshop-board';
import type { QueuedJob } from '@/repositories/runs';
import { FormCheckbox } from './form-checkbox';

interface StartRunDialogProps {
  /** The job to start (from a queue row); null asks for one of `jobs` (from a printer's tile). */
  job: QueuedJob | null;
  jobs: QueuedJob[];
  printerId?: string;
  printers: Printer[];
  spools: Spool[];
  /** Whether the spools are still loading, or failed to load (with a retry). */
  spoolsStatus: 'pending' | 'error' | 'success';
  /** Offered while only the spools of the job's material are shown: reads every spool. */
  onShowAllSpools?: () => void;
  onRetrySpools: () => void;
  saving: boolean;
  failure: string | null;
  onStart: (choice: StartRunChoice) => void;
  onClose: () => void;
}

const jobLabel = (job: QueuedJob) =>
  `${job.projectName || 'Untitled project'} — ${job.description || 'Print job'}`;

/** Starting a run asks only for the printer and the spools (and the job, from a tile). */
export function StartRunDialog(props: StartRunDialogProps) {
  const { job: fixedJob, onClose } = props;
  return (
    <Modal
      open
      onClose={onClose}
      title={fixedJob ? `Start ${fixedJob.description || 'print job'}` : 'Start a job'}
      size="lg"
    >
      <StartRunForm {...props} />
    </Modal>
  );
}

function StartRunForm({
  job: fixedJob,
  jobs,
  printerId,
  printers,
  spools,
  spoolsStatus,
  onShowAllSpools,
  onRetrySpools,
  saving,
  failure,
  onStart,
  onClose,
}: StartRunDialogProps) {
  const idlePrinters = printers.filter(canStartRun);
  const jobChoices = fixedJob ? [fixedJob] : jobs;
  // Rebuilt each render: react-hook-form takes the newest resolver, so the checks see fresh lists.
  const schema = startRunFormSchema({ jobs: jobChoices, printers: idlePrinters, spools });
  const form = useZodForm<StartRunFormValues, StartRunChoice>(schema, {
    defaultValues: startRunDefaults({
      job: fixedJob,
      printerId: printerId ?? (idlePrinters.length === 1 ? idlePrinters[0]!.id : ''),
    }),
  });
  const [chosenJobKey, chosenPrinterId, slots] = useWatch({
    control: form.control,
    name: ['jobKey', 'printerId', 'spoolIds'],
  });
  const job = jobChoices.find((entry) => jobKey(entry) === chosenJobKey) ?? null;
  const printer = idlePrinters.find((entry) => entry.id === chosenPrinterId) ?? null;
  const slotCount = printer ? maxSpoolsOf(printer) : 1;
  const suggestions = suggestSpools(spools, {
    materialType: job?.materialType ?? '',
    colorName: job?.colorName ?? '',
    grams: job?.grams ?? 0,
  });
  const suggested = suggestions.filter(
    (entry) => entry.materialMatches && entry.colourMatches && entry.enoughLeft,
  );
  const others = suggestions.filter(
    (entry) => !(entry.materialMatches && entry.colourMatches && entry.enoughLeft),
  );

  const chosen = chosenSpoolIds(slots, slotCount)
    .map((id) => spools.find((spool) => spool.id === id))
    .filter((spool): spool is Spool => spool !== undefined);
  const warnings = spoolWarnings(chosen, job);
  const warningsOf = (slotId: string) => warnings[chosen.findIndex((spool) => spool.id === slotId)];
  const mismatch = warnings.some((warning) => warning.material !== null);

  const options = (entries: typeof suggestions) =>
    entries.map(({ spool }) => (
      <option key={spool.id} value={spool.id}>
        {spoolOptionLabel(spool)}
      </option>
    ));

  return (
    <Form form={form} onSubmit={onStart} className="space-y-5">
      {fixedJob ? (
        <div className="rounded-md bg-slate-50 px-4 py-3 text-sm">
          <p className="font-semibold text-slate-900">{jobLabel(fixedJob)}</p>
          <p className="text-slate-600">
            {[fixedJob.materialType, fixedJob.colorName].filter(Boolean).join(' · ') || 'No material stated'}{' '}
            · {formatGrams(fixedJob.grams)} · {formatDuration(fixedJob.minutes)}
          </p>
        </div>
      ) : (
        <FormSelectField<StartRunFormValues> name="jobKey" label="Job" className="min-h-11">
          <option value="">Choose a job</option>
          {jobs.map((entry) => (
            <option key={jobKey(entry)} value={jobKey(entry)}>
              {jobLabel(entry)}
            </option>
          ))}
        </FormSelectField>
      )}

      {idlePrinters.length === 0 ? (
        <p className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          No printer is idle. Finish a run, or set a printer to idle, to start this job.
        </p>
      ) : (
        <FormSelectField<StartRunFormValues> name="printerId" label="Printer" className="min-h-11">
          <option value="">Choose a printer</option>
          {idlePrinters.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.model ? `${entry.name} (${entry.model})` : entry.name}
            </option>
          ))}
        </FormSelectField>
      )}

      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-slate-700">
          {slotCount === 1 ? 'Spool' : `Spools (up to ${slotCount}, one per extruder)`}
        </legend>
        {spoolsStatus === 'pending' && <p className="text-sm text-slate-600">Loading your spools…</p>}
        {spoolsStatus === 'error' && (
          <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>Failed to load your spools.</span>
            <Button variant="secondary" size="sm" className="min-h-11" onClick={onRetrySpools}>
              Retry
            </Button>
          </Alert>
        )}
        {spoolsStatus === 'success' && spools.length === 0 && !onShowAllSpools && (
          <p className="text-sm text-slate-600">You have no spools yet: add one on the Materials page.</p>
        )}
        {spoolsStatus === 'success' && onShowAllSpools && (
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            {spools.length === 0
              ? 'None of your spools is of this material.'
              : 'Showing your spools of this material.'}
            <Button variant="secondary" size="sm" className="min-h-11" onClick={onShowAllSpools}>
              Show all spools
            </Button>
          </p>
        )}
        {Array.from({ length: slotCount }, (_, index) => {
          const slotWarnings = slots[index] ? warningsOf(slots[index]) : undefined;
          return (
            <div key={index}>
              <FormSelectField<StartRunFormValues>
                name={`spoolIds.${index}`}
                label={slotCount === 1 ? 'Spool' : `Spool ${index + 1}`}
                className="min-h-11"
              >
                <option value="">{index === 0 ? 'Choose a spool' : 'None'}</option>
                {suggested.length > 0 && (
                  <optgroup label="Suggested for this job">{options(suggested)}</optgroup>
                )}
                {others.length > 0 && (
                  <optgroup label={suggested.length > 0 ? 'Other spools' : 'Your spools'}>
                    {options(others)}
                  </optgroup>
                )}
              </FormSelectField>
              {slotWarnings?.material && (
                <p className="mt-1 text-sm text-amber-800">{slotWarnings.material}</p>
              )}
              {slotWarnings?.notEnough && (
                <p className="mt-1 text-sm text-amber-800">{slotWarnings.notEnough}</p>
              )}
            </div>
          );
        })}
      </fieldset>

      {mismatch && (
        <FormCheckbox<StartRunFormValues> name="confirmMaterial" label={runMessages.confirmMaterial} />
      )}

      <FailureAlert message={failure} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" size="lg" className="min-h-11" onClick={onClose}>
          Close
        </Button>
        <Button
          type="submit"
          size="lg"
          className="min-h-11"
          loading={saving}
          disabled={idlePrinters.length === 0}
        >
          Start printing
        </Button>
      </div>
    </Form>
  );
}
