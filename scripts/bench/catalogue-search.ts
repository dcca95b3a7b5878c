// Loads the full SpoolmanDB filament list (6,325 rows) into the Firestore emulator, with its
// search snapshot as the import writes it (src/domain/catalogue-snapshot.ts), then runs
// the spool form's catalogue search (src/features/spools/api/search-catalogue.ts, the code the
// app runs) as a signed-in user and prints the documents read and the time of:
//   a brand search, a second search of that brand, a search without a brand, a second search
//   without a brand, a brand search after the whole catalogue is cached, and a search without a
//   brand when there is no snapshot (a catalogue imported before snapshots: every document).
//   npm run bench:catalogue          (starts or reuses the emulators)
// Reads the repository's copy, data/spoolmandb/filaments.json (FILAMENTS_JSON=path reads another file).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient } from '@tanstack/react-query';
import { FieldValue } from 'firebase-admin/firestore';
import { chunk, FIRESTORE_BATCH_LIMIT, planCatalogueImport } from '@/domain/catalogue-import';
import {
  CATALOGUE_SNAPSHOT,
  encodeSnapshotEntry,
  partitionEntries,
  SNAPSHOT_MANIFEST_ID,
  SNAPSHOT_VERSION,
  snapshotPartBytes,
  snapshotPartId,
} from '@/domain/catalogue-snapshot';
import { groupFilamentsByBrand } from '@/domain/filament-brands';
import type { FilamentSearchCriteria } from '@/domain/filament-search';
import { buildFilamentIndex, searchFilaments } from '@/domain/filament-search';
import { searchCatalogue } from '@/features/spools/api/search-catalogue';
import { createCatalogueRepository, type CatalogueRepository } from '@/repositories/catalogue';
import { createFilamentBrandsRepository } from '@/repositories/filament-brands';
import { adminFirestore, clearFirestore, loadRulesInto, signedUpClient } from '../../tests/support/emulators';
import { spoolmanDbPath } from '../../tests/support/spoolmandb';

const PROJECT = 'demo-printledger-bench-catalogue';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sourcePath = process.env.FILAMENTS_JSON ?? spoolmanDbPath('filaments.json');

/** Counts billed reads: one per document returned, and one for a query that returns none. */
function countingRepository(repository: CatalogueRepository) {
  const counter = { reads: 0, queries: 0 };
  const count = <T>(documents: T[]) => {
    counter.queries += 1;
    counter.reads += Math.max(1, documents.length);
    return documents;
  };
  const counted: CatalogueRepository = {
    listFilamentsOfBrand: async (brand) => count(await repository.listFilamentsOfBrand(brand)),
    listAllFilaments: async () => count(await repository.listAllFilaments()),
    readSnapshot: async () => {
      const read = await repository.readSnapshot();
      counter.queries += 1;
      counter.reads += read.documentsRead;
      return read;
    },
    hasSnapshot: () => repository.hasSnapshot(),
  };
  return { counted, counter };
}

const manifest = (filamentCount: number, parts: number) => ({
  version: SNAPSHOT_VERSION,
  parts,
  filamentCount,
  updatedAt: FieldValue.serverTimestamp(),
});

