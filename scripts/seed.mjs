#!/usr/bin/env node
// Seeds an emulator project: the four built-in plans (SPEC §9) and, for development only,
// an admin account and the real filament catalogue (data/spoolmandb/filaments.json: documents,
// search snapshot and brand summaries, so the spool search works with no internet).
// Idempotent. Needs the emulators running (see scripts/emulators.mjs).
//   node scripts/seed.mjs [--project demo-printledger]
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { tsImport } from 'tsx/esm/api';
import { seedBuiltInPlans } from './built-in-plans.mjs';
import { migrate } from './migrate.mjs';
import { AUTH_HOST, FIRESTORE_HOST } from './ports.mjs';

export const DEV_ADMIN = { email: 'admin@printledger.dev', password: 'printledger-admin' };
// The Auth emulator serves web clients from the project it was started with.
const AUTH_PROJECT_ID = 'demo-printledger';
// Against the emulators the admin SDK needs no cloud credentials: never probe for them.
process.env.METADATA_SERVER_DETECTION = 'none';

export const CATALOGUE_FILE = fileURLToPath(new URL('../data/spoolmandb/filaments.json', import.meta.url));

/**
 * Loads the catalogue file into an empty catalogue, mapped by the app's own import code
 * (src/domain), with its snapshot and brand summaries. Skipped when the catalogue already has
 * filaments. The snapshot's manifest is written last: until it lands the search reads documents.
 */
export async function seedCatalogue(db, file = CATALOGUE_FILE) {
  if (!existsSync(file)) return { skipped: `${file} not found` };
  if (!(await db.collection('filaments').limit(1).get()).empty) return { skipped: 'the catalogue exists' };
  const domain = (path) => tsImport(`../src/domain/${path}`, import.meta.url);
  const [{ planCatalogueImport }, snapshot, { groupFilamentsByBrand }] = await Promise.all([
    domain('catalogue-import.ts'),
    domain('catalogue-snapshot.ts'),
    domain('filament-brands.ts'),
  ]);
  const plan = planCatalogueImport(JSON.parse(readFileSync(file, 'utf8')));
  const now = FieldValue.serverTimestamp();
  const writes = plan.filaments.map(({ id, ...filament }) => [
    db.collection('filaments').doc(id),
    { ...filament, createdAt: now, updatedAt: now },
  ]);
  const parts = snapshot.partitionEntries(plan.filaments.map(snapshot.encodeSnapshotEntry));
  parts.forEach((filaments, index) => {
    const ref = db.collection(snapshot.CATALOGUE_SNAPSHOT).doc(snapshot.snapshotPartId(index));
    writes.push([ref, { version: snapshot.SNAPSHOT_VERSION, index, filaments, updatedAt: now }]);
  });
  const brands = groupFilamentsByBrand(plan.filaments);
  for (const { id, brand, filamentCount } of brands) {
    writes.push([db.collection('filament_brands').doc(id), { brand, filamentCount, lastUpdated: now }]);
  }
  // Batches of 500, all committed at once: the emulator takes them faster than single writes.
  const batches = [];
  for (let start = 0; start < writes.length; start += 500) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(start, start + 500)) batch.set(ref, data);
    batches.push(batch.commit());
  }
  await Promise.all(batches);
  await db.collection(snapshot.CATALOGUE_SNAPSHOT).doc(snapshot.SNAPSHOT_MANIFEST_ID).set({
    version: snapshot.SNAPSHOT_VERSION,
    parts: parts.length,
    filamentCount: plan.filaments.length,
    updatedAt: now,
  });
  return { filaments: plan.filaments.length, brands: brands.length, parts: parts.length };
}

export async function seed({ projectId = 'demo-printledger', withAdmin = true, withCatalogue = false } = {}) {
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST;
  if (!projectId.startsWith('demo-')) throw new Error('seed only writes to demo- (emulator) projects');
  const db = getFirestore(initializeApp({ projectId }, `seed-${projectId}`));
  await seedBuiltInPlans(db);
  if (withCatalogue) {
    const started = performance.now();
    const catalogue = await seedCatalogue(db);
    console.log(
      catalogue.skipped
        ? `[seed] catalogue skipped: ${catalogue.skipped}`
        : `[seed] catalogue: ${catalogue.filaments} filaments, ${catalogue.brands} brands, ` +
            `${catalogue.parts} snapshot parts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
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
  // Counts the dev admin (and data kept in .emulator-data/ from before) on the plans' tallies.
  await migrate(db);
  return admin.uid;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf('--project');
  const projectId = index > 0 ? process.argv[index + 1] : 'demo-printledger';
  seed({ projectId, withCatalogue: true })
    .then(() => {
      console.log(`[seed] plans, the catalogue and the dev admin (${DEV_ADMIN.email}) are in ${projectId}`);
      process.exit(0);
    })
    .catch((error) => {
      console.error('[seed] failed:', error);
      process.exit(1);
    });
}
