// The spool import wizard's state as one reducer (issue 30): which step it is on and what that
// step holds, the rows being checked and the notes about them. Pure, so every transition is
// unit-tested; the page runs the reads and the import and dispatches what they returned.
import type { ColumnMapping } from '@/domain/spool-import/column-mapping';
import type { CsvTable } from '@/domain/spool-import/import-file';
import { replaceMaterial, type ImportField, type ImportRow } from '@/domain/spool-import/import-rows';
import type { SpoolImportProgress, SpoolImportReport } from '@/repositories/spool-import';

export type ImportSource = 'spoolman' | 'spreadsheet';

export const importWizardMessages = {
  unreadable: 'This file could not be read. Choose it again.',
  spreadsheetNeedsCsv:
    'A spreadsheet import reads CSV files. For a Spoolman JSON export, choose "Spoolman export (CSV or JSON)".',
  contextFailed: 'Your materials and the filament catalogue could not be loaded. Please try again.',
  emptyLines: (count: number) => `${count} empty ${count === 1 ? 'line was' : 'lines were'} left out.`,
  alreadyImported: (count: number) =>
    `${count === 1 ? '1 spool' : `${count.toLocaleString('en')} spools`} of this export ${count === 1 ? 'is' : 'are'} already in your inventory from an earlier import: skipped, so nothing is counted twice.`,
} as const;

export type ImportStage =
  /** Choosing the kind of file and the file; `reading` while it is read, `error` when it could not be. */
  | { kind: 'choose'; reading: boolean; error: string | null }
  | { kind: 'mapping'; table: CsvTable; mapping: ColumnMapping; remembered: boolean }
  /** Checking the rows against the user's materials and the catalogue (or why that failed). */
  | { kind: 'checking'; rows: ImportRow[]; error: string | null }
  | { kind: 'preview' }
  | { kind: 'importing'; total: number; progress: SpoolImportProgress | null }
  | { kind: 'report'; report: SpoolImportReport; skipped: number };

export interface ImportWizardState {
  source: ImportSource;
  stage: ImportStage;
  /** What the wizard tells about the file and its rows (empty lines left out, spools already imported). */
  notes: string[];
  /** The checked rows, as the user edits them in the preview. */
  rows: ImportRow[];
  /** The user's materials, and the new ones they chose to keep, that rows' materials are matched to. */
  materials: string[];
  keptMaterials: string[];
}

export type ImportWizardAction =
  | { type: 'sourceChosen'; source: ImportSource }
  | { type: 'fileReading' }
  | { type: 'fileRejected'; message: string }
  | { type: 'columnsToMatch'; table: CsvTable; mapping: ColumnMapping; remembered: boolean; notes: string[] }
  /** Rows to check: a Spoolman file's (with its notes), or a spreadsheet's once its columns are matched. */
  | { type: 'checkStarted'; rows: ImportRow[]; notes?: string[] }
  | { type: 'checkFailed'; message: string }
  | { type: 'checked'; rows: ImportRow[]; materials: string[] }
  | { type: 'valueChanged'; row: number; field: ImportField; value: string }
  | { type: 'skipToggled'; row: number }
  | { type: 'materialReplaced'; material: string; replacement: string }
  | { type: 'materialKept'; material: string }
  | { type: 'materialSkipped'; material: string }
  | { type: 'importStarted'; total: number }
  | { type: 'importProgressed'; progress: SpoolImportProgress }
  | { type: 'imported'; report: SpoolImportReport; skipped: number }
  | { type: 'importFailed' }
  | { type: 'restarted' };

const choosing: ImportStage = { kind: 'choose', reading: false, error: null };

export const initialImportWizard: ImportWizardState = {
  source: 'spoolman',
  stage: choosing,
  notes: [],
  rows: [],
  materials: [],
  keptMaterials: [],
};

const sameMaterial = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const editRows = (state: ImportWizardState, edit: (row: ImportRow) => ImportRow): ImportWizardState => ({
  ...state,
  rows: state.rows.map(edit),
});

export function importWizardReducer(state: ImportWizardState, action: ImportWizardAction): ImportWizardState {
  switch (action.type) {
    case 'sourceChosen':
      return {
        ...state,
        source: action.source,
        stage: state.stage.kind === 'choose' ? { ...state.stage, error: null } : state.stage,
      };
    case 'fileReading':
      return { ...state, stage: { kind: 'choose', reading: true, error: null } };
    case 'fileRejected':
      return { ...state, stage: { kind: 'choose', reading: false, error: action.message } };
    case 'columnsToMatch': {
      const { table, mapping, remembered, notes } = action;
      return { ...state, notes, stage: { kind: 'mapping', table, mapping, remembered } };
    }
    case 'checkStarted':
      return {
        ...state,
        notes: action.notes ?? state.notes,
        stage: { kind: 'checking', rows: action.rows, error: null },
      };
    case 'checkFailed':
      return state.stage.kind === 'checking'
        ? { ...state, stage: { ...state.stage, error: action.message } }
        : state;
    case 'checked': {
      const already = action.rows.filter((row) => row.alreadyImported).length;
      return {
        ...state,
        rows: action.rows,
        materials: action.materials,
        keptMaterials: [],
        notes: already > 0 ? [...state.notes, importWizardMessages.alreadyImported(already)] : state.notes,
        stage: { kind: 'preview' },
      };
    }
    case 'valueChanged':
      return editRows(state, (row) =>
        row.row === action.row ? { ...row, values: { ...row.values, [action.field]: action.value } } : row,
      );
    case 'skipToggled':
      return editRows(state, (row) =>
        row.row === action.row && !row.alreadyImported ? { ...row, skipped: !row.skipped } : row,
      );
    case 'materialReplaced':
      return { ...state, rows: replaceMaterial(state.rows, action.material, action.replacement) };
    case 'materialKept':
      return { ...state, keptMaterials: [...state.keptMaterials, action.material.trim()] };
    case 'materialSkipped':
      return editRows(state, (row) =>
        sameMaterial(row.values.material, action.material) ? { ...row, skipped: true } : row,
      );
    case 'importStarted':
      return { ...state, stage: { kind: 'importing', total: action.total, progress: null } };
    case 'importProgressed':
      return state.stage.kind === 'importing'
        ? { ...state, stage: { ...state.stage, progress: action.progress } }
        : state;
    case 'imported':
      return { ...state, stage: { kind: 'report', report: action.report, skipped: action.skipped } };
    case 'importFailed':
      return { ...state, stage: { kind: 'preview' } };
    case 'restarted':
      return { ...state, rows: [], notes: [], stage: choosing };
  }
}

const STEPS = ['Choose a file', 'Match columns', 'Check the spools', 'Import', 'Report'] as const;
const STEP_OF_STAGE = { choose: 0, mapping: 1, checking: 2, preview: 2, importing: 3, report: 4 } as const;

/** The steps the list above the wizard shows (a Spoolman export has no columns to match), and which is current. */
export function importSteps(source: ImportSource, stage: ImportStage['kind']) {
  const current = STEP_OF_STAGE[stage];
  return STEPS.flatMap((label, index) =>
    index === 1 && source === 'spoolman' ? [] : [{ label, current: index === current }],
  );
}
