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
  env = await createRulesEnvironment('projects');
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedUsersAndPlans(env);
});

const PROJECT_ID = 'chess-set';

/** A project document as the repository writes it. */
function projectDocument(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    name: 'Chess set',
    description: 'Staunton pattern',
    clientName: 'Ada',
    status: 'pending',
    startDate: '2025-03-01',
    endDate: null,
    estimatedCost: 12.5,
    actualCost: null,
    materials: [],
    printers: ['printer-1'],
    parts: [
      {
        id: 'part-1-abc',
        files: [{ name: 'rook.stl', description: '' }],
        description: 'Rook',
        settings: {
          temperature: { extruder: 210, bed: 60, both: null },
          support: false,
          infill: 20,
          notes: '',
        },
        status: 'pending',
        printTime: { hours: 1, minutes: 30 },
        material: { meters: 4.2, grams: 12.4 },
        assignedPrinter: null,
        startTime: null,
        endTime: null,
        createdAt: new Date('2025-03-01T10:00:00Z'),
        updatedAt: new Date('2025-03-01T10:00:00Z'),
      },
    ],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const seedOwnersProject = () =>
  seedWithoutRules(env, async (db) => {
    await setDoc(doc(db, 'projects', PROJECT_ID), projectDocument(OWNER));
  });

const ownersProjects = (uid: string | null) =>
  query(collection(firestoreAs(env, uid), 'projects'), where('userId', '==', OWNER));

describe('projects: get', () => {
  beforeEach(seedOwnersProject);
  it('signed out cannot read a project', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, null), 'projects', PROJECT_ID)));
  });
  it('the owner reads their project', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, OWNER), 'projects', PROJECT_ID)));
  });
  it("another user cannot read someone's project", async () => {
    await assertFails(getDoc(doc(firestoreAs(env, OTHER), 'projects', PROJECT_ID)));
  });
  it("an admin cannot read a user's project (owner only)", async () => {
    await assertFails(getDoc(doc(firestoreAs(env, ADMIN), 'projects', PROJECT_ID)));
  });
});

describe('projects: list', () => {
  beforeEach(seedOwnersProject);
  it('the owner lists with the owner filter', async () => {
    const snapshot = await assertSucceeds(getDocs(ownersProjects(OWNER)));
    if (snapshot.size !== 1) throw new Error(`expected the seeded project, got ${snapshot.size}`);
  });
  it('the owner cannot list without the owner filter', async () => {
    await assertFails(getDocs(collection(firestoreAs(env, OWNER), 'projects')));
  });
  it("signed out, another user and an admin cannot list the owner's projects", async () => {
    await assertFails(getDocs(ownersProjects(null)));
    await assertFails(getDocs(ownersProjects(OTHER)));
    await assertFails(getDocs(ownersProjects(ADMIN)));
  });
  it('another user lists their own (empty) projects', async () => {
    await assertSucceeds(
      getDocs(query(collection(firestoreAs(env, OTHER), 'projects'), where('userId', '==', OTHER))),
    );
  });
});

