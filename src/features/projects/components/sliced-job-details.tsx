// What a job read from a sliced file keeps (issue 32): the file, its slicer, each filament slot
// with its colour, material and grams, and what the page must say of those numbers.
import { Alert } from '@/components/ui/alert';
import { formatGrams } from '@/domain/filament-amounts';
import type { PrinterChoice } from '@/domain/project-form';
import type { FilamentSlot, SlicedFileRef } from '@/domain/sliced-job';
import { extruderWarning, slicedJobNotes } from '@/domain/sliced-job-values';

export interface SlicedJobDetailsProps {
  slicedFile: SlicedFileRef | null;
  filaments: readonly FilamentSlot[];
  /** The project's chosen printers, for the extruder warning. */
  printers: readonly PrinterChoice[];
}

export function SlicedJobDetails({ slicedFile, filaments, printers }: SlicedJobDetailsProps) {
  const warning = extruderWarning(
    filaments.length,
    printers.map((printer) => ({ name: printer.name, extruders: printer.extruders ?? 1 })),
  );
  return (
    <div className="space-y-2 rounded-md bg-white p-3 text-sm ring-1 ring-slate-200">
      {slicedFile && (
        <p className="text-slate-700">
          From <span className="font-medium break-all text-slate-900">{slicedFile.name}</span>
          {slicedFile.plate !== null && `, plate ${slicedFile.plate}`}
          {slicedFile.slicer && ` (${slicedFile.slicer})`}
        </p>
      )}
      {filaments.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Filament slots">
          {filaments.map((filament) => (
            <li key={filament.slot} className="inline-flex items-center gap-1.5 text-slate-700">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-full ring-1 ring-slate-400"
                style={{ backgroundColor: filament.colorHex || 'transparent' }}
              />
              Slot {filament.slot}
              {filament.material && ` · ${filament.material}`}
              {filament.colorHex && ` · ${filament.colorHex}`}
              {filament.grams !== null && ` · ${formatGrams(filament.grams)}`}
            </li>
          ))}
        </ul>
      )}
      {slicedJobNotes(slicedFile, filaments).map((note) => (
        <p key={note} className="text-slate-600">
          {note}
        </p>
      ))}
      {warning && <Alert tone="warning">{warning}</Alert>}
    </div>
  );
}
