// A print job made from a sliced file (issue 32): the fields a job keeps of the file (its name,
// slicer and hash, and the plate) and its filament slots, as the form, a save and a job document
// hold them. firestore.rules checks the same shapes (projects/jobs: slicedFileValid,
// filamentSlotsValid). How a plate becomes a job is sliced-job-values.ts (loaded with the import).
import * as z from 'zod/mini';
import { NUMBER_LIMITS, TEXT_LIMITS } from './limits';
import { roundHalfUp } from './rounding';
import { MAX_FILAMENT_SLOTS } from './slicing/slots';

/** The most a stored plate number may be (far above any real project). */
export const MAX_PLATE_NUMBER = 999;
/** Slot numbers run 1–99 (a slicer's filament index, from 1). */
export const MAX_SLOT_NUMBER = 99;
/** Slicer names ("PrusaSlicer 2.5.0") are short texts. */
export const SLICER_TEXT = TEXT_LIMITS.shortName;

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
