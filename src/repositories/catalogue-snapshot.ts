// The catalogue snapshot's documents (src/domain/catalogue-snapshot.ts): reading them all in one
// query, and the writes that keep them equal to the per-filament documents: one filament's
// add/edit/delete (in the same transaction as its document) and a whole rebuild.
import {
  CATALOGUE_SNAPSHOT,
  encodeSnapshotEntry,
  readSnapshotDocuments,
  SNAPSHOT_MANIFEST_ID,
  SNAPSHOT_PART_CAPACITY,
  SNAPSHOT_VERSION,
  snapshotManifestSchema,
  snapshotEntryId,
  snapshotPartId,
  snapshotPartSchema,
  type SnapshotFilament,
  type SnapshotManifest,
} from '@/domain/catalogue-snapshot';
import type { Filament } from '@/domain/filament';
import {
  collection,
  doc,
  getDocs,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from '@/firebase/firestore';

export type SnapshotRead = {
  /** The snapshot's parts and filaments, or null when there is no usable snapshot. */
  snapshot: { parts: string[][]; filaments: Filament[] } | null;
  /** Billed reads: one per document, one for a query that returned none. */
  documentsRead: number;
};

export const snapshotManifestRef = (db: Firestore) => doc(db, CATALOGUE_SNAPSHOT, SNAPSHOT_MANIFEST_ID);
export const snapshotPartRef = (db: Firestore, index: number) =>
  doc(db, CATALOGUE_SNAPSHOT, snapshotPartId(index));

/** The manifest and every part, in one query (a handful of documents). */
export async function readCatalogueSnapshot(db: Firestore): Promise<SnapshotRead> {
  const result = await getDocs(collection(db, CATALOGUE_SNAPSHOT));
  const snapshot = readSnapshotDocuments(result.docs.map((entry) => ({ id: entry.id, data: entry.data() })));
  if (!snapshot && result.size > 0)
    console.warn('The catalogue snapshot is incomplete: reading the documents');
  return { snapshot, documentsRead: Math.max(1, result.size) };
}

export const partData = (index: number, entries: readonly string[]) => ({
  version: SNAPSHOT_VERSION,
  index,
  filaments: [...entries],
  updatedAt: serverTimestamp(),
});
export const manifestData = (manifest: SnapshotManifest) => ({ ...manifest, updatedAt: serverTimestamp() });

type Writer = Pick<WriteBatch, 'set' | 'delete'>;

/** A whole snapshot into a batch: every part, the manifest, and deletes of parts it no longer has. */
export function writeWholeSnapshot(
  db: Firestore,
  writer: Writer,
  parts: readonly string[][],
  storedPartIds: readonly string[],
) {
  parts.forEach((entries, index) => writer.set(snapshotPartRef(db, index), partData(index, entries)));
  writer.set(
    snapshotManifestRef(db),
    manifestData({
      version: SNAPSHOT_VERSION,
      parts: parts.length,
      filamentCount: parts.reduce((sum, part) => sum + part.length, 0),
    }),
  );
  const kept = new Set(parts.map((_, index) => snapshotPartId(index)));
  for (const id of storedPartIds) {
    if (id !== SNAPSHOT_MANIFEST_ID && !kept.has(id)) writer.delete(doc(db, CATALOGUE_SNAPSHOT, id));
  }
}

type SnapshotChange = { kind: 'put'; filament: SnapshotFilament } | { kind: 'remove'; id: string };

/**
 * Inside a transaction that also writes the filament's document: puts (adds or replaces) or
 * removes its snapshot entry. Reads the manifest, then the parts until the entry is found. Without
 * a snapshot (a catalogue imported before snapshots) it changes nothing: the search reads the
 * documents until an admin rebuilds it. Returns the writes to make after the transaction's reads.
 */
export async function changeSnapshotEntry(
  db: Firestore,
  transaction: Transaction,
  change: SnapshotChange,
): Promise<() => void> {
  const manifestSnapshot = await transaction.get(snapshotManifestRef(db));
  const manifest = snapshotManifestSchema.safeParse(manifestSnapshot.data());
  if (!manifest.success) return () => {};
  const id = change.kind === 'put' ? change.filament.id : change.id;
  const parts: string[][] = [];
  let found: { part: number; position: number } | null = null;
  for (let index = 0; index < manifest.data.parts && !found; index += 1) {
    const part = snapshotPartSchema.safeParse((await transaction.get(snapshotPartRef(db, index))).data());
    // A broken part: the snapshot is not usable, and the search already reads the documents.
    if (!part.success) return () => {};
    parts.push([...part.data.filaments]);
    const position = parts[index]!.findIndex((entry) => snapshotEntryId(entry) === id);
    if (position >= 0) found = { part: index, position };
  }

  let count = manifest.data.filamentCount;
  let partCount = manifest.data.parts;
  const writes: { ref: DocumentReference; data: ReturnType<typeof partData> }[] = [];
  if (change.kind === 'remove') {
    if (!found) return () => {};
    parts[found.part]!.splice(found.position, 1);
    count -= 1;
    writes.push({ ref: snapshotPartRef(db, found.part), data: partData(found.part, parts[found.part]!) });
  } else if (found) {
    parts[found.part]![found.position] = encodeSnapshotEntry(change.filament);
    writes.push({ ref: snapshotPartRef(db, found.part), data: partData(found.part, parts[found.part]!) });
  } else {
    // A new filament (or one the snapshot lacked): into the last part, or a new one when it is full.
    const last = partCount - 1;
    const target = last >= 0 && parts[last]!.length < SNAPSHOT_PART_CAPACITY ? last : partCount;
    if (target === partCount) {
      parts.push([]);
      partCount += 1;
    }
    parts[target]!.push(encodeSnapshotEntry(change.filament));
    count += 1;
    writes.push({ ref: snapshotPartRef(db, target), data: partData(target, parts[target]!) });
  }
  return () => {
    for (const write of writes) transaction.set(write.ref, write.data);
    if (count !== manifest.data.filamentCount || partCount !== manifest.data.parts) {
      transaction.set(
        snapshotManifestRef(db),
        manifestData({ version: SNAPSHOT_VERSION, parts: partCount, filamentCount: count }),
      );
    }
  };
}
