import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { planCreate, planDeactivate, planDelete, planEdit, seededPlanFields } from './audited';
import { ADMIN, NON_ADMINS, documents, setUpRulesTests } from './rules-env';

// The admin plan screen's writes (create, edit, reorder features, deactivate, delete), per caller.
const rules = setUpRulesTests();

const farm = () =>
  documents.plan({ name: 'Farm', priceMonthly: 99, maxPrinters: 25, features: ['a', 'b', 'c'] });
const solo = seededPlanFields('solo');
const edited = { name: 'Solo', priceMonthly: 30, maxPrinters: 6, features: ['c', 'b'] };
const edit = () => ({ ...edited, updatedAt: serverTimestamp() });

describe('plans: admin writes', () => {
  for (const [label, uid] of NON_ADMINS) {
    it(`${label} cannot create, edit, deactivate or delete a plan`, async () => {
      const db = rules.as(uid);
      await assertFails(db.set('plans/farm', farm()));
      await assertFails(db.update('plans/solo', edit()));
      await assertFails(db.update('plans/solo', { active: false, updatedAt: serverTimestamp() }));
      await assertFails(db.delete('plans/solo'));
    });
  }

  it('an admin creates, edits (reordered features), deactivates and deletes, each with its entry', async () => {
    const db = rules.as(ADMIN);
    await assertSucceeds(planCreate(db, ADMIN, 'farm', farm()));
    await assertSucceeds(planEdit(db, ADMIN, 'solo', solo, edited));
    await assertSucceeds(planDeactivate(db, ADMIN, 'solo'));
    await assertSucceeds(planDelete(db, ADMIN, 'farm'));
    const stored = await db.get('plans/solo');
    expect(stored.data()).toMatchObject({ features: ['c', 'b'], active: false, priceMonthly: 30 });
  });

  it('refuses each of those changes without its entry (access: always recorded)', async () => {
    const db = rules.as(ADMIN);
    await assertFails(planCreate(db, ADMIN, 'farm', farm(), { entry: false }));
    await assertFails(planEdit(db, ADMIN, 'solo', solo, edited, { entry: false }));
    await assertFails(planDeactivate(db, ADMIN, 'solo', { entry: false }));
    await assertFails(planDelete(db, ADMIN, 'solo', { entry: false }));
    // As before issue 29: the change alone, the entry in a request of its own after it.
    await assertFails(db.update('plans/solo', edit()));
    await assertFails(db.delete('plans/solo'));
    // A plan created without its tally (it could never be deleted or lowered).
    await assertFails(planCreate(db, ADMIN, 'farm', farm(), { tally: false }));
  });

  it('creating a plan over an existing id is refused (it would reset createdAt)', async () => {
    await assertFails(planCreate(rules.as(ADMIN), ADMIN, 'solo', farm()));
  });

  it('an admin edit cannot break the plan form rules', async () => {
    const db = rules.as(ADMIN);
    for (const changes of [{ maxPrinters: 0 }, { maxPrinters: 1.5 }, { priceMonthly: -5 }, { name: '' }]) {
      await assertFails(planEdit(db, ADMIN, 'solo', solo, { ...edited, ...changes }));
    }
    await assertFails(db.update('plans/solo', { ...edit(), updatedAt: new Date(0) }));
  });
});
