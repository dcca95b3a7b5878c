// "From sliced file" in the project editor (issue 32): each chosen print of the files dropped
// becomes a new job, with its time, grams, material and colour, its file and filament slots.
import { SlicedFilePicker } from '@/components/slicing/sliced-file-picker';
import { PROJECT_LIMITS } from '@/domain/limits';
import { slicedJobValues, type SlicedJobValues } from '@/domain/sliced-job-values';

export interface SlicedJobImportProps {
  /** How many more jobs the project takes. */
  room: number;
  onAdd: (jobs: SlicedJobValues[]) => void;
  onCancel: () => void;
}

export function SlicedJobImport({ room, onAdd, onCancel }: SlicedJobImportProps) {
  return (
    <section
      aria-labelledby="sliced-import-heading"
      className="rounded-lg border border-indigo-200 bg-indigo-50/40 p-4 sm:p-5"
    >
      <h3 id="sliced-import-heading" className="text-base font-semibold text-slate-900">
        Print jobs from sliced files
      </h3>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Each print becomes a job with its time, filament per slot, material and colour. Tick the plates of a
        .gcode.3mf you want.
      </p>
      <SlicedFilePicker
        mode="many"
        limit={{
          count: room,
          message: `Only ${room} more print ${room === 1 ? 'job fits' : 'jobs fit'} in this project (${PROJECT_LIMITS.jobs} at most).`,
        }}
        buttonLabel={(count) => (count === 1 ? 'Add 1 print job' : `Add ${count} print jobs`)}
        onUse={(prints) => onAdd(prints.map(({ file, plate }) => slicedJobValues(file, plate)))}
        onCancel={onCancel}
      />
    </section>
  );
}
