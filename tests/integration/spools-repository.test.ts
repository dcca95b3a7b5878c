import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { countLowSpools } from '@/domain/low-spool-alerts';
import { averageMaterialCostPerKg } from '@/domain/project-cost';
import { spoolFormDefaults, type SpoolFormValues } from '@/domain/spool-form';
import { DEFAULT_SPOOL_LIST_FILTERS, type SpoolListFilters } from '@/domain/spool-list';
import type { Spool } from '@/domain/spool-record';
import { createRunsRepository } from '@/repositories/runs';
import { createSpoolLedgerRepository } from '@/repositories/spool-ledger';
import { createSpoolsRepository, type SpoolPage, type SpoolPageCursor } from '@/repositories/spools';
import { createUsersRepository } from '@/repositories/users';
import { adminDocuments, adminFirestore, signedUpClient, type TestClient } from '../support/emulators';
import { seedWorkshop } from '../support/workshop-seed';

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

  it('stores a hex colour upper case, changes and clears it, and reads a spool stored without one', async () => {
    const { db, uid } = await newUser();
    const spools = createSpoolsRepository(db);
    const id = await spools.create(uid, form({ colorHex: '#c12e1f' }));
    const document = () => adminFirestore().collection('spools').doc(id).get();
    expect((await document()).get('colorHex')).toBe('#C12E1F');
    expect((await spools.get(uid, id))?.colorHex).toBe('#C12E1F');
    // A weight change and a colour change in one save (the form's transaction with its entry).
    await spools.update(uid, id, form({ colorHex: 'abc', remainingWeight: '900' }));
    expect((await document()).data()).toMatchObject({ colorHex: '#AABBCC', remainingWeight: 900 });
    await spools.update(uid, id, form({ colorHex: '', remainingWeight: '900' }));
    expect((await document()).get('colorHex')).toBeNull();
    await expect(spools.create(uid, form({ colorHex: 'red' }))).rejects.toThrow(
      'Colour must be a hex code such as #1A2B3C',
    );
    // Written before issue 32: no colorHex at all.
    await adminFirestore().collection('spools').doc(id).update({ colorHex: FieldValue.delete() });
    expect((await spools.get(uid, id))?.colorHex).toBeNull();
    await spools.update(uid, id, form({ remainingWeight: '900', location: 'Shelf C' }));
    expect((await document()).data()).toMatchObject({ colorHex: null, location: 'Shelf C' });
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

/** Spools seeded around the rules, as the repository stores them, created a minute apart. */
async function seedSpools(
  uid: string,
  spools: Partial<Spool>[],
  options: { storedBeforeTheMargin?: Record<string, unknown> } = {},
) {
  const db = adminFirestore();
  const batch = db.batch();
  const start = Date.UTC(2025, 0, 1);
  const ids = spools.map((spool, index) => {
    const id = `${uid.slice(0, 8)}-spool-${index}`;
    const { ownThresholdMargin, ...stored } = adminDocuments.spool(uid, spool);
    batch.set(db.doc(`spools/${id}`), {
      ...stored,
      ...(options.storedBeforeTheMargin ?? { ownThresholdMargin }),
      createdAt: Timestamp.fromMillis(start + index * 60_000),
    });
    return id;
  });
  await batch.commit();
  return ids;
}

const names = (spools: readonly Spool[]) => spools.map((spool) => spool.name);

/** Every page of a query, following the cursors. */
async function allPages(
  repository: ReturnType<typeof createSpoolsRepository>,
  uid: string,
  filters: SpoolListFilters,
  pageSize: number,
) {
  const pages: Spool[][] = [];
  let cursor: SpoolPageCursor | null = null;
  do {
    const page: SpoolPage = await repository.page(uid, filters, cursor, pageSize);
    pages.push(page.spools);
    cursor = page.next;
  } while (cursor);
  return pages;
}

describe('spools at farm scale: pages, orders, filters and counts from Firestore queries', () => {
  it('reads the inventory a page at a time in each order, with status and material filters', async () => {
    const { db, uid } = await newUser();
    const spools = createSpoolsRepository(db);
    await seedSpools(uid, [
      { name: 'Delta', remainingWeight: 500, status: 'used', material: 'PLA' },
      { name: 'Alpha', remainingWeight: 900, status: 'new', material: 'PETG' },
      { name: 'Echo', remainingWeight: 20, status: 'used', material: 'PLA' },
      { name: 'Charlie', remainingWeight: 0, status: 'done', material: 'PLA' },
      { name: 'Bravo', remainingWeight: 300, status: 'used', material: 'TPU' },
    ]);

    const byName = await allPages(spools, uid, DEFAULT_SPOOL_LIST_FILTERS, 2);
    expect(byName.map(names)).toEqual([['Alpha', 'Bravo'], ['Charlie', 'Delta'], ['Echo']]);
    // A page that ends exactly at the last spool says there is no other.
    const exact = await spools.page(uid, DEFAULT_SPOOL_LIST_FILTERS, null, 5);
    expect(exact.next).toBeNull();
    expect(exact.spools).toHaveLength(5);

    const newest = await allPages(spools, uid, { ...DEFAULT_SPOOL_LIST_FILTERS, sort: 'newest' }, 3);
    expect(newest.map(names)).toEqual([
      ['Bravo', 'Charlie', 'Echo'],
      ['Alpha', 'Delta'],
    ]);
    const leastLeft = await allPages(spools, uid, { ...DEFAULT_SPOOL_LIST_FILTERS, sort: 'remaining' }, 4);
    expect(leastLeft.flat().map((spool) => spool.remainingWeight)).toEqual([0, 20, 300, 500, 900]);

    const used = await allPages(spools, uid, { sort: 'remaining', status: 'used', material: null }, 2);
    expect(used.map(names)).toEqual([['Echo', 'Bravo'], ['Delta']]);
    const usedPla = await allPages(spools, uid, { sort: 'name', status: 'used', material: 'PLA' }, 10);
    expect(usedPla.map(names)).toEqual([['Delta', 'Echo']]);
    const pla = await allPages(spools, uid, { sort: 'newest', status: null, material: 'PLA' }, 10);
    expect(pla.map(names)).toEqual([['Charlie', 'Echo', 'Delta']]);
    const none = await spools.page(uid, { sort: 'name', status: 'new', material: 'TPU' });
    expect(none).toEqual({ spools: [], next: null });
  });

  it('counts spools, low spools and the price per kg with aggregation queries', async () => {
    const { db, uid } = await newUser();
    const spools = createSpoolsRepository(db);
    await createUsersRepository(db).setLowSpoolThreshold(uid, 150);
    await seedSpools(uid, [
      // Low by its own threshold (300), though above the user's 150.
      { name: 'Own high', remainingWeight: 200, status: 'used', lowSpoolThreshold: 300, material: 'PLA' },
      // Below the user's 150 but not its own 50: not low.
      { name: 'Own low', remainingWeight: 100, status: 'used', lowSpoolThreshold: 50, material: 'PLA' },
      // No own threshold, below the user's: low.
      { name: 'Inherits', remainingWeight: 120, status: 'used', material: 'PETG' },
      // Done: never low, by either threshold.
      { name: 'Done', remainingWeight: 10, status: 'done', material: 'PETG' },
      { name: 'Done own', remainingWeight: 10, status: 'done', lowSpoolThreshold: 300, material: 'TPU' },
      { name: 'Full', remainingWeight: 1000, weight: 1000, status: 'new', material: '' },
      // No weight: left out of the price per kg (domain averageMaterialCostPerKg); done, so not low.
      {
        name: 'Weightless',
        weight: 0,
        remainingWeight: 0,
        purchasePrice: 99,
        status: 'done',
        material: 'PLA',
      },
    ]);
    const list = await spools.list(uid);
    expect(await spools.count(uid)).toBe(7);
    expect(await spools.lowCount(uid, 150)).toBe(2);
    expect(await spools.lowCount(uid, 150)).toBe(countLowSpools(list, 150));
    // The user's threshold raised: the spool under its own 50 g stays not low.
    expect(await spools.lowCount(uid, 1000)).toBe(countLowSpools(list, 1000));
    expect(await spools.lowCount(uid, 1000)).toBe(2);
    // No user threshold: the default 100 g.
    expect(await spools.lowCount(uid, undefined)).toBe(countLowSpools(list, undefined));

    const totals = await spools.priceTotals(uid);
    expect(totals.weight).toBe(
      list.filter((spool) => spool.weight > 0).reduce((sum, s) => sum + s.weight, 0),
    );
    expect(averageMaterialCostPerKg([totals])).toBeCloseTo(averageMaterialCostPerKg(list)!, 9);

    expect(await spools.materials(uid)).toEqual(['PETG', 'PLA', 'TPU']);
    expect(await spools.materials(uid, 2)).toEqual(['PETG', 'PLA']);
  });

  it('every write keeps the low margin right: create, form update, weigh-in, adjustment and a run’s finish', async () => {
    const client = await newUser();
    const { db, uid } = client;
    const spools = createSpoolsRepository(db);
    const ledger = createSpoolLedgerRepository(db);
    const margin = async (id: string) =>
      (await adminFirestore().doc(`spools/${id}`).get()).data()?.ownThresholdMargin as unknown;

    const id = await spools.create(uid, form({ remainingWeight: '250', lowSpoolThreshold: '300' }));
    expect(await margin(id)).toBe(-50);
    expect(await spools.lowCount(uid, 100)).toBe(1);
    await spools.update(uid, id, form({ remainingWeight: '250', lowSpoolThreshold: '200' }));
    expect(await margin(id)).toBe(50);
    await ledger.adjust(uid, id, { change: -100, note: 'Spilled' });
    expect(await margin(id)).toBe(-50);
    await ledger.weighIn(uid, id, { gross: 700, emptyWeight: 200 });
    expect(await margin(id)).toBe(300);
    await spools.update(uid, id, form({ remainingWeight: '10', status: 'done', lowSpoolThreshold: '200' }));
    expect(await margin(id)).toBe(-190);
    // Done: low by no threshold.
    expect(await spools.lowCount(uid, 100)).toBe(0);

    const shop = await seedWorkshop(uid, {
      spools: [{ weight: 1000, remainingWeight: 350, lowSpoolThreshold: 300, status: 'used' }],
    });
    const spoolId = shop.spoolIds[0]!;
    expect(await margin(spoolId)).toBe(50);
    const runs = createRunsRepository(db);
    const runId = await runs.start(uid, {
      projectId: shop.projectId,
      jobId: shop.jobIds[0]!,
      printerId: shop.printerIds[0]!,
      spoolIds: [spoolId],
    });
    await runs.finish(uid, runId, {
      outcome: 'completed',
      grams: [100],
      minutes: 60,
      failureReason: '',
      note: '',
    });
    expect(await margin(spoolId)).toBe(-50);
    expect(await spools.lowCount(uid, 100)).toBe(1);
  });

  it('a spool stored before the margin is counted by its old flag until its next write online gives it one', async () => {
    const { db, uid } = await newUser();
    const spools = createSpoolsRepository(db);
    const [legacy, unflagged] = await seedSpools(
      uid,
      [
        { name: 'Legacy', remainingWeight: 200, status: 'used', lowSpoolThreshold: 300 },
        { name: 'Older', remainingWeight: 200, status: 'used', lowSpoolThreshold: 300 },
      ],
      { storedBeforeTheMargin: { lowByOwnThreshold: true } },
    );
    await adminFirestore().doc(`spools/${unflagged}`).update({ lowByOwnThreshold: FieldValue.delete() });
    // Issue 15's flag still counts; a spool stored before the flag waits for its next write.
    expect(await spools.lowCount(uid, 100)).toBe(1);
    await createSpoolLedgerRepository(db).adjust(uid, legacy!, { change: -1, note: '' });
    await createSpoolLedgerRepository(db).adjust(uid, unflagged!, { change: -1, note: '' });
    expect(await spools.lowCount(uid, 100)).toBe(2);
    expect((await adminFirestore().doc(`spools/${legacy}`).get()).data()).toMatchObject({
      ownThresholdMargin: -101,
    });
    expect((await adminFirestore().doc(`spools/${legacy}`).get()).data()?.lowByOwnThreshold).toBeUndefined();
    // They were listed all along (the list's orders use fields every spool has).
    expect(names((await spools.page(uid, DEFAULT_SPOOL_LIST_FILTERS)).spools)).toEqual(['Legacy', 'Older']);
  });
});
