// Helpers for code that talks to the real emulators (integration suites and benchmarks).
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  inMemoryPersistence,
  setPersistence,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  setLogLevel,
  type Firestore,
  type FirestoreSettings,
} from 'firebase/firestore';
import { getApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { FieldValue, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { seedBuiltInPlans as writeBuiltInPlans } from '../../scripts/built-in-plans.mjs';
import { storedDocuments } from './factories';
import { moveUserPlan } from './plan-tally-seed';

export const INTEGRATION_PROJECT_ID = 'demo-printledger-integration';
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

setLogLevel('silent');
// Against the emulators the admin SDK needs no cloud credentials: never probe for them.
process.env.METADATA_SERVER_DETECTION = 'none';

let counter = 0;
/** A fresh address: the Auth emulator is shared by every suite, so no test reuses one. */
export const uniqueEmail = (label = 'maker') =>
  `${label}-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@example.com`;

export interface TestClient {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  dispose: () => Promise<void>;
}

/**
 * An independent Firebase client (its own app, auth and Firestore) pointed at the emulators;
 * `settings` chooses its Firestore cache, for example one that keeps what it read for offline tests;
 * `firestoreHost` another way to the emulator (a proxy that loses answers, for example).
 */
export function createTestClient(
  projectId = INTEGRATION_PROJECT_ID,
  settings: FirestoreSettings = {},
  firestoreHost = FIRESTORE_HOST,
): TestClient {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId, appId: 'demo-app' },
    `test-${(counter += 1)}`,
  );
  const auth = getAuth(app);
  void setPersistence(auth, inMemoryPersistence);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const db = initializeFirestore(app, settings);
  const [host, port] = firestoreHost.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  return { app, auth, db, dispose: () => deleteApp(app) };
}

/** A client signed in as a brand-new account. */
export async function signedUpClient(
  projectId = INTEGRATION_PROJECT_ID,
  settings: FirestoreSettings = {},
  firestoreHost = FIRESTORE_HOST,
) {
  const client = createTestClient(projectId, settings, firestoreHost);
  const email = uniqueEmail();
  const credential = await createUserWithEmailAndPassword(client.auth, email, 'secret-pass');
  return { ...client, uid: credential.user.uid, email };
}

/** Another device signed in as an existing account (signedUpClient's password). */
export async function signedInClient(
  email: string,
  projectId = INTEGRATION_PROJECT_ID,
  settings: FirestoreSettings = {},
) {
  const client = createTestClient(projectId, settings);
  const credential = await signInWithEmailAndPassword(client.auth, email, 'secret-pass');
  return { ...client, uid: credential.user.uid, email };
}

/** Firestore with rules bypassed (firebase-admin against the emulator), for seeding. */
export function adminFirestore(projectId = INTEGRATION_PROJECT_ID) {
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST;
  const name = `admin-${projectId}`;
  const app = getApps().find((existing) => existing.name === name) ?? initializeAdminApp({ projectId }, name);
  return getAdminFirestore(app);
}

/** Documents as the repositories write them, stamped with firebase-admin's server time. */
export const adminDocuments = storedDocuments(() => FieldValue.serverTimestamp());

/** The built-in plans, written over whatever an earlier test left (scripts/seed.mjs's seeding). */
export async function seedBuiltInPlans(projectId = INTEGRATION_PROJECT_ID) {
  await writeBuiltInPlans(adminFirestore(projectId), { overwrite: true });
}

/** {@link moveUserPlan} in `projectId` of the emulator. */
export const setUserPlan = (
  uid: string,
  change: { planId: string; printerCount?: number },
  projectId = INTEGRATION_PROJECT_ID,
) => moveUserPlan(adminFirestore(projectId), uid, change);

/** Makes an existing user an admin (bypassing the rules, as an operator would). */
export async function promoteToAdmin(uid: string, projectId = INTEGRATION_PROJECT_ID) {
  await adminFirestore(projectId).collection('users').doc(uid).update({ role: 'admin' });
}

/** Loads the repository's firestore.rules into the emulator for one project. */
export async function loadRulesInto(projectId: string, rulesPath = 'firestore.rules') {
  const response = await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      rules: { files: [{ name: 'firestore.rules', content: readFileSync(rulesPath, 'utf8') }] },
    }),
  });
  if (!response.ok) throw new Error(`loading firestore.rules failed: ${await response.text()}`);
}

export async function clearFirestore(projectId = INTEGRATION_PROJECT_ID) {
  const response = await fetch(
    `http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`clearing Firestore failed: ${response.status}`);
}
