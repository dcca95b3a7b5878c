// The spool form (SPEC §2 Spool form, §5): its messages, schema, defaults, and what choosing a
// catalogue filament copies. The spool repository validates every write with the same schema.
import * as z from 'zod/mini';
import { colourMessages, normaliseHexColour } from './colour';
import { isIsoDate, todayIsoDate } from './dates';
import {
  isNonNegativeNumber,
  limitedText,
  numberWithDefault,
  optionalNonNegativeNumber,
  requiredNonNegativeNumber,
  tooLongMessage,
} from './form-fields';
import { NUMBER_LIMITS, TEXT_LIMITS } from './limits';
import { lowSpoolMessages } from './low-spool-alerts';
import {
  DEFAULT_SPOOL_DIAMETER,
  DEFAULT_SPOOL_STATUS,
  DEFAULT_SPOOL_TEMPERATURE,
  SPOOL_STATUSES,
  spoolStatusBadge,
  type Spool,
} from './spool-record';
import type { Filament } from './filament';

/** Messages of the spool form and the inventory, verbatim from SPEC §2 and §5. */
export const spoolMessages = {
  nameRequired: 'Spool name is required',
  weightRequired: 'Weight is required',
  weightPositive: 'Weight must be positive',
  remainingAboveTotal: 'Remaining weight cannot exceed total weight',
  purchaseDateRequired: 'Purchase date is required',
  purchasePriceRequired: 'Purchase price is required',
  pricePositive: 'Price must be positive',
  statusRequired: 'Status is required',
  deleteConfirm: 'Are you sure you want to delete this spool? This action cannot be undone.',
  empty: 'No spools',
} as const;

/**
 * Deleting a spool a printing run uses (issue 29): allowed, and said first. The run's finish then
 * keeps its grams and charges no spool for them (the rules accept no entry for a deleted spool).
 */
export function spoolInUseWarning(printerNames: readonly string[]): string {
  const names = printerNames.filter(Boolean);
  const where = names.length === 0 ? 'a printer' : names.join(' and ');
  return `It is on a run printing now on ${where}: finishing that run will keep its grams on the run but charge no spool for them.`;
}

/** The longest texts firestore.rules stores for a spool. */
export const SPOOL_TEXT_LIMITS = {
  name: TEXT_LIMITS.name,
  brand: TEXT_LIMITS.shortName,
  material: TEXT_LIMITS.shortName,
  colorName: TEXT_LIMITS.name,
  location: TEXT_LIMITS.name,
  notes: TEXT_LIMITS.notes,
} as const;

/** Optional text: trimmed, '' → null (location and notes are nullable, SPEC §3). */
const nullableText = (maxLength: number) =>
  z.pipe(
    z.nullish(limitedText(maxLength)),
    z.transform((value) => (value ? value : null)),
  );

/** A copied filament text: trimmed, '' when missing. */
const filamentText = (maxLength: number) =>
  z.pipe(
    z.nullish(limitedText(maxLength)),
    z.transform((value) => value ?? ''),
  );

/** The fields a catalogue filament copies onto a spool (SPEC §3 Spool). */
export const COPIED_FILAMENT_FIELDS = [
  'brand',
  'colorName',
  'colorHex',
  'material',
  'diameter',
  'printTempMin',
  'printTempMax',
  'bedTempMin',
  'bedTempMax',
] as const;

/**
 * The spool form and the spool repository's write schema. Input: what the form holds (number
 * inputs may be strings); output: a typed spool payload with the §3 defaults filled in.
 */
export const spoolFormSchema = z.pipe(
  z
    .object({
      name: z
        .string({ error: spoolMessages.nameRequired })
        .check(
          z.trim(),
          z.minLength(1, spoolMessages.nameRequired),
          z.maxLength(SPOOL_TEXT_LIMITS.name, tooLongMessage(SPOOL_TEXT_LIMITS.name)),
        ),
      weight: requiredNonNegativeNumber(
        spoolMessages.weightRequired,
        spoolMessages.weightPositive,
        NUMBER_LIMITS.grams,
      ),
      // Not required: an empty remaining weight means "full" (defaults to weight, SPEC §3).
      remainingWeight: optionalNonNegativeNumber(spoolMessages.weightPositive, NUMBER_LIMITS.grams),
      purchaseDate: z.string({ error: spoolMessages.purchaseDateRequired }).check(
        z.trim(),
        // A date input gives a real YYYY-MM-DD day or nothing, so one check covers "required".
        z.refine(isIsoDate, spoolMessages.purchaseDateRequired),
      ),
      purchasePrice: requiredNonNegativeNumber(
        spoolMessages.purchasePriceRequired,
        spoolMessages.pricePositive,
        NUMBER_LIMITS.money,
      ),
      status: z.enum(SPOOL_STATUSES, { error: spoolMessages.statusRequired }),
      location: nullableText(SPOOL_TEXT_LIMITS.location),
      notes: nullableText(SPOOL_TEXT_LIMITS.notes),
      brand: filamentText(SPOOL_TEXT_LIMITS.brand),
      colorName: filamentText(SPOOL_TEXT_LIMITS.colorName),
      // Issue 32: '#RRGGBB', '#RGB' or without '#', stored '#RRGGBB' upper case; empty → none.
      colorHex: z.pipe(
        z.nullish(
          z.string().check(
            z.trim(),
            z.refine(
              (value) => value === '' || normaliseHexColour(value) !== null,
              colourMessages.hexInvalid,
            ),
          ),
        ),
        z.transform((value) => normaliseHexColour(value)),
      ),
      material: filamentText(SPOOL_TEXT_LIMITS.material),
      diameter: numberWithDefault(DEFAULT_SPOOL_DIAMETER, NUMBER_LIMITS.diameter),
      printTempMin: numberWithDefault(DEFAULT_SPOOL_TEMPERATURE, NUMBER_LIMITS.temperature),
      printTempMax: numberWithDefault(DEFAULT_SPOOL_TEMPERATURE, NUMBER_LIMITS.temperature),
      bedTempMin: numberWithDefault(DEFAULT_SPOOL_TEMPERATURE, NUMBER_LIMITS.temperature),
      bedTempMax: numberWithDefault(DEFAULT_SPOOL_TEMPERATURE, NUMBER_LIMITS.temperature),
      filamentId: z.pipe(
        z.nullish(z.string().check(z.maxLength(1500))),
        z.transform((value) => (value ? value : null)),
      ),
      // Per-spool low-spool threshold in grams; empty → the user's global threshold applies.
      lowSpoolThreshold: z.pipe(
        optionalNonNegativeNumber(lowSpoolMessages.thresholdPositive, NUMBER_LIMITS.grams),
        z.transform((value) => value ?? null),
      ),
    })
    .check(
      z.refine((values) => values.remainingWeight === undefined || values.remainingWeight <= values.weight, {
        message: spoolMessages.remainingAboveTotal,
        path: ['remainingWeight'],
        // Compare as soon as both weights are valid, even while another field is still wrong.
        when: ({ value }) => {
          const { weight, remainingWeight } = (value ?? {}) as Record<string, unknown>;
          return isNonNegativeNumber(weight) && isNonNegativeNumber(remainingWeight);
        },
      }),
    ),
  z.transform(({ remainingWeight, ...values }) => ({
    ...values,
    remainingWeight: remainingWeight ?? values.weight,
  })),
);

