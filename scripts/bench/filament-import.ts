// Imports the full SpoolmanDB filament list into the Firestore emulator twice, as an admin,
// through the app's own repository, and prints time, documents read and commits of each run.
//   npm run bench:import          (starts or reuses the emulators)
// Reads the repository's copy, data/spoolmandb/filaments.json (FILAMENTS_JSON=path reads another file).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { doc, getDoc } from 'firebase/firestore';
import { sanitiseFilamentId } from '../../src/domain/catalogue-import';
import {
  CATALOGUE_SNAPSHOT,
  SNAPSHOT_MANIFEST_ID,
  snapshotPartBytes,
} from '../../src/domain/catalogue-snapshot';
import { createFilamentsRepository, type FilamentImportReport } from '../../src/repositories/filaments';
import {
  adminDocuments,
  adminFirestore,
  clearFirestore,
  loadRulesInto,
  seedBuiltInPlans,
  signedUpClient,
} from '../../tests/support/emulators';
import { spoolmanDbPath } from '../../tests/support/spoolmandb';

const PROJECT = 'demo-printledger-bench';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sourcePath = process.env.FILAMENTS_JSON ?? spoolmanDbPath('filaments.json');

async function main() {
  const rows = JSON.parse(readFileSync(sourcePath, 'utf8')) as { id: string }[];

  await clearFirestore(PROJECT);
  await loadRulesInto(PROJECT, path.join(root, 'firestore.rules'));
  const { db, uid, email, dispose } = await signedUpClient(PROJECT);
  const adminDb = adminFirestore(PROJECT);
  await seedBuiltInPlans(PROJECT);
  await adminDb
    .collection('users')
    .doc(uid)
    .set(adminDocuments.user(uid, { email, role: 'admin' }));

  const repository = createFilamentsRepository(db);
  const runs: (FilamentImportReport & { run: string; seconds: number })[] = [];
  for (const run of ['first', 'second']) {
    const started = performance.now();
    const report = await repository.importCatalogue(uid, rows);
    runs.push({ run, seconds: (performance.now() - started) / 1000, ...report });
  }

  console.log(`SpoolmanDB filaments.json: ${rows.length} rows (${sourcePath})`);
  console.table(
    runs.map((run) => ({
      run: run.run,
      'time (s)': run.seconds.toFixed(1),
      imported: run.imported,
      skipped: run.skipped,
      'checked against': run.checkedAgainst,
      'documents read': run.documentsRead,
      commits: run.commits,
      'mapping errors': run.errors,
    })),
  );
  for (const run of runs) {
    console.log(
      `${run.run} run: Import complete. ${run.imported} filaments imported, ${run.skipped} skipped. ` +
        `(${run.seconds.toFixed(1)} s, ${run.documentsRead} documents read, ${run.commits} commits)`,
    );
  }

  const forbidden = rows.map((row) => row.id).filter((id) => /[/\\#$[\]]/.test(id));
  const found = await Promise.all(
    forbidden.map((id) => getDoc(doc(db, 'filaments', sanitiseFilamentId(id)))),
  );
  console.log(
    `ids with forbidden characters: ${forbidden.length}, stored sanitised: ${found.filter((entry) => entry.exists()).length}`,
  );
  const stored = (await adminDb.collection('filaments').count().get()).data().count;
  console.log(`catalogue documents after both runs: ${stored}`);
  const snapshot = await adminDb.collection(CATALOGUE_SNAPSHOT).get();
  const partSizes = snapshot.docs
    .filter((entry) => entry.id !== SNAPSHOT_MANIFEST_ID)
    .map((entry) => snapshotPartBytes(entry.get('filaments') as string[], entry.get('index') as number));
  console.log(
    `snapshot: ${snapshot.size - 1} parts + manifest, largest part ${Math.max(...partSizes).toLocaleString('en')} bytes ` +
      `(manifest counts ${snapshot.docs.find((entry) => entry.id === SNAPSHOT_MANIFEST_ID)?.get('filamentCount')})`,
  );

  await dispose();
  const ok =
    runs[0]!.imported + runs[0]!.skipped === rows.length &&
    runs[1]!.imported === 0 &&
    runs[0]!.commits <= 13 &&
    runs[1]!.commits === 0 &&
    runs[1]!.documentsRead <= 10 &&
    found.every((entry) => entry.exists());
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
