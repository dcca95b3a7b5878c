// Issue 11 points 2 and 3: every number the rules store is finite and bounded (Infinity passed
// every `>= 0` check), and every date is a real calendar day (a pattern let '2025-13-99' through),
// whether written alone, in a batch or in a transaction.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  increment,
  runTransaction,
  serverTimestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { NUMBER_LIMITS } from '@/domain/limits';
import { planCreate, planEdit, seededPlanFields } from './audited';
import { ADMIN, OWNER, documents, setUpRulesTests, tampered, type Caller } from './rules-env';

const rules = setUpRulesTests();

/** Writes `data` at `path` in a transaction, as a crafted client could. */
const inTransaction = (db: Caller, path: string, data: DocumentData) =>
  runTransaction(db.db, async (transaction) => {
    transaction.set(db.doc(path), data);
  });

/** A new printer in the counted batch the printer rules want, with `printer` as its document. */
function countedPrinter(db: Caller, printer: DocumentData) {
  const batch = db.batch();
  batch.set(db.doc('printers/new'), printer);
  batch.update(db.doc(`users/${OWNER}`), { printerCount: increment(1), lastCountedPrinterId: 'new' });
  return batch.commit();
}

describe('numbers: Infinity and values no real record reaches are refused', () => {
  it('spools: weights, price, temperatures, diameter and threshold (set, batch, transaction)', async () => {
    const db = rules.as(OWNER);
    await assertSucceeds(
      db.set(
        'spools/edge',
        documents.spool(OWNER, { weight: NUMBER_LIMITS.grams, purchasePrice: NUMBER_LIMITS.money }),
      ),
    );
    const bad: Record<string, unknown>[] = [
      { weight: Infinity, remainingWeight: 10 },
      { weight: NUMBER_LIMITS.grams + 1, remainingWeight: 10 },
      { purchasePrice: Infinity },
      { purchasePrice: NUMBER_LIMITS.money * 10 },
      { printTempMax: Infinity },
      { bedTempMin: NUMBER_LIMITS.temperature + 1, bedTempMax: NUMBER_LIMITS.temperature + 1 },
      { diameter: Infinity },
      { lowSpoolThreshold: Infinity },
    ];
    for (const change of bad) {
      const spool = tampered(documents.spool(OWNER), change);
      await assertFails(db.set('spools/bad', spool));
      const batch = db.batch();
      batch.set(db.doc('spools/ok'), documents.spool(OWNER));
      batch.set(db.doc('spools/bad'), spool);
      await assertFails(batch.commit());
      await assertFails(inTransaction(db, 'spools/bad', spool));
    }
    // Nothing of the refused batches was stored.
    const stored = await rules.withoutRules(async (db) => (await getDoc(doc(db, 'spools/ok'))).exists());
    expect(stored).toBe(false);
  });

  it('spools: an update cannot raise a number to Infinity', async () => {
    await rules.seed({ 'spools/s1': documents.spool(OWNER) });
    const ref = rules.as(OWNER).at('spools/s1');
    await assertFails(ref.update({ purchasePrice: Infinity, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ weight: Infinity, updatedAt: serverTimestamp() }));
  });

  it('materials: density and temperatures', async () => {
    const db = rules.as(OWNER);
    await assertSucceeds(
      db.set('materials/edge', documents.material(OWNER, { density: NUMBER_LIMITS.density })),
    );
    for (const change of [
      { density: Infinity },
      { density: NUMBER_LIMITS.density + 1 },
      { extruderTemp: Infinity },
      { bedTemp: NUMBER_LIMITS.temperature + 0.5 },
    ]) {
      await assertFails(db.set('materials/bad', documents.material(OWNER, change)));
      await assertFails(inTransaction(db, 'materials/bad', documents.material(OWNER, change)));
    }
  });

  it('printers: build volume, power, costs and replacement period (in the counted batch)', async () => {
    const db = rules.as(OWNER);
    for (const change of [
      { buildVolume: { x: Infinity, y: 200, z: 200 } },
      { buildVolume: { x: 200, y: NUMBER_LIMITS.buildVolume + 1, z: 200 } },
      { numExtruders: NUMBER_LIMITS.extruders + 1 },
      { powerConsumption: Infinity },
      { initialCost: Infinity },
      { costPerHour: NUMBER_LIMITS.money + 1 },
      { replacementPeriod: Infinity },
      { annualMaintenanceCost: Infinity },
    ]) {
      await assertFails(countedPrinter(db, tampered(documents.printer(OWNER), change)));
    }
    await assertSucceeds(countedPrinter(db, documents.printer(OWNER)));
  });

  it('printers: an update cannot store Infinity', async () => {
    await rules.seed({ 'printers/p1': documents.printer(OWNER) });
    const ref = rules.as(OWNER).at('printers/p1');
    await assertFails(ref.update({ costPerHour: Infinity, updatedAt: serverTimestamp() }));
  });

  it('projects: estimated and actual cost', async () => {
    const db = rules.as(OWNER);
    await assertSucceeds(
      db.set('projects/edge', documents.project(OWNER, { estimatedCost: NUMBER_LIMITS.money })),
    );
    await assertFails(db.set('projects/bad', documents.project(OWNER, { estimatedCost: Infinity })));
    await assertFails(db.set('projects/bad', documents.project(OWNER, { actualCost: Infinity })));
    await assertFails(inTransaction(db, 'projects/bad', documents.project(OWNER, { estimatedCost: 1e12 })));
  });

  it("users: the owner's electricity rate and low-spool threshold", async () => {
    const ref = rules.as(OWNER).at(`users/${OWNER}`);
    await assertSucceeds(ref.update({ electricityRate: 0.3, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ electricityRate: Infinity, updatedAt: serverTimestamp() }));
    await assertFails(
      ref.update({ electricityRate: NUMBER_LIMITS.electricityRate + 1, updatedAt: serverTimestamp() }),
    );
    await assertFails(ref.update({ lowSpoolThreshold: Infinity, updatedAt: serverTimestamp() }));
  });

  it('plans (admin): price and printer limit', async () => {
    const db = rules.as(ADMIN);
    await assertSucceeds(
      planCreate(db, ADMIN, 'big', documents.plan({ id: 'big', priceMonthly: 99, maxPrinters: 100 })),
    );
    await assertFails(planCreate(db, ADMIN, 'bad', documents.plan({ id: 'bad', priceMonthly: Infinity })));
    await assertFails(
      planCreate(db, ADMIN, 'bad', documents.plan({ id: 'bad', maxPrinters: NUMBER_LIMITS.maxPrinters + 1 })),
    );
    const pro = seededPlanFields('pro');
    await assertFails(planEdit(db, ADMIN, 'pro', pro, { ...pro, priceMonthly: Infinity }));
  });

  it('catalogue filaments (admin): density, diameter, temperatures and shrinkage', async () => {
    const db = rules.as(ADMIN);
    for (const change of [
      { density: Infinity },
      { diameter: Infinity },
      { printTempMax: Infinity },
      { printTempMin: -Infinity },
      { bedTempMin: -5 },
      { shrinkage: Infinity },
    ]) {
      await assertFails(db.set('filaments/bad', tampered(documents.filament(), change)));
    }
    await assertSucceeds(db.set('filaments/ok', documents.filament({ bedTempMin: 0, bedTempMax: 5 })));
  });
});

