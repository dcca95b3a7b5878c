// What a sliced file says about its print (issue 32): the shapes every reader returns, the bytes
// it may read, and the messages of what it cannot read. Read on the device, never uploaded.
import { MAX_FILAMENT_SLOTS } from './slots';

export { MAX_FILAMENT_SLOTS };

/** One filament slot of the slicer's project that the print uses. */
export interface SlicedFilament {
  /** The slot in the slicer's project, from 1 (PrusaSlicer's extruder, Bambu's filament id). */
  slot: number;
  /** The material type as the slicer names it ("PLA", "PETG"), or '' when the file does not say. */
  material: string;
  /** '#RRGGBB' (upper case), or '' when the file gives no colour. */
  colorHex: string;
  /** The slicer's filament profile name ("Prusament PLA Orange"), or ''. */
  profile: string;
  /** Grams of this slot, or null when the file does not tell them (see `SlicedPlate.notes`). */
  grams: number | null;
  /** Metres of this slot, or null. */
  meters: number | null;
}

/** One print: a G-code file, or one plate of a .gcode.3mf. */
export interface SlicedPlate {
  /** The plate number of a .gcode.3mf, or null for a G-code. */
  plate: number | null;
  /** What the plate is called where several are offered ("Plate 2: Knob"). */
  label: string;
  /** The slicer's estimate of the print, in seconds (normal mode), or null. */
  seconds: number | null;
  filaments: SlicedFilament[];
  /** What the page must say about the numbers (grams worked out, grams missing). */
  notes: string[];
}

export type SlicedFormat = 'gcode' | 'bgcode' | 'gcode.3mf';

export interface SlicedFile {
  fileName: string;
  format: SlicedFormat;
  /** The slicer and its version as the file names them ("PrusaSlicer 2.5.0"), or ''. */
  slicer: string;
  plates: SlicedPlate[];
  /** SHA-256 (hex) of the file's size and the bytes read: tells the same file again. */
  hash: string;
  /** How many bytes were read (never the whole of a large file). */
  bytesRead: number;
}

export type SlicedFileOutcome = { ok: true; file: SlicedFile } | { ok: false; message: string };

/** How much of a G-code's head and tail the reader reads (the metadata lives there). */
export const GCODE_WINDOW_BYTES = 512 * 1024;
/** Filament density the page assumes where Cura gives only length or volume (PLA). */
export const ASSUMED_DENSITY = 1.24;

export const slicingMessages = {
  empty: 'The file is empty.',
  notSliced:
    'This is not a sliced file PrintLedger can read: choose a G-code (.gcode, .bgcode) or a .gcode.3mf exported by your slicer.',
  truncated:
    'This file ends early (it was cut off while copying or downloading): export it from the slicer again.',
  unslicedProject: 'This 3MF has no sliced plates: slice it and export the .gcode.3mf',
  noNumbers:
    'This G-code has no print time or filament use that PrintLedger can read. It reads PrusaSlicer, SuperSlicer, OrcaSlicer, Bambu Studio and Cura files.',
  compressedMetadata:
    'This binary G-code compresses its metadata with Heatshrink, which PrintLedger does not read: export it with PrusaSlicer’s default settings, or as text G-code.',
  unreadable: 'The file could not be read. Choose it again.',
  zeroDensity: (slots: string) =>
    `The slicer wrote 0 g for ${slots} because its filament density was 0: set the density in the slicer’s filament settings and slice again, or type the grams.`,
  tooManySlots: (count: number) =>
    `This file uses ${count} filaments: a job keeps at most ${MAX_FILAMENT_SLOTS}.`,
  curaLength: (slots: string) =>
    `Cura writes filament length, not weight: the grams of ${slots} are worked out from that length at ${ASSUMED_DENSITY} g/cm³ (PLA). Correct them if the filament is another material.`,
  curaSaved: (slots: string) =>
    `Cura writes no weight: the grams of ${slots} were worked out at ${ASSUMED_DENSITY} g/cm³ (PLA). Correct them if the filament is another material.`,
  curaVolume: (slots: string) =>
    `Cura writes filament volume, not weight: the grams of ${slots} are worked out at ${ASSUMED_DENSITY} g/cm³ (PLA). Correct them if the filament is another material.`,
} as const;

/** "slot 1" / "slots 1 and 2" / "slots 1, 2 and 3", for the notes. */
export function slotList(slots: readonly number[]): string {
  if (slots.length === 1) return `slot ${slots[0]}`;
  return `slots ${slots.slice(0, -1).join(', ')} and ${slots[slots.length - 1]}`;
}

/** Total grams of a plate, or null when no slot has grams. */
export function plateGrams(plate: SlicedPlate): number | null {
  const known = plate.filaments.filter((filament) => filament.grams !== null);
  return known.length === 0 ? null : known.reduce((sum, filament) => sum + (filament.grams ?? 0), 0);
}

/** Total metres of a plate, or null when no slot has a length. */
export function plateMeters(plate: SlicedPlate): number | null {
  const known = plate.filaments.filter((filament) => filament.meters !== null);
  return known.length === 0 ? null : known.reduce((sum, filament) => sum + (filament.meters ?? 0), 0);
}
