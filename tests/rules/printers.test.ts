import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, increment, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '@/domain/user';
import {
  ADMIN,
  OTHER,
  OWNER,
  documents,
  testOwnerOnlyGrid,
  setUpRulesTests,
  tampered,
  type Caller,
} from './rules-env';

const rules = setUpRulesTests();

/** Seeds `uid`'s printers (rules off) and sets their count to match. */
function seedPrinters(uid: string, ids: string[], userOverrides: Partial<UserProfile> = {}) {
  return rules.seed({
    ...Object.fromEntries(ids.map((id) => [`printers/${id}`, documents.printer(uid)])),
    [`users/${uid}`]: documents.user(uid, { printerCount: ids.length, ...userOverrides }),
  });
}

interface CountedChange {
  /** Printers written (all as `printer`), and printers deleted, in the batch. */
  create?: string[];
  printer?: DocumentData;
  remove?: string[];
  /** The user document whose printerCount changes by `by`, naming `countedId`. */
  countOf: string;
  by: number;
  countedId: string;
  /** Other fields of the user document changed with the count. */
  alsoChange?: DocumentData;
}

/** The repository's shape of write: printers created or deleted with the count change, in one batch. */
function countedBatch(db: Caller, change: CountedChange) {
  const { create = [], remove = [], printer = documents.printer(change.countOf), alsoChange = {} } = change;
  const batch = db.batch();
  for (const id of create) batch.set(db.doc(`printers/${id}`), printer);
  for (const id of remove) batch.delete(db.doc(`printers/${id}`));
  batch.update(db.doc(`users/${change.countOf}`), {
    printerCount: increment(change.by),
    lastCountedPrinterId: change.countedId,
    ...alsoChange,
  });
  return batch.commit();
}

/** What the repository does to add printer `id` for `uid` (its document changed by `changes`). */
const addPrinter = (db: Caller, uid: string, id: string, changes: Record<string, unknown> = {}) =>
  countedBatch(db, {
    create: [id],
    printer: tampered(documents.printer(uid), changes),
    countOf: uid,
    by: 1,
    countedId: id,
  });

const removePrinter = (db: Caller, uid: string, id: string) =>
  countedBatch(db, { remove: [id], countOf: uid, by: -1, countedId: id });

const storedCount = (uid: string) =>
  rules.withoutRules(async (db) => (await getDoc(doc(db, 'users', uid))).data()?.printerCount as number);

testOwnerOnlyGrid(rules, 'printers', documents.printer, { plainDelete: false });