describe('projects: create', () => {
  it('the owner creates their own project', async () => {
    await assertSucceeds(setDoc(doc(firestoreAs(env, OWNER), 'projects', 'new'), projectDocument(OWNER)));
  });
  it('each of the four statuses is accepted', async () => {
    const db = firestoreAs(env, OWNER);
    for (const status of ['pending', 'in-progress', 'completed', 'cancelled']) {
      await assertSucceeds(setDoc(doc(db, 'projects', `new-${status}`), projectDocument(OWNER, { status })));
    }
  });
  it('signed out cannot create a project', async () => {
    await assertFails(setDoc(doc(firestoreAs(env, null), 'projects', 'new'), projectDocument(OWNER)));
  });
  it('cannot create a project for someone else', async () => {
    await assertFails(setDoc(doc(firestoreAs(env, OTHER), 'projects', 'new'), projectDocument(OWNER)));
    await assertFails(setDoc(doc(firestoreAs(env, ADMIN), 'projects', 'new'), projectDocument(OWNER)));
  });
  it('refuses an unknown status', async () => {
    await assertFails(
      setDoc(doc(firestoreAs(env, OWNER), 'projects', 'new'), projectDocument(OWNER, { status: 'on-hold' })),
    );
  });
  it('refuses extra fields and missing fields', async () => {
    const db = firestoreAs(env, OWNER);
    await assertFails(setDoc(doc(db, 'projects', 'new'), projectDocument(OWNER, { paid: true })));
    const { parts: _parts, ...withoutParts } = projectDocument(OWNER);
    await assertFails(setDoc(doc(db, 'projects', 'new'), withoutParts));
  });
  it('refuses wrong types and shapes', async () => {
    const db = firestoreAs(env, OWNER);
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: 42 },
      { clientName: null },
      { startDate: '' },
      { startDate: '01/03/2025' },
      { endDate: '2025-02-01' }, // before the start date
      { estimatedCost: -1 },
      { estimatedCost: '12' },
      { actualCost: 'n/a' },
      { printers: 'printer-1' },
      { parts: { 0: 'job' } },
      { materials: null },
    ];
    for (const overrides of bad) {
      await assertFails(setDoc(doc(db, 'projects', 'new'), projectDocument(OWNER, overrides)));
    }
  });
  it('accepts an end date on or after the start', async () => {
    await assertSucceeds(
      setDoc(
        doc(firestoreAs(env, OWNER), 'projects', 'new'),
        projectDocument(OWNER, { endDate: '2025-03-01' }),
      ),
    );
  });
  it('requires server timestamps', async () => {
    await assertFails(
      setDoc(
        doc(firestoreAs(env, OWNER), 'projects', 'new'),
        projectDocument(OWNER, { createdAt: new Date(0) }),
      ),
    );
  });
});

describe('projects: update', () => {
  beforeEach(seedOwnersProject);
  const change = { status: 'in-progress', name: 'Chess set v2', updatedAt: serverTimestamp() };

  it('the owner updates their project', async () => {
    await assertSucceeds(updateDoc(doc(firestoreAs(env, OWNER), 'projects', PROJECT_ID), change));
  });
  it('signed out, another user and an admin cannot update it', async () => {
    await assertFails(updateDoc(doc(firestoreAs(env, null), 'projects', PROJECT_ID), change));
    await assertFails(updateDoc(doc(firestoreAs(env, OTHER), 'projects', PROJECT_ID), change));
    await assertFails(updateDoc(doc(firestoreAs(env, ADMIN), 'projects', PROJECT_ID), change));
  });
  it('userId is immutable', async () => {
    await assertFails(
      updateDoc(doc(firestoreAs(env, OWNER), 'projects', PROJECT_ID), {
        userId: OTHER,
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('createdAt is immutable and updatedAt must be the server time', async () => {
    const ref = doc(firestoreAs(env, OWNER), 'projects', PROJECT_ID);
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { name: 'x', updatedAt: new Date(0) }));
    await assertFails(updateDoc(ref, { name: 'x' }));
  });
  it('the status must stay one of the four values, and no field may be added', async () => {
    const ref = doc(firestoreAs(env, OWNER), 'projects', PROJECT_ID);
    await assertFails(updateDoc(ref, { status: 'done', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { invoiced: true, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { estimatedCost: -5, updatedAt: serverTimestamp() }));
  });
});

describe('projects: delete', () => {
  beforeEach(seedOwnersProject);
  it('the owner deletes their project', async () => {
    await assertSucceeds(deleteDoc(doc(firestoreAs(env, OWNER), 'projects', PROJECT_ID)));
  });
  it('signed out, another user and an admin cannot delete it', async () => {
    await assertFails(deleteDoc(doc(firestoreAs(env, null), 'projects', PROJECT_ID)));
    await assertFails(deleteDoc(doc(firestoreAs(env, OTHER), 'projects', PROJECT_ID)));
    await assertFails(deleteDoc(doc(firestoreAs(env, ADMIN), 'projects', PROJECT_ID)));
  });
});
