#!/usr/bin/env node
// Seeds an emulator project: the four built-in plans (SPEC §9) and, for development only,
// an admin account. Idempotent. Needs the emulators running (see scripts/emulators.mjs).
//   node scripts/seed.mjs [--project demo-printledger]
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { seedBuiltInPlans } from './built-in-plans.mjs';
import { AUTH_HOST, FIRESTORE_HOST } from './ports.mjs';

export const DEV_ADMIN = { email: 'admin@printledger.dev', password: 'printledger-admin' };
// The Auth emulator serves web clients from the project it was started with.
const AUTH_PROJECT_ID = 'demo-printledger';
// Against the emulators the admin SDK needs no cloud credentials: never probe for them.
process.env.METADATA_SERVER_DETECTION = 'none';

export async function seed({ projectId = 'demo-printledger', withAdmin = true } = {}) {
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST;
  if (!projectId.startsWith('demo-')) throw new Error('seed only writes to demo- (emulator) projects');
  const db = getFirestore(initializeApp({ projectId }, `seed-${projectId}`));
  await seedBuiltInPlans(db);
  if (!withAdmin) return null;

  const auth = getAuth(initializeApp({ projectId: AUTH_PROJECT_ID }, `seed-auth-${projectId}`));
  let admin;
  try {
    admin = await auth.getUserByEmail(DEV_ADMIN.email);
  } catch {
    admin = await auth.createUser({ ...DEV_ADMIN, emailVerified: true });
  }
  const userRef = db.collection('users').doc(admin.uid);
  if (!(await userRef.get()).exists) {
    await userRef.set({
      uid: admin.uid,
      email: DEV_ADMIN.email,
      businessName: 'PrintLedger Admin',
      planId: 'pro',
      role: 'admin',
      city: '',
      country: '',
      currency: 'USD',
      electricityRate: 0.12,
      printerCount: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  return admin.uid;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf('--project');
  const projectId = index > 0 ? process.argv[index + 1] : 'demo-printledger';
  seed({ projectId })
    .then(() => {
      console.log(`[seed] plans and the dev admin (${DEV_ADMIN.email}) are in ${projectId}`);
      process.exit(0);
    })
    .catch((error) => {
      console.error('[seed] failed:', error);
      process.exit(1);
    });
}
