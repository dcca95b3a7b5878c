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
  seedWithoutRules,
} from './rules-env';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment('materials');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedUsersAndPlans(env);
});

function materialDocument(uid: string, overrides: Record<string, unknown> = {}) {
  return {
    material: 'PLA',
    density: 1.24,
    extruderTemp: 210,
    bedTemp: 60,
    userId: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

async function seedMaterial(id: string, uid: string) {
  await seedWithoutRules(env, async (db) => {
    await setDoc(doc(db, 'materials', id), materialDocument(uid));
  });
}

const change = { bedTemp: 65, updatedAt: serverTimestamp() };

describe('materials: get', () => {
  beforeEach(() => seedMaterial('m1', OWNER));
  it('signed out cannot read', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, null), 'materials', 'm1')));
  });
  it('the owner reads their material', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, OWNER), 'materials', 'm1')));
  });
  it('another user and an admin cannot read it', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, OTHER), 'materials', 'm1')));
    await assertFails(getDoc(doc(firestoreAs(env, ADMIN), 'materials', 'm1')));
  });
});

describe('materials: list', () => {
  beforeEach(async () => {
    await seedMaterial('m1', OWNER);
    await seedMaterial('m2', OTHER);
  });
  const ownerQuery = (uid: string | null, ownerUid: string) =>
    getDocs(query(collection(firestoreAs(env, uid), 'materials'), where('userId', '==', ownerUid)));
  it('the owner lists with the owner filter', async () => {
    await assertSucceeds(ownerQuery(OWNER, OWNER));
  });
  it('nobody lists without the owner filter', async () => {
    await assertFails(getDocs(collection(firestoreAs(env, OWNER), 'materials')));
    await assertFails(getDocs(collection(firestoreAs(env, ADMIN), 'materials')));
  });
  it("signed out, another user and an admin cannot list someone's materials", async () => {
    await assertFails(ownerQuery(null, OWNER));
    await assertFails(ownerQuery(OTHER, OWNER));
    await assertFails(ownerQuery(ADMIN, OWNER));
  });
});

describe('materials: create', () => {
  it('the owner creates a material, also in an import batch', async () => {
    const db = firestoreAs(env, OWNER);
    await assertSucceeds(setDoc(doc(db, 'materials', 'new'), materialDocument(OWNER)));
    const batch = writeBatch(db);
    batch.set(
      doc(db, 'materials', 'a'),
      materialDocument(OWNER, { material: 'ABS', extruderTemp: 0, bedTemp: 0 }),
    );
    batch.set(doc(db, 'materials', 'b'), materialDocument(OWNER, { material: 'PETG' }));
    await assertSucceeds(batch.commit());
  });
  it('signed out, another user and an admin cannot create for the owner', async () => {
    await assertFails(setDoc(doc(firestoreAs(env, null), 'materials', 'new'), materialDocument(OWNER)));
    await assertFails(setDoc(doc(firestoreAs(env, OTHER), 'materials', 'new'), materialDocument(OWNER)));
    await assertFails(setDoc(doc(firestoreAs(env, ADMIN), 'materials', 'new'), materialDocument(OWNER)));
  });
  it('refuses extra or missing fields, wrong types and negative numbers', async () => {
    const ref = doc(firestoreAs(env, OWNER), 'materials', 'new');
    await assertFails(setDoc(ref, materialDocument(OWNER, { colour: 'red' })));
    const { bedTemp: _bed, ...withoutBed } = materialDocument(OWNER);
    await assertFails(setDoc(ref, withoutBed));
    await assertFails(setDoc(ref, materialDocument(OWNER, { material: '' })));
    await assertFails(setDoc(ref, materialDocument(OWNER, { density: '1.24' })));
    await assertFails(setDoc(ref, materialDocument(OWNER, { extruderTemp: -1 })));
    await assertFails(setDoc(ref, materialDocument(OWNER, { updatedAt: new Date(0) })));
  });
});

describe('materials: update', () => {
  beforeEach(() => seedMaterial('m1', OWNER));
  it('the owner edits their material', async () => {
    await assertSucceeds(updateDoc(doc(firestoreAs(env, OWNER), 'materials', 'm1'), change));
  });
  it('userId and createdAt are immutable; types are checked', async () => {
    const ref = doc(firestoreAs(env, OWNER), 'materials', 'm1');
    await assertFails(updateDoc(ref, { userId: OTHER, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { density: -2, updatedAt: serverTimestamp() }));
  });
  it('signed out, another user and an admin cannot update', async () => {
    await assertFails(updateDoc(doc(firestoreAs(env, null), 'materials', 'm1'), change));
    await assertFails(updateDoc(doc(firestoreAs(env, OTHER), 'materials', 'm1'), change));
    await assertFails(updateDoc(doc(firestoreAs(env, ADMIN), 'materials', 'm1'), change));
  });
});

describe('materials: delete', () => {
  beforeEach(() => seedMaterial('m1', OWNER));
  it('signed out, another user and an admin cannot delete', async () => {
    await assertFails(deleteDoc(doc(firestoreAs(env, null), 'materials', 'm1')));
    await assertFails(deleteDoc(doc(firestoreAs(env, OTHER), 'materials', 'm1')));
    await assertFails(deleteDoc(doc(firestoreAs(env, ADMIN), 'materials', 'm1')));
  });
  it('the owner deletes their material', async () => {
    await assertSucceeds(deleteDoc(doc(firestoreAs(env, OWNER), 'materials', 'm1')));
  });
});
