import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN, NON_ADMINS, documents, setUpRulesTests } from './rules-env';

// The admin plan screen's writes (create, edit, reorder features, deactivate, delete), per caller.
const rules = setUpRulesTests();

const farm = () =>
  documents.plan({ name: 'Farm', priceMonthly: 99, maxPrinters: 25, features: ['a', 'b', 'c'] });
const edit = () => ({
  name: 'Solo',
  priceMonthly: 30,
  maxPrinters: 6,
  features: ['c', 'b'],
  updatedAt: serverTimestamp(),
});

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

  it('an admin creates, edits (reordered features), deactivates and deletes', async () => {
    const db = rules.as(ADMIN);
    await assertSucceeds(db.set('plans/farm', farm()));
    await assertSucceeds(db.update('plans/solo', edit()));
    await assertSucceeds(db.update('plans/solo', { active: false, updatedAt: serverTimestamp() }));
    await assertSucceeds(db.delete('plans/farm'));
    const solo = await db.get('plans/solo');
    expect(solo.data()).toMatchObject({ features: ['c', 'b'], active: false, priceMonthly: 30 });
  });

  it('creating a plan over an existing id is refused (it would reset createdAt)', async () => {
    await assertFails(rules.as(ADMIN).set('plans/solo', farm()));
  });

  it('an admin edit cannot break the plan form rules', async () => {
    const ref = rules.as(ADMIN).at('plans/solo');
    await assertFails(ref.update({ ...edit(), maxPrinters: 0 }));
    await assertFails(ref.update({ ...edit(), maxPrinters: 1.5 }));
    await assertFails(ref.update({ ...edit(), priceMonthly: -5 }));
    await assertFails(ref.update({ ...edit(), name: '' }));
    await assertFails(ref.update({ ...edit(), updatedAt: new Date(0) }));
  });
});
