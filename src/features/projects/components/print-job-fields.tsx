import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/class-names';
import { DeleteButton } from '@/components/ui/delete-button';
import { inputClasses } from '@/components/ui/field';
import { FormNumberField, FormTextAreaField, FormTextField } from '@/components/ui/form';
import { PROJECT_LIMITS, TEXT_LIMITS } from '@/domain/limits';
import { jobStatusDisplay } from '@/domain/project-actuals-display';
import { projectMessages, type PrinterChoice, type ProjectFormValues } from '@/domain/project-form';
import { LazySlicedJobDetails } from './lazy-sliced';

/** A number field of the job (registered as text: the schema reads what was typed). */
const NumberField = FormNumberField<ProjectFormValues>;

interface PrintJobFieldsProps {
  index: number;
  onDelete: () => void;
  /** The stored jobs' statuses by job id (runs set them); a job not in it is pending. */
  jobStatuses?: Readonly<Record<string, string>>;
  /** The id of the form's <datalist> of materials the Material field suggests. */
  materialListId?: string;
  /** The project's chosen printers (a job from a sliced file warns when none has extruders enough). */
  chosenPrinters?: readonly PrinterChoice[];
}

/** One print job of the form (SPEC §2): its errors show here, under the job. */
export function PrintJobFields({
  index,
  onDelete,
  jobStatuses,
  materialListId,
  chosenPrinters = [],
}: PrintJobFieldsProps) {
  const path = `parts.${index}` as const;
  const { control, register } = useFormContext<ProjectFormValues>();
  const { errors } = useFormState({ control, name: path });
  const [jobId, slicedFile, filaments] = useWatch({
    control,
    name: [`${path}.id`, `${path}.slicedFile`, `${path}.filaments`],
  });
  const status = jobStatusDisplay(jobStatuses?.[jobId]);
  const jobErrors = errors.parts?.[index];
  const files = useFieldArray({ control, name: `${path}.files`, keyName: 'fieldKey' });
  const title = `Print Job ${index + 1}`;
  // The rules store at most PROJECT_LIMITS.filesPerJob files of a job: the form offers no more.
  const filesFull = files.fields.length >= PROJECT_LIMITS.filesPerJob;

  return (
    <fieldset
      id={`print-job-${index + 1}`}
      className={cx(
        'scroll-mt-6 rounded-lg border bg-slate-50/60 p-4 sm:p-5',
        jobErrors ? 'border-red-300' : 'border-slate-200',
      )}
    >
      <legend className="float-left py-1 text-base font-semibold text-slate-900">{title}</legend>
      <span className="float-left ml-3 py-1.5">
        <Badge tone={status.tone}>
          <span className="sr-only">Status: </span>
          {status.label}
        </Badge>
      </span>
      <div className="float-right">
        <DeleteButton what={title} onClick={onDelete} />
      </div>
      {jobErrors && (
        <p className="clear-both mt-1 text-sm text-red-700">
          Fix the highlighted fields of this print job to save.
        </p>
      )}

      <div className="clear-both mt-4 space-y-4">
        <FormTextAreaField<ProjectFormValues>
          name={`${path}.description`}
          label="Description"
          rows={2}
          maxLength={TEXT_LIMITS.jobText}
        />

        {(slicedFile || (filaments && filaments.length > 0)) && (
          <LazySlicedJobDetails
            slicedFile={slicedFile ?? null}
            filaments={filaments ?? []}
            printers={chosenPrinters}
          />
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField<ProjectFormValues>
            name={`${path}.materialType`}
            label="Material"
            optional
            list={materialListId}
            autoComplete="off"
            maxLength={TEXT_LIMITS.shortName}
            hint="The workshop board suggests spools of this material."
          />
          <FormTextField<ProjectFormValues>
            name={`${path}.colorName`}
            label="Colour"
            optional
            maxLength={TEXT_LIMITS.name}
          />
        </div>

        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <NumberField name={`${path}.printTime.hours`} label="Print time (hours)" integer min={0} />
          <NumberField name={`${path}.printTime.minutes`} label="Minutes" integer min={0} max={59} />
          <NumberField name={`${path}.material.meters`} label="Material (m)" min={0} step={0.01} />
          <NumberField name={`${path}.material.grams`} label="Material (g)" min={0} step={0.1} />
        </div>

        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <NumberField
            name={`${path}.settings.temperature.extruder`}
            label="Extruder temp (°C)"
            integer
            min={150}
            max={300}
          />
          <NumberField
            name={`${path}.settings.temperature.bed`}
            label="Bed temp (°C)"
            integer
            min={0}
            max={120}
          />
          <NumberField
            name={`${path}.settings.infill`}
            label="Infill (%)"
            integer
            min={0}
            max={100}
            hint="20% when left blank."
          />
          <div className="flex items-end pb-2">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-600"
                {...register(`${path}.settings.support`)}
              />
              Support structures
            </label>
          </div>
        </div>

        <div>
          <h4 className="text-sm font-medium text-slate-700">Files</h4>
          {files.fields.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">No files yet.</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {files.fields.map((file, fileIndex) => (
                <li key={file.fieldKey} className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  {/* maxLength: the rules store file texts of at most TEXT_LIMITS.fileText characters. */}
                  <input
                    aria-label={`File ${fileIndex + 1} name`}
                    placeholder="File name, e.g. rook.stl"
                    maxLength={TEXT_LIMITS.fileText}
                    className={inputClasses(false, 'sm:w-2/5')}
                    {...register(`${path}.files.${fileIndex}.name`)}
                  />
                  <input
                    aria-label={`File ${fileIndex + 1} description`}
                    placeholder="Description (optional)"
                    maxLength={TEXT_LIMITS.fileText}
                    className={inputClasses(false, 'sm:flex-1')}
                    {...register(`${path}.files.${fileIndex}.description`)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-end sm:self-auto"
                    aria-label={`Remove file ${fileIndex + 1}`}
                    onClick={() => files.remove(fileIndex)}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              size="sm"
              disabled={filesFull}
              onClick={() => files.append({ name: '', description: '' })}
            >
              Add File
            </Button>
            {filesFull && (
              <p role="status" className="text-sm text-slate-600">
                {projectMessages.tooManyFiles}
              </p>
            )}
          </div>
        </div>

        <FormTextAreaField<ProjectFormValues>
          name={`${path}.settings.notes`}
          label="Additional notes"
          rows={2}
          optional
          maxLength={TEXT_LIMITS.jobText}
        />
      </div>
    </fieldset>
  );
}
