// The spool import's repository against the emulators and the real rules: the Spoolman fixture's
// ready rows stored as the spool form would store them, in batches; a refused batch reported.
import { readFileSync } from 'node:fs';
import { signOut } from 'firebase/auth';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImportBytes } from '@/domain/spool-import/import-file';
import { materialCatalogue, previewRows, type SpoolImportDraft } from '@/domain/spool-import/import-rows';
import { importedSpoolId } from '@/domain/spool-import/imported-ids';
import { spoolmanRows } from '@/domain/spool-import/spoolman';
import { createSpoolImportRepository, type SpoolImportProgress } from '@/repositories/spool-import';
import {
  adminFirestore,
  clearFirestore,
  loadRulesInto,
  signedUpClient,
  type TestClient,
} from '../support/emulators';

const PROJECT = 'demo-printledger-spool-import';
const clients: TestClient[] = [];

beforeAll(async () => {
  await clearFirestore(PROJECT);
  await loadRulesInto(PROJECT);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

async function account() {
  const client = await signedUpClient(PROJECT);
  clients.push(client);
  return { ...client, imports: createSpoolImportRepository(client.db) };
}

function fixtureDrafts(): SpoolImportDraft[] {
  const parsed = readImportBytes(
    new Uint8Array(readFileSync('tests/fixtures/spoolman/spools.csv')),
    (text, config) => Papa.parse<string[]>(text, config),
  );
  if (!parsed.ok) throw new Error(parsed.message);
  const rows = spoolmanRows(parsed.data);
  if (!rows.ok) throw new Error(rows.message);
  return previewRows(rows.rows, { materials: materialCatalogue(), today: '2026-01-15' }).rows.flatMap(
    (row) => (row.draft ? [row.draft] : []),
  );
}

const storedSpools = async (uid: string) =>
  (await adminFirestore(PROJECT).collection('spools').where('userId', '==', uid).get()).docs;

describe('spool import repository', () => {
  it('stores the fixture ready rows with their opening ledger entries, reporting each batch', async () => {
    const { uid, imports } = await account();
    const drafts = fixtureDrafts();
    expect(drafts).toHaveLength(199);
    const progress: SpoolImportProgress[] = [];
    const report = await imports.importSpools(uid, drafts, (step) => {
      progress.push(step);
    });

    expect(report.failure).toBeNull();
    expect(report.created).toBe(199);
    expect(report.batches.every((batch) => batch.landed)).toBe(true);
    expect(report.batches.flatMap((batch) => batch.rows)).toEqual(drafts.map((draft) => draft.row));
    expect(progress.at(-1)).toEqual({
      batchesDone: report.batches.length,
      batchCount: report.batches.length,
      spoolsWritten: 199,
      spoolsTotal: 199,
    });

    const spools = await storedSpools(uid);
    expect(spools).toHaveLength(199);
    const script = spools.find((entry) => String(entry.get('notes')).startsWith('<script>'));
    expect(script?.get('notes')).toMatch(/^<script>alert\("spools"\)<\/script>\n/);
    const almond = spools.find((entry) => String(entry.get('notes')).endsWith('Spoolman spool 18'))!;
    expect(almond.data()).toMatchObject({
      name: '3D-Fuel PLA+ Almond',
      brand: '3D-Fuel',
      material: 'PLA+',
      filamentId: null, // no catalogue here: matching is the preview's (unit tests)
      weight: 1000,
      status: 'used',
      lowSpoolThreshold: null,
      ownThresholdMargin: null,
      ledgerBalanced: true,
      // Spool 18 has no spool_weight of its own: its filament's 260 g.
      emptySpoolWeight: 260,
      userId: uid,
    });
    // Part-used: the opening balance entry the spool form's create writes.
    const ledger = await almond.ref.collection('ledger').get();
    expect(ledger.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        grams: almond.get('remainingWeight') - 1000,
        note: 'Opening balance: the spool was added part-used.',
        runId: null,
      }),
    ]);
    // Tied to its ledger, naming its opening entry.
    expect(almond.get('lastEntryId')).toBe(ledger.docs[0]!.id);
    const fresh = spools.find((entry) => entry.get('remainingWeight') === entry.get('weight'))!;
    expect((await fresh.ref.collection('ledger').get()).size).toBe(0);
  });

  it('reports exactly which batches landed when one is refused midway', async () => {
    const { uid, auth, imports } = await account();
    const drafts = fixtureDrafts();
    const report = await imports.importSpools(uid, drafts, async (step) => {
      // After the second batch the session ends: the rules refuse the third.
      if (step.batchesDone === 2) await signOut(auth);
    });
    expect(report.failure?.batch).toBe(3);
    expect(report.batches.map((batch) => batch.landed)).toEqual(
      report.batches.map((batch) => batch.index <= 2),
    );
    const landedRows = report.batches.slice(0, 2).flatMap((batch) => batch.rows);
    expect(report.created).toBe(landedRows.length);
    expect(report.notImported).toEqual(report.batches.slice(2).flatMap((batch) => batch.rows));
    expect(landedRows.length + report.notImported.length).toBe(drafts.length);
    const stored = await storedSpools(uid);
    expect(stored).toHaveLength(landedRows.length);
  });

  it('stores a Spoolman spool under the id derived from its Spoolman id, and finds it again', async () => {
    const { uid, imports } = await account();
    const drafts = fixtureDrafts();
    const spoolIds = drafts.map((draft) => importedSpoolId(uid, draft.sourceId!));
    const first = drafts.slice(0, 5).map((draft, index) => ({ ...draft, spoolId: spoolIds[index] }));
    expect(await imports.existingSpools(uid, spoolIds)).toEqual(new Set());
    await imports.importSpools(uid, first);
    expect((await storedSpools(uid)).map((entry) => entry.id).sort()).toEqual(spoolIds.slice(0, 5).sort());
    // One query of the ids beginning with "r"; only this user’s spools are found.
    expect(await imports.existingSpools(uid, spoolIds)).toEqual(new Set(spoolIds.slice(0, 5)));
    const other = await account();
    const theirIds = drafts.map((draft) => importedSpoolId(other.uid, draft.sourceId!));
    expect(await other.imports.existingSpools(other.uid, [...theirIds, ...spoolIds])).toEqual(new Set());
    await other.imports.importSpools(
      other.uid,
      first.map((draft, index) => ({ ...draft, spoolId: theirIds[index] })),
    );
    expect((await storedSpools(other.uid)).map((entry) => entry.id).sort()).toEqual(
      theirIds.slice(0, 5).sort(),
    );
  });

  it('writes nothing when a draft is invalid', async () => {
    const { uid, imports } = await account();
    const [first] = fixtureDrafts();
    await expect(
      imports.importSpools(uid, [first!, { ...first!, row: 2, values: { ...first!.values, weight: -1 } }]),
    ).rejects.toMatchObject({ issues: [{ path: ['weight'], message: 'Weight must be positive' }] });
    expect(await storedSpools(uid)).toHaveLength(0);
  });

  it('knows the user materials and their spool materials', async () => {
    const { uid, imports } = await account();
    await adminFirestore(PROJECT)
      .collection('materials')
      .add({ material: 'Silk PLA', density: 1.24, extruderTemp: 210, bedTemp: 60, userId: uid });
    await imports.importSpools(uid, fixtureDrafts().slice(0, 3));
    expect((await imports.knownMaterials(uid)).sort()).toEqual(['PETG', 'PLA+', 'Silk PLA', 'ABS'].sort());
  });
});
