// "From sliced file" (issue 32): drop or choose G-code, .bgcode or .gcode.3mf files; each is read
// on this device in the reader's Web Worker (never uploaded) and its prints are offered, a
// multi-plate 3MF plate by plate. The project editor takes several files and plates as new jobs;
// the calculator takes one print. Loaded only when "From sliced file" is opened.
import { useId, useState, type DragEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/class-names';
import { Spinner } from '@/components/ui/spinner';
import { formatGrams } from '@/domain/filament-amounts';
import {
  plateGrams,
  type SlicedFile,
  type SlicedFileOutcome,
  type SlicedPlate,
} from '@/domain/slicing/sliced-file';
import { formatDuration } from '@/domain/workshop-board';
import { readSlicedFiles } from './read-sliced-files';

/** A print chosen from a file. */
export interface ChosenPrint {
  file: SlicedFile;
  plate: SlicedPlate;
}

interface SlicedFilePickerProps {
  /** 'many': several files, each plate ticked to become a job; 'one': one print, used at once. */
  mode: 'many' | 'one';
  /** How many prints may be chosen at most ('many'), and what to say past it. */
  limit?: { count: number; message: string };
  onUse: (prints: ChosenPrint[]) => void;
  onCancel?: () => void;
  /** The button that uses the ticked prints ('many'). */
  buttonLabel?: (count: number) => string;
}

interface Entry {
  name: string;
  outcome: SlicedFileOutcome | null;
}

const ACCEPT = '.gcode,.gco,.g,.bgcode,.3mf';

export function SlicedFilePicker({ mode, limit, onUse, onCancel, buttonLabel }: SlicedFilePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [dragging, setDragging] = useState(false);
  const reading = entries.some((entry) => entry.outcome === null);

  const read = async (files: File[]) => {
    if (files.length === 0) return;
    const picked = mode === 'one' ? files.slice(0, 1) : files;
    setEntries(picked.map((file) => ({ name: file.name, outcome: null })));
    setChosen(new Set());
    const outcomes = await readSlicedFiles(picked, (index, outcome) => {
      setEntries((current) => current.map((entry, at) => (at === index ? { ...entry, outcome } : entry)));
      if (outcome.ok) {
        setChosen(
          (current) => new Set([...current, ...outcome.file.plates.map((_, plate) => `${index}:${plate}`)]),
        );
      }
    });
    const only = outcomes[0];
    if (mode === 'one' && only?.ok && only.file.plates.length === 1)
      onUse([{ file: only.file, plate: only.file.plates[0]! }]);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void read([...event.dataTransfer.files]);
  };

  const toggle = (key: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const chosenPrints = entries.flatMap((entry, index) =>
    entry.outcome?.ok
      ? entry.outcome.file.plates.flatMap((plate, at) =>
          chosen.has(`${index}:${at}`) ? [{ file: (entry.outcome as { file: SlicedFile }).file, plate }] : [],
        )
      : [],
  );
  const overLimit = limit !== undefined && chosenPrints.length > limit.count;

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="sliced-file-drop"
        className={cx(
          'rounded-lg border-2 border-dashed px-4 py-6 text-center',
          dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white',
        )}
      >
        <p className="text-sm font-medium text-slate-800">
          Drop {mode === 'many' ? 'G-code or .gcode.3mf files' : 'a G-code or .gcode.3mf file'} here, or
        </p>
        {/* The input is hidden but focusable: the label after it shows its focus (peer). */}
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple={mode === 'many'}
          aria-describedby={hintId}
          className="peer sr-only"
          onChange={(event) => {
            void read([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="mt-2 inline-flex cursor-pointer items-center rounded-md bg-white px-3.5 py-2 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 hover:bg-slate-50"
        >
          {mode === 'many' ? 'Choose files' : 'Choose a file'}
        </label>
        <p id={hintId} className="mt-2 text-xs text-slate-500">
          PrusaSlicer, SuperSlicer, OrcaSlicer, Bambu Studio or Cura: .gcode, .bgcode, .gcode.3mf. The file is
          read on this device and never uploaded.
        </p>
      </div>

      {reading && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" label="" />
          Reading {entries.find((entry) => entry.outcome === null)?.name}…
        </p>
      )}

      {entries.length > 0 && (
        <ul className="space-y-3" aria-label="Sliced files">
          {entries.map((entry, index) => (
            <li key={`${index}-${entry.name}`} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
              <p className="text-sm font-semibold break-all text-slate-900">
                {entry.name}
                {entry.outcome?.ok && entry.outcome.file.slicer && (
                  <span className="font-normal text-slate-500"> · {entry.outcome.file.slicer}</span>
                )}
              </p>
              {entry.outcome && !entry.outcome.ok && (
                <Alert tone="error" className="mt-2">
                  {entry.outcome.message}
                </Alert>
              )}
              {entry.outcome?.ok && (
                <ul className="mt-2 space-y-2">
                  {entry.outcome.file.plates.map((plate, at) => {
                    const key = `${index}:${at}`;
                    const file = (entry.outcome as { file: SlicedFile }).file;
                    return (
                      <li key={key}>
                        {mode === 'many' ? (
                          <label className="flex items-start gap-3 text-sm">
                            <input
                              type="checkbox"
                              className="mt-0.5 h-4 w-4 rounded border-slate-300 text-indigo-600"
                              checked={chosen.has(key)}
                              onChange={(event) => toggle(key, event.target.checked)}
                            />
                            <PrintSummary plate={plate} />
                          </label>
                        ) : (
                          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                            <PrintSummary plate={plate} />
                            {file.plates.length > 1 && (
                              <Button size="sm" variant="secondary" onClick={() => onUse([{ file, plate }])}>
                                Use {plate.label.split(':')[0]}
                              </Button>
                            )}
                          </div>
                        )}
                        {plate.notes.map((note) => (
                          <Alert key={note} tone="warning" className="mt-2">
                            {note}
                          </Alert>
                        ))}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}

      {mode === 'many' && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          {overLimit && (
            <p role="status" className="text-sm text-red-700">
              {limit.message}
            </p>
          )}
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button
            disabled={reading || chosenPrints.length === 0 || overLimit}
            onClick={() => onUse(chosenPrints)}
          >
            {buttonLabel?.(chosenPrints.length) ?? `Use ${chosenPrints.length}`}
          </Button>
        </div>
      )}
    </div>
  );
}

/** "Plate 1: Gear · 58 min · 15.6 g" and a swatch per filament slot. */
function PrintSummary({ plate }: { plate: SlicedPlate }) {
  const grams = plateGrams(plate);
  const facts = [
    plate.label === 'G-code' ? null : plate.label,
    plate.seconds === null ? 'no time' : formatDuration(plate.seconds / 60),
    grams === null ? 'no weight' : formatGrams(grams),
  ].filter(Boolean);
  return (
    <span className="flex flex-col gap-1">
      <span className="text-slate-900">{facts.join(' · ')}</span>
      {plate.filaments.length > 0 && (
        <span className="flex flex-wrap gap-2 text-xs text-slate-600">
          {plate.filaments.map((filament) => (
            <span key={filament.slot} className="inline-flex items-center gap-1">
              <Swatch hex={filament.colorHex} />
              Slot {filament.slot}
              {filament.material && ` · ${filament.material}`}
              {filament.grams !== null && ` · ${formatGrams(filament.grams)}`}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

/** A filament's colour; its slot and material are said beside it, so colour is never the only signal. */
export function Swatch({ hex }: { hex: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-3 w-3 rounded-full ring-1 ring-slate-400"
      style={{ backgroundColor: hex || 'transparent' }}
    />
  );
}
