import { afterAll, describe, expect, it } from 'vitest';
import { spoolFormDefaults, type SpoolFormValues } from '@/domain/spool-form';
import { createSpoolsRepository } from '@/repositories/spools';
import { createUsersRepository } from '@/repositories/users';
import { adminFirestore, signedUpClient, type TestClient } from '../support/emulators';

const disposables: TestClient[] = [];
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});

async function newUser() {
  const client = await signedUpClient();
  disposables.push(client);
  await createUsersRepository(client.db).loadOrCreateProfile(client.uid, client.email);
  return client;
}

const form = (overrides: Partial<SpoolFormValues> = {}): SpoolFormValues => ({
  ...spoolFormDefaults(new Date(2025, 2, 7)),
  name: 'Galaxy Black',
  weight: '1000',
  purchasePrice: '24.99',
  ...overrides,
});

describe('spools repository against the emulator', () => {
  it('creates a spool with the §3 defaults, owner and timestamps, and lists it', async () => {
    const { db, uid } = await newUser();
    const spools = createSpoolsRepository(db);
    const id = await spools.create(uid, form());
    const [spool, ...rest] = await spools.list(uid);
    expect(rest).toEqual([]);
    expect(spool).toMatchObject({
      id,
      userId: uid,
      name: 'Galaxy Black',
      weight: 1000,
      remainingWeight: 1000,
      purchaseDate: '2025-03-07',
      purchasePrice: 24.99,
      status: 'new',
      diameter: 1.75,
      printTempMin: 0,
      bedTempMax: 0,
      location: null,
      notes: null,
      filamentId: null,
    });
    expect(spool?.createdAt).toBeInstanceOf(Date);
    const stored = (await adminFirestore().collection('spools').doc(id).get()).data();
    expect(typeof stored?.weight).toBe('number');
    expect(typeof stored?.purchasePrice).toBe('number');
  });

  it('updates and deletes a spool', async () => {
    const { db, uid } = await newUser();
    const spools = createSpoolsRepository(db);
    const id = await spools.create(uid, form());
    await spools.update(uid, id, form({ remainingWeight: '40', status: 'used', location: 'Shelf B' }));
    expect((await spools.list(uid))[0]).toMatchObject({
      remainingWeight: 40,
      status: 'used',
      location: 'Shelf B',
    });
    await spools.delete(uid, id);
    expect(await spools.list(uid)).toEqual([]);
  });

  it('refuses remaining weight above the total before writing', async () => {
    const { db, uid } = await newUser();
    const spools = createSpoolsRepository(db);
    await expect(spools.create(uid, form({ remainingWeight: '1500' }))).rejects.toThrow(
      'Remaining weight cannot exceed total weight',
    );
    expect(await spools.list(uid)).toEqual([]);
  });

  it('stores texts at the limits the rules allow, and refuses longer ones before writing', async () => {
    const { db, uid } = await newUser();
    const spools = createSpoolsRepository(db);
    const longest = {
      name: 'n'.repeat(200),
      brand: 'b'.repeat(100),
      material: 'm'.repeat(100),
      colorName: 'c'.repeat(200),
      location: 'l'.repeat(200),
      notes: 'x'.repeat(2000),
    };
    const id = await spools.create(uid, form(longest));
    expect((await adminFirestore().collection('spools').doc(id).get()).data()).toMatchObject(longest);

    await expect(spools.create(uid, form({ name: 'n'.repeat(201) }))).rejects.toThrow(
      'Must be at most 200 characters',
    );
    expect(await spools.list(uid)).toHaveLength(1);
  });

  it("cannot read, change or delete another user's spools", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const id = await createSpoolsRepository(alice.db).create(alice.uid, form());
    const asBob = createSpoolsRepository(bob.db);
    await expect(asBob.list(alice.uid)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(asBob.update(bob.uid, id, form({ name: 'Mine now' }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(asBob.delete(bob.uid, id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await asBob.list(bob.uid)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const { db } = await newUser();
    await expect(createSpoolsRepository(db).create('', form())).rejects.toThrow('User must be authenticated');
  });

  it('the users repository stores the low-spool threshold on the user document', async () => {
    const { db, uid } = await newUser();
    await createUsersRepository(db).setLowSpoolThreshold(uid, 150);
    expect((await createUsersRepository(db).get(uid))?.lowSpoolThreshold).toBe(150);
  });
});
