import { z } from 'zod';
import { toOptionalNumber } from './form-numbers';
import type { Filament } from './filament';

/** Messages of the spool form, verbatim from SPEC §5. */
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

/** Low-spool alert texts: a product addition (the home page promises the alerts), not in §5. */
export const lowSpoolMessages = {
  thresholdRequired: 'Low-spool threshold is required',
  thresholdPositive: 'Threshold must be positive',
  badge: 'Low',
} as const;

export const SPOOL_STATUSES = ['new', 'used', 'done'] as const;
export type SpoolStatus = (typeof SPOOL_STATUSES)[number];

/** SPEC §3/§9 spool defaults. */
export const DEFAULT_SPOOL_DIAMETER = 1.75;
export const DEFAULT_SPOOL_STATUS: SpoolStatus = 'new';
export const DEFAULT_SPOOL_TEMPERATURE = 0;

/**
 * Low-spool alert default (home page promises "inventory alerts for low spools"; the spec gives
 * no number). 100 g is roughly one mid-size print: below it a spool is worth reordering.
 */
export const DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS = 100;

/** A form number input: empty → the required message, below 0 → the min message. */
const requiredNonNegative = (requiredMessage: string, minMessage: string) =>
  z.preprocess(
    toOptionalNumber,
    z.number({ error: requiredMessage }).min(0, minMessage),
  ) as unknown as z.ZodType<number, number | string>;

/** An optional form number input: empty → undefined, below 0 → the min message. */
const optionalNonNegative = (minMessage: string) =>
  z.preprocess(toOptionalNumber, z.number().min(0, minMessage).optional()) as unknown as z.ZodType<
    number | undefined,
    number | string | null | undefined
  >;

/** An optional number with a default when empty (copied filament fields; the spec gives no rule). */
const numberWithDefault = (fallback: number) =>
  z.preprocess((value) => toOptionalNumber(value) ?? fallback, z.number()) as unknown as z.ZodType<
    number,
    number | string | undefined
  >;

/** Optional text: trimmed, '' → null (location and notes are nullable, SPEC §3). */
const nullableText = z
  .string()
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  });

const filamentText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The fields a catalogue filament copies onto a spool (SPEC §3 Spool). */
export const COPIED_FILAMENT_FIELDS = [
  'brand',
  'colorName',
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
export const spoolFormSchema = z
  .object({
    name: z.string({ error: spoolMessages.nameRequired }).trim().min(1, spoolMessages.nameRequired),
    weight: requiredNonNegative(spoolMessages.weightRequired, spoolMessages.weightPositive),
    // Not required: an empty remaining weight means "full" (defaults to weight, SPEC §3).
    remainingWeight: optionalNonNegative(spoolMessages.weightPositive),
    purchaseDate: z
      .string({ error: spoolMessages.purchaseDateRequired })
      .trim()
      // A date input gives YYYY-MM-DD or nothing, so one check covers "required".
      .regex(ISO_DATE, spoolMessages.purchaseDateRequired),
    purchasePrice: requiredNonNegative(spoolMessages.purchasePriceRequired, spoolMessages.pricePositive),
    status: z.enum(SPOOL_STATUSES, { error: spoolMessages.statusRequired }),
    location: nullableText,
    notes: nullableText,
    brand: filamentText,
    colorName: filamentText,
    material: filamentText,
    diameter: numberWithDefault(DEFAULT_SPOOL_DIAMETER),
    printTempMin: numberWithDefault(DEFAULT_SPOOL_TEMPERATURE),
    printTempMax: numberWithDefault(DEFAULT_SPOOL_TEMPERATURE),
    bedTempMin: numberWithDefault(DEFAULT_SPOOL_TEMPERATURE),
    bedTempMax: numberWithDefault(DEFAULT_SPOOL_TEMPERATURE),
    filamentId: z
      .string()
      .nullish()
      .transform((value) => (value ? value : null)),
    // Per-spool low-spool threshold in grams; empty → the user's global threshold applies.
    lowSpoolThreshold: optionalNonNegative(lowSpoolMessages.thresholdPositive).transform(
      (value) => value ?? null,
    ),
  })
  .refine((values) => values.remainingWeight === undefined || values.remainingWeight <= values.weight, {
    message: spoolMessages.remainingAboveTotal,
    path: ['remainingWeight'],
    // Compare as soon as both weights are valid, even while another field is still wrong.
    when: ({ value }) => {
      const { weight, remainingWeight } = (value ?? {}) as Record<string, unknown>;
      return isNonNegativeNumber(weight) && isNonNegativeNumber(remainingWeight);
    },
  })
  .transform(({ remainingWeight, ...values }) => ({
    ...values,
    remainingWeight: remainingWeight ?? values.weight,
  }));

function isNonNegativeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** What the form holds (number inputs may be strings). */
export type SpoolFormValues = z.input<typeof spoolFormSchema>;
/** A validated spool payload, ready to store. */
export type SpoolInput = z.output<typeof spoolFormSchema>;

/** Today as YYYY-MM-DD in the user's local time zone. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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

/** A stored spool, as the app sees it after reading (SPEC §3 Spool). */
export const spoolSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string().catch(''),
  weight: z.number().catch(0),
  remainingWeight: z.number().catch(0),
  purchaseDate: z.string().catch(''),
  purchasePrice: z.number().catch(0),
  location: z.string().nullable().catch(null),
  notes: z.string().nullable().catch(null),
  status: z.enum(SPOOL_STATUSES).catch(DEFAULT_SPOOL_STATUS),
  brand: z.string().catch(''),
  colorName: z.string().catch(''),
  material: z.string().catch(''),
  diameter: z.number().catch(DEFAULT_SPOOL_DIAMETER),
  printTempMin: z.number().catch(DEFAULT_SPOOL_TEMPERATURE),
  printTempMax: z.number().catch(DEFAULT_SPOOL_TEMPERATURE),
  bedTempMin: z.number().catch(DEFAULT_SPOOL_TEMPERATURE),
  bedTempMax: z.number().catch(DEFAULT_SPOOL_TEMPERATURE),
  filamentId: z.string().nullable().catch(null),
  lowSpoolThreshold: z.number().nullable().catch(null),
  createdAt: z.date().nullable().catch(null),
  updatedAt: z.date().nullable().catch(null),
});
export type Spool = z.infer<typeof spoolSchema>;

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

