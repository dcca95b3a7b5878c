// The rules grid's test bed: an emulator project of its own for every rules file, callers for the four kinds of user, seeding with rules disabled, and the documents
// the repositories write. `setUpRulesTests()` is a file's whole set-up.
import { basename } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
  type SetOptions,
  type WriteBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_LIMITS, TEXT_LIMITS } from '@/domain/limits';
import { BUILT_IN_PLANS } from '@/domain/plans';
import type { PrintJob } from '@/domain/project-record';
import { records, storedDocuments } from '../support/factories';

// Denied writes are the point of these tests; keep the SDK from logging each one.
setLogLevel('silent');

/**
 * The emulator project of one rules file. tests/rules/load-rules.ts loads firestore.rules into
 * every file's project once per run and, after the suite, adds their coverage reports into one.
 * (One project for the whole suite made a report the emulator could no longer build: it answered
 * 500 once the page it assembles in memory outgrew what the JVM can hold in one string.)
 */
export function rulesProjectId(testFile: string): string {
  const name = basename(testFile)
    .replace(/\.test\.ts$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return `demo-rules-${name}`;
}

export const OWNER = 'alice';
export const OTHER = 'bob';
export const ADMIN = 'root';
/** A plan id no plan document has: the admin is on it. */
export const MISSING_PLAN_ID = 'discontinued';

/** Documents as the repositories write them, stamped with this SDK's server time. */
export const documents = storedDocuments(serverTimestamp);

/** The largest job the form allows: every text at its limit, ten files, every time set. */
export const largestJob = (position = 0, overrides: Partial<PrintJob> = {}) =>
  documents.printJob(OWNER, {
    position,
    description: 'd'.repeat(TEXT_LIMITS.jobText),
    files: Array.from({ length: PROJECT_LIMITS.filesPerJob }, () => ({
      name: 'n'.repeat(TEXT_LIMITS.fileText),
      description: 'e'.repeat(TEXT_LIMITS.fileText),
    })),
    settings: {
      temperature: { extruder: 500, bed: 500, both: 500 },
      support: true,
      infill: 100,
      notes: 'z'.repeat(TEXT_LIMITS.jobText),
    },
    assignedPrinter: 'p'.repeat(TEXT_LIMITS.id),
    startTime: new Date(),
    endTime: new Date(),
    ...overrides,
  });

/** The plans every test starts with: the four built-in plans and a deactivated one. */
export const SEEDED_PLANS = [
  ...BUILT_IN_PLANS,
  records.plan({
    id: 'retired',
    name: 'Retired',
    priceMonthly: 3,
    maxPrinters: 3,
    features: [],
    active: false,
  }),
];

/** Every caller but an admin, for grids of what only an admin may do. */
export const NON_ADMINS = [
  ['signed out', null],
  ['a user', OWNER],
  ['another user', OTHER],
] as const;

/** Every caller but the owner of a user's record. */
export const NOT_THE_OWNER = [
  ['signed out', null],
  ['another user', OTHER],
  ['an admin', ADMIN],
] as const;

/** `document` with changes its type would refuse: what a crafted client could send. */
export const tampered = (document: object, changes: Record<string, unknown>) => ({ ...document, ...changes });

/** The operations of the grid on one document, as one caller. */
export interface DocumentAs {
  get(): Promise<DocumentSnapshot>;
  set(data: DocumentData, options?: SetOptions): Promise<void>;
  update(changes: DocumentData): Promise<void>;
  delete(): Promise<void>;
}

/** One caller's Firestore, with the operations of the grid by document path ('spools/s1'). */
export interface Caller {
  readonly db: Firestore;
  get(path: string): Promise<DocumentSnapshot>;
  /** The collection, filtered by equality on each field of `equals` (rules are not filters). */
  list(collectionPath: string, equals?: Record<string, unknown>): Promise<QuerySnapshot>;
  set(path: string, data: DocumentData, options?: SetOptions): Promise<void>;
  add(collectionPath: string, data: DocumentData): Promise<DocumentReference>;
  update(path: string, changes: DocumentData): Promise<void>;
  delete(path: string): Promise<void>;
  /** The document at `path`, for several operations on it. */
  at(path: string): DocumentAs;
  batch(): WriteBatch;
  doc(path: string): DocumentReference;
}

function callerOf(db: Firestore): Caller {
  return {
    db,
    get: (path) => getDoc(doc(db, path)),
    list: (collectionPath, equals = {}) =>
      getDocs(
        query(
          collection(db, collectionPath),
          ...Object.entries(equals).map(([field, value]) => where(field, '==', value)),
        ),
      ),
    set: (path, data, options = {}) => setDoc(doc(db, path), data, options),
    add: (collectionPath, data) => addDoc(collection(db, collectionPath), data),
    update: (path, changes) => updateDoc(doc(db, path), changes),
    delete: (path) => deleteDoc(doc(db, path)),
    at: (path) => ({
      get: () => getDoc(doc(db, path)),
      set: (data, options = {}) => setDoc(doc(db, path), data, options),
      update: (changes) => updateDoc(doc(db, path), changes),
      delete: () => deleteDoc(doc(db, path)),
    }),
    batch: () => writeBatch(db),
    doc: (path) => doc(db, path),
  };
}

export interface RulesTestBed {
  /** A caller: signed out (null) or signed in, with a verified email, as `uid`. */
  as(uid: string | null): Caller;
  /** A caller signed in as `uid` whose email is not verified yet. */
  asUnverified(uid: string): Caller;
  /** Runs `work` with the rules disabled (seeding, or reading what a write left behind). */
  withoutRules<T>(work: (db: Firestore) => Promise<T>): Promise<T>;
  /** Writes documents by path ('printers/p1') with the rules disabled. */
  seed(documentsByPath: Record<string, DocumentData>): Promise<void>;
}

/**
 * Sets up a rules test file: the environment before all tests, and before each test an empty
 * database holding the users alice (OWNER), bob (OTHER) and root (ADMIN) and SEEDED_PLANS.
 */
export function setUpRulesTests(): RulesTestBed {
  let environment: RulesTestEnvironment | null = null;
  const current = () => {
    if (!environment) throw new Error('the rules test environment is used outside a test');
    return environment;
  };

  const bed: RulesTestBed = {
    as(uid) {
      const context = uid
        ? current().authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true })
        : current().unauthenticatedContext();
      return callerOf(context.firestore() as unknown as Firestore);
    },
    asUnverified(uid) {
      const context = current().authenticatedContext(uid, {
        email: `${uid}@example.com`,
        email_verified: false,
      });
      return callerOf(context.firestore() as unknown as Firestore);
    },
    async withoutRules<T>(work: (db: Firestore) => Promise<T>) {
      let result: T | undefined;
      await current().withSecurityRulesDisabled(async (context) => {
        result = await work(context.firestore() as unknown as Firestore);
      });
      return result as T;
    },
    seed: (documentsByPath) =>
      bed.withoutRules(async (db) => {
        for (const [path, data] of Object.entries(documentsByPath)) await setDoc(doc(db, path), data);
      }),
  };

  beforeAll(async () => {
    const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
    // No rules here: loading them again would restart the emulator's coverage count.
    environment = await initializeTestEnvironment({
      projectId: rulesProjectId(expect.getState().testPath ?? 'unknown'),
      firestore: { host: host!, port: Number(port) },
    });
  });
  afterAll(async () => {
    await environment?.cleanup();
    environment = null;
  });
  beforeEach(async () => {
    await current().clearFirestore();
    await bed.seed({
      [`users/${OWNER}`]: documents.user(OWNER),
      [`users/${OTHER}`]: documents.user(OTHER),
      [`users/${ADMIN}`]: documents.user(ADMIN, { role: 'admin', planId: MISSING_PLAN_ID }),
      ...Object.fromEntries(SEEDED_PLANS.map((plan) => [`plans/${plan.id}`, documents.plan(plan)])),
    });
  });

  return bed;
}