async function loadCatalogue(rows: unknown) {
  await clearFirestore(PROJECT);
  await loadRulesInto(PROJECT, path.join(root, 'firestore.rules'));

  // Seeding is set-up, not the thing measured: firebase-admin batches with the admin mapping.
  const plan = planCatalogueImport(rows);
  const adminDb = adminFirestore(PROJECT);
  const started = performance.now();
  for (const part of chunk(plan.filaments, FIRESTORE_BATCH_LIMIT)) {
    const batch = adminDb.batch();
    for (const { id, ...filament } of part) {
      batch.set(adminDb.collection('filaments').doc(id), {
        ...filament,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
  const parts = partitionEntries(plan.filaments.map(encodeSnapshotEntry));
  const brands = groupFilamentsByBrand(plan.filaments);
  const batch = adminDb.batch();
  parts.forEach((filaments, index) => {
    batch.set(adminDb.collection(CATALOGUE_SNAPSHOT).doc(snapshotPartId(index)), {
      version: SNAPSHOT_VERSION,
      index,
      filaments,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  batch.set(
    adminDb.collection(CATALOGUE_SNAPSHOT).doc(SNAPSHOT_MANIFEST_ID),
    manifest(plan.filaments.length, parts.length),
  );
  for (const { id, ...brand } of brands) {
    batch.set(adminDb.collection('filament_brands').doc(id), {
      ...brand,
      lastUpdated: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
  console.log(
    `loaded ${plan.filaments.length} filaments, ${brands.length} brands and ${parts.length} snapshot parts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const largest = Math.max(...parts.map((entries, index) => snapshotPartBytes(entries, index)));
  console.log(`largest snapshot part: ${largest.toLocaleString('en')} bytes (Firestore's limit: 1,048,576)`);
  return { filaments: plan.filaments.length, brands };
}

async function main() {
  const rows = JSON.parse(readFileSync(sourcePath, 'utf8')) as unknown;
  const { filaments: total, brands } = await loadCatalogue(rows);

  const { db, dispose } = await signedUpClient(PROJECT);

  const { counted, counter } = countingRepository(createCatalogueRepository(db));
  const rowsOut: Record<string, string | number>[] = [];
  const measure = async (label: string, queryClient: QueryClient, criteria: FilamentSearchCriteria) => {
    const readsBefore = counter.reads;
    const started = performance.now();
    const results = await searchCatalogue(queryClient, counted, criteria);
    const milliseconds = performance.now() - started;
    rowsOut.push({
      search: label,
      criteria: Object.entries(criteria)
        .filter(([, value]) => value)
        .map(([key, value]) => `${key}=${value}`)
        .join(' '),
      results: results.length,
      'documents read': counter.reads - readsBefore,
      'time (ms)': milliseconds.toFixed(1),
    });
  };

  // The brand dropdown reads every brand summary, one document each, once per session.
  const brandList = await createFilamentBrandsRepository(db).list();
  console.log(
    `brand dropdown: ${brandList.length} brands, ${brandList.length} documents read (once per session)`,
  );
  const largest = [...brands].sort((a, b) => b.filamentCount - a.filamentCount)[0]!;

  // One session that starts with a brand, one that starts without.
  const brandSession = new QueryClient();
  await measure('brand (1st)', brandSession, { brand: largest.brand, material: 'PLA' });
  await measure('brand (2nd, same brand)', brandSession, { brand: largest.brand, colour: 'black' });

  const openSession = new QueryClient();
  await measure('no brand (1st)', openSession, { material: 'pla', colour: 'black' });
  await measure('no brand (2nd)', openSession, { material: 'petg' });
  await measure('brand after full load', openSession, { brand: 'Prusament', colour: 'orange' });
  await measure('no criteria', openSession, {});

  // Before snapshots (or before an admin builds one): the same search reads every document.
  const manifestRef = adminFirestore(PROJECT).collection(CATALOGUE_SNAPSHOT).doc(SNAPSHOT_MANIFEST_ID);
  const stored = (await manifestRef.get()).data()!;
  await manifestRef.delete();
  await measure('no brand, no snapshot (before)', new QueryClient(), { material: 'pla', colour: 'black' });
  await manifestRef.set({ ...stored, updatedAt: FieldValue.serverTimestamp() });
  console.table(rowsOut);

  // The client-side part alone, over the whole catalogue: index once, then each search.
  const all = await createCatalogueRepository(db).listAllFilaments();
  const indexStarted = performance.now();
  const index = buildFilamentIndex(all);
  const indexMs = performance.now() - indexStarted;
  const timings = [
    { material: 'pla' },
    { colour: 'black' },
    { brand: 'poly', material: 'pla', colour: 'a' },
  ].map((criteria) => {
    const started = performance.now();
    const found = searchFilaments(index, criteria).length;
    return {
      criteria: JSON.stringify(criteria),
      results: found,
      'time (ms)': (performance.now() - started).toFixed(2),
    };
  });
  console.log(`client matching over ${all.length} filaments (index built once in ${indexMs.toFixed(1)} ms):`);
  console.table(timings);

  await dispose();
  const secondReads = rowsOut.filter(
    (row) => String(row.search).includes('2nd') || row.search === 'brand after full load',
  );
  const firstWithoutBrand = rowsOut.find((row) => row.search === 'no brand (1st)');
  const ok =
    all.length === total &&
    secondReads.every((row) => row['documents read'] === 0) &&
    Number(firstWithoutBrand?.['documents read']) <= 10;
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
