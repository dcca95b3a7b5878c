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
import { describe, it } from 'vitest';
import {
  ADMIN,
  OTHER,
  OWNER,
  assertFails,
  assertSucceeds,
  documents,
  setUpRulesTests,
  tampered,
} from './rules-env';

const rules = setUpRulesTests();

const profileUpdate = { city: 'Leeds', country: 'UK', updatedAt: serverTimestamp() };

describe('users: get', () => {
  it('signed out cannot read a user', async () => {
    await assertFails(getDoc(doc(rules.as(null), 'users', OWNER)));
  });
  it('the owner reads their own document', async () => {
    await assertSucceeds(getDoc(doc(rules.as(OWNER), 'users', OWNER)));
  });
  it("another user cannot read someone's document", async () => {
    await assertFails(getDoc(doc(rules.as(OTHER), 'users', OWNER)));
  });
  it('an admin reads any user', async () => {
    await assertSucceeds(getDoc(doc(rules.as(ADMIN), 'users', OWNER)));
  });
});

describe('users: list', () => {
  it('signed out, owner and other users cannot list users', async () => {
    await assertFails(getDocs(collection(rules.as(null), 'users')));
    await assertFails(getDocs(collection(rules.as(OWNER), 'users')));
    await assertFails(getDocs(collection(rules.as(OTHER), 'users')));
  });
  it('an admin lists all users', async () => {
    await assertSucceeds(getDocs(collection(rules.as(ADMIN), 'users')));
  });
});

describe('users: create', () => {
  it('a new user creates their own document with the defaults', async () => {
    await assertSucceeds(setDoc(doc(rules.as('carol'), 'users', 'carol'), documents.user('carol')));
  });
  it('signed out cannot create a user document', async () => {
    await assertFails(setDoc(doc(rules.as(null), 'users', 'carol'), documents.user('carol')));
  });
  it("cannot create someone else's document", async () => {
    await assertFails(setDoc(doc(rules.as('carol'), 'users', 'dave'), documents.user('dave')));
  });
  it('cannot sign up as an admin (role escalation at sign-up)', async () => {
    await assertFails(
      setDoc(doc(rules.as('carol'), 'users', 'carol'), documents.user('carol', { role: 'admin' })),
    );
  });
  it('cannot sign up on a paid plan or with a printer count', async () => {
    const db = rules.as('carol');
    await assertFails(setDoc(doc(db, 'users', 'carol'), documents.user('carol', { planId: 'pro' })));
    await assertFails(setDoc(doc(db, 'users', 'carol'), documents.user('carol', { printerCount: 5 })));
  });
  it('refuses extra fields, missing fields and wrong types', async () => {
    const db = rules.as('carol');
    await assertFails(
      setDoc(doc(db, 'users', 'carol'), tampered(documents.user('carol'), { isAdmin: true })),
    );
    const { city: _city, ...withoutCity } = documents.user('carol');
    await assertFails(setDoc(doc(db, 'users', 'carol'), withoutCity));
    await assertFails(
      setDoc(doc(db, 'users', 'carol'), tampered(documents.user('carol'), { electricityRate: 'cheap' })),
    );
    await assertFails(
      setDoc(doc(db, 'users', 'carol'), documents.user('carol', { email: 'someone@else.com' })),
    );
    await assertFails(
      setDoc(doc(db, 'users', 'carol'), tampered(documents.user('carol'), { createdAt: new Date(0) })),
    );
  });
  it('cannot overwrite an existing document by "creating" it again', async () => {
    await assertFails(setDoc(doc(rules.as(OWNER), 'users', OWNER), documents.user(OWNER)));
  });
});

describe('users: update', () => {
  it('the owner changes profile fields', async () => {
    await assertSucceeds(updateDoc(doc(rules.as(OWNER), 'users', OWNER), profileUpdate));
  });
  it('the owner picks an active plan', async () => {
    await assertSucceeds(
      updateDoc(doc(rules.as(OWNER), 'users', OWNER), {
        planId: 'solo',
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('the owner cannot pick an inactive or unknown plan', async () => {
    const ref = doc(rules.as(OWNER), 'users', OWNER);
    await assertFails(updateDoc(ref, { planId: 'retired', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { planId: 'no-such-plan', updatedAt: serverTimestamp() }));
  });
  it('the owner cannot make themselves admin (update)', async () => {
    await assertFails(
      updateDoc(doc(rules.as(OWNER), 'users', OWNER), {
        role: 'admin',
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('the owner cannot make themselves admin (set with merge)', async () => {
    await assertFails(
      setDoc(
        doc(rules.as(OWNER), 'users', OWNER),
        { role: 'admin', updatedAt: serverTimestamp() },
        { merge: true },
      ),
    );
  });
  it('the owner cannot change createdAt, email, uid or the printer count', async () => {
    const ref = doc(rules.as(OWNER), 'users', OWNER);
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { printerCount: 0, updatedAt: serverTimestamp(), email: 'x@y.z' }));
    await assertFails(updateDoc(ref, { uid: 'mallory', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { printerCount: 9, updatedAt: serverTimestamp() }));
  });
  it('refuses wrong types and a client-chosen updatedAt', async () => {
    const ref = doc(rules.as(OWNER), 'users', OWNER);
    await assertFails(updateDoc(ref, { electricityRate: -1, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { city: 42, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { city: 'Leeds', updatedAt: new Date(0) }));
  });
  it('signed out and other users cannot update', async () => {
    await assertFails(updateDoc(doc(rules.as(null), 'users', OWNER), profileUpdate));
    await assertFails(updateDoc(doc(rules.as(OTHER), 'users', OWNER), profileUpdate));
  });
});

describe('users: delete', () => {
  it('nobody deletes a user document from the client', async () => {
    await assertFails(deleteDoc(doc(rules.as(null), 'users', OWNER)));
    await assertFails(deleteDoc(doc(rules.as(OWNER), 'users', OWNER)));
    await assertFails(deleteDoc(doc(rules.as(OTHER), 'users', OWNER)));
    await assertFails(deleteDoc(doc(rules.as(ADMIN), 'users', OWNER)));
  });
});
