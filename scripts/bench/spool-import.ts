// Imports a 10,000-row spreadsheet CSV of spools into the Firestore emulator as a new user, through
// the app's own reading, column mapping, row checks and import repository, and prints the time of
// each stage and the batches written.
//   npm run bench:spool-import          (starts or reuses the emulators)
// ROWS=n changes the row count; PART_USED=0..1 the share of part-used spools (each also writes an
// opening ledger entry, and at most 20 of those go in one batch).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { guessMapping, mappedRows } from '../../src/domain/spool-import/column-mapping';
import { readImportBytes } from '../../src/domain/spool-import/import-file';
import { materialCatalogue, previewRows } from '../../src/domain/spool-import/import-rows';
import { createSpoolImportRepository, type SpoolImportProgress } from '../../src/repositories/spool-import';
import { adminFirestore, clearFirestore, loadRulesInto, signedUpClient } from '../../tests/support/emulators';

const PROJECT = 'demo-printledger-bench-spool-import';
const ROWS = Number(process.env.ROWS ?? 10_000);
const PART_USED = Number(process.env.PART_USED ?? 0.5);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A spreadsheet a maker might keep: people's headers, some awkward text. */
function spreadsheet(rows: number): string {
  const materials = ['PLA', 'PETG', 'ABS', 'ASA', 'TPU', 'PLA+'];
  const data = Array.from({ length: rows }, (_, index) => {
    const partUsed = index % 1000 < PART_USED * 1000;
    return {
      Name: `Spool ${index + 1}`,
      Brand: ['Polymaker', 'Prusament', 'eSun', 'Bambu Lab'][index % 4],
      Material: materials[index % materials.length],
      Colour: ['Black', 'Galaxy Black', 'Bleu électrique', 'Sakura 🌸'][index % 4],
      'Weight (g)': 1000,
      'Remaining (g)': partUsed ? 1000 - ((index * 7) % 900) - 1 : 1000,
      Price: (19.99 + (index % 10)).toFixed(2),
      'Purchase date': `2025-${String((index % 12) + 1).padStart(2, '0')}-15`,
      Location: `Shelf ${index % 20}, box "${index % 3}"`,
      Notes: index % 50 === 0 ? '=HYPERLINK("https://example.com","x")\n<script>alert(1)</script>' : '',
    };
  });
  return Papa.unparse(data);
}

async function main() {
  await clearFirestore(PROJECT);
  await loadRulesInto(PROJECT, path.join(root, 'firestore.rules'));
  const { db, uid, dispose } = await signedUpClient(PROJECT);

  const csv = new TextEncoder().encode(spreadsheet(ROWS));
  let started = performance.now();
  const parsed = readImportBytes(csv, (text, config) => Papa.parse<string[]>(text, config));
  if (!parsed.ok || parsed.data.kind !== 'csv') throw new Error(parsed.ok ? 'not CSV' : parsed.message);
  const mapping = guessMapping(parsed.data.headers);
  const preview = previewRows(mappedRows(parsed.data, mapping), { materials: materialCatalogue() });
  const readSeconds = (performance.now() - started) / 1000;
  const drafts = preview.rows.flatMap((row) => (row.draft ? [row.draft] : []));

  const repository = createSpoolImportRepository(db);
  const progress: SpoolImportProgress[] = [];
  started = performance.now();
  const report = await repository.importSpools(uid, drafts, (step) => {
    progress.push(step);
    if (step.batchesDone % 50 === 0) console.log(`  batch ${step.batchesDone}/${step.batchCount}`);
  });
  const writeSeconds = (performance.now() - started) / 1000;
  const stored = (
    await adminFirestore(PROJECT).collection('spools').where('userId', '==', uid).count().get()
  ).data().count;

  const sizes = report.batches.map((batch) => batch.rows.length);
  console.log(
    `CSV: ${ROWS.toLocaleString('en')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB, ${Math.round(PART_USED * 100)}% part-used`,
  );
  console.table([
    {
      'read + map + check (s)': readSeconds.toFixed(2),
      ready: preview.counts.ready,
      'with problems': preview.counts.withProblems,
      'write (s)': writeSeconds.toFixed(1),
      batches: report.batches.length,
      'spools per batch (min–max)': `${Math.min(...sizes)}–${Math.max(...sizes)}`,
      created: report.created,
      'stored spools': stored,
    },
  ]);
  console.log(
    `Imported ${report.created.toLocaleString('en')} spools in ${report.batches.length} batches: ` +
      `${(readSeconds + writeSeconds).toFixed(1)} s (${readSeconds.toFixed(2)} s reading, ${writeSeconds.toFixed(1)} s writing).`,
  );
  await dispose();
  process.exitCode =
    report.failure === null &&
    report.created === ROWS &&
    stored === ROWS &&
    progress.length === report.batches.length
      ? 0
      : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
