import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN, NON_ADMINS, assertFails, assertSucceeds, documents, setUpRulesTests } from './rules-env';

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
      await assertFails(setDoc(doc(db, 'plans', 'farm'), farm()));
      await assertFails(updateDoc(doc(db, 'plans', 'solo'), edit()));
      await assertFails(updateDoc(doc(db, 'plans', 'solo'), { active: false, updatedAt: serverTimestamp() }));
      await assertFails(deleteDoc(doc(db, 'plans', 'solo')));
    });
  }

  it('an admin creates, edits (reordered features), deactivates and deletes', async () => {
    const db = rules.as(ADMIN);
    await assertSucceeds(setDoc(doc(db, 'plans', 'farm'), farm()));
    await assertSucceeds(updateDoc(doc(db, 'plans', 'solo'), edit()));
    await assertSucceeds(
      updateDoc(doc(db, 'plans', 'solo'), { active: false, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(doc(db, 'plans', 'farm')));
    const solo = await getDoc(doc(db, 'plans', 'solo'));
    expect(solo.data()).toMatchObject({ features: ['c', 'b'], active: false, priceMonthly: 30 });
  });

  it('creating a plan over an existing id is refused (it would reset createdAt)', async () => {
    await assertFails(setDoc(doc(rules.as(ADMIN), 'plans', 'solo'), farm()));
  });

  it('an admin edit cannot break the plan form rules', async () => {
    const ref = doc(rules.as(ADMIN), 'plans', 'solo');
    await assertFails(updateDoc(ref, { ...edit(), maxPrinters: 0 }));
    await assertFails(updateDoc(ref, { ...edit(), maxPrinters: 1.5 }));
    await assertFails(updateDoc(ref, { ...edit(), priceMonthly: -5 }));
    await assertFails(updateDoc(ref, { ...edit(), name: '' }));
    await assertFails(updateDoc(ref, { ...edit(), updatedAt: new Date(0) }));
  });
});
