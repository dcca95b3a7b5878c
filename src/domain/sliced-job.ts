// A print job made from a sliced file (issue 32): the fields a job keeps of the file (its name,
// slicer and hash, and the plate), its filament slots, and how one plate becomes a job of the
// project form. firestore.rules checks the same shapes (projects/jobs: slicedFileValid,
// filamentSlotsValid).
import * as z from 'zod/mini';
import { NUMBER_LIMITS, TEXT_LIMITS } from './limits';
import { roundHalfUp } from './rounding';
import {
  MAX_FILAMENT_SLOTS,
  plateGrams,
  plateMeters,
  type SlicedFile,
  type SlicedPlate,
} from './slicing/sliced-file';

/** The most a stored plate number may be (far above any real project). */
export const MAX_PLATE_NUMBER = 999;
/** Slot numbers run 1–99 (a slicer's filament index, from 1). */
export const MAX_SLOT_NUMBER = 99;
/** Slicer names ("PrusaSlicer 2.5.0") are short texts. */
const SLICER_TEXT = TEXT_LIMITS.shortName;

/** What a job keeps of the file it was read from. */
export interface SlicedFileRef {
  /** The file's name as chosen ("gear.gcode.3mf"). */
  name: string;
  slicer: string;
  /** SHA-256 hex of the file's size and the parts read (see SlicedFile.hash). */
  hash: string;
  /** The plate of a .gcode.3mf, or null. */
  plate: number | null;
}

/** One filament slot of the job, as the file gave it. */
export interface FilamentSlot {
  slot: number;
  material: string;
  /** '#RRGGBB' or ''. */
  colorHex: string;
  grams: number | null;
  meters: number | null;
}

export const HEX_COLOR = /^#[0-9A-F]{6}$/;
const HASH = /^[0-9a-f]{64}$/;

const boundedOrNull = (max: number) => z.nullable(z.number().check(z.nonnegative(), z.maximum(max)));

export const slicedFileRefSchema = z.object({
  name: z.string().check(z.maxLength(TEXT_LIMITS.fileText)),
  slicer: z.string().check(z.maxLength(SLICER_TEXT)),
  hash: z.string().check(z.regex(HASH)),
  plate: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PLATE_NUMBER))),
});

export const filamentSlotSchema = z.object({
  slot: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_SLOT_NUMBER)),
  material: z.string().check(z.maxLength(TEXT_LIMITS.shortName)),
  colorHex: z.string().check(z.refine((text) => text === '' || HEX_COLOR.test(text))),
  grams: boundedOrNull(NUMBER_LIMITS.grams),
  meters: boundedOrNull(NUMBER_LIMITS.meters),
});

export const filamentSlotsSchema = z.array(filamentSlotSchema).check(z.maxLength(MAX_FILAMENT_SLOTS));

/**
 * How a job document stores its slots: one string per slot, "slot|material|#RRGGBB|grams|metres"
 * ("3|PETG|#C12E1F|3.2|1.07", an unknown value left empty), so firestore.rules checks all sixteen
 * with one pattern (a map per slot costs more expressions than a job may evaluate).
 */
export const STORED_SLOT_PATTERN =
  /^[1-9][0-9]?\|[^|;\n]{0,100}\|(#[0-9A-F]{6})?\|(1000000(\.0{1,2})?|[0-9]{1,6}(\.[0-9]{1,2})?)?\|(1000000(\.0{1,2})?|[0-9]{1,6}(\.[0-9]{1,2})?)?$/;

const storedAmount = (value: number | null, decimals: number) =>
  value === null ? '' : String(roundHalfUp(Math.min(Math.max(value, 0), NUMBER_LIMITS.grams), decimals));

/** A slot as a job document stores it. */
export function storedFilamentSlot(filament: FilamentSlot): string {
  const material = filament.material.replace(/[|;\n]/g, ' ').slice(0, TEXT_LIMITS.shortName);
  return [
    filament.slot,
    material,
    filament.colorHex,
    storedAmount(filament.grams, 1),
    storedAmount(filament.meters, 2),
  ].join('|');
}

/** A stored slot read back, or null when it is not one. */
export function filamentSlotOfStored(text: string): FilamentSlot | null {
  if (!STORED_SLOT_PATTERN.test(text)) return null;
  const [slot, material, colorHex, grams, meters] = text.split('|') as [
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    slot: Number(slot),
    material,
    colorHex,
    grams: grams === '' ? null : Number(grams),
    meters: meters === '' ? null : Number(meters),
  };
}

/** The two fields as a stored job holds them (a job saved before issue 32 has neither). */
export const storedSlicedFields = {
  slicedFile: z.catch(z.nullable(slicedFileRefSchema), null),
  filaments: z.catch(
    z.pipe(
      z.array(z.string()).check(z.maxLength(MAX_FILAMENT_SLOTS)),
      z.transform((slots) =>
        slots.map(filamentSlotOfStored).filter((slot): slot is FilamentSlot => slot !== null),
      ),
    ),
    [],
  ),
};

/**
 * A name for a colour the workshop board can match spools by (colour names are what spools have
 * until they get a hex colour): the nearest of the common filament colours.
 */
const COLOUR_NAMES: [string, number, number, number][] = [
  ['Black', 0, 0, 0],
  ['White', 255, 255, 255],
  ['Grey', 128, 128, 128],
  ['Silver', 192, 192, 192],
  ['Red', 220, 30, 30],
  ['Orange', 255, 128, 0],
  ['Yellow', 250, 220, 20],
  ['Green', 0, 160, 60],
  ['Blue', 30, 90, 220],
  ['Light blue', 90, 180, 240],
  ['Purple', 120, 50, 170],
  ['Pink', 240, 120, 180],
  ['Brown', 120, 75, 40],
  ['Beige', 225, 200, 160],
  ['Gold', 200, 160, 40],
];

export function colourName(hex: string): string {
  if (!HEX_COLOR.test(hex)) return '';
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  let best = COLOUR_NAMES[0]!;
  let bestDistance = Infinity;
  for (const entry of COLOUR_NAMES) {
    const distance = (entry[1] - r) ** 2 + (entry[2] - g) ** 2 + (entry[3] - b) ** 2;
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best[0];
}

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
