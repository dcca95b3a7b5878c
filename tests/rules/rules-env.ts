// Shared set-up for the rules grid: one emulator project for all rules suites, contexts for
// the four kinds of caller, and seeding with rules disabled.
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';

// Denied writes are the point of these tests; keep the SDK from logging each one.
setLogLevel('silent');

export { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';

export const OWNER = 'alice';
export const OTHER = 'bob';
export const ADMIN = 'root';

export async function createRulesEnvironment(suite: string): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId: `demo-printledger-rules-${suite}`,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: host!, port: Number(port) },
  });
}

/** A Firestore handle for a caller: signed out, or signed in with the given uid. */
export function firestoreAs(env: RulesTestEnvironment, uid: string | null): Firestore {
  const context: RulesTestContext = uid
    ? env.authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true })
    : env.unauthenticatedContext();
  return context.firestore() as unknown as Firestore;
}

/** Runs `seed` with rules disabled. */
export async function seedWithoutRules(env: RulesTestEnvironment, seed: (db: Firestore) => Promise<void>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await seed(context.firestore() as unknown as Firestore);
  });
}

export function userDocument(uid: string, overrides: Record<string, unknown> = {}) {
  return {
    uid,
    email: `${uid}@example.com`,
    businessName: null,
    planId: 'hobby',
    role: 'user',
    city: '',
    country: '',
    currency: 'USD',
    electricityRate: 0.12,
    printerCount: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

export const PLANS = {
  hobby: { name: 'Hobby', priceMonthly: 0, maxPrinters: 1, features: ['a'], active: true },
  home: { name: 'Home', priceMonthly: 5, maxPrinters: 2, features: ['b'], active: true },
  solo: { name: 'Solo', priceMonthly: 25, maxPrinters: 5, features: ['c'], active: true },
  retired: { name: 'Retired', priceMonthly: 3, maxPrinters: 3, features: [], active: false },
} as const;

/** Users alice (owner), bob (other) and root (admin), and the plans above. */
export async function seedUsersAndPlans(env: RulesTestEnvironment) {
  await seedWithoutRules(env, async (db) => {
    await setDoc(doc(db, 'users', OWNER), userDocument(OWNER));
    await setDoc(doc(db, 'users', OTHER), userDocument(OTHER));
    await setDoc(doc(db, 'users', ADMIN), userDocument(ADMIN, { role: 'admin', planId: 'pro' }));
    for (const [id, plan] of Object.entries(PLANS)) {
      await setDoc(doc(db, 'plans', id), {
        ...plan,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    }
  });
}
