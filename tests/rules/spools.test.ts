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
  seedWithoutRules,
} from './rules-env';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment('spools');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedUsersAndPlans(env);
});

/** A spool exactly as the spool repository writes it. */
function spoolDocument(uid: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Galaxy Black PLA',
    weight: 1000,
    remainingWeight: 800,
    purchaseDate: '2025-03-07',
    purchasePrice: 24.99,
    status: 'new',
    location: null,
    notes: null,
    brand: 'Polymaker',
    colorName: 'Galaxy Black',
    material: 'PLA',
    diameter: 1.75,
    printTempMin: 190,
    printTempMax: 220,
    bedTempMin: 55,
    bedTempMax: 65,
    filamentId: null,
    lowSpoolThreshold: null,
    userId: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

async function seedSpool(id: string, uid: string) {
  await seedWithoutRules(env, async (db) => {
    await setDoc(doc(db, 'spools', id), spoolDocument(uid));
  });
}

const change = { remainingWeight: 50, status: 'used', updatedAt: serverTimestamp() };

describe('spools: get', () => {
  beforeEach(() => seedSpool('s1', OWNER));
  it('signed out cannot read a spool', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, null), 'spools', 's1')));
  });
  it('the owner reads their spool', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, OWNER), 'spools', 's1')));
  });
  it("another user cannot read someone's spool", async () => {
    await assertFails(getDoc(doc(firestoreAs(env, OTHER), 'spools', 's1')));
  });
  it("an admin cannot read a user's spool either", async () => {
    await assertFails(getDoc(doc(firestoreAs(env, ADMIN), 'spools', 's1')));
  });
});

describe('spools: list', () => {
  beforeEach(async () => {
    await seedSpool('s1', OWNER);
    await seedSpool('s2', OTHER);
  });
  const ownerQuery = (uid: string | null, ownerUid: string) =>
    getDocs(query(collection(firestoreAs(env, uid), 'spools'), where('userId', '==', ownerUid)));

  it('the owner lists their spools with the owner filter', async () => {
    await assertSucceeds(ownerQuery(OWNER, OWNER));
  });
  it('nobody lists without the owner filter (rules are not filters)', async () => {
    await assertFails(getDocs(collection(firestoreAs(env, OWNER), 'spools')));
    await assertFails(getDocs(collection(firestoreAs(env, ADMIN), 'spools')));
  });
  it("signed out, another user and an admin cannot list someone's spools", async () => {
    await assertFails(ownerQuery(null, OWNER));
    await assertFails(ownerQuery(OTHER, OWNER));
    await assertFails(ownerQuery(ADMIN, OWNER));
  });
});

