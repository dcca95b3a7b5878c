import { QueryClient } from '@tanstack/react-query';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFilament } from '@/domain/catalogue-import';
import {
  CATALOGUE_SNAPSHOT,
  encodeSnapshotEntry,
  partitionEntries,
  SNAPSHOT_MANIFEST_ID,
  snapshotPartId,
} from '@/domain/catalogue-snapshot';
import { searchCatalogue } from '@/features/spools/api/search-catalogue';
import { invalidateFilaments } from '@/queries/filaments';
import { createCatalogueRepository, type CatalogueRepository } from '@/repositories/catalogue';
import { createFilamentBrandsRepository } from '@/repositories/filament-brands';
import {
  adminFirestore,
  clearFirestore,
  createTestClient,
  loadRulesInto,
  signedUpClient,
  type TestClient,
} from '../support/emulators';

// A project of its own: the catalogue snapshot is one per database, so this suite's catalogue is
// exactly what it seeds (the documents and their snapshot, as the import writes them).
const PROJECT = 'demo-printledger-catalogue-repository';
const suffix = `${Date.now().toString(36)}${process.pid}`;
const BRAND = `Testmaker ${suffix}`;
const OTHER_BRAND = `Othermaker ${suffix}`;
// One brand in three spellings that differ only in case: one brand in the dropdown and the search.
const CASE_BRAND = `Casemaker ${suffix}`;
const CASE_SPELLINGS = [CASE_BRAND, CASE_BRAND.toUpperCase(), `cAsEmAkEr ${suffix}`];

const filament = (id: string, brand: string, material: string, name: string): CatalogueFilament => ({
  id: `${id}_${suffix}`,
  name,
  material,
  brand,
  colorName: name,
  colorHex: '#222222',
  density: 1.24,
  diameter: 1.75,
  printTempMin: 190,
  printTempMax: 220,
  bedTempMin: 50,
  bedTempMax: 60,
  notes: 'Weight: 1000g\nSpool weight: 250g',
});
const seeded = [
  filament('a', BRAND, 'PLA', 'Galaxy Black'),
  filament('b', BRAND, 'PETG', 'Jet Black'),
  filament('c', BRAND, 'PLA', 'Snow White'),
  filament('d', OTHER_BRAND, 'PLA', 'Coal Black'),
  ...CASE_SPELLINGS.map((brand, index) => filament(`case${index}`, brand, 'PLA', `Case ${index}`)),
];