describe('dates: only real calendar days are stored', () => {
  const notDays = [
    '2025-13-01',
    '2025-00-10',
    '2025-02-30',
    '2023-02-29',
    '2100-02-29',
    '2025-04-31',
    '2025-01-99',
    '2025-01-00',
    '0000-01-01',
  ];
  const realDays = ['2024-02-29', '2000-02-29', '2025-12-31', '2025-04-30', '2025-01-09'];

  it('spool purchase dates', async () => {
    const db = rules.as(OWNER);
    for (const date of notDays) {
      await assertFails(db.set('spools/bad', documents.spool(OWNER, { purchaseDate: date })));
    }
    for (const date of realDays) {
      await assertSucceeds(db.set(`spools/${date}`, documents.spool(OWNER, { purchaseDate: date })));
    }
  });

  it('project start and end dates (set, batch, transaction, update)', async () => {
    const db = rules.as(OWNER);
    for (const date of notDays) {
      await assertFails(db.set('projects/bad', documents.project(OWNER, { startDate: date })));
      await assertFails(
        db.set('projects/bad', documents.project(OWNER, { startDate: '0001-01-01', endDate: date })),
      );
      const batch = db.batch();
      batch.set(db.doc('projects/bad'), documents.project(OWNER, { startDate: date }));
      await assertFails(batch.commit());
      await assertFails(inTransaction(db, 'projects/bad', documents.project(OWNER, { startDate: date })));
    }
    for (const date of realDays) {
      await assertSucceeds(
        db.set(`projects/${date}`, documents.project(OWNER, { startDate: date, endDate: date })),
      );
    }
    await assertFails(
      db.update('projects/2025-12-31', { endDate: '2099-02-29', updatedAt: serverTimestamp() }),
    );
  });
});
