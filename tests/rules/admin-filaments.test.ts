import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
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
  env = await createRulesEnvironment('admin-filaments');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedUsersAndPlans(env);
  await seedWithoutRules(env, async (db) => {
    await setDoc(doc(db, 'filaments', 'existing'), filament());
    await setDoc(doc(db, 'filament_brands', 'sunlu'), brand());
  });
});

const filament = (overrides: Record<string, unknown> = {}) => ({
  name: 'Almond',
  material: 'PLA+',
  brand: '3D-Fuel',
  colorName: 'Almond',
  colorHex: '#CFBCAE',
  density: 1.22,
  diameter: 1.75,
  printTempMin: 215,
  printTempMax: 225,
  bedTempMin: 55,
  bedTempMax: 65,
  notes: 'Weight: 1000g\nSpool weight: 225g',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});
const edit = { name: 'Almond Beige', updatedAt: serverTimestamp() };
const brand = (overrides: Record<string, unknown> = {}) => ({
  brand: 'Sunlu',
  filamentCount: 12,
  lastUpdated: serverTimestamp(),
  ...overrides,
});

const callers = [
  ['signed out', null],
  ['a user', OWNER],
  ['another user', OTHER],
] as const;

describe('filaments: writes', () => {
  for (const [label, uid] of callers) {
    it(`${label} cannot create, update or delete catalogue entries`, async () => {
      const db = firestoreAs(env, uid);
      await assertFails(setDoc(doc(db, 'filaments', 'new'), filament()));
      await assertFails(updateDoc(doc(db, 'filaments', 'existing'), edit));
      await assertFails(deleteDoc(doc(db, 'filaments', 'existing')));
    });
  }

  it('an admin creates, updates and deletes entries', async () => {
    const db = firestoreAs(env, ADMIN);
    await assertSucceeds(setDoc(doc(db, 'filaments', 'new'), filament({ shrinkage: 0.4 })));
    await assertSucceeds(setDoc(doc(db, 'filaments', 'new-2'), filament({ shrinkage: null })));
    await assertSucceeds(updateDoc(doc(db, 'filaments', 'existing'), edit));
    await assertSucceeds(deleteDoc(doc(db, 'filaments', 'existing')));
  });

  it('even an admin cannot write a malformed entry', async () => {
    const db = firestoreAs(env, ADMIN);
    const ref = doc(db, 'filaments', 'new');
    await assertFails(setDoc(ref, filament({ extra: true })));
    await assertFails(setDoc(ref, filament({ name: '' })));
    await assertFails(setDoc(ref, filament({ density: -1 })));
    await assertFails(setDoc(ref, filament({ diameter: '1.75' })));
    await assertFails(setDoc(ref, filament({ printTempMin: 230, printTempMax: 220 })));
    await assertFails(setDoc(ref, filament({ shrinkage: 'low' })));
    await assertFails(setDoc(ref, filament({ createdAt: new Date(0) })));
    await assertFails(setDoc(ref, filament({ updatedAt: new Date(0) })));
    const { notes: _notes, ...withoutNotes } = filament();
    await assertFails(setDoc(ref, withoutNotes));
  });

  it('an admin cannot rewrite createdAt or leave updatedAt stale on update', async () => {
    const ref = doc(firestoreAs(env, ADMIN), 'filaments', 'existing');
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { name: 'X' }));
    // An import "creating" a present entry again is an update that changes createdAt: refused.
    await assertFails(setDoc(ref, filament()));
  });

  it('an admin commits a full 500-write import batch', async () => {
    const db = firestoreAs(env, ADMIN);
    const batch = writeBatch(db);
    for (let index = 0; index < 500; index += 1) batch.set(doc(db, 'filaments', `bulk-${index}`), filament());
    await assertSucceeds(batch.commit());
  });

  it('a crafted import batch from a non-admin is refused whole', async () => {
    const db = firestoreAs(env, OWNER);
    const batch = writeBatch(db);
    for (let index = 0; index < 3; index += 1) batch.set(doc(db, 'filaments', `bulk-${index}`), filament());
    await assertFails(batch.commit());
  });
});

describe('filament_brands: writes', () => {
  for (const [label, uid] of callers) {
    it(`${label} cannot write brand summaries`, async () => {
      const db = firestoreAs(env, uid);
      await assertFails(setDoc(doc(db, 'filament_brands', 'bambu-lab'), brand({ brand: 'Bambu Lab' })));
      await assertFails(setDoc(doc(db, 'filament_brands', 'sunlu'), brand({ filamentCount: 99 })));
      await assertFails(deleteDoc(doc(db, 'filament_brands', 'sunlu')));
    });
  }

  it('an admin writes and deletes brand summaries', async () => {
    const db = firestoreAs(env, ADMIN);
    await assertSucceeds(setDoc(doc(db, 'filament_brands', 'bambu-lab'), brand({ brand: 'Bambu Lab' })));
    await assertSucceeds(setDoc(doc(db, 'filament_brands', 'sunlu'), brand({ filamentCount: 13 })));
    await assertSucceeds(deleteDoc(doc(db, 'filament_brands', 'sunlu')));
  });

  it('even an admin cannot write a malformed summary', async () => {
    const ref = doc(firestoreAs(env, ADMIN), 'filament_brands', 'x');
    await assertFails(setDoc(ref, brand({ filamentCount: -1 })));
    await assertFails(setDoc(ref, brand({ filamentCount: 1.5 })));
    await assertFails(setDoc(ref, brand({ brand: '' })));
    await assertFails(setDoc(ref, brand({ lastUpdated: new Date(0) })));
    await assertFails(setDoc(ref, brand({ extra: 1 })));
  });
});
