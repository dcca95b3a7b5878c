import { describe, expect, it } from 'vitest';
import {
  FIRESTORE_BATCH_LIMIT,
  planCatalogueImport,
  type CatalogueFilament,
} from '@/domain/catalogue-import';
import {
  decodeSnapshotEntry,
  encodeSnapshotEntry,
  FIRESTORE_DOCUMENT_LIMIT_BYTES,
  partitionEntries,
  planSnapshotImport,
  readSnapshotDocuments,
  SNAPSHOT_PART_CAPACITY,
  snapshotEntryId,
  snapshotPartBytes,
} from '@/domain/catalogue-snapshot';
import { spoolmanDbRows } from '../support/spoolmandb';

const filament = (id: string, overrides: Partial<CatalogueFilament> = {}): CatalogueFilament => ({
  id,
  name: 'Galaxy Black',
  material: 'PLA',
  brand: 'Polymaker',
  colorName: 'Galaxy Black',
  colorHex: '#1B1B1B',
  density: 1.24,
  diameter: 1.75,
  printTempMin: 190,
  printTempMax: 220,
  bedTempMin: 55,
  bedTempMax: 65,
  notes: 'Weight: 1000g\nSpool weight: 250g',
  ...overrides,
});
const many = (count: number, prefix = 'f') =>
  Array.from({ length: count }, (_, index) => filament(`${prefix}${index}`));

describe('snapshot entries', () => {
  it('round-trip every field, shrinkage included, and name their id', () => {
    const original = {
      ...filament('esun_pla+_"quoted"_/'),
      shrinkage: 0.4,
      notes: 'Weight: 1000g\nGlow in the dark',
    };
    const entry = encodeSnapshotEntry(original);
    expect(decodeSnapshotEntry(entry)).toEqual(original);
    expect(snapshotEntryId(entry)).toBe(original.id);
    expect(decodeSnapshotEntry(encodeSnapshotEntry(filament('plain')))).toEqual(filament('plain'));
  });

  it('gives null for an entry that is not one', () => {
    expect(decodeSnapshotEntry('not json')).toBeNull();
    expect(decodeSnapshotEntry('{"id":"x"}')).toBeNull();
    expect(decodeSnapshotEntry('[1,2,3]')).toBeNull();
    expect(snapshotEntryId('[5]')).toBeNull();
  });
});

describe('reading stored snapshot documents', () => {
  const parts = partitionEntries(many(5).map(encodeSnapshotEntry), 2);
  const stored = (manifest: Record<string, unknown>, partsToStore = parts) => [
    { id: 'manifest', data: manifest },
    ...partsToStore.map((entries, index) => ({
      id: `part-${index}`,
      data: { version: 1, index, filaments: entries },
    })),
  ];

  it('gives the filaments of every part the manifest names', () => {
    const read = readSnapshotDocuments(stored({ version: 1, parts: 3, filamentCount: 5 }));
    expect(read?.filaments.map((entry) => entry.id)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4']);
  });

  it('gives null without a manifest, with a part missing, or when the count does not add up', () => {
    expect(readSnapshotDocuments([])).toBeNull();
    expect(readSnapshotDocuments(stored({ version: 1, parts: 3, filamentCount: 5 }).slice(1))).toBeNull();
    expect(
      readSnapshotDocuments(stored({ version: 1, parts: 3, filamentCount: 5 }, parts.slice(0, 2))),
    ).toBeNull();
    expect(readSnapshotDocuments(stored({ version: 1, parts: 3, filamentCount: 6 }))).toBeNull();
    expect(readSnapshotDocuments(stored({ version: 2, parts: 3, filamentCount: 5 }))).toBeNull();
  });
});

describe('planning an import with its snapshot', () => {
  it('fits 6,325 new filaments in 13 commits of at most 500 writes, the snapshot in each', () => {
    const batches = planSnapshotImport([], many(6325));
    expect(batches).toHaveLength(13);
    for (const batch of batches) {
      expect(batch.filaments.length + batch.parts.length + 1).toBeLessThanOrEqual(FIRESTORE_BATCH_LIMIT);
    }
    const last = batches.at(-1)!;
    expect(last.manifest).toEqual({ version: 1, parts: 4, filamentCount: 6325 });
    // After every commit the snapshot holds exactly the filaments written so far.
    let written = 0;
    for (const batch of batches) {
      written += batch.filaments.length;
      expect(batch.manifest.filamentCount).toBe(written);
    }
    expect(
      batches
        .flatMap((batch) => batch.parts)
        .filter((part) => part.index === 3)
        .at(-1)?.entries,
    ).toHaveLength(325);
  });

  it('plans nothing when nothing is new and the snapshot is stored', () => {
    expect(planSnapshotImport(partitionEntries(many(10).map(encodeSnapshotEntry)), [])).toEqual([]);
  });

  it('writes parts that exist only in memory in the first commit, even with nothing new', () => {
    const existing = partitionEntries(many(4500).map(encodeSnapshotEntry));
    const [only] = planSnapshotImport(existing, [], { unstoredParts: [0, 1, 2] });
    expect(only?.parts.map((part) => part.index)).toEqual([0, 1, 2]);
    expect(only?.manifest).toEqual({ version: 1, parts: 3, filamentCount: 4500 });
  });

  it('fills the last part before opening a new one', () => {
    const existing = [many(SNAPSHOT_PART_CAPACITY - 1, 'old').map(encodeSnapshotEntry)];
    const [batch] = planSnapshotImport(existing, many(3, 'new'));
    expect(batch?.parts.map((part) => [part.index, part.entries.length])).toEqual([
      [0, SNAPSHOT_PART_CAPACITY],
      [1, 2],
    ]);
  });
});

describe('the real SpoolmanDB catalogue as a snapshot', () => {
  it('takes 4 parts, the largest well under 1 MiB', () => {
    const rows = spoolmanDbRows('filaments.json');
    const plan = planCatalogueImport(rows);
    const parts = partitionEntries(plan.filaments.map(encodeSnapshotEntry));
    expect(plan.filaments).toHaveLength(6325);
    expect(parts).toHaveLength(4);
    const largest = Math.max(...parts.map((entries, index) => snapshotPartBytes(entries, index)));
    console.log(`largest catalogue snapshot part: ${largest.toLocaleString('en')} bytes`);
    expect(largest).toBeLessThan(FIRESTORE_DOCUMENT_LIMIT_BYTES / 2);
  });
});