/** What the form holds (number inputs may be strings). */
export type SpoolFormValues = z.input<typeof spoolFormSchema>;
/** A validated spool payload, ready to store. */
export type SpoolInput = z.output<typeof spoolFormSchema>;

/** A new spool form: SPEC §3/§9 defaults (today, 1.75 mm, new, temperatures 0). */
export function spoolFormDefaults(now: Date = new Date()): SpoolFormValues {
  return {
    name: '',
    weight: '',
    remainingWeight: '',
    purchaseDate: todayIsoDate(now),
    purchasePrice: '',
    status: DEFAULT_SPOOL_STATUS,
    location: '',
    notes: '',
    brand: '',
    colorName: '',
    colorHex: '',
    material: '',
    diameter: DEFAULT_SPOOL_DIAMETER,
    printTempMin: DEFAULT_SPOOL_TEMPERATURE,
    printTempMax: DEFAULT_SPOOL_TEMPERATURE,
    bedTempMin: DEFAULT_SPOOL_TEMPERATURE,
    bedTempMax: DEFAULT_SPOOL_TEMPERATURE,
    filamentId: null,
    lowSpoolThreshold: '',
  };
}

/** The form values of an existing spool (edit). */
export function spoolToFormValues(spool: Spool): SpoolFormValues {
  return {
    name: spool.name,
    weight: spool.weight,
    remainingWeight: spool.remainingWeight,
    purchaseDate: spool.purchaseDate,
    purchasePrice: spool.purchasePrice,
    status: spool.status,
    location: spool.location ?? '',
    notes: spool.notes ?? '',
    brand: spool.brand,
    colorName: spool.colorName,
    colorHex: spool.colorHex ?? '',
    material: spool.material,
    diameter: spool.diameter,
    printTempMin: spool.printTempMin,
    printTempMax: spool.printTempMax,
    bedTempMin: spool.bedTempMin,
    bedTempMax: spool.bedTempMax,
    filamentId: spool.filamentId,
    lowSpoolThreshold: spool.lowSpoolThreshold ?? '',
  };
}

/** The status dropdown's options, labelled as the cards' badges are. */
export const spoolStatusOptions = SPOOL_STATUSES.map((status) => ({
  value: status,
  label: spoolStatusBadge(status).label,
}));

/** Copies a catalogue filament's fields onto spool form values and keeps its id (SPEC §3). */
export function applyFilamentToSpool<T extends Partial<SpoolFormValues>>(values: T, filament: Filament): T {
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  return {
    ...values,
    // An empty name is filled with something recognisable; a typed name is the user's and stays.
    name: name === '' ? filamentDisplayName(filament) : values.name,
    brand: filament.brand,
    colorName: filament.colorName || filament.name,
    // SpoolmanDB's color_hex as stored ('' when the catalogue row has none).
    colorHex: normaliseHexColour(filament.colorHex) ?? '',
    material: filament.material,
    diameter: filament.diameter,
    // From 0, as the spool rules store them (a catalogue row imported before the import clamped
    // its minimums may still say −5).
    printTempMin: Math.max(0, filament.printTempMin),
    printTempMax: Math.max(0, filament.printTempMax),
    bedTempMin: Math.max(0, filament.bedTempMin),
    bedTempMax: Math.max(0, filament.bedTempMax),
    filamentId: filament.id,
  };
}

/** "Brand Material Name", e.g. "Polymaker PLA Galaxy Black". */
export function filamentDisplayName(filament: Pick<Filament, 'brand' | 'material' | 'name'>): string {
  return [filament.brand, filament.material, filament.name]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}
