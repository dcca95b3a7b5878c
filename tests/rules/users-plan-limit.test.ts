import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { planChange } from './audited';
import { OTHER, OWNER, documents, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();
let current = { planId: 'hobby', printers: 0 };

/** The owner on `planId` with `count` printers (printers and count seeded with rules off). */
const ownerWith = (planId: string, count: number) => {
  current = { planId, printers: count };
  return rules.seed({ [`users/${OWNER}`]: documents.user(OWNER, { planId, printerCount: count }) });
};

/** The owner's plan change as the app makes it (its entry and tallies), so a refusal is the limit's. */
const choose = (planId: string) =>
  planChange(rules.as(OWNER), OWNER, {
    from: current.planId,
    to: planId,
    printers: current.printers,
    counted: false,
  });

describe('users: plan change against the printer count', () => {
  it('allows a plan with room for the current printers, including exactly as many', async () => {
    await ownerWith('solo', 2);
    await assertSucceeds(choose('home')); // maxPrinters 2 == count 2
  });

  it('refuses a plan whose maxPrinters is below the printer count', async () => {
    await ownerWith('solo', 3);
    await assertFails(choose('home')); // 2 < 3
    await assertFails(choose('hobby')); // 1 < 3
    await assertSucceeds(choose('pro'));
  });

  it('refuses an inactive plan even when it has room', async () => {
    await ownerWith('hobby', 0);
    await assertFails(choose('retired'));
  });

  it('refuses an unknown plan', async () => {
    await ownerWith('hobby', 0);
    await assertFails(choose('platinum'));
  });

  it('refuses lowering the count together with the plan change', async () => {
    await ownerWith('solo', 3);
    await assertFails(
      rules.as(OWNER).update(`users/${OWNER}`, {
        planId: 'hobby',
        printerCount: 0,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('writes hobby for a profile that has no planId (a repair, not a plan change: no entry, no tally)', async () => {
    await rules.withoutRules((db) => updateDoc(doc(db, 'users', OWNER), { planId: deleteField() }));
    await assertSucceeds(
      rules.as(OWNER).update(`users/${OWNER}`, { planId: 'hobby', updatedAt: serverTimestamp() }),
    );
  });

  it("another user cannot change the owner's plan", async () => {
    await ownerWith('hobby', 0);
    await assertFails(
      rules.as(OTHER).update(`users/${OWNER}`, {
        planId: 'solo',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