describe('spools: create', () => {
  it('the owner creates a spool with their uid and server timestamps', async () => {
    await assertSucceeds(setDoc(doc(firestoreAs(env, OWNER), 'spools', 'new'), spoolDocument(OWNER)));
  });
  it('accepts a catalogue filament id, location, notes and a per-spool threshold', async () => {
    await assertSucceeds(
      setDoc(
        doc(firestoreAs(env, OWNER), 'spools', 'new'),
        spoolDocument(OWNER, {
          filamentId: 'polymaker_pla',
          location: 'Shelf A',
          notes: 'Dry',
          lowSpoolThreshold: 150,
        }),
      ),
    );
  });
  it('signed out cannot create', async () => {
    await assertFails(setDoc(doc(firestoreAs(env, null), 'spools', 'new'), spoolDocument(OWNER)));
  });
  it('cannot create a spool for someone else (other user, admin)', async () => {
    await assertFails(setDoc(doc(firestoreAs(env, OTHER), 'spools', 'new'), spoolDocument(OWNER)));
    await assertFails(setDoc(doc(firestoreAs(env, ADMIN), 'spools', 'new'), spoolDocument(OWNER)));
  });
  it('refuses remaining weight above the total weight', async () => {
    await assertFails(
      setDoc(doc(firestoreAs(env, OWNER), 'spools', 'new'), spoolDocument(OWNER, { remainingWeight: 1001 })),
    );
  });
  it('refuses extra fields, missing fields, wrong types and bad values', async () => {
    const db = firestoreAs(env, OWNER);
    const ref = doc(db, 'spools', 'new');
    await assertFails(setDoc(ref, spoolDocument(OWNER, { isShared: true })));
    const { purchasePrice: _price, ...withoutPrice } = spoolDocument(OWNER);
    await assertFails(setDoc(ref, withoutPrice));
    await assertFails(setDoc(ref, spoolDocument(OWNER, { name: '' })));
    await assertFails(setDoc(ref, spoolDocument(OWNER, { weight: '1000' })));
    await assertFails(setDoc(ref, spoolDocument(OWNER, { weight: -1, remainingWeight: -1 })));
    await assertFails(setDoc(ref, spoolDocument(OWNER, { purchasePrice: -0.5 })));
    await assertFails(setDoc(ref, spoolDocument(OWNER, { status: 'empty' })));
    await assertFails(setDoc(ref, spoolDocument(OWNER, { purchaseDate: 'yesterday' })));
    await assertFails(setDoc(ref, spoolDocument(OWNER, { lowSpoolThreshold: -5 })));
    await assertFails(setDoc(ref, spoolDocument(OWNER, { createdAt: new Date(0) })));
  });
});

describe('spools: update', () => {
  beforeEach(() => seedSpool('s1', OWNER));
  it('the owner changes the remaining weight and status', async () => {
    await assertSucceeds(updateDoc(doc(firestoreAs(env, OWNER), 'spools', 's1'), change));
  });
  it('the owner cannot give the spool away (userId is immutable) or change createdAt', async () => {
    const ref = doc(firestoreAs(env, OWNER), 'spools', 's1');
    await assertFails(updateDoc(ref, { userId: OTHER, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });
  it('refuses remaining above total, unknown fields and a client-chosen updatedAt', async () => {
    const ref = doc(firestoreAs(env, OWNER), 'spools', 's1');
    await assertFails(updateDoc(ref, { remainingWeight: 1200, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { weight: 500, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { colour: 'red', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { remainingWeight: 10, updatedAt: new Date(0) }));
  });
  it('signed out, another user and an admin cannot update', async () => {
    await assertFails(updateDoc(doc(firestoreAs(env, null), 'spools', 's1'), change));
    await assertFails(updateDoc(doc(firestoreAs(env, OTHER), 'spools', 's1'), change));
    await assertFails(updateDoc(doc(firestoreAs(env, ADMIN), 'spools', 's1'), change));
  });
});

describe('spools: delete', () => {
  beforeEach(() => seedSpool('s1', OWNER));
  it('signed out, another user and an admin cannot delete', async () => {
    await assertFails(deleteDoc(doc(firestoreAs(env, null), 'spools', 's1')));
    await assertFails(deleteDoc(doc(firestoreAs(env, OTHER), 'spools', 's1')));
    await assertFails(deleteDoc(doc(firestoreAs(env, ADMIN), 'spools', 's1')));
  });
  it('the owner deletes their spool', async () => {
    await assertSucceeds(deleteDoc(doc(firestoreAs(env, OWNER), 'spools', 's1')));
  });
});

describe("users: the owner's low-spool threshold", () => {
  it('the owner sets a non-negative threshold on their user document', async () => {
    const ref = doc(firestoreAs(env, OWNER), 'users', OWNER);
    await assertSucceeds(updateDoc(ref, { lowSpoolThreshold: 150, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { lowSpoolThreshold: -1, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { lowSpoolThreshold: 'low', updatedAt: serverTimestamp() }));
  });
  it("another user cannot set someone's threshold", async () => {
    await assertFails(
      updateDoc(doc(firestoreAs(env, OTHER), 'users', OWNER), {
        lowSpoolThreshold: 1,
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