/** Copies a catalogue filament's fields onto spool form values and keeps its id (SPEC §3). */
export function applyFilamentToSpool<T extends Partial<SpoolFormValues>>(values: T, filament: Filament): T {
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  return {
    ...values,
    // An empty name is filled with something recognisable; a typed name is the user's and stays.
    name: name === '' ? filamentDisplayName(filament) : values.name,
    brand: filament.brand,
    colorName: filament.colorName || filament.name,
    material: filament.material,
    diameter: filament.diameter,
    printTempMin: filament.printTempMin,
    printTempMax: filament.printTempMax,
    bedTempMin: filament.bedTempMin,
    bedTempMax: filament.bedTempMax,
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

/** Status badge of a spool card: the label is text, the tone only reinforces it. */
export function spoolStatusBadge(status: SpoolStatus): { label: string; tone: 'green' | 'blue' | 'grey' } {
  switch (status) {
    case 'new':
      return { label: 'New', tone: 'green' };
    case 'used':
      return { label: 'Used', tone: 'blue' };
    case 'done':
      return { label: 'Done', tone: 'grey' };
  }
}

export const spoolStatusOptions = SPOOL_STATUSES.map((status) => ({
  value: status,
  label: spoolStatusBadge(status).label,
}));

/** Remaining share of the spool, 0–100, for the card's bar. */
export function remainingPercent(spool: Pick<Spool, 'weight' | 'remainingWeight'>): number {
  if (!(spool.weight > 0)) return 0;
  const percent = (spool.remainingWeight / spool.weight) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** The threshold that applies to a spool: its own, else the user's, else the default. */
export function lowSpoolThresholdFor(
  spool: Pick<Spool, 'lowSpoolThreshold'>,
  userThreshold?: number | null,
): number {
  if (isNonNegativeNumber(spool.lowSpoolThreshold)) return spool.lowSpoolThreshold;
  if (isNonNegativeNumber(userThreshold)) return userThreshold;
  return DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS;
}

/**
 * A spool is low when its remaining weight falls below its threshold. A spool marked done is
 * used up on purpose, so it raises no alert.
 */
export function isLowSpool(
  spool: Pick<Spool, 'remainingWeight' | 'status' | 'lowSpoolThreshold'>,
  userThreshold?: number | null,
): boolean {
  if (spool.status === 'done') return false;
  return spool.remainingWeight < lowSpoolThresholdFor(spool, userThreshold);
}

export function countLowSpools(
  spools: readonly Pick<Spool, 'remainingWeight' | 'status' | 'lowSpoolThreshold'>[],
  userThreshold?: number | null,
): number {
  return spools.filter((spool) => isLowSpool(spool, userThreshold)).length;
}

/** "2 spools are running low" / "1 spool is running low". */
export function lowSpoolAlertText(count: number): string {
  return count === 1 ? '1 spool is running low' : `${count} spools are running low`;
}

/** Schema of the user's global low-spool threshold (profile setting), in grams. */
export const lowSpoolThresholdSchema = z.preprocess(
  toOptionalNumber,
  z.number({ error: lowSpoolMessages.thresholdRequired }).min(0, lowSpoolMessages.thresholdPositive),
) as unknown as z.ZodType<number, number | string>;
