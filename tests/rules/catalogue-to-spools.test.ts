// Issue 11 point 7a: every real SpoolmanDB filament (data/spoolmandb/filaments.json, 6,325 rows) maps through the catalogue import to temperatures from 0, and a spool made from each
// through the spool form's schema passes the spool rules. Written in batches of 500, in an
// emulator project of its own (so the rules suite's coverage report stays small).
import {
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  doc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunk,
  FIRESTORE_BATCH_LIMIT,
  spoolmanFilamentSchema,
  toCatalogueFilament,
  type CatalogueFilament,
} from '@/domain/catalogue-import';
import { spoolDerivedFields } from '@/domain/low-spool-alerts';
import { applyFilamentToSpool, spoolFormDefaults, spoolFormSchema } from '@/domain/spool-form';
import { FIRESTORE_HOST, loadRulesInto } from '../support/emulators';
import { spoolmanDbRows } from '../support/spoolmandb';
import { OWNER, documents } from './rules-env';

const PROJECT_ID = 'demo-printledger-catalogue-rules';
let environment: RulesTestEnvironment | undefined;

beforeAll(async () => {
  await loadRulesInto(PROJECT_ID);
  const [host, port] = FIRESTORE_HOST.split(':');
  environment = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: host!, port: Number(port) },
  });
  await environment.clearFirestore();
  await environment.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore() as unknown as Firestore, `users/${OWNER}`), documents.user(OWNER)),
  );
});
afterAll(() => environment?.cleanup());

/** A spool as the spool form and repository store it after choosing `filament` in the search. */
function spoolFrom(filament: CatalogueFilament) {
  const values = applyFilamentToSpool(
    { ...spoolFormDefaults(new Date(2025, 2, 1)), weight: 1000, purchasePrice: 20 },
    { ...filament, shrinkage: null },
  );
  const spool = spoolFormSchema.parse(values);
  return {
    ...spool,
    ...spoolDerivedFields(spool),
    userId: OWNER,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

describe('the real SpoolmanDB catalogue', () => {
  const rows = spoolmanDbRows('filaments.json');
  const filaments = rows.map((row) => toCatalogueFilament(spoolmanFilamentSchema.parse(row)));

  it('has 6,325 rows, each mapping to temperatures from 0', () => {
    expect(filaments).toHaveLength(6325);
    const minimums = filaments.flatMap((filament) => [filament.printTempMin, filament.bedTempMin]);
    expect(Math.min(...minimums)).toBe(0);
  });

  it('a spool made from each of them passes the spool rules', { timeout: 180_000 }, async () => {
    const db = environment!
      .authenticatedContext(OWNER, { email: `${OWNER}@example.com`, email_verified: true })
      .firestore() as unknown as Firestore;
    const spools: [string, DocumentData][] = filaments.map((filament, index) => [
      `spools/row-${index}`,
      spoolFrom(filament),
    ]);
    for (const part of chunk(spools, FIRESTORE_BATCH_LIMIT)) {
      const batch = writeBatch(db);
      for (const [documentPath, data] of part) batch.set(doc(db, documentPath), data);
      await assertSucceeds(batch.commit());
    }
  });
});
