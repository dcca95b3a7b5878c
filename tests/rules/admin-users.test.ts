import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  ADMIN,
  OTHER,
  OWNER,
  assertFails,
  assertSucceeds,
  createRulesEnvironment,
  firestoreAs,
  seedUsersAndPlans,
} from './rules-env';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment('admin-users');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedUsersAndPlans(env);
});

const now = () => serverTimestamp();

describe('users: admin edits of role and plan', () => {
  it('an admin changes a user’s plan and role', async () => {
    const ref = doc(firestoreAs(env, ADMIN), 'users', OWNER);
    await assertSucceeds(updateDoc(ref, { planId: 'solo', updatedAt: now() }));
    await assertSucceeds(updateDoc(ref, { role: 'admin', planId: 'home', updatedAt: now() }));
    await assertSucceeds(updateDoc(ref, { role: 'user', updatedAt: now() }));
  });

  it('an admin may assign an inactive plan (existing customers keep retired plans)', async () => {
    await assertSucceeds(
      updateDoc(doc(firestoreAs(env, ADMIN), 'users', OWNER), { planId: 'retired', updatedAt: now() }),
    );
  });

  it('an admin cannot assign a plan that does not exist or a made-up role', async () => {
    const ref = doc(firestoreAs(env, ADMIN), 'users', OWNER);
    await assertFails(updateDoc(ref, { planId: 'no-such-plan', updatedAt: now() }));
    await assertFails(updateDoc(ref, { planId: '', updatedAt: now() }));
    await assertFails(updateDoc(ref, { role: 'owner', updatedAt: now() }));
    await assertFails(updateDoc(ref, { role: true, updatedAt: now() }));
  });

  it('an admin changes nothing but role and plan on someone else’s document', async () => {
    const ref = doc(firestoreAs(env, ADMIN), 'users', OWNER);
    await assertFails(updateDoc(ref, { city: 'Leeds', updatedAt: now() }));
    await assertFails(updateDoc(ref, { email: 'mallory@example.com', updatedAt: now() }));
    await assertFails(updateDoc(ref, { printerCount: 40, updatedAt: now() }));
    await assertFails(updateDoc(ref, { planId: 'solo', createdAt: now(), updatedAt: now() }));
    await assertFails(setDoc(ref, { role: 'admin', updatedAt: now(), isAdmin: true }, { merge: true }));
  });

  it('an admin’s edit must stamp updatedAt with the server time', async () => {
    const ref = doc(firestoreAs(env, ADMIN), 'users', OWNER);
    await assertFails(updateDoc(ref, { planId: 'solo' }));
    await assertFails(updateDoc(ref, { planId: 'solo', updatedAt: new Date(0) }));
  });

  it('signed out, the user and other users cannot make these edits', async () => {
    await assertFails(
      updateDoc(doc(firestoreAs(env, null), 'users', OWNER), { role: 'admin', updatedAt: now() }),
    );
    await assertFails(
      updateDoc(doc(firestoreAs(env, OWNER), 'users', OWNER), { role: 'admin', updatedAt: now() }),
    );
    await assertFails(
      updateDoc(doc(firestoreAs(env, OTHER), 'users', OWNER), { role: 'admin', updatedAt: now() }),
    );
    await assertFails(
      updateDoc(doc(firestoreAs(env, OTHER), 'users', OWNER), { planId: 'solo', updatedAt: now() }),
    );
  });

  it('an admin changes the role of a user whose plan no longer exists (plan unchanged)', async () => {
    // root is on 'pro', which the rules seed does not hold.
    await assertSucceeds(
      updateDoc(doc(firestoreAs(env, ADMIN), 'users', ADMIN), { role: 'admin', updatedAt: now() }),
    );
  });

  it('a demoted admin loses the power at once', async () => {
    await assertSucceeds(
      updateDoc(doc(firestoreAs(env, ADMIN), 'users', ADMIN), { role: 'user', updatedAt: now() }),
    );
    await assertFails(
      updateDoc(doc(firestoreAs(env, ADMIN), 'users', OWNER), { role: 'admin', updatedAt: now() }),
    );
  });
});
