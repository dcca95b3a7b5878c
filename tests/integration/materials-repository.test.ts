/// <reference types="node" />
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MATERIAL_SORT, parseMaterialList, selectedMaterials } from '@/domain/materials';
import { createMaterialsRepository, MATERIALS_PAGE_SIZE } from '@/repositories/materials';
import { adminFirestore, signedUpClient, type TestClient } from '../support/emulators';
import { spoolmanDbRows } from '../support/spoolmandb';

const disposables: TestClient[] = [];
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});

/** The first page of the user's materials in the default order (by name). */
const firstPage = async (materials: ReturnType<typeof createMaterialsRepository>, uid: string) =>
  (await materials.listPage(uid, DEFAULT_MATERIAL_SORT)).items;

async function newUser() {
  const client = await signedUpClient();
  disposables.push(client);
  return client;
}

describe('materials repository against the emulator', () => {
  it('creates, lists, updates and deletes a material with typed values', async () => {
    const { db, uid } = await newUser();
    const materials = createMaterialsRepository(db);
    const id = await materials.create(uid, {
      material: ' PLA ',
      density: '1.24',
      extruderTemp: '210',
      bedTemp: '60',
    });
    expect(await firstPage(materials, uid)).toMatchObject([
      { id, userId: uid, material: 'PLA', density: 1.24, extruderTemp: 210, bedTemp: 60 },
    ]);
    await materials.update(uid, id, { material: 'PLA', density: 1.25, extruderTemp: 215, bedTemp: 55 });
    expect((await firstPage(materials, uid))[0]).toMatchObject({
      density: 1.25,
      extruderTemp: 215,
      bedTemp: 55,
    });
    await materials.delete(uid, id);
    expect(await materials.listPage(uid, DEFAULT_MATERIAL_SORT)).toEqual({ items: [], next: null });
    expect(await materials.count(uid)).toBe(0);
  });

  it('refuses an invalid material before writing', async () => {
    const { db, uid } = await newUser();
    await expect(
      createMaterialsRepository(db).create(uid, { material: '', density: '', extruderTemp: 0, bedTemp: 0 }),
    ).rejects.toThrow('Material name is required');
  });

  it('imports exactly the selected entries of the real list fixture, with numeric fields', async () => {
    const { db, uid } = await newUser();
    const list = parseMaterialList(spoolmanDbRows('materials.json'));
    const chosen = selectedMaterials(list, new Set(['PLA', 'ABS', 'Flexible (TPU)', 'PEEK']));
    const ids = await createMaterialsRepository(db).createMany(uid, chosen);
    expect(ids).toHaveLength(4);

    const stored = await adminFirestore().collection('materials').where('userId', '==', uid).get();
    const byName = Object.fromEntries(stored.docs.map((entry) => [entry.data().material, entry.data()]));
    expect(Object.keys(byName).sort()).toEqual(['ABS', 'Flexible (TPU)', 'PEEK', 'PLA']);
    expect(byName.PLA).toMatchObject({ density: 1.24, extruderTemp: 210, bedTemp: 50 });
    expect(byName.ABS).toMatchObject({ density: 1.04, extruderTemp: 0, bedTemp: 0 });
    for (const entry of stored.docs) {
      const data = entry.data();
      for (const field of ['density', 'extruderTemp', 'bedTemp']) expect(typeof data[field]).toBe('number');
    }
  });

  it('imports the whole list in one go', async () => {
    const { db, uid } = await newUser();
    const list = parseMaterialList(spoolmanDbRows('materials.json'));
    await createMaterialsRepository(db).createMany(uid, list);
    expect(await createMaterialsRepository(db).count(uid)).toBe(list.length);
  });

  it("cannot list another user's materials", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await createMaterialsRepository(alice.db).create(alice.uid, {
      material: 'PETG',
      density: 1.27,
      extruderTemp: 240,
      bedTemp: 80,
    });
    await expect(
      createMaterialsRepository(bob.db).listPage(alice.uid, DEFAULT_MATERIAL_SORT),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(createMaterialsRepository(bob.db).count(alice.uid)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('materials paging', () => {
  // 65 materials: M00…M64, density and temperatures rising with the number, bed 60 for all.
  const seeded = Array.from({ length: 65 }, (_, index) => ({
    material: `M${String(index).padStart(2, '0')}`,
    density: 1 + index / 100,
    extruderTemp: 180 + index,
    bedTemp: 60,
  }));

  it('reads 30 (asking for one more), 30, then the last 5, in the sorted order, and counts them', async () => {
    const { db, uid } = await newUser();
    const materials = createMaterialsRepository(db);
    await materials.createMany(uid, [...seeded].reverse());

    const first = await materials.listPage(uid, DEFAULT_MATERIAL_SORT);
    expect(first.items).toHaveLength(MATERIALS_PAGE_SIZE);
    expect(first.next).not.toBeNull();
    const second = await materials.listPage(uid, DEFAULT_MATERIAL_SORT, first.next);
    expect(second.items).toHaveLength(MATERIALS_PAGE_SIZE);
    const third = await materials.listPage(uid, DEFAULT_MATERIAL_SORT, second.next);
    expect(third.items).toHaveLength(5);
    expect(third.next).toBeNull();
    expect([...first.items, ...second.items, ...third.items].map((entry) => entry.material)).toEqual(
      seeded.map((entry) => entry.material),
    );
    expect(await materials.count(uid)).toBe(65);
  });

  it('sorts on the server by any column, either way; equal values by id, with no row twice', async () => {
    const { db, uid } = await newUser();
    const materials = createMaterialsRepository(db);
    await materials.createMany(uid, seeded);

    const densest = await materials.listPage(uid, { key: 'density', direction: 'desc' }, null, 3);
    expect(densest.items.map((entry) => entry.material)).toEqual(['M64', 'M63', 'M62']);

    // Every bed temperature is 60: the pages still cover each material once.
    const names: string[] = [];
    let cursor = null;
    do {
      const page = await materials.listPage(uid, { key: 'bedTemp', direction: 'asc' }, cursor, 20);
      names.push(...page.items.map((entry) => entry.material));
      cursor = page.next;
    } while (cursor);
    expect(names).toHaveLength(65);
    expect(new Set(names).size).toBe(65);
  });

  it('offers no next page when the last page is exactly full', async () => {
    const { db, uid } = await newUser();
    const materials = createMaterialsRepository(db);
    await materials.createMany(uid, seeded.slice(0, 4));
    const page = await materials.listPage(uid, DEFAULT_MATERIAL_SORT, null, 4);
    expect(page.items).toHaveLength(4);
    expect(page.next).toBeNull();
  });
});
