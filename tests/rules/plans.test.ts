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
  env = await createRulesEnvironment('plans');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedUsersAndPlans(env);
});

const newPlan = () => ({
  name: 'Farm',
  priceMonthly: 99,
  maxPrinters: 25,
  features: ['everything'],
  active: true,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

describe('plans: read', () => {
  it('a visitor reads active plans with a query constrained to active == true', async () => {
    const db = firestoreAs(env, null);
    await assertSucceeds(getDocs(query(collection(db, 'plans'), where('active', '==', true))));
    await assertSucceeds(getDoc(doc(db, 'plans', 'solo')));
  });
  it('a visitor cannot list all plans or read an inactive one', async () => {
    const db = firestoreAs(env, null);
    await assertFails(getDocs(collection(db, 'plans')));
    await assertFails(getDocs(query(collection(db, 'plans'), where('active', '==', false))));
    await assertFails(getDoc(doc(db, 'plans', 'retired')));
  });
  it('signed-in users and admins read every plan', async () => {
    for (const uid of [OWNER, OTHER, ADMIN]) {
      await assertSucceeds(getDocs(collection(firestoreAs(env, uid), 'plans')));
      await assertSucceeds(getDoc(doc(firestoreAs(env, uid), 'plans', 'retired')));
    }
  });
});

describe('plans: write', () => {
  it('only an admin creates, updates and deletes plans', async () => {
    for (const uid of [null, OWNER, OTHER]) {
      const db = firestoreAs(env, uid);
      await assertFails(setDoc(doc(db, 'plans', 'farm'), newPlan()));
      await assertFails(
        updateDoc(doc(db, 'plans', 'solo'), { priceMonthly: 0, updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(db, 'plans', 'solo')));
    }
    const admin = firestoreAs(env, ADMIN);
    await assertSucceeds(setDoc(doc(admin, 'plans', 'farm'), newPlan()));
    await assertSucceeds(
      updateDoc(doc(admin, 'plans', 'farm'), { active: false, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(doc(admin, 'plans', 'farm')));
  });
  it('even an admin cannot write a malformed plan', async () => {
    const admin = firestoreAs(env, ADMIN);
    await assertFails(setDoc(doc(admin, 'plans', 'farm'), { ...newPlan(), maxPrinters: 0 }));
    await assertFails(setDoc(doc(admin, 'plans', 'farm'), { ...newPlan(), priceMonthly: -1 }));
    await assertFails(setDoc(doc(admin, 'plans', 'farm'), { ...newPlan(), extra: true }));
    await assertFails(setDoc(doc(admin, 'plans', 'farm'), { ...newPlan(), features: 'all' }));
  });
});
