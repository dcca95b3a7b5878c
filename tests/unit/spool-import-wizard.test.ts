import { describe, expect, it } from 'vitest';
import type { CsvTable } from '@/domain/spool-import/import-file';
import { emptyRowValues, type ImportRow } from '@/domain/spool-import/import-rows';
import {
  importSteps,
  importWizardMessages,
  importWizardReducer,
  initialImportWizard,
  type ImportWizardAction,
  type ImportWizardState,
} from '@/features/spool-import/import-wizard';
import type { SpoolImportReport } from '@/repositories/spool-import';

const row = (number: number, material: string, extra: Partial<ImportRow> = {}): ImportRow => ({
  row: number,
  values: { ...emptyRowValues(), name: `Spool ${number}`, material },
  externalId: null,
  filamentId: null,
  skipped: false,
  ...extra,
});

const table: CsvTable = { kind: 'csv', headers: ['Name', 'Material'], rows: [['A', 'PLA']], emptyRows: 0 };
const report: SpoolImportReport = { created: 2, batches: [], failure: null, notImported: [] };

const run = (actions: ImportWizardAction[], from: ImportWizardState = initialImportWizard) =>
  actions.reduce(importWizardReducer, from);

/** The wizard in the preview with these rows and materials, as a checked Spoolman file leaves it. */
const previewing = (rows: ImportRow[], materials = ['PLA']) =>
  run([
    { type: 'checkStarted', rows, notes: ['From the file'] },
    { type: 'checked', rows, materials },
  ]);