/**
 * The read and delete grid every owner-only collection shares (spools, materials, projects,
 * printers): each user gets their own documents and lists them with the owner filter, seeing only
 * theirs; a list without the filter is refused, even to the owner and an admin; signed out, another
 * user and an admin can neither get the owner's document nor list with the owner's filter.
 * With `plainDelete`, also: only the owner deletes (printers delete in a counted batch instead).
 */
export function testOwnerOnlyGrid(
  rules: RulesTestBed,
  collectionPath: string,
  stored: (uid: string) => DocumentData,
  { plainDelete }: { plainDelete: boolean },
) {
  const mine = `${collectionPath}/mine`;
  describe(`${collectionPath}: owner-only get, list${plainDelete ? ' and delete' : ''}`, () => {
    beforeEach(() => rules.seed({ [mine]: stored(OWNER), [`${collectionPath}/theirs`]: stored(OTHER) }));

    it('the owner gets theirs; each user lists their own with the owner filter, seeing only theirs', async () => {
      await assertSucceeds(rules.as(OWNER).get(mine));
      const owners = await assertSucceeds(rules.as(OWNER).list(collectionPath, { userId: OWNER }));
      expect(owners.docs.map((entry) => entry.id)).toEqual(['mine']);
      const others = await assertSucceeds(rules.as(OTHER).list(collectionPath, { userId: OTHER }));
      expect(others.docs.map((entry) => entry.id)).toEqual(['theirs']);
    });
    it('a list without the owner filter is refused, even to the owner and an admin (rules are not filters)', async () => {
      await assertFails(rules.as(OWNER).list(collectionPath));
      await assertFails(rules.as(ADMIN).list(collectionPath));
    });
    for (const [label, uid] of NOT_THE_OWNER) {
      it(`${label} can neither get the owner's document nor list with the owner's filter`, async () => {
        await assertFails(rules.as(uid).get(mine));
        await assertFails(rules.as(uid).list(collectionPath, { userId: OWNER }));
      });
    }
    if (plainDelete) {
      it('signed out, another user and an admin cannot delete it; the owner does', async () => {
        for (const [, uid] of NOT_THE_OWNER) await assertFails(rules.as(uid).delete(mine));
        await assertSucceeds(rules.as(OWNER).delete(mine));
      });
    }
  });
}
