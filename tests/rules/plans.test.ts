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
import { describe, it } from 'vitest';
import type { Plan } from '@/domain/plans';
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

const newPlan = (overrides: Partial<Plan> = {}) =>
  documents.plan({ name: 'Farm', priceMonthly: 99, maxPrinters: 25, features: ['everything'], ...overrides });

describe('plans: read', () => {
  it('a visitor reads active plans with a query constrained to active == true', async () => {
    const db = rules.as(null);
    await assertSucceeds(getDocs(query(collection(db, 'plans'), where('active', '==', true))));
    await assertSucceeds(getDoc(doc(db, 'plans', 'solo')));
  });
  it('a visitor cannot list all plans or read an inactive one', async () => {
    const db = rules.as(null);
    await assertFails(getDocs(collection(db, 'plans')));
    await assertFails(getDocs(query(collection(db, 'plans'), where('active', '==', false))));
    await assertFails(getDoc(doc(db, 'plans', 'retired')));
  });
  it('signed-in users and admins read every plan', async () => {
    for (const uid of [OWNER, OTHER, ADMIN]) {
      await assertSucceeds(getDocs(collection(rules.as(uid), 'plans')));
      await assertSucceeds(getDoc(doc(rules.as(uid), 'plans', 'retired')));
    }
  });
});

describe('plans: write', () => {
  it('only an admin creates, updates and deletes plans', async () => {
    for (const uid of [null, OWNER, OTHER]) {
      const db = rules.as(uid);
      await assertFails(setDoc(doc(db, 'plans', 'farm'), newPlan()));
      await assertFails(
        updateDoc(doc(db, 'plans', 'solo'), { priceMonthly: 0, updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(db, 'plans', 'solo')));
    }
    const admin = rules.as(ADMIN);
    await assertSucceeds(setDoc(doc(admin, 'plans', 'farm'), newPlan()));
    await assertSucceeds(
      updateDoc(doc(admin, 'plans', 'farm'), { active: false, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(doc(admin, 'plans', 'farm')));
  });
  it('even an admin cannot write a malformed plan', async () => {
    const admin = rules.as(ADMIN);
    await assertFails(setDoc(doc(admin, 'plans', 'farm'), newPlan({ maxPrinters: 0 })));
    await assertFails(setDoc(doc(admin, 'plans', 'farm'), newPlan({ priceMonthly: -1 })));
    await assertFails(setDoc(doc(admin, 'plans', 'farm'), tampered(newPlan(), { extra: true })));
    await assertFails(setDoc(doc(admin, 'plans', 'farm'), tampered(newPlan(), { features: 'all' })));
  });
});
