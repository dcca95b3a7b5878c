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
  writeBatch,
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

const change = { bedTemp: 65, updatedAt: serverTimestamp() };

describe('materials: get', () => {
  beforeEach(() => rules.seed({ 'materials/m1': documents.material(OWNER) }));
  it('signed out cannot read', async () => {
    await assertFails(getDoc(doc(rules.as(null), 'materials', 'm1')));
  });
  it('the owner reads their material', async () => {
    await assertSucceeds(getDoc(doc(rules.as(OWNER), 'materials', 'm1')));
  });
  it('another user and an admin cannot read it', async () => {
    await assertFails(getDoc(doc(rules.as(OTHER), 'materials', 'm1')));
    await assertFails(getDoc(doc(rules.as(ADMIN), 'materials', 'm1')));
  });
});

describe('materials: list', () => {
  beforeEach(() =>
    rules.seed({ 'materials/m1': documents.material(OWNER), 'materials/m2': documents.material(OTHER) }),
  );
  const ownerQuery = (uid: string | null, ownerUid: string) =>
    getDocs(query(collection(rules.as(uid), 'materials'), where('userId', '==', ownerUid)));
  it('the owner lists with the owner filter', async () => {
    await assertSucceeds(ownerQuery(OWNER, OWNER));
  });
  it('nobody lists without the owner filter', async () => {
    await assertFails(getDocs(collection(rules.as(OWNER), 'materials')));
    await assertFails(getDocs(collection(rules.as(ADMIN), 'materials')));
  });
  it("signed out, another user and an admin cannot list someone's materials", async () => {
    await assertFails(ownerQuery(null, OWNER));
    await assertFails(ownerQuery(OTHER, OWNER));
    await assertFails(ownerQuery(ADMIN, OWNER));
  });
});

describe('materials: create', () => {
  it('the owner creates a material, also in an import batch', async () => {
    const db = rules.as(OWNER);
    await assertSucceeds(setDoc(doc(db, 'materials', 'new'), documents.material(OWNER)));
    const batch = writeBatch(db);
    batch.set(
      doc(db, 'materials', 'a'),
      documents.material(OWNER, { material: 'ABS', extruderTemp: 0, bedTemp: 0 }),
    );
    batch.set(doc(db, 'materials', 'b'), documents.material(OWNER, { material: 'PETG' }));
    await assertSucceeds(batch.commit());
  });
  it('signed out, another user and an admin cannot create for the owner', async () => {
    await assertFails(setDoc(doc(rules.as(null), 'materials', 'new'), documents.material(OWNER)));
    await assertFails(setDoc(doc(rules.as(OTHER), 'materials', 'new'), documents.material(OWNER)));
    await assertFails(setDoc(doc(rules.as(ADMIN), 'materials', 'new'), documents.material(OWNER)));
  });
  it('refuses extra or missing fields, wrong types and negative numbers', async () => {
    const ref = doc(rules.as(OWNER), 'materials', 'new');
    await assertFails(setDoc(ref, tampered(documents.material(OWNER), { colour: 'red' })));
    const { bedTemp: _bed, ...withoutBed } = documents.material(OWNER);
    await assertFails(setDoc(ref, withoutBed));
    await assertFails(setDoc(ref, documents.material(OWNER, { material: '' })));
    await assertFails(setDoc(ref, tampered(documents.material(OWNER), { density: '1.24' })));
    await assertFails(setDoc(ref, documents.material(OWNER, { extruderTemp: -1 })));
    await assertFails(setDoc(ref, tampered(documents.material(OWNER), { updatedAt: new Date(0) })));
  });
});

describe('materials: update', () => {
  beforeEach(() => rules.seed({ 'materials/m1': documents.material(OWNER) }));
  it('the owner edits their material', async () => {
    await assertSucceeds(updateDoc(doc(rules.as(OWNER), 'materials', 'm1'), change));
  });
  it('userId and createdAt are immutable; types are checked', async () => {
    const ref = doc(rules.as(OWNER), 'materials', 'm1');
    await assertFails(updateDoc(ref, { userId: OTHER, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { density: -2, updatedAt: serverTimestamp() }));
  });
  it('signed out, another user and an admin cannot update', async () => {
    await assertFails(updateDoc(doc(rules.as(null), 'materials', 'm1'), change));
    await assertFails(updateDoc(doc(rules.as(OTHER), 'materials', 'm1'), change));
    await assertFails(updateDoc(doc(rules.as(ADMIN), 'materials', 'm1'), change));
  });
});

describe('materials: delete', () => {
  beforeEach(() => rules.seed({ 'materials/m1': documents.material(OWNER) }));
  it('signed out, another user and an admin cannot delete', async () => {
    await assertFails(deleteDoc(doc(rules.as(null), 'materials', 'm1')));
    await assertFails(deleteDoc(doc(rules.as(OTHER), 'materials', 'm1')));
    await assertFails(deleteDoc(doc(rules.as(ADMIN), 'materials', 'm1')));
  });
  it('the owner deletes their material', async () => {
    await assertSucceeds(deleteDoc(doc(rules.as(OWNER), 'materials', 'm1')));
  });
});
