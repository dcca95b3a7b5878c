// Issue 11 points 5, 6 and 7b: plan features are bounded strings; printerCount always exists as an
// int (an older document gets it once, and printers wait for it); a profile with no planId gets
// hobby written even while the Hobby plan document is missing or inactive.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  increment,
  runTransaction,
  serverTimestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '@/domain/limits';
import { planCreate, planEdit, seededPlanFields } from './audited';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();

const pro = seededPlanFields('pro');

describe('plans: features are a bounded list of bounded strings', () => {
  const features = (count: number) => Array.from({ length: count }, (_, index) => `Feature ${index}`);
  it(`an admin stores up to ${PLAN_LIMITS.features} features of up to ${PLAN_LIMITS.featureLength} characters`, async () => {
    const db = rules.as(ADMIN);
    await assertSucceeds(
      planCreate(db, ADMIN, 'full', documents.plan({ id: 'full', features: features(PLAN_LIMITS.features) })),
    );
    await assertSucceeds(
      planCreate(
        db,
        ADMIN,
        'long',
        documents.plan({ id: 'long', features: ['x'.repeat(PLAN_LIMITS.featureLength)] }),
      ),
    );
  });
  it('refuses features that are not strings, too long, or too many (set, batch, update)', async () => {
    const db = rules.as(ADMIN);
    const bad: unknown[][] = [
      [{ nested: { deeper: true } }],
      ['ok', 7],
      ['ok', null],
      ['x'.repeat(PLAN_LIMITS.featureLength + 1)],
      features(PLAN_LIMITS.features + 1),
    ];
    for (const list of bad) {
      const plan = { ...documents.plan({ id: 'bad' }), features: list };
      await assertFails(planCreate(db, ADMIN, 'bad', plan));
      await assertFails(planEdit(db, ADMIN, 'pro', pro, { ...pro, features: list as string[] }));
    }
  });
});

describe('users: printerCount always exists as an int', () => {
  /** The owner's document as written before the counter existed. */
  async function seedOlderOwner(extra: Record<string, unknown> = {}) {
    const { printerCount: _dropped, ...older } = documents.user(OWNER);
    await rules.seed({ [`users/${OWNER}`]: { ...older, ...extra } });
  }
  const newPrinterBatch = () => {
    const db = rules.as(OWNER);
    const batch = db.batch();
    batch.set(db.doc('printers/new'), documents.printer(OWNER));
    batch.update(db.doc(`users/${OWNER}`), { printerCount: increment(1), lastCountedPrinterId: 'new' });
    return batch.commit();
  };

  it('without a counter, no printer can be created or deleted (it is never read as 0)', async () => {
    await seedOlderOwner();
    await rules.seed({ 'printers/old': documents.printer(OWNER) });
    await assertFails(newPrinterBatch());
    const db = rules.as(OWNER);
    const batch = db.batch();
    batch.delete(db.doc('printers/old'));
    batch.update(db.doc(`users/${OWNER}`), { printerCount: increment(-1), lastCountedPrinterId: 'old' });
    await assertFails(batch.commit());
  });

  it('the owner cannot write the counter, not even while it is absent: `npm run migrate` counts it', async () => {
    // Before issue 29 the owner wrote it once, any value: 0 on an account with printers let them
    // add printers past their plan's limit.
    await seedOlderOwner();
    await rules.seed({
      'printers/old-1': documents.printer(OWNER),
      'printers/old-2': documents.printer(OWNER),
    });
    const ref = rules.as(OWNER).at(`users/${OWNER}`);
    await assertFails(ref.update({ printerCount: 0, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ printerCount: 2, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ printerCount: 1.5, updatedAt: serverTimestamp() }));
    await assertFails(newPrinterBatch());
    // Counted by the migration (rules off, as the admin SDK writes), printers count from it.
    await rules.withoutRules((db) => updateDoc(doc(db, `users/${OWNER}`), { printerCount: 2 }));
    await rules.withoutRules((db) => updateDoc(doc(db, 'plans/hobby'), { maxPrinters: 3 }));
    await assertFails(ref.update({ printerCount: 5, updatedAt: serverTimestamp() }));
    await assertSucceeds(newPrinterBatch());
  });

  it('another user and an admin cannot write the counter for the owner', async () => {
    await seedOlderOwner();
    await assertFails(
      rules.as(OTHER).update(`users/${OWNER}`, { printerCount: 0, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      rules.as(ADMIN).update(`users/${OWNER}`, { printerCount: 0, updatedAt: serverTimestamp() }),
    );
  });

  it('the counter cannot be removed, and a document without it accepts no profile edit until counted', async () => {
    const ref = rules.as(OWNER).at(`users/${OWNER}`);
    await assertFails(ref.update({ printerCount: deleteField(), updatedAt: serverTimestamp() }));
    await assertFails(
      ref.update({ printerCount: deleteField(), city: 'Oslo', updatedAt: serverTimestamp() }),
    );
    await seedOlderOwner();
    await assertFails(ref.update({ city: 'Oslo', updatedAt: serverTimestamp() }));
  });

  it('a user document is created with printerCount 0 only', async () => {
    const { printerCount: _dropped, ...withoutCount } = documents.user('newcomer');
    const newcomer = rules.as('newcomer');
    await assertFails(newcomer.set('users/newcomer', withoutCount));
    await assertFails(newcomer.set('users/newcomer', documents.user('newcomer', { printerCount: 3 })));
  });
});

describe('users: a profile with no planId gets hobby (SPEC §4)', () => {
  async function seedWithoutPlan() {
    const { planId: _dropped, ...withoutPlan } = documents.user(OWNER);
    await rules.seed({ [`users/${OWNER}`]: withoutPlan });
  }
  const writeHobby = () =>
    rules.as(OWNER).update(`users/${OWNER}`, { planId: 'hobby', updatedAt: serverTimestamp() });

  it('while the Hobby plan document is missing', async () => {
    await seedWithoutPlan();
    await rules.withoutRules((db) => deleteDoc(doc(db, 'plans/hobby')));
    await assertSucceeds(writeHobby());
  });

  it('while the Hobby plan is inactive, also in a transaction', async () => {
    await seedWithoutPlan();
    await rules.withoutRules((db) => updateDoc(doc(db, 'plans/hobby'), { active: false }));
    const caller = rules.as(OWNER);
    await assertSucceeds(
      runTransaction(caller.db, async (transaction) => {
        transaction.update(caller.doc(`users/${OWNER}`), { planId: 'hobby', updatedAt: serverTimestamp() });
      }),
    );
    const stored = await rules.withoutRules(async (db) => (await getDoc(doc(db, `users/${OWNER}`))).data());
    expect(stored?.planId).toBe('hobby');
  });

  it('but only hobby, only when no plan is set, and an inactive plan stays unselectable otherwise', async () => {
    await seedWithoutPlan();
    await rules.withoutRules((db) => updateDoc(doc(db, 'plans/hobby'), { active: false }));
    const ref = rules.as(OWNER).at(`users/${OWNER}`);
    await assertFails(ref.update({ planId: 'retired', updatedAt: serverTimestamp() }));
    await rules.seed({ [`users/${OTHER}`]: documents.user(OTHER, { planId: 'pro' }) });
    await assertFails(
      rules.as(OTHER).update(`users/${OTHER}`, { planId: 'hobby', updatedAt: serverTimestamp() }),
    );
  });
});
