import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { accessEdit } from './audited';
import { ADMIN, OTHER, OWNER, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();

const now = () => serverTimestamp();

describe('users: admin edits of role and plan', () => {
  it('an admin changes a user’s plan and role, each change with its entry and the tallies', async () => {
    const admin = rules.as(ADMIN);
    const user = (role: string, planId: string) => ({ role, planId });
    await assertSucceeds(
      accessEdit(admin, ADMIN, OWNER, { from: user('user', 'hobby'), to: user('user', 'solo') }),
    );
    await assertSucceeds(
      accessEdit(admin, ADMIN, OWNER, {
        from: user('user', 'solo'),
        to: user('admin', 'home'),
        counted: true,
      }),
    );
    await assertSucceeds(
      accessEdit(admin, ADMIN, OWNER, { from: user('admin', 'home'), to: user('user', 'home') }),
    );
  });

  it('refuses an access change without its entry, or a plan move without the tallies', async () => {
    const admin = rules.as(ADMIN);
    const move = { from: { role: 'user', planId: 'hobby' }, to: { role: 'user', planId: 'solo' } };
    await assertFails(accessEdit(admin, ADMIN, OWNER, move, { entry: false }));
    await assertFails(accessEdit(admin, ADMIN, OWNER, move, { tallies: false }));
    await assertFails(admin.update(`users/${OWNER}`, { role: 'admin', updatedAt: now() }));
  });

  it('an admin may assign an inactive plan (existing customers keep retired plans)', async () => {
    await assertSucceeds(
      accessEdit(rules.as(ADMIN), ADMIN, OWNER, {
        from: { role: 'user', planId: 'hobby' },
        to: { role: 'user', planId: 'retired' },
      }),
    );
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
    // root is on MISSING_PLAN_ID: no plan document has that id. Demoting themselves, their entry
    // is written while they are still an admin, their sequence moving on their own document.
    await assertSucceeds(
      accessEdit(rules.as(ADMIN), ADMIN, ADMIN, {
        from: { role: 'admin', planId: 'discontinued' },
        to: { role: 'user', planId: 'discontinued' },
      }),
    );
  });

  it('a demoted admin loses the power at once', async () => {
    const admin = rules.as(ADMIN);
    await assertSucceeds(
      accessEdit(admin, ADMIN, ADMIN, {
        from: { role: 'admin', planId: 'discontinued' },
        to: { role: 'user', planId: 'discontinued' },
      }),
    );
    await assertFails(
      accessEdit(admin, ADMIN, OWNER, {
        from: { role: 'user', planId: 'hobby' },
        to: { role: 'admin', planId: 'hobby' },
      }),
    );
  });
});
