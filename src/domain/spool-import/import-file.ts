// Reading an import file (issue 17 part 5): its size, its encoding, whether it is text at all,
// and CSV or JSON. Pure: the page hands in the file's bytes and papaparse's parse function.
import type { ParseConfig, ParseResult } from 'papaparse';

/**
 * The largest file an import reads: 20 MB. A 10,000-spool Spoolman export with every column is
 * about 7 MB, so this leaves room for long comments; above it a file is almost surely not a
 * spool list, and the browser would hold several copies of it (text, rows, preview) at once.
 */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** The most spools one import takes: beyond it the preview and the writes get slow for little. */
export const MAX_IMPORT_ROWS = 20_000;

export const importFileMessages = {
  empty: 'This file is empty. Choose the CSV or JSON file your spools were exported to.',
  tooLarge: (bytes: number) =>
    `This file is ${formatMegabytes(bytes)}: the limit is ${formatMegabytes(MAX_IMPORT_BYTES)}. Export fewer spools at a time, or split the file.`,
  workbook:
    'This looks like an Excel or LibreOffice workbook, not a CSV file. Save it as "CSV UTF-8" and choose that file.',
  notText: 'This file is not a CSV or JSON text file (it looks like an image or other binary file).',
  badJson: 'This file starts like JSON but could not be read as JSON. Check that it is a complete export.',
  jsonNotList: 'This JSON file is not a list of spools.',
  headerOnly: 'This file has a header row but no spools.',
  tooManyRows: (rows: number) =>
    `This file has ${rows.toLocaleString('en')} spools: one import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en')}. Split it into smaller files.`,
  latin1:
    'This file is not UTF-8: it was read as Windows-1252 (Latin-1). Check that accented letters look right in the preview.',
  utf16: 'This file is UTF-16: it was read as such.',
} as const;

