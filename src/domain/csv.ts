// CSV files a spreadsheet program opens as they are (issue 17): UTF-8 with a byte-order mark (so
// Excel reads UTF-8), a header row, fields quoted and escaped by papaparse, numbers unformatted,
// dates ISO, and text that a spreadsheet would run as a formula made plain text. Loaded only when
// the user exports (the pages import this module with import()), so papaparse never ships with them.
import Papa from 'papaparse';
import { isoDateOf } from './dates';

/** A cell before it is written: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** One column of an export: its header, named for people, and the cell of a row. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvCell;
}

/** What an export hands the browser to download. */
export interface CsvFile {
  fileName: string;
  text: string;
}

/** The byte-order mark: without it Excel reads a UTF-8 file as the system's code page. */
export const CSV_BOM = '\uFEFF';

/** Rows end CRLF, as RFC 4180 and spreadsheet programs expect. */
export const CSV_NEWLINE = '\r\n';

/**
 * What a spreadsheet takes for the start of a formula (=, +, -, @) or strips before one (tab,
 * carriage return): OWASP's list for CSV injection.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * Text a spreadsheet would run as a formula, made plain text by a leading apostrophe
 * ('=SUM(A1)' → "'=SUM(A1)"); other text unchanged.
 */
export function guardFormula(text: string): string {
  return FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text;
}

/**
 * A cell as written: text guarded against formulas; a number as it is (a negative number stays a
 * number a spreadsheet can add up, never text); nothing, or a number that is not finite, empty.
 */
export function csvValue(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : '';
  return guardFormula(cell);
}

/** A point in time as full ISO 8601 in UTC ('2026-11-25T09:30:00.000Z'); empty when unknown. */
export function isoTimestamp(date: Date | null | undefined): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return date.toISOString();
}

/** A yes/no field as a word people read (and a spreadsheet filters on). */
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** Several values in one cell, separated by '; ' (a spool list, a printer list). */
export const joined = (values: readonly string[]): string => values.filter(Boolean).join('; ');

/** The CSV text: byte-order mark, header row, then one line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  // The header is the first row of arrays (papaparse's { fields, data } form ends an empty table
  // with a line break, and a full one without).
  const text = Papa.unparse(
    [
      columns.map((column) => column.header),
      ...rows.map((row) => columns.map((column) => csvValue(column.cell(row)))),
    ],
    { newline: CSV_NEWLINE },
  );
  return `${CSV_BOM}${text}`;
}

/** 'printledger-spools-2026-11-25.csv': what, and the day (the user's) it was exported. */
export function csvFileName(table: string, exportedAt: Date): string {
  const slug = table
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `printledger-${slug}-${isoDateOf(exportedAt)}.csv`;
}

/** An export's file: its name and text. */
export function csvFile<Row>(
  table: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  exportedAt: Date,
): CsvFile {
  return { fileName: csvFileName(table, exportedAt), text: toCsv(columns, rows) };
}
