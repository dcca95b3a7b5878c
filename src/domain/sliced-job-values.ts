// How one plate of a sliced file becomes a job of the project form (issue 32), loaded with the
// "From sliced file" panel.
import { colourName } from './colour';
import { TEXT_LIMITS } from './limits';
import { roundHalfUp } from './rounding';
import { SLICER_TEXT, type FilamentSlot, type SlicedFileRef } from './sliced-job';
import {
  plateGrams,
  plateMeters,
  slicingMessages,
  slotList,
  type SlicedFile,
  type SlicedPlate,
} from './slicing/sliced-file';

/** The file name without its slicer extension ("gear" of "gear.gcode.3mf"). */
export function baseName(fileName: string): string {
  return fileName.replace(/\.(gcode\.3mf|bgcode|gcode|gco|g|3mf)$/i, '') || fileName;
}

/** The numbers of one plate as a job of the project form takes them. */
export interface SlicedJobValues {
  description: string;
  materialType: string;
  colorName: string;
  printTime: { hours: string; minutes: string };
  material: { meters: string; grams: string };
  files: { name: string; description: string }[];
  slicedFile: SlicedFileRef;
  filaments: FilamentSlot[];
}

/**
 * One plate as the fields of a new job: time in hours and minutes (rounded to the minute), grams
 * and metres of all its slots (rounded as a save rounds them), material and colour of the slot
 * that uses the most filament, the file listed among the job's files, and the slots kept as read.
 */
export function slicedJobValues(file: SlicedFile, plate: SlicedPlate): SlicedJobValues {
  const totalMinutes = plate.seconds === null ? null : Math.round(plate.seconds / 60);
  const grams = plateGrams(plate);
  const meters = plateMeters(plate);
  const main = [...plate.filaments].sort(
    (a, b) => (b.grams ?? b.meters ?? 0) - (a.grams ?? a.meters ?? 0),
  )[0];
  const name = file.fileName.slice(0, TEXT_LIMITS.fileText);
  const slicer = file.slicer.slice(0, SLICER_TEXT);
  const where = plate.plate === null ? '' : `, plate ${plate.plate}`;
  return {
    description: (file.plates.length > 1
      ? `${baseName(file.fileName)}: ${plate.label}`
      : baseName(file.fileName)
    ).slice(0, TEXT_LIMITS.jobText),
    materialType: (main?.material ?? '').slice(0, TEXT_LIMITS.shortName),
    colorName: colourName(main?.colorHex ?? ''),
    printTime: {
      hours: totalMinutes === null ? '' : String(Math.floor(totalMinutes / 60)),
      minutes: totalMinutes === null ? '' : String(totalMinutes % 60),
    },
    material: {
      meters: meters === null ? '' : String(roundHalfUp(meters, 2)),
      grams: grams === null ? '' : String(roundHalfUp(grams, 1)),
    },
    files: [
      {
        name,
        description: `Sliced with ${slicer || 'an unknown slicer'}${where}`.slice(0, TEXT_LIMITS.fileText),
      },
    ],
    slicedFile: { name, slicer, hash: file.hash, plate: plate.plate },
    filaments: plate.filaments.map((filament) => ({
      slot: filament.slot,
      material: filament.material.slice(0, TEXT_LIMITS.shortName),
      colorHex: filament.colorHex,
      grams: filament.grams === null ? null : roundHalfUp(filament.grams, 1),
      meters: filament.meters === null ? null : roundHalfUp(filament.meters, 2),
    })),
  };
}

/** What the page says of a saved job's numbers: grams Cura did not give, grams a density of 0 left out. */
export function slicedJobNotes(
  slicedFile: SlicedFileRef | null,
  filaments: readonly FilamentSlot[],
): string[] {
  const notes: string[] = [];
  const missing = filaments.filter((filament) => filament.grams === null).map((filament) => filament.slot);
  if (missing.length > 0) notes.push(slicingMessages.zeroDensity(slotList(missing)));
  if (slicedFile?.slicer.startsWith('Cura') && filaments.length > 0) {
    notes.push(slicingMessages.curaSaved(slotList(filaments.map((filament) => filament.slot))));
  }
  return notes;
}

/** A printer as the warning names it. */
export interface ExtruderCount {
  name: string;
  extruders: number;
}

/**
 * Issue 32: a job with more filament slots than the chosen printers have extruders says so (it
 * can still print on one with a multi-material unit, so it is a warning, not a refusal). Null
 * when no printer is chosen or one has extruders enough.
 */
export function extruderWarning(slots: number, printers: readonly ExtruderCount[]): string | null {
  if (slots <= 1 || printers.length === 0) return null;
  if (printers.some((printer) => printer.extruders >= slots)) return null;
  const named =
    printers.length === 1
      ? `${printers[0]!.name} has ${printers[0]!.extruders} extruder${printers[0]!.extruders === 1 ? '' : 's'}`
      : `none of this project’s printers has more than ${Math.max(...printers.map((printer) => printer.extruders))}`;
  return `This job uses ${slots} filaments and ${named}: it prints only with a multi-material unit (an MMU or AMS) or on another printer.`;
}
