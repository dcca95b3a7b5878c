import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
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
  seedWithoutRules,
} from './rules-env';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

// The read side of the shared catalogue (the spool search). Writes are tested with the admin rules.
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment('catalogue-read');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedUsersAndPlans(env);
  await seedWithoutRules(env, async (db) => {
    await setDoc(doc(db, 'filaments', 'polymaker_pla_black'), {
      name: 'Galaxy Black',
      material: 'PLA',
      brand: 'Polymaker',
      colorName: 'Galaxy Black',
      colorHex: '#1B1B1B',
      density: 1.24,
      diameter: 1.75,
      printTempMin: 190,
      printTempMax: 220,
      bedTempMin: 55,
      bedTempMax: 65,
      notes: 'Weight: 1000g',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    await setDoc(doc(db, 'filament_brands', 'polymaker'), {
      brand: 'Polymaker',
      filamentCount: 1,
      lastUpdated: serverTimestamp(),
    });
  });
});

const readers = [
  ['the owner', OWNER],
  ['another user', OTHER],
  ['an admin', ADMIN],
] as const;

describe('filaments: read', () => {
  it('signed out cannot get, list or query filaments', async () => {
    const db = firestoreAs(env, null);
    await assertFails(getDoc(doc(db, 'filaments', 'polymaker_pla_black')));
    await assertFails(getDocs(collection(db, 'filaments')));
    await assertFails(getDocs(query(collection(db, 'filaments'), where('brand', '==', 'Polymaker'))));
  });
  for (const [who, uid] of readers) {
    it(`${who} gets a filament, lists the catalogue and queries one brand`, async () => {
      const db = firestoreAs(env, uid);
      await assertSucceeds(getDoc(doc(db, 'filaments', 'polymaker_pla_black')));
      await assertSucceeds(getDocs(collection(db, 'filaments')));
      await assertSucceeds(getDocs(query(collection(db, 'filaments'), where('brand', '==', 'Polymaker'))));
    });
  }
  it('a signed-in member cannot write the catalogue', async () => {
    await assertFails(
      setDoc(doc(firestoreAs(env, OWNER), 'filaments', 'mine'), { name: 'x', material: 'PLA', brand: 'Me' }),
    );
  });
});

describe('filament_brands: read', () => {
  it('signed out cannot read brands', async () => {
    const db = firestoreAs(env, null);
    await assertFails(getDoc(doc(db, 'filament_brands', 'polymaker')));
    await assertFails(getDocs(query(collection(db, 'filament_brands'), orderBy('brand'))));
  });
  for (const [who, uid] of readers) {
    it(`${who} reads brands ordered by brand`, async () => {
      const db = firestoreAs(env, uid);
      await assertSucceeds(getDoc(doc(db, 'filament_brands', 'polymaker')));
      await assertSucceeds(getDocs(query(collection(db, 'filament_brands'), orderBy('brand'))));
    });
  }
  it('a signed-in member cannot write brands', async () => {
    await assertFails(
      setDoc(doc(firestoreAs(env, OWNER), 'filament_brands', 'mine'), {
        brand: 'Mine',
        filamentCount: 1,
        lastUpdated: serverTimestamp(),
      }),
    );
  });
});
