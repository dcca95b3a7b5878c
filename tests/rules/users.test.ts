import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  serverTimestamp,
} from 'firebase/firestore';
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
  userDocument,
} from './rules-env';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment('users');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedUsersAndPlans(env);
});

const profileUpdate = { city: 'Leeds', country: 'UK', updatedAt: serverTimestamp() };

describe('users: get', () => {
  it('signed out cannot read a user', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, null), 'users', OWNER)));
  });
  it('the owner reads their own document', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, OWNER), 'users', OWNER)));
  });
  it("another user cannot read someone's document", async () => {
    await assertFails(getDoc(doc(firestoreAs(env, OTHER), 'users', OWNER)));
  });
  it('an admin reads any user', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, ADMIN), 'users', OWNER)));
  });
});

describe('users: list', () => {
  it('signed out, owner and other users cannot list users', async () => {
    await assertFails(getDocs(collection(firestoreAs(env, null), 'users')));
    await assertFails(getDocs(collection(firestoreAs(env, OWNER), 'users')));
    await assertFails(getDocs(collection(firestoreAs(env, OTHER), 'users')));
  });
  it('an admin lists all users', async () => {
    await assertSucceeds(getDocs(collection(firestoreAs(env, ADMIN), 'users')));
  });
});

describe('users: create', () => {
  it('a new user creates their own document with the defaults', async () => {
    await assertSucceeds(setDoc(doc(firestoreAs(env, 'carol'), 'users', 'carol'), userDocument('carol')));
  });
  it('signed out cannot create a user document', async () => {
    await assertFails(setDoc(doc(firestoreAs(env, null), 'users', 'carol'), userDocument('carol')));
  });
  it("cannot create someone else's document", async () => {
    await assertFails(setDoc(doc(firestoreAs(env, 'carol'), 'users', 'dave'), userDocument('dave')));
  });
  it('cannot sign up as an admin (role escalation at sign-up)', async () => {
    await assertFails(
      setDoc(doc(firestoreAs(env, 'carol'), 'users', 'carol'), userDocument('carol', { role: 'admin' })),
    );
  });
  it('cannot sign up on a paid plan or with a printer count', async () => {
    const db = firestoreAs(env, 'carol');
    await assertFails(setDoc(doc(db, 'users', 'carol'), userDocument('carol', { planId: 'pro' })));
    await assertFails(setDoc(doc(db, 'users', 'carol'), userDocument('carol', { printerCount: 5 })));
  });
  it('refuses extra fields, missing fields and wrong types', async () => {
    const db = firestoreAs(env, 'carol');
    await assertFails(setDoc(doc(db, 'users', 'carol'), userDocument('carol', { isAdmin: true })));
    const { city: _city, ...withoutCity } = userDocument('carol');
    await assertFails(setDoc(doc(db, 'users', 'carol'), withoutCity));
    await assertFails(setDoc(doc(db, 'users', 'carol'), userDocument('carol', { electricityRate: 'cheap' })));
    await assertFails(
      setDoc(doc(db, 'users', 'carol'), userDocument('carol', { email: 'someone@else.com' })),
    );
    await assertFails(setDoc(doc(db, 'users', 'carol'), userDocument('carol', { createdAt: new Date(0) })));
  });
  it('cannot overwrite an existing document by "creating" it again', async () => {
    await assertFails(setDoc(doc(firestoreAs(env, OWNER), 'users', OWNER), userDocument(OWNER)));
  });
});

describe('users: update', () => {
  it('the owner changes profile fields', async () => {
    await assertSucceeds(updateDoc(doc(firestoreAs(env, OWNER), 'users', OWNER), profileUpdate));
  });
  it('the owner picks an active plan', async () => {
    await assertSucceeds(
      updateDoc(doc(firestoreAs(env, OWNER), 'users', OWNER), {
        planId: 'solo',
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('the owner cannot pick an inactive or unknown plan', async () => {
    const ref = doc(firestoreAs(env, OWNER), 'users', OWNER);
    await assertFails(updateDoc(ref, { planId: 'retired', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { planId: 'no-such-plan', updatedAt: serverTimestamp() }));
  });
  it('the owner cannot make themselves admin (update)', async () => {
    await assertFails(
      updateDoc(doc(firestoreAs(env, OWNER), 'users', OWNER), {
        role: 'admin',
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('the owner cannot make themselves admin (set with merge)', async () => {
    await assertFails(
      setDoc(
        doc(firestoreAs(env, OWNER), 'users', OWNER),
        { role: 'admin', updatedAt: serverTimestamp() },
        { merge: true },
      ),
    );
  });
  it('the owner cannot change createdAt, email, uid or the printer count', async () => {
    const ref = doc(firestoreAs(env, OWNER), 'users', OWNER);
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { printerCount: 0, updatedAt: serverTimestamp(), email: 'x@y.z' }));
    await assertFails(updateDoc(ref, { uid: 'mallory', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { printerCount: 9, updatedAt: serverTimestamp() }));
  });
  it('refuses wrong types and a client-chosen updatedAt', async () => {
    const ref = doc(firestoreAs(env, OWNER), 'users', OWNER);
    await assertFails(updateDoc(ref, { electricityRate: -1, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { city: 42, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { city: 'Leeds', updatedAt: new Date(0) }));
  });
  it('signed out and other users cannot update', async () => {
    await assertFails(updateDoc(doc(firestoreAs(env, null), 'users', OWNER), profileUpdate));
    await assertFails(updateDoc(doc(firestoreAs(env, OTHER), 'users', OWNER), profileUpdate));
  });
});

describe('users: delete', () => {
  it('nobody deletes a user document from the client', async () => {
    await assertFails(deleteDoc(doc(firestoreAs(env, null), 'users', OWNER)));
    await assertFails(deleteDoc(doc(firestoreAs(env, OWNER), 'users', OWNER)));
    await assertFails(deleteDoc(doc(firestoreAs(env, OTHER), 'users', OWNER)));
    await assertFails(deleteDoc(doc(firestoreAs(env, ADMIN), 'users', OWNER)));
  });
});