export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes >= 10 ? Math.round(megabytes) : Math.round(megabytes * 10) / 10} MB`;
}

export type Decoded =
  | {
      ok: true;
      text: string;
      encoding: 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252';
      note: string | null;
    }
  | { ok: false; message: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** Signatures of files people pick by mistake. */
const BINARY_SIGNATURES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46], // PDF
  [0x1f, 0x8b], // gzip
];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // xlsx, ods
const OLE = [0xd0, 0xcf, 0x11, 0xe0]; // old .xls

/** UTF-16 without a byte-order mark: every other byte of ASCII text is 0. */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096));
  if (sample.length < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let index = 0; index < sample.length; index += 1) {
    if (sample[index] !== 0) continue;
    if (index % 2 === 0) evenZero += 1;
    else oddZero += 1;
  }
  const half = sample.length / 2;
  if (oddZero > half * 0.8 && evenZero === 0) return 'utf-16le';
  if (evenZero > half * 0.8 && oddZero === 0) return 'utf-16be';
  return null;
}

/**
 * The file's text: UTF-8 (with or without BOM), UTF-16 by its BOM or its zero bytes, and a file
 * that is not valid UTF-8 read as Windows-1252 (what spreadsheet programs save as "CSV" on
 * Windows), with a note. Images, PDFs, workbooks and other binaries are refused.
 */
export function decodeImportBytes(bytes: Uint8Array): Decoded {
  if (bytes.length === 0) return { ok: false, message: importFileMessages.empty };
  if (startsWith(bytes, ZIP) || startsWith(bytes, OLE))
    return { ok: false, message: importFileMessages.workbook };
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature)))
    return { ok: false, message: importFileMessages.notText };

  let decoded: Decoded;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const littleEndian = bytes[0] === 0xff;
    decoded = {
      ok: true,
      text: new TextDecoder(littleEndian ? 'utf-16le' : 'utf-16be').decode(bytes),
      encoding: littleEndian ? 'UTF-16LE' : 'UTF-16BE',
      note: importFileMessages.utf16,
    };
  } else {
    const utf16 = utf16WithoutBom(bytes);
    if (utf16) {
      decoded = {
        ok: true,
        text: new TextDecoder(utf16).decode(bytes),
        encoding: utf16 === 'utf-16le' ? 'UTF-16LE' : 'UTF-16BE',
        note: importFileMessages.utf16,
      };
    } else if (bytes.subarray(0, 8192).includes(0)) {
      // Zero bytes in what is not UTF-16: a binary file with an unknown signature.
      return { ok: false, message: importFileMessages.notText };
    } else {
      try {
        decoded = {
          ok: true,
          text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
          encoding: 'UTF-8',
          note: null,
        };
      } catch {
        decoded = {
          ok: true,
          text: new TextDecoder('windows-1252').decode(bytes),
          encoding: 'Windows-1252',
          note: importFileMessages.latin1,
        };
      }
    }
  }
  // A leading BOM character, whichever decoder left it.
  const text = decoded.text.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, message: importFileMessages.empty };
  if (controlCharacterShare(text) > 0.05) return { ok: false, message: importFileMessages.notText };
  return { ...decoded, text };
}

/** The share of control characters (other than tab and line breaks) in the first 8 KB. */
function controlCharacterShare(text: string): number {
  const sample = text.slice(0, 8192);
  let control = 0;
  for (const character of sample) {
    const code = character.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) control += 1;
  }
  return sample.length === 0 ? 0 : control / sample.length;
}

/** A table read from CSV: its header row and its rows (every row as long as the header). */
export interface CsvTable {
  kind: 'csv';
  headers: string[];
  rows: string[][];
  /** Lines with nothing in them, left out. */
  emptyRows: number;
}
/** A JSON export: a list of records. */
export interface JsonList {
  kind: 'json';
  records: unknown[];
}
export type ImportData = CsvTable | JsonList;

export type ParsedImport =
  { ok: true; data: ImportData; encoding: string; note: string | null } | { ok: false; message: string };

/** papaparse's parse, as this module uses it (the page loads papaparse when a file is chosen). */
export type CsvParse = (text: string, config: ParseConfig) => ParseResult<string[]>;

/** Headers as a person reads them: trimmed, named when blank, numbered when repeated. */
function cleanHeaders(raw: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((header, index) => {
    const name = header.trim() === '' ? `Column ${index + 1}` : header.trim();
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

/** Reads the text as a JSON list or a CSV table (papaparse guesses , ; or tab as separator). */
export function parseImportText(
  text: string,
  parseCsv: CsvParse,
): { ok: true; data: ImportData } | { ok: false; message: string } {
  const first = text.trimStart()[0];
  if (first === '[' || first === '{') {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, message: importFileMessages.badJson };
    }
    const records = Array.isArray(json) ? json : listInside(json);
    if (!records) return { ok: false, message: importFileMessages.jsonNotList };
    if (records.length === 0) return { ok: false, message: importFileMessages.empty };
    if (records.length > MAX_IMPORT_ROWS)
      return { ok: false, message: importFileMessages.tooManyRows(records.length) };
    return { ok: true, data: { kind: 'json', records } };
  }
  const result = parseCsv(text, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t', '|'] });
  const lines = result.data.filter((row): row is string[] => Array.isArray(row));
  // The newline that ends the file gives one last empty line: not a row anyone wrote.
  const last = lines[lines.length - 1];
  if (last && last.length === 1 && last[0] === '') lines.pop();
  const headerIndex = lines.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) return { ok: false, message: importFileMessages.empty };
  const headers = cleanHeaders(lines[headerIndex]!);
  const rows: string[][] = [];
  let emptyRows = 0;
  for (const line of lines.slice(headerIndex + 1)) {
    if (line.every((cell) => cell.trim() === '')) {
      emptyRows += 1;
      continue;
    }
    rows.push(headers.map((_, index) => line[index] ?? ''));
  }
  if (rows.length === 0) return { ok: false, message: importFileMessages.headerOnly };
  if (rows.length > MAX_IMPORT_ROWS)
    return { ok: false, message: importFileMessages.tooManyRows(rows.length) };
  return { ok: true, data: { kind: 'csv', headers, rows, emptyRows } };
}

/** `{ "spools": [...] }` or `{ "items": [...] }`: the one list inside. */
function listInside(json: unknown): unknown[] | null {
  if (!json || typeof json !== 'object') return null;
  const lists = Object.values(json).filter(Array.isArray);
  return lists.length === 1 ? (lists[0] as unknown[]) : null;
}

/** The whole reading: bytes → text → JSON list or CSV table, or the message that says why not. */
export function readImportBytes(bytes: Uint8Array, parseCsv: CsvParse): ParsedImport {
  if (bytes.length > MAX_IMPORT_BYTES)
    return { ok: false, message: importFileMessages.tooLarge(bytes.length) };
  const decoded = decodeImportBytes(bytes);
  if (!decoded.ok) return decoded;
  const parsed = parseImportText(decoded.text, parseCsv);
  if (!parsed.ok) return parsed;
  return { ok: true, data: parsed.data, encoding: decoded.encoding, note: decoded.note };
}

/**
 * A cell an exporter guarded against formula injection ("'=SUM(A1)", Spoolman's and this app's
 * CSV export): the guard's quote removed, so the text is stored as the user wrote it. The text is
 * kept as plain text either way; nothing here or on display evaluates it.
 */
export function withoutFormulaGuard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
