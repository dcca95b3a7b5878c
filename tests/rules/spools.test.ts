import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
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

const change = { remainingWeight: 50, status: 'used', updatedAt: serverTimestamp() };

describe('spools: get', () => {
  beforeEach(() => rules.seed({ 'spools/s1': documents.spool(OWNER) }));
  it('signed out cannot read a spool', async () => {
    await assertFails(getDoc(doc(rules.as(null), 'spools', 's1')));
  });
  it('the owner reads their spool', async () => {
    await assertSucceeds(getDoc(doc(rules.as(OWNER), 'spools', 's1')));
  });
  it("another user cannot read someone's spool", async () => {
    await assertFails(getDoc(doc(rules.as(OTHER), 'spools', 's1')));
  });
  it("an admin cannot read a user's spool either", async () => {
    await assertFails(getDoc(doc(rules.as(ADMIN), 'spools', 's1')));
  });
});

describe('spools: list', () => {
  beforeEach(() => rules.seed({ 'spools/s1': documents.spool(OWNER), 'spools/s2': documents.spool(OTHER) }));
  const ownerQuery = (uid: string | null, ownerUid: string) =>
    getDocs(query(collection(rules.as(uid), 'spools'), where('userId', '==', ownerUid)));

  it('the owner lists their spools with the owner filter', async () => {
    await assertSucceeds(ownerQuery(OWNER, OWNER));
  });
  it('nobody lists without the owner filter (rules are not filters)', async () => {
    await assertFails(getDocs(collection(rules.as(OWNER), 'spools')));
    await assertFails(getDocs(collection(rules.as(ADMIN), 'spools')));
  });
  it("signed out, another user and an admin cannot list someone's spools", async () => {
    await assertFails(ownerQuery(null, OWNER));
    await assertFails(ownerQuery(OTHER, OWNER));
    await assertFails(ownerQuery(ADMIN, OWNER));
  });
});

describe('spools: create', () => {
  it('the owner creates a spool with their uid and server timestamps', async () => {
    await assertSucceeds(setDoc(doc(rules.as(OWNER), 'spools', 'new'), documents.spool(OWNER)));
  });
  it('accepts a catalogue filament id, location, notes and a per-spool threshold', async () => {
    await assertSucceeds(
      setDoc(
        doc(rules.as(OWNER), 'spools', 'new'),
        documents.spool(OWNER, {
          filamentId: 'polymaker_pla',
          location: 'Shelf A',
          notes: 'Dry',
          lowSpoolThreshold: 150,
        }),
      ),
    );
  });
  it('signed out cannot create', async () => {
    await assertFails(setDoc(doc(rules.as(null), 'spools', 'new'), documents.spool(OWNER)));
  });
  it('cannot create a spool for someone else (other user, admin)', async () => {
    await assertFails(setDoc(doc(rules.as(OTHER), 'spools', 'new'), documents.spool(OWNER)));
    await assertFails(setDoc(doc(rules.as(ADMIN), 'spools', 'new'), documents.spool(OWNER)));
  });
  it('refuses remaining weight above the total weight', async () => {
    await assertFails(
      setDoc(doc(rules.as(OWNER), 'spools', 'new'), documents.spool(OWNER, { remainingWeight: 1001 })),
    );
  });
  it('refuses extra fields, missing fields, wrong types and bad values', async () => {
    const db = rules.as(OWNER);
    const ref = doc(db, 'spools', 'new');
    await assertFails(setDoc(ref, tampered(documents.spool(OWNER), { isShared: true })));
    const { purchasePrice: _price, ...withoutPrice } = documents.spool(OWNER);
    await assertFails(setDoc(ref, withoutPrice));
    await assertFails(setDoc(ref, documents.spool(OWNER, { name: '' })));
    await assertFails(setDoc(ref, tampered(documents.spool(OWNER), { weight: '1000' })));
    await assertFails(setDoc(ref, documents.spool(OWNER, { weight: -1, remainingWeight: -1 })));
    await assertFails(setDoc(ref, documents.spool(OWNER, { purchasePrice: -0.5 })));
    await assertFails(setDoc(ref, tampered(documents.spool(OWNER), { status: 'empty' })));
    await assertFails(setDoc(ref, documents.spool(OWNER, { purchaseDate: 'yesterday' })));
    await assertFails(setDoc(ref, documents.spool(OWNER, { lowSpoolThreshold: -5 })));
    await assertFails(setDoc(ref, tampered(documents.spool(OWNER), { createdAt: new Date(0) })));
  });
});

describe('spools: update', () => {
  beforeEach(() => rules.seed({ 'spools/s1': documents.spool(OWNER) }));
  it('the owner changes the remaining weight and status', async () => {
    await assertSucceeds(updateDoc(doc(rules.as(OWNER), 'spools', 's1'), change));
  });
  it('the owner cannot give the spool away (userId is immutable) or change createdAt', async () => {
    const ref = doc(rules.as(OWNER), 'spools', 's1');
    await assertFails(updateDoc(ref, { userId: OTHER, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });
  it('refuses remaining above total, unknown fields and a client-chosen updatedAt', async () => {
    const ref = doc(rules.as(OWNER), 'spools', 's1');
    await assertFails(updateDoc(ref, { remainingWeight: 1200, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { weight: 500, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { colour: 'red', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { remainingWeight: 10, updatedAt: new Date(0) }));
  });
  it('signed out, another user and an admin cannot update', async () => {
    await assertFails(updateDoc(doc(rules.as(null), 'spools', 's1'), change));
    await assertFails(updateDoc(doc(rules.as(OTHER), 'spools', 's1'), change));
    await assertFails(updateDoc(doc(rules.as(ADMIN), 'spools', 's1'), change));
  });
});

describe('spools: delete', () => {
  beforeEach(() => rules.seed({ 'spools/s1': documents.spool(OWNER) }));
  it('signed out, another user and an admin cannot delete', async () => {
    await assertFails(deleteDoc(doc(rules.as(null), 'spools', 's1')));
    await assertFails(deleteDoc(doc(rules.as(OTHER), 'spools', 's1')));
    await assertFails(deleteDoc(doc(rules.as(ADMIN), 'spools', 's1')));
  });
  it('the owner deletes their spool', async () => {
    await assertSucceeds(deleteDoc(doc(rules.as(OWNER), 'spools', 's1')));
  });
});

describe("users: the owner's low-spool threshold", () => {
  it('the owner sets a non-negative threshold on their user document', async () => {
    const ref = doc(rules.as(OWNER), 'users', OWNER);
    await assertSucceeds(updateDoc(ref, { lowSpoolThreshold: 150, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { lowSpoolThreshold: -1, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { lowSpoolThreshold: 'low', updatedAt: serverTimestamp() }));
  });
  it("another user cannot set someone's threshold", async () => {
    await assertFails(
      updateDoc(doc(rules.as(OTHER), 'users', OWNER), {
        lowSpoolThreshold: 1,
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
