/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMaterialList, selectedMaterials } from '@/domain/materials';
import { createMaterialsRepository } from '@/repositories/materials';
import { adminFirestore, signedUpClient, type TestClient } from '../support/emulators';

const disposables: TestClient[] = [];
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});

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
    expect(await materials.list(uid)).toMatchObject([
      { id, userId: uid, material: 'PLA', density: 1.24, extruderTemp: 210, bedTemp: 60 },
    ]);
    await materials.update(uid, id, { material: 'PLA', density: 1.25, extruderTemp: 215, bedTemp: 55 });
    expect((await materials.list(uid))[0]).toMatchObject({ density: 1.25, extruderTemp: 215, bedTemp: 55 });
    await materials.delete(uid, id);
    expect(await materials.list(uid)).toEqual([]);
  });

  it('refuses an invalid material before writing', async () => {
    const { db, uid } = await newUser();
    await expect(
      createMaterialsRepository(db).create(uid, { material: '', density: '', extruderTemp: 0, bedTemp: 0 }),
    ).rejects.toThrow('Material name is required');
  });

  it('imports exactly the selected entries of the real list fixture, with numeric fields', async () => {
    const { db, uid } = await newUser();
    const list = parseMaterialList(JSON.parse(readFileSync('tests/fixtures/materials.json', 'utf8')));
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
    const list = parseMaterialList(JSON.parse(readFileSync('tests/fixtures/materials.json', 'utf8')));
    await createMaterialsRepository(db).createMany(uid, list);
    expect(await createMaterialsRepository(db).list(uid)).toHaveLength(list.length);
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
    await expect(createMaterialsRepository(bob.db).list(alice.uid)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
