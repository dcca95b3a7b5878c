import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { LazyScanDialog } from '@/components/scan/lazy-scan-dialog';
import { ScanIcon } from '@/components/scan/scan-icon';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormSelectField, useZodForm } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import type { Printer } from '@/domain/printers';
import { formatGrams, runMessages, suggestSpools } from '@/domain/runs';
import type { Spool } from '@/domain/spool-record';
import { runSpoolRefusal } from '@/domain/spool-scan';
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
import { findSpool } from '@/queries/find-spool';
import type { QueuedJob } from '@/repositories/runs';
import { useSignedInUser } from '@/session/session';
import { FormCheckbox } from './form-checkbox';
import { SlotSuggestions } from './slot-suggestions';
import { SpoolFinderField } from './spool-finder-field';
import type { SpoolFinder } from '../api/workshop-queries';

interface StartRunDialogProps {
  /** The job to start (from a queue row); null asks for one of `jobs` (from a printer's tile). */
  job: QueuedJob | null;
  jobs: QueuedJob[];
  printerId?: string;
  printers: Printer[];
  /** The spools of the jobs' materials that still hold filament (none for a job of no material). */
  spools: Spool[];
  /** Whether those spools are still loading, or failed to load (with a retry). */
  spoolsStatus: 'pending' | 'error' | 'success';
  onRetrySpools: () => void;
  /** "Find a spool": any other spool, by its words, a page at a time. */
  finder: SpoolFinder;
  saving: boolean;
  failure: string | null;
  onStart: (choice: StartRunChoice) => void;
  onClose: () => void;
}

