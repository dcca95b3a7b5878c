import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormSelectField, FormTextAreaField, FormTextField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { JOB_SCROLL_DELAY_MS } from '@/domain/constants';
import { PROJECT_LIMITS, TEXT_LIMITS } from '@/domain/limits';
import { jobMaterialOptions } from '@/domain/project-actuals-display';
import { estimateProjectCost, type SpoolPrice } from '@/domain/project-cost';
import { projectStatusLabel } from '@/domain/project-display';
import {
  emptyPrintJobForm,
  projectFormSchema,
  projectMessages,
  type PrinterChoice,
  type ProjectFormOutput,
  type ProjectFormValues,
} from '@/domain/project-form';
import { PROJECT_STATUSES } from '@/domain/project-record';
import { formJobQuantities } from '@/domain/project-save';
import type { SlicedJobValues } from '@/domain/sliced-job-values';
import { ConfirmDialog } from './lazy-dialogs';
import { LazySlicedJobImport } from './lazy-sliced';
import { PrintJobFields } from './print-job-fields';
import { ProjectCostSummary } from './project-cost-summary';

/** Where the user's printers are: loaded, still loading, or unreadable. */
export type PrintersStatus = 'success' | 'pending' | 'error';

interface ProjectFormProps {
  defaultValues: ProjectFormValues;
  /** The user's printers, offered as checkboxes and priced by their cost per hour. */
  printers: readonly PrinterChoice[];
  printersStatus?: PrintersStatus;
  spools: readonly SpoolPrice[];
  currency: string;
  electricityRate: number;
  submitLabel: string;
  /** A failed save's message; the form keeps everything typed. */
  failure: string | null;
  saving: boolean;
  onSubmit: (values: ProjectFormOutput) => void;
  onCancel: () => void;
  /** The materials of the user's spools, suggested in each job's Material field after the common ones. */
  spoolMaterials?: readonly string[];
  /** The stored jobs' statuses by job id (runs set them), shown on each job. */
  jobStatuses?: Readonly<Record<string, string>>;
}