const disposables: TestClient[] = [];
let catalogue: CatalogueRepository;
let maker: TestClient;
const manifestData = {
  version: 1,
  parts: 1,
  filamentCount: seeded.length,
  updatedAt: FieldValue.serverTimestamp(),
};
beforeAll(async () => {
  await clearFirestore(PROJECT);
  await loadRulesInto(PROJECT);
  const db = adminFirestore(PROJECT);
  const batch = db.batch();
  for (const { id, ...data } of seeded) {
    batch.set(db.collection('filaments').doc(id), {
      ...data,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  for (const brand of [BRAND, OTHER_BRAND, CASE_BRAND]) {
    batch.set(db.collection('filament_brands').doc(brand.toLowerCase().replace(/\s+/g, '-')), {
      brand,
      filamentCount: seeded.filter((entry) => entry.brand.toLowerCase() === brand.toLowerCase()).length,
      lastUpdated: FieldValue.serverTimestamp(),
    });
  }
  partitionEntries(seeded.map(encodeSnapshotEntry)).forEach((filaments, index) => {
    batch.set(db.collection(CATALOGUE_SNAPSHOT).doc(snapshotPartId(index)), {
      version: 1,
      index,
      filaments,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  batch.set(db.collection(CATALOGUE_SNAPSHOT).doc(SNAPSHOT_MANIFEST_ID), manifestData);
  await batch.commit();
  maker = await signedUpClient(PROJECT);
  disposables.push(maker);
  catalogue = createCatalogueRepository(maker.db);
});
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});

/** A repository that counts documents read (each is a billed read; an empty query costs one). */
function counting(repository: CatalogueRepository) {
  const counter = { reads: 0, queries: 0 };
  const count = <T>(result: T[]) => {
    counter.queries += 1;
    counter.reads += Math.max(1, result.length);
    return result;
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

describe('catalogue repository (read side)', () => {
  it("a maker reads the search dropdown's brands ordered by brand, with their counts", async () => {
    const brands = await createFilamentBrandsRepository(maker.db).list();
    const names = brands.map((brand) => brand.brand);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b)),
    );
    expect(brands.find((brand) => brand.brand === BRAND)).toMatchObject({ filamentCount: 3 });
    expect(brands.find((brand) => brand.brand === OTHER_BRAND)).toMatchObject({ filamentCount: 1 });
  });

  it("reads one brand's filaments by equality", async () => {
    const filaments = await catalogue.listFilamentsOfBrand(BRAND);
    expect(filaments.map((entry) => entry.name).sort()).toEqual(['Galaxy Black', 'Jet Black', 'Snow White']);
    expect(filaments[0]).toMatchObject({ brand: BRAND, diameter: 1.75, printTempMin: 190 });
  });

  it('reads the whole catalogue, one document each', async () => {
    const ids = new Set((await catalogue.listAllFilaments()).map((entry) => entry.id));
    for (const { id } of seeded) expect(ids.has(id)).toBe(true);
  });

  it('reads the whole catalogue from its snapshot: the manifest and one part', async () => {
    const { snapshot, documentsRead } = await catalogue.readSnapshot();
    expect(documentsRead).toBe(2);
    const byId = (list: readonly { id: string }[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(byId(snapshot!.filaments)).toEqual(byId(seeded));
    expect(await catalogue.hasSnapshot()).toBe(true);
  });

  it('refuses signed-out readers', async () => {
    const client = createTestClient();
    disposables.push(client);
    const signedOut = createCatalogueRepository(client.db);
    await expect(signedOut.listFilamentsOfBrand(BRAND)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(signedOut.listAllFilaments()).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(signedOut.readSnapshot()).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('catalogue search: reads and caching', () => {
  it('reads nothing without criteria', async () => {
    const { counted, counter } = counting(catalogue);
    expect(
      await searchCatalogue(new QueryClient(), counted, { brand: ' ', material: '', colour: '' }),
    ).toEqual([]);
    expect(counter.reads).toBe(0);
  });

  it('a brand search reads only that brand, once; material and colour filter on the client', async () => {
    const { counted, counter } = counting(catalogue);
    const queryClient = new QueryClient();
    const first = await searchCatalogue(queryClient, counted, { brand: BRAND, material: 'pla' });
    expect(first.map((entry) => entry.name).sort()).toEqual(['Galaxy Black', 'Snow White']);
    expect(counter).toEqual({ reads: 3, queries: 1 });
    const second = await searchCatalogue(queryClient, counted, { brand: BRAND, colour: 'BLACK' });
    expect(second.map((entry) => entry.name).sort()).toEqual(['Galaxy Black', 'Jet Black']);
    expect(counter).toEqual({ reads: 3, queries: 1 });
  });

  it('a search without a brand reads the snapshot once per session (2 documents), then serves every search', async () => {
    const { counted, counter } = counting(catalogue);
    const queryClient = new QueryClient();
    const black = await searchCatalogue(queryClient, counted, { colour: 'black', material: 'pla' });
    expect(black.map((entry) => entry.id).sort()).toEqual([`a_${suffix}`, `d_${suffix}`]);
    expect(counter).toEqual({ reads: 2, queries: 1 });
    const readsAfterFirst = counter.reads;

    const brandAfterAll = await searchCatalogue(queryClient, counted, { brand: OTHER_BRAND });
    expect(brandAfterAll.map((entry) => entry.id)).toEqual([`d_${suffix}`]);
    await searchCatalogue(queryClient, counted, { material: 'petg' });
    expect(counter).toEqual({ reads: readsAfterFirst, queries: 1 });
  });

  it('without a snapshot (a catalogue imported before them) the search reads every document', async () => {
    const manifest = adminFirestore(PROJECT).collection(CATALOGUE_SNAPSHOT).doc(SNAPSHOT_MANIFEST_ID);
    await manifest.delete();
    try {
      expect(await catalogue.hasSnapshot()).toBe(false);
      const { counted, counter } = counting(catalogue);
      const petg = await searchCatalogue(new QueryClient(), counted, { material: 'petg' });
      expect(petg.map((entry) => entry.id)).toEqual([`b_${suffix}`]);
      // The snapshot query (nothing usable: its part, billed) and then every document.
      expect(counter).toEqual({ reads: 1 + seeded.length, queries: 2 });
    } finally {
      await manifest.set(manifestData);
    }
  });

  it('reads again after a catalogue write invalidates the cached filaments', async () => {
    const { counted, counter } = counting(catalogue);
    const queryClient = new QueryClient();
    await searchCatalogue(queryClient, counted, { material: 'petg' });
    await searchCatalogue(queryClient, counted, { brand: BRAND });
    expect(counter.queries).toBe(1);

    await invalidateFilaments(queryClient);
    const afterWrite = await searchCatalogue(queryClient, counted, { brand: BRAND, colour: 'white' });
    expect(afterWrite.map((entry) => entry.name)).toEqual(['Snow White']);
    expect(counter.queries).toBe(2);
  });

  it('a brand search returns every spelling of the brand that differs only in case', async () => {
    const caseIds = CASE_SPELLINGS.map((_, index) => `case${index}_${suffix}`);
    // The likely spellings in one query; the summary counts 3, so the rarer one is read too.
    const { counted, counter } = counting(catalogue);
    const everySpelling = await searchCatalogue(new QueryClient(), counted, { brand: CASE_BRAND }, 3);
    expect(everySpelling.map((entry) => entry.id).sort()).toEqual(caseIds);
    expect(counter.queries).toBe(2);
    // Chosen in another spelling, the same brand.
    const upper = await searchCatalogue(new QueryClient(), catalogue, { brand: CASE_BRAND.toUpperCase() }, 3);
    expect(upper.map((entry) => entry.id).sort()).toEqual(caseIds);
    // When the likely spellings hold the whole count, one query is all it reads.
    const { counted: once, counter: onceCounter } = counting(catalogue);
    const likely = await searchCatalogue(new QueryClient(), once, { brand: CASE_BRAND, material: 'pla' }, 2);
    expect(likely.map((entry) => entry.id).sort()).toEqual(caseIds.slice(0, 2));
    expect(onceCounter.queries).toBe(1);
  });
});