describe('printers: create (plan limit)', () => {
  it('a hobby user adds one printer in a counted batch', async () => {
    await assertSucceeds(addPrinter(rules.as(OWNER), OWNER, 'p1'));
    expect(await storedCount(OWNER)).toBe(1);
  });

  it('refuses a printer created without the count change', async () => {
    await assertFails(rules.as(OWNER).set('printers/p1', documents.printer(OWNER)));
  });

  it('refuses two printers with one increment', async () => {
    await seedPrinters(OWNER, [], { planId: 'solo' });
    const twoPrinters = { create: ['p1', 'p2'], countOf: OWNER, by: 1, countedId: 'p1' };
    await assertFails(countedBatch(rules.as(OWNER), twoPrinters));
    expect(await storedCount(OWNER)).toBe(0);
  });

  it('refuses an increment that names another printer id', async () => {
    const namesP9 = { create: ['p1'], countOf: OWNER, by: 1, countedId: 'p9' };
    await assertFails(countedBatch(rules.as(OWNER), namesP9));
  });

  it('refuses an increment of two for one printer', async () => {
    await seedPrinters(OWNER, [], { planId: 'solo' });
    const byTwo = { create: ['p1'], countOf: OWNER, by: 2, countedId: 'p1' };
    await assertFails(countedBatch(rules.as(OWNER), byTwo));
  });

  it("refuses the hobby plan's second printer (max + 1)", async () => {
    await seedPrinters(OWNER, ['p1']);
    await assertFails(addPrinter(rules.as(OWNER), OWNER, 'p2'));
    expect(await storedCount(OWNER)).toBe(1);
  });

  it('refuses the (max+1)th printer on solo, after allowing up to 5', async () => {
    await seedPrinters(OWNER, ['p1'], { planId: 'solo' });
    const db = rules.as(OWNER);
    for (const id of ['p2', 'p3', 'p4', 'p5']) await assertSucceeds(addPrinter(db, OWNER, id));
    await assertFails(addPrinter(db, OWNER, 'p6'));
    expect(await storedCount(OWNER)).toBe(5);
  });

  it('limits a user whose plan document is missing to 1 printer', async () => {
    await seedPrinters(OWNER, [], { planId: 'vanished' });
    const db = rules.as(OWNER);
    await assertSucceeds(addPrinter(db, OWNER, 'p1'));
    await assertFails(addPrinter(db, OWNER, 'p2'));
  });

  it('keeps the limit of a deactivated plan the user is still on', async () => {
    await seedPrinters(OWNER, ['p1', 'p2'], { planId: 'retired' });
    const db = rules.as(OWNER);
    await assertSucceeds(addPrinter(db, OWNER, 'p3'));
    await assertFails(addPrinter(db, OWNER, 'p4'));
  });

  it('cannot bypass the limit by raising the plan in the same batch', async () => {
    await seedPrinters(OWNER, ['p1']);
    const withPlan = { planId: 'solo', updatedAt: serverTimestamp() };
    const raised = { create: ['p2'], countOf: OWNER, by: 1, countedId: 'p2', alsoChange: withPlan };
    await assertFails(countedBatch(rules.as(OWNER), raised));
  });

  it('signed out cannot create; nobody creates a printer for someone else', async () => {
    await assertFails(rules.as(null).set('printers/p1', documents.printer(OWNER)));
    const db = rules.as(OTHER);
    const ownersPrinter = documents.printer(OWNER);
    const countedAsTheirs = {
      create: ['p1'],
      printer: ownersPrinter,
      countOf: OTHER,
      by: 1,
      countedId: 'p1',
    };
    await assertFails(countedBatch(db, countedAsTheirs));
    await assertFails(addPrinter(db, OWNER, 'p1'));
  });

  it('refuses wrong shapes: extra or missing fields, wrong types, out-of-range values', async () => {
    await seedPrinters(OWNER, [], { planId: 'pro' });
    const db = rules.as(OWNER);
    const { model: _model, ...withoutModel } = documents.printer(OWNER);
    const bad: Array<Record<string, unknown>> = [
      { secret: true },
      { name: '' },
      { name: 42 },
      { buildVolume: { x: 1, y: 2 } },
      { buildVolume: { x: 1, y: 2, z: -3 } },
      { buildVolume: { x: 1, y: 2, z: 3, w: 4 } },
      { numExtruders: 0 },
      { numExtruders: 1.5 },
      { powerConsumption: -1 },
      { costPerHour: '0.3' },
      { expectedYearlyHours: 8761 },
      { status: 'exploded' },
      { createdAt: new Date(0) },
      { updatedAt: new Date(0) },
    ];
    for (const overrides of bad) {
      await assertFails(addPrinter(db, OWNER, 'p1', overrides));
    }
    const noModel = { create: ['p1'], printer: withoutModel, countOf: OWNER, by: 1, countedId: 'p1' };
    await assertFails(countedBatch(db, noModel));
    // The same document with valid values passes, so the refusals above are about the values.
    await assertSucceeds(addPrinter(db, OWNER, 'p1', { expectedYearlyHours: 8760, numExtruders: 2 }));
  });
});

