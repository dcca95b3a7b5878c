// The shared catalogue as a few compact documents (issue 15 point 3): a search without a brand
// and the import's existence check read these, a handful of documents, instead of one document
// per filament. The per-filament documents stay; every write keeps both equal.
//   catalogue_snapshot/manifest   { version, parts, filamentCount, updatedAt }
//   catalogue_snapshot/part-{n}   { version, index, filaments: string[], updatedAt }
// Each entry of `filaments` is one filament as a JSON tuple (Firestore arrays cannot hold
// arrays): about 200 bytes, so a full part of 2,000 stays near 400 KB, well under 1 MiB.
import * as z from 'zod/mini';
import { FIRESTORE_BATCH_LIMIT } from './catalogue-import';
import { filamentSchema, type Filament } from './filament';

export const CATALOGUE_SNAPSHOT = 'catalogue_snapshot';
export const SNAPSHOT_MANIFEST_ID = 'manifest';
/** The encoding of the entries; a reader that meets another version falls back to the documents. */
export const SNAPSHOT_VERSION = 1;
/** Filaments per part (firestore.rules refuses more: maxSnapshotPartFilaments). */
export const SNAPSHOT_PART_CAPACITY = 2000;
/** Parts the manifest may name (firestore.rules: maxSnapshotParts): 100,000 filaments. */
export const MAX_SNAPSHOT_PARTS = 50;
/** Firestore's limit on one document's size. */
export const FIRESTORE_DOCUMENT_LIMIT_BYTES = 1_048_576;

export const snapshotPartId = (index: number) => `part-${index}`;

export const snapshotManifestSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  parts: z.number().check(z.int(), z.gte(0), z.lte(MAX_SNAPSHOT_PARTS)),
  filamentCount: z.number().check(z.int(), z.gte(0)),
});
export type SnapshotManifest = z.infer<typeof snapshotManifestSchema>;

export const snapshotPartSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  index: z.number().check(z.int(), z.gte(0)),
  filaments: z.array(z.string()).check(z.maxLength(SNAPSHOT_PART_CAPACITY)),
});

/** A filament without the fields the snapshot does not keep (createdAt, updatedAt). */
export type SnapshotFilament = Omit<Filament, 'shrinkage'> & { shrinkage?: number | null };

/** One filament as a snapshot entry: a JSON tuple in a fixed field order. */
export function encodeSnapshotEntry(filament: SnapshotFilament): string {
  return JSON.stringify([
    filament.id,
    filament.name,
    filament.material,
    filament.brand,
    filament.colorName,
    filament.colorHex,
    filament.density,
    filament.diameter,
    filament.printTempMin,
    filament.printTempMax,
    filament.bedTempMin,
    filament.bedTempMax,
    filament.notes,
    filament.shrinkage ?? null,
  ]);
}

/** The id of an entry without decoding all of it ('["id",…'). */
export function snapshotEntryId(entry: string): string | null {
  try {
    const tuple: unknown = JSON.parse(entry);
    return Array.isArray(tuple) && typeof tuple[0] === 'string' ? tuple[0] : null;
  } catch {
    return null;
  }
}

/** An entry back to a filament; a malformed entry gives null (left out, like a malformed document). */
export function decodeSnapshotEntry(entry: string): Filament | null {
  let tuple: unknown;
  try {
    tuple = JSON.parse(entry);
  } catch {
    return null;
  }
  if (!Array.isArray(tuple) || tuple.length < 13) return null;
  const [id, name, material, brand, colorName, colorHex, density, diameter, ...rest] = tuple as unknown[];
  const [printTempMin, printTempMax, bedTempMin, bedTempMax, notes, shrinkage] = rest;
  const parsed = filamentSchema.safeParse({
    id,
    name,
    material,
    brand,
    colorName,
    colorHex,
    density,
    diameter,
    printTempMin,
    printTempMax,
    bedTempMin,
    bedTempMax,
    notes,
    ...(shrinkage === null || shrinkage === undefined ? {} : { shrinkage }),
  });
  return parsed.success ? parsed.data : null;
}

/** Fills parts in order, each up to the capacity (a rebuild, or a first import). */
export function partitionEntries(entries: readonly string[], capacity = SNAPSHOT_PART_CAPACITY): string[][] {
  const parts: string[][] = [];
  for (let start = 0; start < entries.length; start += capacity) {
    parts.push(entries.slice(start, start + capacity));
  }
  return parts;
}

/**
 * Firestore's stored size of a part (its documented size rules: a string is its UTF-8 bytes + 1,
 * a number 8, a timestamp 8, each field name its bytes + 1, the document name and 32 more).
 */
