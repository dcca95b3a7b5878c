import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, assertFails, assertSucceeds, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();

const now = () => serverTimestamp();

describe('users: admin edits of role and plan', () => {
  it('an admin changes a user’s plan and role', async () => {
    const ref = doc(rules.as(ADMIN), 'users', OWNER);
    await assertSucceeds(updateDoc(ref, { planId: 'solo', updatedAt: now() }));
    await assertSucceeds(updateDoc(ref, { role: 'admin', planId: 'home', updatedAt: now() }));
    await assertSucceeds(updateDoc(ref, { role: 'user', updatedAt: now() }));
  });

  it('an admin may assign an inactive plan (existing customers keep retired plans)', async () => {
    await assertSucceeds(
      updateDoc(doc(rules.as(ADMIN), 'users', OWNER), { planId: 'retired', updatedAt: now() }),
    );
  });

  it('an admin cannot assign a plan that does not exist or a made-up role', async () => {
    const ref = doc(rules.as(ADMIN), 'users', OWNER);
    await assertFails(updateDoc(ref, { planId: 'no-such-plan', updatedAt: now() }));
    await assertFails(updateDoc(ref, { planId: '', updatedAt: now() }));
    await assertFails(updateDoc(ref, { role: 'owner', updatedAt: now() }));
    await assertFails(updateDoc(ref, { role: true, updatedAt: now() }));
  });

  it('an admin changes nothing but role and plan on someone else’s document', async () => {
    const ref = doc(rules.as(ADMIN), 'users', OWNER);
    await assertFails(updateDoc(ref, { city: 'Leeds', updatedAt: now() }));
    await assertFails(updateDoc(ref, { email: 'mallory@example.com', updatedAt: now() }));
    await assertFails(updateDoc(ref, { printerCount: 40, updatedAt: now() }));
    await assertFails(updateDoc(ref, { planId: 'solo', createdAt: now(), updatedAt: now() }));
    await assertFails(setDoc(ref, { role: 'admin', updatedAt: now(), isAdmin: true }, { merge: true }));
  });

  it('an admin’s edit must stamp updatedAt with the server time', async () => {
    const ref = doc(rules.as(ADMIN), 'users', OWNER);
    await assertFails(updateDoc(ref, { planId: 'solo' }));
    await assertFails(updateDoc(ref, { planId: 'solo', updatedAt: new Date(0) }));
  });

  it('signed out, the user and other users cannot make these edits', async () => {
    await assertFails(updateDoc(doc(rules.as(null), 'users', OWNER), { role: 'admin', updatedAt: now() }));
    await assertFails(updateDoc(doc(rules.as(OWNER), 'users', OWNER), { role: 'admin', updatedAt: now() }));
    await assertFails(updateDoc(doc(rules.as(OTHER), 'users', OWNER), { role: 'admin', updatedAt: now() }));
    await assertFails(updateDoc(doc(rules.as(OTHER), 'users', OWNER), { planId: 'solo', updatedAt: now() }));
  });

  it('an admin changes the role of a user whose plan no longer exists (plan unchanged)', async () => {
    // root is on MISSING_PLAN_ID: no plan document has that id.
    await assertSucceeds(
      updateDoc(doc(rules.as(ADMIN), 'users', ADMIN), { role: 'admin', updatedAt: now() }),
    );
  });

  it('a demoted admin loses the power at once', async () => {
    await assertSucceeds(updateDoc(doc(rules.as(ADMIN), 'users', ADMIN), { role: 'user', updatedAt: now() }));
    await assertFails(updateDoc(doc(rules.as(ADMIN), 'users', OWNER), { role: 'admin', updatedAt: now() }));
  });
});