describe('users: printerCount changes only with a printer', () => {
  it('refuses an increment without a created printer', async () => {
    await assertFails(
      rules.as(OWNER).update(`users/${OWNER}`, {
        printerCount: 1,
        lastCountedPrinterId: 'p1',
      }),
    );
  });

  it('refuses a decrement without a delete', async () => {
    await seedPrinters(OWNER, ['p1']);
    const ref = rules.as(OWNER).at(`users/${OWNER}`);
    await assertFails(ref.update({ printerCount: 0, lastCountedPrinterId: 'p1' }));
    await assertFails(ref.update({ printerCount: 0, lastCountedPrinterId: 'never-existed' }));
    expect(await storedCount(OWNER)).toBe(1);
  });

  it("refuses a decrement pointing at another user's printer", async () => {
    await seedPrinters(OWNER, ['p1']);
    await seedPrinters(OTHER, ['theirs']);
    const db = rules.as(OWNER);
    await assertFails(db.update(`users/${OWNER}`, { printerCount: 0, lastCountedPrinterId: 'theirs' }));
    // Nor with the other user's printer deleted in the same batch.
    await assertFails(removePrinter(db, OWNER, 'theirs'));
    expect(await storedCount(OWNER)).toBe(1);
  });

  it('refuses a count below zero', async () => {
    await seedPrinters(OWNER, ['p1'], { printerCount: 0 });
    await assertFails(removePrinter(rules.as(OWNER), OWNER, 'p1'));
  });

  it('refuses other fields changed with the count', async () => {
    await seedPrinters(OWNER, ['p1'], { planId: 'solo' });
    const withRole = {
      create: ['p2'],
      countOf: OWNER,
      by: 1,
      countedId: 'p2',
      alsoChange: { role: 'admin' },
    };
    await assertFails(countedBatch(rules.as(OWNER), withRole));
  });
});

describe('printers: update', () => {
  beforeEach(() => seedPrinters(OWNER, ['p1']));
  const stored = () => {
    const { createdAt: _createdAt, ...rest } = documents.printer(OWNER);
    return rest;
  };

  it('the owner edits the printer and toggles its status', async () => {
    const ref = rules.as(OWNER).at('printers/p1');
    await assertSucceeds(ref.update({ name: 'Renamed', costPerHour: 0.5, updatedAt: serverTimestamp() }));
    await assertSucceeds(ref.update({ status: 'offline', updatedAt: serverTimestamp() }));
    await assertSucceeds(ref.update({ ...stored(), status: 'maintenance' }));
  });
  it('refuses a change of userId or createdAt, an extra field or a bad value', async () => {
    const ref = rules.as(OWNER).at('printers/p1');
    await assertFails(ref.update({ userId: OTHER, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ location: 'garage', updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ status: 'broken', updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ expectedYearlyHours: 9000, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ name: 'No timestamp' }));
    await assertFails(ref.update({ name: 'Old time', updatedAt: new Date(0) }));
  });
  it('signed out, another user and an admin cannot update it', async () => {
    const update = documents.printer(OWNER, { name: 'Hijacked' });
    await assertFails(rules.as(null).set('printers/p1', update));
    await assertFails(
      rules.as(OTHER).update('printers/p1', {
        name: 'Hijacked',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      rules.as(ADMIN).update('printers/p1', {
        name: 'Hijacked',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('printers: delete', () => {
  beforeEach(() => seedPrinters(OWNER, ['p1'], { planId: 'solo' }));

  it('the owner deletes a printer in a counted batch', async () => {
    await assertSucceeds(removePrinter(rules.as(OWNER), OWNER, 'p1'));
    expect(await storedCount(OWNER)).toBe(0);
  });
  it('refuses a delete without the decrement', async () => {
    await assertFails(rules.as(OWNER).delete('printers/p1'));
  });
  it('refuses two deletes with one decrement', async () => {
    await seedPrinters(OWNER, ['p1', 'p2'], { planId: 'solo' });
    const twoDeletes = { remove: ['p1', 'p2'], countOf: OWNER, by: -1, countedId: 'p1' };
    await assertFails(countedBatch(rules.as(OWNER), twoDeletes));
  });
  it('signed out, another user and an admin cannot delete it', async () => {
    await assertFails(rules.as(null).delete('printers/p1'));
    await assertFails(rules.as(ADMIN).delete('printers/p1'));
    const countedAsTheirs = { remove: ['p1'], countOf: OTHER, by: -1, countedId: 'p1' };
    await assertFails(countedBatch(rules.as(OTHER), countedAsTheirs));
  });
  it('after a delete the freed slot can be used again', async () => {
    await seedPrinters(OWNER, ['p1']);
    const db = rules.as(OWNER);
    await assertFails(addPrinter(db, OWNER, 'p2'));
    await assertSucceeds(removePrinter(db, OWNER, 'p1'));
    await assertSucceeds(addPrinter(db, OWNER, 'p2'));
  });
});
