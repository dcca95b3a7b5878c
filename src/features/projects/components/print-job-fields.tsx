import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/class-names';
import { inputClasses, TextAreaField, TextField } from '@/components/ui/field';
import type { ProjectFormOutput, ProjectFormValues } from '@/domain/projects';

interface PrintJobFieldsProps {
  index: number;
  control: Control<ProjectFormValues, unknown, ProjectFormOutput>;
  register: UseFormRegister<ProjectFormValues>;
  errors: FieldErrors<ProjectFormValues>['parts'];
  onDelete: () => void;
}

/** One print job of the form (SPEC §2): its errors show here, under the job. */
export function PrintJobFields({ index, control, register, errors, onDelete }: PrintJobFieldsProps) {
  const jobErrors = errors?.[index];
  const files = useFieldArray({ control, name: `parts.${index}.files`, keyName: 'fieldKey' });
  const title = `Print Job ${index + 1}`;
  const path = `parts.${index}` as const;

  return (
    <fieldset
      id={`print-job-${index + 1}`}
      className={cx(
        'scroll-mt-6 rounded-lg border bg-slate-50/60 p-4 sm:p-5',
        jobErrors ? 'border-red-300' : 'border-slate-200',
      )}
    >
      <legend className="float-left py-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="float-right">
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onDelete}>
          Delete <span className="sr-only">{title}</span>
        </Button>
      </div>
      {jobErrors && (
        <p className="clear-both mt-1 text-sm text-red-700">
          Fix the highlighted fields of this print job to save.
        </p>
      )}

      <div className="clear-both mt-4 space-y-4">
        <TextAreaField
          label="Description"
          rows={2}
          error={jobErrors?.description?.message}
          {...register(`${path}.description`)}
        />

        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <TextField
            label="Print time (hours)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={jobErrors?.printTime?.hours?.message}
            {...register(`${path}.printTime.hours`)}
          />
          <TextField
            label="Minutes"
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            step={1}
            error={jobErrors?.printTime?.minutes?.message}
            {...register(`${path}.printTime.minutes`)}
          />
          <TextField
            label="Material (m)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={jobErrors?.material?.meters?.message}
            {...register(`${path}.material.meters`)}
          />
          <TextField
            label="Material (g)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            error={jobErrors?.material?.grams?.message}
            {...register(`${path}.material.grams`)}
          />
        </div>

        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <TextField
            label="Extruder temp (°C)"
            type="number"
            inputMode="numeric"
            min={150}
            max={300}
            error={jobErrors?.settings?.temperature?.extruder?.message}
            {...register(`${path}.settings.temperature.extruder`)}
          />
          <TextField
            label="Bed temp (°C)"
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            error={jobErrors?.settings?.temperature?.bed?.message}
            {...register(`${path}.settings.temperature.bed`)}
          />
          <TextField
            label="Infill (%)"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            hint="20% when left blank."
            error={jobErrors?.settings?.infill?.message}
            {...register(`${path}.settings.infill`)}
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
                  <input
                    aria-label={`File ${fileIndex + 1} name`}
                    placeholder="File name, e.g. rook.stl"
                    className={inputClasses(false, 'sm:w-2/5')}
                    {...register(`${path}.files.${fileIndex}.name`)}
                  />
                  <input
                    aria-label={`File ${fileIndex + 1} description`}
                    placeholder="Description (optional)"
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
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => files.append({ name: '', description: '' })}
          >
            Add File
          </Button>
        </div>

        <TextAreaField
          label="Additional notes"
          rows={2}
          optional
          error={jobErrors?.settings?.notes?.message}
          {...register(`${path}.settings.notes`)}
        />
      </div>
    </fieldset>
  );
}