describe('the spool import wizard', () => {
  it('starts on the file, Spoolman chosen, nothing read', () => {
    expect(initialImportWizard).toEqual({
      source: 'spoolman',
      stage: { kind: 'choose', reading: false, error: null },
      notes: [],
      rows: [],
      materials: [],
      keptMaterials: [],
    });
  });

  it('reads a file, says why one is refused, and forgets the reason when the kind of file changes', () => {
    const reading = run([{ type: 'fileReading' }]);
    expect(reading.stage).toEqual({ kind: 'choose', reading: true, error: null });

    const refused = importWizardReducer(reading, {
      type: 'fileRejected',
      message: importWizardMessages.unreadable,
    });
    expect(refused.stage).toEqual({ kind: 'choose', reading: false, error: importWizardMessages.unreadable });

    const switched = importWizardReducer(refused, { type: 'sourceChosen', source: 'spreadsheet' });
    expect(switched.source).toBe('spreadsheet');
    expect(switched.stage).toEqual({ kind: 'choose', reading: false, error: null });
  });

  it('a spreadsheet goes to matching its columns with the file’s notes', () => {
    const state = run([
      { type: 'sourceChosen', source: 'spreadsheet' },
      { type: 'fileReading' },
      {
        type: 'columnsToMatch',
        table,
        mapping: ['name', 'material'],
        remembered: true,
        notes: [importWizardMessages.emptyLines(2)],
      },
    ]);
    expect(state.stage).toEqual({ kind: 'mapping', table, mapping: ['name', 'material'], remembered: true });
    expect(state.notes).toEqual(['2 empty lines were left out.']);
  });

  it('checks rows, keeps the file’s notes when the columns are matched, and says when the check failed', () => {
    const rows = [row(1, 'PLA')];
    const matched = run([
      {
        type: 'columnsToMatch',
        table,
        mapping: [],
        remembered: false,
        notes: ['1 empty line was left out.'],
      },
      { type: 'checkStarted', rows },
    ]);
    expect(matched.stage).toEqual({ kind: 'checking', rows, error: null });
    expect(matched.notes).toEqual(['1 empty line was left out.']);

    const failed = importWizardReducer(matched, {
      type: 'checkFailed',
      message: importWizardMessages.contextFailed,
    });
    expect(failed.stage).toEqual({ kind: 'checking', rows, error: importWizardMessages.contextFailed });
    // Trying again starts the same check afresh.
    expect(importWizardReducer(failed, { type: 'checkStarted', rows }).stage).toEqual({
      kind: 'checking',
      rows,
      error: null,
    });
  });

  it('a check that ends after the user left it changes nothing', () => {
    const restarted = run([{ type: 'checkStarted', rows: [row(1, 'PLA')] }, { type: 'restarted' }]);
    expect(importWizardReducer(restarted, { type: 'checkFailed', message: 'late' })).toBe(restarted);
  });

  it('shows the checked rows, and notes the spools an earlier import already wrote', () => {
    const rows = [row(1, 'PLA', { alreadyImported: true, skipped: true }), row(2, 'PLA'), row(3, 'PETG')];
    const state = run(
      [
        { type: 'materialKept', material: 'Wood' },
        { type: 'checked', rows, materials: ['PLA', 'PETG'] },
      ],
      run([{ type: 'checkStarted', rows, notes: ['From the file'] }]),
    );
    expect(state.stage).toEqual({ kind: 'preview' });
    expect(state.rows).toBe(rows);
    expect(state.materials).toEqual(['PLA', 'PETG']);
    expect(state.keptMaterials).toEqual([]);
    expect(state.notes).toEqual([
      'From the file',
      '1 spool of this export is already in your inventory from an earlier import: skipped, so nothing is counted twice.',
    ]);
    expect(previewing([row(1, 'PLA')]).notes).toEqual(['From the file']);
  });

  it('edits one row’s value, and toggles skipping a row (never one already imported)', () => {
    const state = previewing([row(1, 'PLA'), row(2, 'PLA', { alreadyImported: true, skipped: true })]);
    const edited = importWizardReducer(state, {
      type: 'valueChanged',
      row: 1,
      field: 'brand',
      value: 'Prusament',
    });
    expect(edited.rows[0]?.values.brand).toBe('Prusament');
    expect(edited.rows[1]).toBe(state.rows[1]);

    const skipped = run(
      [
        { type: 'skipToggled', row: 1 },
        { type: 'skipToggled', row: 2 },
      ],
      edited,
    );
    expect(skipped.rows.map((entry) => entry.skipped)).toEqual([true, true]);
    const included = run(
      [
        { type: 'skipToggled', row: 1 },
        { type: 'skipToggled', row: 2 },
      ],
      skipped,
    );
    expect(included.rows.map((entry) => entry.skipped)).toEqual([false, true]);
  });

  it('replaces, keeps or skips an unknown material in every row that names it (case and spaces aside)', () => {
    const state = previewing([row(1, ' pla+ '), row(2, 'PLA+'), row(3, 'PETG')]);
    const replaced = importWizardReducer(state, {
      type: 'materialReplaced',
      material: 'PLA+',
      replacement: 'PLA',
    });
    expect(replaced.rows.map((entry) => entry.values.material)).toEqual(['PLA', 'PLA', 'PETG']);

    const kept = importWizardReducer(state, { type: 'materialKept', material: ' PLA+ ' });
    expect(kept.keptMaterials).toEqual(['PLA+']);

    const skipped = importWizardReducer(state, { type: 'materialSkipped', material: 'pla+' });
    expect(skipped.rows.map((entry) => entry.skipped)).toEqual([true, true, false]);
  });

  it('imports with progress, then reports; a refused import goes back to the preview', () => {
    const importing = run([{ type: 'importStarted', total: 40 }], previewing([row(1, 'PLA')]));
    expect(importing.stage).toEqual({ kind: 'importing', total: 40, progress: null });

    const progress = { batchesDone: 1, batchCount: 2, spoolsWritten: 20, spoolsTotal: 40 };
    const halfway = importWizardReducer(importing, { type: 'importProgressed', progress });
    expect(halfway.stage).toEqual({ kind: 'importing', total: 40, progress });

    const reported = importWizardReducer(halfway, { type: 'imported', report, skipped: 3 });
    expect(reported.stage).toEqual({ kind: 'report', report, skipped: 3 });
    // A progress report that arrives after the last batch does not leave the report.
    expect(importWizardReducer(reported, { type: 'importProgressed', progress })).toBe(reported);

    expect(importWizardReducer(halfway, { type: 'importFailed' }).stage).toEqual({ kind: 'preview' });
  });

  it('starting again clears the rows and notes but keeps the kind of file', () => {
    const state = run(
      [{ type: 'sourceChosen', source: 'spreadsheet' }, { type: 'restarted' }],
      previewing([row(1, 'PLA')]),
    );
    expect(state.stage).toEqual({ kind: 'choose', reading: false, error: null });
    expect(state.rows).toEqual([]);
    expect(state.notes).toEqual([]);
    expect(state.source).toBe('spreadsheet');
  });
});

describe('the import steps list', () => {
  it('leaves out matching columns for a Spoolman export and marks the current step', () => {
    expect(importSteps('spoolman', 'checking')).toEqual([
      { label: 'Choose a file', current: false },
      { label: 'Check the spools', current: true },
      { label: 'Import', current: false },
      { label: 'Report', current: false },
    ]);
    expect(importSteps('spreadsheet', 'mapping').map((step) => [step.label, step.current])).toEqual([
      ['Choose a file', false],
      ['Match columns', true],
      ['Check the spools', false],
      ['Import', false],
      ['Report', false],
    ]);
    expect(importSteps('spreadsheet', 'preview').find((step) => step.current)?.label).toBe(
      'Check the spools',
    );
  });
});
