import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();

const now = () => serverTimestamp();

describe('users: admin edits of role and plan', () => {
  it('an admin changes a user’s plan and role', async () => {
    const ref = rules.as(ADMIN).at(`users/${OWNER}`);
    await assertSucceeds(ref.update({ planId: 'solo', updatedAt: now() }));
    await assertSucceeds(ref.update({ role: 'admin', planId: 'home', updatedAt: now() }));
    await assertSucceeds(ref.update({ role: 'user', updatedAt: now() }));
  });

  it('an admin may assign an inactive plan (existing customers keep retired plans)', async () => {
    await assertSucceeds(rules.as(ADMIN).update(`users/${OWNER}`, { planId: 'retired', updatedAt: now() }));
  });

  it('an admin cannot assign a plan that does not exist or a made-up role', async () => {
    const ref = rules.as(ADMIN).at(`users/${OWNER}`);
    await assertFails(ref.update({ planId: 'no-such-plan', updatedAt: now() }));
    await assertFails(ref.update({ planId: '', updatedAt: now() }));
    await assertFails(ref.update({ role: 'owner', updatedAt: now() }));
    await assertFails(ref.update({ role: true, updatedAt: now() }));
  });

  it('an admin changes nothing but role and plan on someone else’s document', async () => {
    const ref = rules.as(ADMIN).at(`users/${OWNER}`);
    await assertFails(ref.update({ city: 'Leeds', updatedAt: now() }));
    await assertFails(ref.update({ email: 'mallory@example.com', updatedAt: now() }));
    await assertFails(ref.update({ printerCount: 40, updatedAt: now() }));
    await assertFails(ref.update({ planId: 'solo', createdAt: now(), updatedAt: now() }));
    await assertFails(ref.set({ role: 'admin', updatedAt: now(), isAdmin: true }, { merge: true }));
  });

  it('an admin’s edit must stamp updatedAt with the server time', async () => {
    const ref = rules.as(ADMIN).at(`users/${OWNER}`);
    await assertFails(ref.update({ planId: 'solo' }));
    await assertFails(ref.update({ planId: 'solo', updatedAt: new Date(0) }));
  });

  it('signed out, the user and other users cannot make these edits', async () => {
    await assertFails(rules.as(null).update(`users/${OWNER}`, { role: 'admin', updatedAt: now() }));
    await assertFails(rules.as(OWNER).update(`users/${OWNER}`, { role: 'admin', updatedAt: now() }));
    await assertFails(rules.as(OTHER).update(`users/${OWNER}`, { role: 'admin', updatedAt: now() }));
    await assertFails(rules.as(OTHER).update(`users/${OWNER}`, { planId: 'solo', updatedAt: now() }));
  });

  it('an admin changes the role of a user whose plan no longer exists (plan unchanged)', async () => {
    // root is on MISSING_PLAN_ID: no plan document has that id.
    await assertSucceeds(rules.as(ADMIN).update(`users/${ADMIN}`, { role: 'admin', updatedAt: now() }));
  });

  it('a demoted admin loses the power at once', async () => {
    await assertSucceeds(rules.as(ADMIN).update(`users/${ADMIN}`, { role: 'user', updatedAt: now() }));
    await assertFails(rules.as(ADMIN).update(`users/${OWNER}`, { role: 'admin', updatedAt: now() }));
  });
});
