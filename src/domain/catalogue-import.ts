import * as z from 'zod/mini';
import type { Filament } from './filament';

// SPEC §8: the two outcomes of an admin filament import.
export const catalogueImportMessages = {
  failed: 'Failed to import filaments. Please try again.',
  complete: (imported: number, skipped: number) =>
    `Import complete. ${imported} filaments imported, ${skipped} skipped.`,
} as const;

/** SPEC §9: without a source range, the range is the source temperature ± 5 °C. */
export const TEMPERATURE_FALLBACK_SPREAD = 5;

/** Characters a Firestore document id may not hold (SPEC §3): / \ # $ [ ] */
const FORBIDDEN_ID_CHARACTERS = /[/\\#$[\]]/g;

/** SPEC §3: an imported entry's id is the source id with / \ # $ [ ] replaced by underscores. */
export const sanitiseFilamentId = (sourceId: string) => sourceId.replace(FORBIDDEN_ID_CHARACTERS, '_');

const MAX_DOCUMENT_ID_BYTES = 1500;

/** Whether Firestore accepts this string as a document id (besides the forbidden '/'). */
export function isUsableDocumentId(id: string) {
  if (id.length === 0 || id === '.' || id === '..') return false;
  if (/^__.*__$/.test(id)) return false;
  if (id.includes('/')) return false;
  return new TextEncoder().encode(id).length <= MAX_DOCUMENT_ID_BYTES;
}

const nullableNumber = z.optional(z.nullable(z.number()));
const nullableText = z.optional(z.nullable(z.string()));
const temperatureRange = z.optional(z.nullable(z.tuple([z.number(), z.number()])));
const requiredText = z.string().check(z.trim(), z.minLength(1));

/**
 * One row of SpoolmanDB's filaments.json, limited to the fields SPEC §7 reads
 * (plus color_hexes, the colour of multi-colour rows that have no color_hex).
 * Unknown fields are ignored; a row missing its id, name, material or
 * manufacturer is a per-item error.
 */
export const spoolmanFilamentSchema = z.object({
  id: requiredText,
  name: requiredText,
  material: requiredText,
  manufacturer: requiredText,
  color_hex: nullableText,
  color_hexes: z.optional(z.nullable(z.array(z.string()))),
  density: nullableNumber,
  diameter: nullableNumber,
  extruder_temp: nullableNumber,
  extruder_temp_range: temperatureRange,
  bed_temp: nullableNumber,
  bed_temp_range: temperatureRange,
  weight: nullableNumber,
  spool_weight: nullableNumber,
  finish: nullableText,
  pattern: nullableText,
  translucent: z.optional(z.nullable(z.boolean())),
  glow: z.optional(z.nullable(z.boolean())),
});
export type SpoolmanFilament = z.infer<typeof spoolmanFilamentSchema>;

/** A catalogue document as the import writes it (the repository adds createdAt and updatedAt). */
export type CatalogueFilament = Omit<Filament, 'shrinkage'>;

const DEFAULT_DIAMETER = 1.75;

/** SPEC §3: the source range when given, otherwise the source temperature ± 5, otherwise 0–0. */
export function temperatureRangeOf(
  temperature: number | null | undefined,
  range: readonly [number, number] | null | undefined,
): { min: number; max: number } {
  if (range) return { min: Math.max(0, Math.min(range[0], range[1])), max: Math.max(0, range[0], range[1]) };
  if (typeof temperature === 'number') {
    // Clamped at 0: a bed temperature of 0 (unheated) gives 0–5, not −5–5, which neither the
    // catalogue nor the spool rules store (issue 11 point 7a).
    return {
      min: Math.max(0, temperature - TEMPERATURE_FALLBACK_SPREAD),
      max: temperature + TEMPERATURE_FALLBACK_SPREAD,
    };
  }
  return { min: 0, max: 0 };
}

const formatGrams = (grams: number | null | undefined) =>
  typeof grams === 'number' ? `${grams}g` : 'unknown';

/** SPEC §3: weight and spool weight, then optional finish, pattern, translucent and glow lines. */
export function catalogueNotes(source: SpoolmanFilament) {
  const lines = [
    `Weight: ${formatGrams(source.weight)}`,
    `Spool weight: ${formatGrams(source.spool_weight)}`,
  ];
  if (source.finish) lines.push(`Finish: ${source.finish}`);
  if (source.pattern) lines.push(`Pattern: ${source.pattern}`);
  if (source.translucent) lines.push('Translucent');
  if (source.glow) lines.push('Glow in the dark');
  return lines.join('\n');
}

/** '#'-prefixed colour; multi-colour rows without color_hex take their first colour. */
function colorHexOf(source: SpoolmanFilament) {
  const hex = source.color_hex || source.color_hexes?.[0];
  if (!hex) return '';
  return hex.startsWith('#') ? hex : `#${hex}`;
}

/** Maps one parsed SpoolmanDB row to the catalogue document it becomes. */
export function toCatalogueFilament(source: SpoolmanFilament): CatalogueFilament {
  const print = temperatureRangeOf(source.extruder_temp, source.extruder_temp_range);
  const bed = temperatureRangeOf(source.bed_temp, source.bed_temp_range);
  return {
    id: sanitiseFilamentId(source.id),
    name: source.name,
    material: source.material,
    brand: source.manufacturer,
    colorName: source.name,
    colorHex: colorHexOf(source),
    density: source.density ?? 0,
    diameter: source.diameter ?? DEFAULT_DIAMETER,
    printTempMin: print.min,
    printTempMax: print.max,
    bedTempMin: bed.min,
    bedTempMax: bed.max,
    notes: catalogueNotes(source),
  };
}

export type CatalogueImportProblem = {
  /** Position in the source list. */
  index: number;
  /** The source id when the row had one. */
  sourceId: string | null;
  reason: string;
};

export type CatalogueImportPlan = {
  /** Rows to create when absent, one per distinct sanitised id, in source order. */
  filaments: CatalogueFilament[];
  /** Rows that could not be mapped: logged and counted as skipped. */
  errors: CatalogueImportProblem[];
  /** Later rows whose sanitised id an earlier row already took: counted as skipped. */
  duplicates: CatalogueImportProblem[];
  /** Number of rows in the source list. */
  totalProcessed: number;
};

/**
 * Maps a whole source list. Every row ends up in exactly one of filaments,
 * errors or duplicates, so filaments + errors + duplicates = totalProcessed.
 */
export function planCatalogueImport(source: unknown): CatalogueImportPlan {
  if (!Array.isArray(source)) throw new Error('The filament list is not an array.');
  const filaments: CatalogueFilament[] = [];
  const errors: CatalogueImportProblem[] = [];
  const duplicates: CatalogueImportProblem[] = [];
  const firstIndexById = new Map<string, number>();

  source.forEach((row: unknown, index) => {
    const rawId =
      row && typeof row === 'object' && typeof (row as { id?: unknown }).id === 'string'
        ? (row as { id: string }).id
        : null;
    const parsed = spoolmanFilamentSchema.safeParse(row);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'row'))];
      errors.push({ index, sourceId: rawId, reason: `Invalid field(s): ${fields.join(', ')}` });
      return;
    }
    const filament = toCatalogueFilament(parsed.data);
    if (!isUsableDocumentId(filament.id)) {
      errors.push({ index, sourceId: rawId, reason: `Unusable document id: ${filament.id}` });
      return;
    }
    const earlier = firstIndexById.get(filament.id);
    if (earlier !== undefined) {
      duplicates.push({
        index,
        sourceId: rawId,
        reason: `Same id as row ${earlier} after sanitising: ${filament.id}`,
      });
      return;
    }
    firstIndexById.set(filament.id, index);
    filaments.push(filament);
  });

  return { filaments, errors, duplicates, totalProcessed: source.length };
}

/** The counts an import reports and audits (SPEC §7 admin.filament.import). */
export type CatalogueImportResult = {
  totalProcessed: number;
  imported: number;
  skipped: number;
};

/** Skipped = already in the catalogue + rows that failed to map + in-file duplicates. */
export function catalogueImportResult(plan: CatalogueImportPlan, imported: number): CatalogueImportResult {
  return { totalProcessed: plan.totalProcessed, imported, skipped: plan.totalProcessed - imported };
}

/** Splits a list into chunks of at most `size` (Firestore batches hold 500 writes). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error('Chunk size must be a positive integer.');
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export const FIRESTORE_BATCH_LIMIT = 500;