export function snapshotPartBytes(entries: readonly string[], index = 0): number {
  const encoder = new TextEncoder();
  const name = encoder.encode(`${CATALOGUE_SNAPSHOT}/${snapshotPartId(index)}`).length + 16;
  const fields = ['version', 'index', 'filaments', 'updatedAt'].reduce((sum, key) => sum + key.length + 1, 0);
  const values = entries.reduce((sum, entry) => sum + encoder.encode(entry).length + 1, 0) + 8 * 3;
  return name + fields + values + 32;
}

/** The state a snapshot read gives: its parts by index, or null when there is no usable snapshot. */
export type SnapshotContents = { parts: string[][]; filamentCount: number };

/** Where a filament's entry is: the part and the position in it, or null. */
export function findSnapshotEntry(parts: readonly (readonly string[])[], id: string) {
  for (let part = 0; part < parts.length; part += 1) {
    const position = parts[part]!.findIndex((entry) => snapshotEntryId(entry) === id);
    if (position >= 0) return { part, position };
  }
  return null;
}

/** One commit of an import: the new filaments, the parts they change (whole), and the manifest. */
export type SnapshotImportBatch<T> = {
  filaments: T[];
  parts: { index: number; entries: string[] }[];
  manifest: SnapshotManifest;
};

/**
 * Splits an import into commits of at most 500 writes, each carrying its filament documents, the
 * snapshot parts they land in and the manifest, so after every commit the snapshot holds exactly
 * the documents written so far (a failed import leaves both equal, and a retry skips what landed).
 * New entries fill the last part, then new parts. `unstoredParts` are parts that exist only in
 * memory (a snapshot built from the documents of a catalogue imported before snapshots): the
 * first commit writes them, even when nothing is new.
 */
export function planSnapshotImport<T extends SnapshotFilament>(
  existingParts: readonly (readonly string[])[],
  toCreate: readonly T[],
  {
    unstoredParts = [] as readonly number[],
    batchLimit = FIRESTORE_BATCH_LIMIT,
    capacity = SNAPSHOT_PART_CAPACITY,
  } = {},
): SnapshotImportBatch<T>[] {
  const parts = existingParts.map((part) => [...part]);
  let filamentCount = parts.reduce((sum, part) => sum + part.length, 0);
  const batches: SnapshotImportBatch<T>[] = [];
  let filaments: T[] = [];
  let touched = new Set<number>(unstoredParts);

  const close = () => {
    if (filaments.length === 0 && touched.size === 0) return;
    batches.push({
      filaments,
      parts: [...touched].sort((a, b) => a - b).map((index) => ({ index, entries: [...parts[index]!] })),
      manifest: { version: SNAPSHOT_VERSION, parts: parts.length, filamentCount },
    });
    filaments = [];
    touched = new Set();
  };

  for (const filament of toCreate) {
    let target = parts.length - 1;
    if (target < 0 || parts[target]!.length >= capacity) target = parts.length;
    const partsAfter = touched.has(target) ? touched.size : touched.size + 1;
    // This filament's document, the parts so far and its part, and the manifest.
    if (filaments.length + 1 + partsAfter + 1 > batchLimit) {
      close();
      target = parts.length - 1;
      if (target < 0 || parts[target]!.length >= capacity) target = parts.length;
    }
    if (target === parts.length) parts.push([]);
    parts[target]!.push(encodeSnapshotEntry(filament));
    filamentCount += 1;
    touched.add(target);
    filaments.push(filament);
  }
  close();
  if (parts.length > MAX_SNAPSHOT_PARTS) {
    throw new Error(
      `The catalogue would need ${parts.length} snapshot parts; the limit is ${MAX_SNAPSHOT_PARTS}.`,
    );
  }
  return batches;
}

/**
 * Reads stored snapshot documents (the manifest and parts, as plain data by id) into filaments.
 * Null when there is no usable snapshot: no manifest, another version, a part missing, or the
 * entries not adding up to the manifest's count (then the caller reads the documents).
 */
export function readSnapshotDocuments(
  documents: readonly { id: string; data: Record<string, unknown> }[],
): { parts: string[][]; filaments: Filament[] } | null {
  const byId = new Map(documents.map((entry) => [entry.id, entry.data]));
  const manifest = snapshotManifestSchema.safeParse(byId.get(SNAPSHOT_MANIFEST_ID));
  if (!manifest.success) return null;
  const parts: string[][] = [];
  for (let index = 0; index < manifest.data.parts; index += 1) {
    const part = snapshotPartSchema.safeParse(byId.get(snapshotPartId(index)));
    if (!part.success || part.data.index !== index) return null;
    parts.push(part.data.filaments);
  }
  const entries = parts.flat();
  if (entries.length !== manifest.data.filamentCount) return null;
  const filaments: Filament[] = [];
  for (const entry of entries) {
    const filament = decodeSnapshotEntry(entry);
    if (filament) filaments.push(filament);
  }
  return { parts, filaments };
}
