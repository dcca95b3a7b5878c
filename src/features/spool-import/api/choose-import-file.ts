// What choosing a file leads to: the file read, then a Spoolman export's rows to check, a
// spreadsheet's columns to match (as they were matched the last time a file with these headers
// came, else guessed), or why the file cannot be imported.
import {
  guessMapping,
  mappedRows,
  mappingStorageKey,
  restoreMapping,
  serialiseMapping,
  type ColumnMapping,
} from '@/domain/spool-import/column-mapping';
import type { CsvTable } from '@/domain/spool-import/import-file';
import { spoolmanRows } from '@/domain/spool-import/spoolman';
import { importWizardMessages, type ImportSource, type ImportWizardAction } from '../import-wizard';
import { readImportFile } from './read-import-file';

function readStoredMapping(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export async function chooseImportFile(file: File, source: ImportSource): Promise<ImportWizardAction> {
  try {
    const parsed = await readImportFile(file);
    if (!parsed.ok) return { type: 'fileRejected', message: parsed.message };
    const fileNotes = [parsed.note].filter((note): note is string => !!note);
    const withEmptyLines = (count: number) =>
      count > 0 ? [...fileNotes, importWizardMessages.emptyLines(count)] : fileNotes;
    if (source === 'spoolman') {
      const result = spoolmanRows(parsed.data);
      if (!result.ok) return { type: 'fileRejected', message: result.message };
      return { type: 'checkStarted', rows: result.rows, notes: withEmptyLines(result.emptyRows) };
    }
    if (parsed.data.kind !== 'csv') {
      return { type: 'fileRejected', message: importWizardMessages.spreadsheetNeedsCsv };
    }
    const table = parsed.data;
    const remembered = restoreMapping(table.headers, readStoredMapping(mappingStorageKey(table.headers)));
    return {
      type: 'columnsToMatch',
      table,
      mapping: remembered ?? guessMapping(table.headers),
      remembered: remembered !== null,
      notes: withEmptyLines(table.emptyRows),
    };
  } catch {
    return { type: 'fileRejected', message: importWizardMessages.unreadable };
  }
}

/** The spreadsheet's rows once its columns are matched; the matching is remembered for its headers. */
export function matchColumns(table: CsvTable, mapping: ColumnMapping) {
  try {
    localStorage.setItem(mappingStorageKey(table.headers), serialiseMapping(table.headers, mapping));
  } catch {
    // Private browsing without storage: the mapping is simply not remembered.
  }
  return mappedRows(table, mapping);
}