/** The project form of SPEC §2 with its repeatable print jobs; rules and messages of §5. */
export function ProjectForm({
  defaultValues,
  printers,
  printersStatus = 'success',
  spools,
  currency,
  electricityRate,
  submitLabel,
  failure,
  saving,
  onSubmit,
  onCancel,
  spoolMaterials,
  jobStatuses,
}: ProjectFormProps) {
  const form = useZodForm(projectFormSchema, { defaultValues });
  const materialListId = useId();
  const { errors, submitCount } = form.formState;
  // keyName: the jobs have an id field of their own (SPEC §3), which must not be replaced.
  const jobs = useFieldArray({ control: form.control, name: 'parts', keyName: 'fieldKey' });
  const [jobToDelete, setJobToDelete] = useState<number | null>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const [watchedParts, watchedPrinters] = useWatch({ control: form.control, name: ['parts', 'printers'] });
  const estimate = estimateProjectCost({
    parts: formJobQuantities(watchedParts ?? []),
    printerIds: watchedPrinters ?? [],
    printers,
    spools,
    electricityRate,
  });

  // The rules store at most PROJECT_LIMITS.jobs jobs: the form offers no more.
  const jobsFull = jobs.fields.length >= PROJECT_LIMITS.jobs;
  const [importing, setImporting] = useState(false);
  const addJob = () => {
    const number = jobs.fields.length + 1;
    jobs.append(emptyPrintJobForm(), { shouldFocus: false });
    scrollToJob(number);
  };
  // Issue 32: each print chosen from sliced files is a new job; nothing typed before changes.
  const addSlicedJobs = (values: SlicedJobValues[]) => {
    const number = jobs.fields.length + 1;
    jobs.append(
      values.map((job) => ({ ...emptyPrintJobForm(), ...job })),
      { shouldFocus: false },
    );
    setImporting(false);
    scrollToJob(number);
  };
  const chosenPrinters = printers.filter((printer) => (watchedPrinters ?? []).includes(printer.id));
  const scrollToJob = (number: number) => {
    // SPEC §2: after adding a job, the view scrolls smoothly to it after 100 ms.
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      const job = document.getElementById(`print-job-${number}`);
      job?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      job?.querySelector<HTMLElement>('textarea, input')?.focus({ preventScroll: true });
    }, JOB_SCROLL_DELAY_MS);
  };

  const jobsWithErrors = errors.parts
    ? jobs.fields.map((_, index) => index).filter((index) => errors.parts?.[index])
    : [];

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-8">
      <section aria-labelledby="project-details-heading" className="space-y-5">
        <h2 id="project-details-heading" className="text-lg font-semibold text-slate-900">
          Project details
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          <FormTextField<ProjectFormValues> name="name" label="Project name" maxLength={TEXT_LIMITS.name} />
          <FormTextField<ProjectFormValues>
            name="clientName"
            label="Client name"
            optional
            maxLength={TEXT_LIMITS.name}
          />
        </div>
        <FormTextAreaField<ProjectFormValues>
          name="description"
          label="Description"
          optional
          rows={3}
          maxLength={TEXT_LIMITS.projectDescription}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <FormSelectField<ProjectFormValues> name="status" label="Status">
            {PROJECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {projectStatusLabel(status)}
              </option>
            ))}
          </FormSelectField>
          <FormTextField<ProjectFormValues> name="startDate" label="Start date" type="date" />
          <FormTextField<ProjectFormValues> name="endDate" label="End date" type="date" optional />
        </div>

        <Controller
          control={form.control}
          name="printers"
          render={({ field }) => (
            <PrinterCheckboxes
              printers={printers}
              status={printersStatus}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </section>

      <section aria-labelledby="print-jobs-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="print-jobs-heading" className="text-lg font-semibold text-slate-900">
            Print Jobs
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setImporting(true)} disabled={jobsFull || importing}>
              From sliced file
            </Button>
            <Button variant="secondary" onClick={addJob} disabled={jobsFull}>
              Add Print Job
            </Button>
          </div>
        </div>
        {importing && (
          <LazySlicedJobImport
            room={PROJECT_LIMITS.jobs - jobs.fields.length}
            onAdd={addSlicedJobs}
            onCancel={() => setImporting(false)}
          />
        )}
        {jobs.fields.length === 0 ? (
          <p className="rounded-lg border-2 border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
            No print jobs yet. Add one for each part you print, with its time and material.
          </p>
        ) : (
          <div className="space-y-4">
            {jobs.fields.map((job, index) => (
              <PrintJobFields
                key={job.fieldKey}
                index={index}
                onDelete={() => setJobToDelete(index)}
                jobStatuses={jobStatuses}
                materialListId={materialListId}
                chosenPrinters={chosenPrinters}
              />
            ))}
          </div>
        )}
        <datalist id={materialListId}>
          {jobMaterialOptions(spoolMaterials).map((material) => (
            <option key={material} value={material} />
          ))}
        </datalist>
        {jobsFull && (
          <p role="status" className="text-right text-sm text-slate-600">
            {projectMessages.tooManyJobs}
          </p>
        )}
        {jobs.fields.length > 0 && (
          <div className="flex justify-end">
            <Button variant="secondary" onClick={addJob} disabled={jobsFull}>
              Add Print Job
            </Button>
          </div>
        )}
      </section>

      <ProjectCostSummary
        estimate={estimate}
        currency={currency}
        printersChosen={(watchedPrinters ?? []).length > 0}
      />

      <div className="space-y-3 border-t border-slate-200 pt-6">
        <FailureAlert message={failure} />
        {submitCount > 0 && jobsWithErrors.length > 0 && (
          <Alert tone="error">
            {jobsWithErrors.length === 1
              ? `Print Job ${jobsWithErrors[0]! + 1} has errors. Fix them to save the project.`
              : `Print Jobs ${jobsWithErrors.map((index) => index + 1).join(', ')} have errors. Fix them to save the project.`}
          </Alert>
        )}
        <FormActions onCancel={onCancel} busy={saving}>
          {saving ? 'Saving...' : submitLabel}
        </FormActions>
      </div>

      <ConfirmDialog
        open={jobToDelete !== null}
        title="Delete print job"
        message={projectMessages.confirmDeleteJob}
        onCancel={() => setJobToDelete(null)}
        onConfirm={() => {
          if (jobToDelete !== null) jobs.remove(jobToDelete);
          setJobToDelete(null);
        }}
      />
    </Form>
  );
}

function PrinterCheckboxes({
  printers,
  status,
  value,
  onChange,
}: {
  printers: readonly PrinterChoice[];
  status: PrintersStatus;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const known = new Set(printers.map((printer) => printer.id));
  // A printer deleted since the project was saved stays listed, so it can be unticked.
  const missing = status === 'success' ? value.filter((id) => !known.has(id)) : [];
  const toggle = (id: string, checked: boolean) =>
    onChange(
      checked ? [...value.filter((entry) => entry !== id), id] : value.filter((entry) => entry !== id),
    );

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Printers</legend>
      {status === 'pending' ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-500">
          <Spinner size="sm" label="" /> Loading printers...
        </p>
      ) : status === 'error' ? (
        <p className="mt-2 text-sm text-red-700">
          Failed to load your printers. Please try refreshing the page.
        </p>
      ) : printers.length === 0 && missing.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">
          You have no printers yet.{' '}
          <Link to={paths.dashboard.printers} className="font-medium text-indigo-700 hover:text-indigo-600">
            Add a printer
          </Link>{' '}
          to assign it and include its cost per hour.
        </p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {printers.map((printer) => (
            <label
              key={printer.id}
              className="flex items-center gap-3 rounded-md bg-white px-3 py-2 text-sm ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-indigo-500"
            >
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-600"
                checked={value.includes(printer.id)}
                onChange={(event) => toggle(printer.id, event.target.checked)}
              />
              <span>
                <span className="font-medium text-slate-900">{printer.name}</span>
                {printer.model && (
                  <>
                    {' '}
                    <span className="text-slate-500">({printer.model})</span>
                  </>
                )}
              </span>
            </label>
          ))}
          {missing.map((id) => (
            <label
              key={id}
              className="flex items-center gap-3 rounded-md bg-white px-3 py-2 text-sm ring-1 ring-slate-200"
            >
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-600"
                checked
                onChange={(event) => toggle(id, event.target.checked)}
              />
              <span className="text-slate-500">Deleted printer</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