/** Each spool once, the first seen kept. */
const uniqueSpools = (list: readonly Spool[]) =>
  list.filter((spool, index) => list.findIndex((entry) => entry.id === spool.id) === index);

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
  spools: materialSpools,
  spoolsStatus,
  onRetrySpools,
  finder,
  saving,
  failure,
  onStart,
  onClose,
}: StartRunDialogProps) {
  const idlePrinters = printers.filter(canStartRun);
  const jobChoices = fixedJob ? [fixedJob] : jobs;
  // Spools chosen from the search's results or by a scan stay offered when the search changes.
  const [picked, setPicked] = useState<Spool[]>([]);
  const offeredSpools = uniqueSpools([...materialSpools, ...picked]);
  const spools = uniqueSpools([...offeredSpools, ...finder.spools]);
  const pick = (id: string) => {
    const spool = finder.spools.find((entry) => entry.id === id);
    if (spool && !picked.some((entry) => entry.id === id)) setPicked([...picked, spool]);
  };
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
  const jobWants = {
    materialType: job?.materialType ?? '',
    colorName: job?.colorName ?? '',
    grams: job?.grams ?? 0,
  };
  const suggestions = suggestSpools(offeredSpools, jobWants);
  const suggested = suggestions.filter(
    (entry) => entry.materialMatches && entry.colourMatches && entry.enoughLeft,
  );
  const others = suggestions.filter(
    (entry) => !(entry.materialMatches && entry.colourMatches && entry.enoughLeft),
  );
  // The search's results in its order (by name) that still hold filament, less those listed above.
  const found = finder.spools
    .filter((spool) => spool.status !== 'done' && spool.remainingWeight > 0)
    .filter((spool) => !offeredSpools.some((entry) => entry.id === spool.id))
    .map((spool) => ({ spool }));
  const foundLabel = finder.browsing ? 'All spools, A–Z' : `Found for “${finder.text}”`;

  // Issue 32: a job read from a sliced file suggests spools for each of its filament slots, the
  // k-th slot in the k-th spool select, from the spools already read for the dialog (no more reads).
  const slices = job?.filaments ?? [];
  const chooseFor = (index: number, spool: Spool) =>
    form.setValue(`spoolIds.${index}`, spool.id, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const chosen = chosenSpoolIds(slots, slotCount)
    .map((id) => spools.find((spool) => spool.id === id))
    .filter((spool): spool is Spool => spool !== undefined);
  const warnings = spoolWarnings(chosen, job);
  const warningsOf = (slotId: string) => warnings[chosen.findIndex((spool) => spool.id === slotId)];
  const mismatch = warnings.some((warning) => warning.material !== null);

  const queryClient = useQueryClient();
  const { uid } = useSignedInUser();
  // The slot a label is being scanned for (null: the scan dialog is closed).
  const [scanSlot, setScanSlot] = useState<number | null>(null);
  const [scanned, setScanned] = useState<string | null>(null);
  const slotLabel = (index: number) => (slotCount === 1 ? 'Spool' : `Spool ${index + 1}`);
  /** A scanned spool goes in the slot when the run may use it; otherwise why not (nothing changes). */
  const chooseScanned = (spool: Spool): string | null => {
    if (scanSlot === null) return null;
    const refusal = runSpoolRefusal(spool, {
      offered: spools.some((entry) => entry.id === spool.id),
      jobMaterial: slices[scanSlot]?.material || (job?.materialType ?? ''),
    });
    if (refusal) return refusal;
    const elsewhere = slots.findIndex(
      (id, index) => id === spool.id && index !== scanSlot && index < slotCount,
    );
    if (elsewhere !== -1) return `“${spool.name}” is already chosen as ${slotLabel(elsewhere)}.`;
    if (!offeredSpools.some((entry) => entry.id === spool.id)) setPicked([...picked, spool]);
    form.setValue(`spoolIds.${scanSlot}`, spool.id, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    setScanned(`Scanned: ${spool.name} is chosen as ${slotLabel(scanSlot)}.`);
    setScanSlot(null);
    return null;
  };

  const options = (entries: readonly { spool: Spool }[]) =>
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
        {spoolsStatus === 'success' && finder.ofMaterial && !finder.browsing && (
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            {materialSpools.length === 0
              ? 'None of your spools is of this material.'
              : 'Showing your spools of this material.'}
            {finder.browseAll && (
              <Button variant="secondary" size="sm" className="min-h-11" onClick={finder.browseAll}>
                Show all spools
              </Button>
            )}
          </p>
        )}
        <SpoolFinderField finder={finder} />
        {slices.length > slotCount && (
          <p className="text-sm text-amber-800">
            {printer
              ? `This job uses ${slices.length} filaments and ${printer.name} takes ${slotCount} spool${slotCount === 1 ? '' : 's'}: suggestions are for the first ${slotCount}.`
              : `This job uses ${slices.length} filaments: choose a printer to get a spool suggested for each.`}
          </p>
        )}
        {Array.from({ length: slotCount }, (_, index) => {
          const slotWarnings = slots[index] ? warningsOf(slots[index]) : undefined;
          return (
            <div key={index}>
              <div className="flex items-start gap-2">
                <FormSelectField<StartRunFormValues>
                  name={`spoolIds.${index}`}
                  label={slotLabel(index)}
                  className="min-h-11"
                  containerClassName="min-w-0 flex-1"
                  registerOptions={{
                    onChange: (event: { target: { value: string } }) => pick(event.target.value),
                  }}
                  // Shown from the form's value: a spool chosen from the search's results moves to
                  // another group, and a scanned one is added, so its option is new on the next render.
                  value={slots[index] ?? ''}
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
                  {found.length > 0 && <optgroup label={foundLabel}>{options(found)}</optgroup>}
                </FormSelectField>
                <Button
                  variant="secondary"
                  size="lg"
                  className="mt-6 min-h-11 shrink-0"
                  aria-label={slotCount === 1 ? 'Scan a spool label' : `Scan a label for ${slotLabel(index)}`}
                  onClick={() => {
                    setScanned(null);
                    setScanSlot(index);
                  }}
                >
                  <ScanIcon />
                  Scan
                </Button>
              </div>
              {slices[index] && (
                <SlotSuggestions
                  slot={slices[index]}
                  slotLabel={slotLabel(index)}
                  // A spool chosen in another select is not suggested again.
                  spools={offeredSpools.filter(
                    (spool) =>
                      !slots.some((id, other) => other !== index && other < slotCount && id === spool.id),
                  )}
                  chosenId={slots[index] ?? ''}
                  onChoose={(spool) => chooseFor(index, spool)}
                />
              )}
              {slotWarnings?.material && (
                <p className="mt-1 text-sm text-amber-800">{slotWarnings.material}</p>
              )}
              {slotWarnings?.notEnough && (
                <p className="mt-1 text-sm text-amber-800">{slotWarnings.notEnough}</p>
              )}
            </div>
          );
        })}
        {scanned && (
          <p role="status" className="text-sm text-green-800">
            {scanned}
          </p>
        )}
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
      <LazyScanDialog
        open={scanSlot !== null}
        title={
          scanSlot !== null && slotCount > 1
            ? `Scan a label for ${slotLabel(scanSlot)}`
            : 'Scan a spool label'
        }
        onClose={() => setScanSlot(null)}
        findSpool={(scanned) => findSpool(queryClient, uid, scanned)}
        onFound={chooseScanned}
      />
    </Form>
  );
}
