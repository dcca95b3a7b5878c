import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { spoolmanFilamentSchema, toCatalogueFilament } from '@/domain/catalogue-import';
import type { Filament } from '@/domain/filament';
import { spoolFormSchema } from '@/domain/spool-form';
import {
  guessMapping,
  IGNORE_COLUMN,
  mappedRows,
  mappingProblems,
  mappingStorageKey,
  restoreMapping,
  serialiseMapping,
} from '@/domain/spool-import/column-mapping';
import { describeRows, planImportBatches } from '@/domain/spool-import/import-batches';
import {
  decodeImportBytes,
  importFileMessages,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  readImportBytes,
  type CsvParse,
  type CsvTable,
} from '@/domain/spool-import/import-file';
import {
  checkRow,
  emptyRowValues,
  IMPORT_FIELD_LABELS,
  materialCatalogue,
  parseImportDate,
  parseImportNumber,
  previewRows,
  replaceMaterial,
  unknownMaterials,
  type ImportRow,
} from '@/domain/spool-import/import-rows';
import { importedSpoolId } from '@/domain/spool-import/imported-ids';
import {
  catalogueIdsOf,
  markAlreadyImported,
  matchCatalogue,
  spoolmanRows,
  spoolmanValues,
} from '@/domain/spool-import/spoolman';

const parseCsv: CsvParse = (text, config) => Papa.parse<string[]>(text, config);
const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/spoolman/${name}`));
const expected = JSON.parse(readFileSync('tests/fixtures/spoolman/expected.json', 'utf8')) as {
  spools: number;
  emptyLines: number;
  ready: number;
  withProblems: number;
  problemRows: number[];
  archived: number;
  catalogueMatches: number;
};
const TODAY = '2026-01-15';
const context = { materials: materialCatalogue(), today: TODAY };

/** The shared catalogue built from the SpoolmanDB sample, as the admin import stores it. */
const catalogue = new Map<string, Filament>(
  (JSON.parse(readFileSync('tests/fixtures/filaments-sample.json', 'utf8')) as unknown[]).map((row) => {
    const filament = { ...toCatalogueFilament(spoolmanFilamentSchema.parse(row)) };
    return [filament.id, filament];
  }),
);

function readFixture(name: string): ImportRow[] {
  const parsed = readImportBytes(fixture(name), parseCsv);
  if (!parsed.ok) throw new Error(parsed.message);
  const result = spoolmanRows(parsed.data);
  if (!result.ok) throw new Error(result.message);
  expect(result.emptyRows).toBe(expected.emptyLines);
  return matchCatalogue(result.rows, catalogue);
}

describe('the Spoolman fixture', () => {
  it.each(['spools.csv', 'spools.json'])('%s previews with the expected counts', (name) => {
    const rows = readFixture(name);
    const { rows: checked, counts } = previewRows(rows, context);
    expect(counts).toEqual({
      total: expected.spools,
      ready: expected.ready,
      withProblems: expected.withProblems,
      skipped: 0,
    });
    expect(expected).toMatchObject({ spools: 212, ready: 199, withProblems: 13, emptyLines: 3 });
    expect(checked.filter((row) => row.problems.length > 0).map((row) => row.row)).toEqual(
      expected.problemRows,
    );
    expect(checked.filter((row) => row.filamentId !== null)).toHaveLength(expected.catalogueMatches);
    expect(checked.filter((row) => row.values.status === 'done')).toHaveLength(expected.archived);
  });

  it('gives each awkward row its exact problems', () => {
    const byRow = new Map(previewRows(readFixture('spools.csv'), context).rows.map((row) => [row.row, row]));
    const messages = (row: number) => byRow.get(row)!.problems.map((problem) => problem.message);
    expect(messages(20)).toEqual([
      'Unknown material "Silk PLA": pick a material, keep it as a new one, or skip the row',
    ]);
    expect(messages(33)).toEqual(['Remaining weight cannot exceed total weight']);
    expect(messages(140)).toEqual([
      'Weight is required',
      'Unknown material "Unobtainium": pick a material, keep it as a new one, or skip the row',
    ]);
    expect(messages(150)).toEqual(['Weight is required']);
  });

  it('reads CSV and JSON alike', () => {
    const csv = readFixture('spools.csv');
    const json = readFixture('spools.json');
    expect(json.map((row) => row.values)).toEqual(csv.map((row) => row.values));
  });

  it('maps a spool: weights, price, notes with lot, comment and first/last use, catalogue link', () => {
    const rows = previewRows(readFixture('spools.csv'), context).rows;
    const eighteen = rows.find((row) => row.row === 18)!;
    expect(eighteen.draft).not.toBeNull();
    const values = eighteen.draft!.values;
    expect(values.name).toBe('3D-Fuel PLA+ Almond');
    expect(values).toMatchObject({
      brand: '3D-Fuel',
      material: 'PLA+',
      colorName: 'Almond',
      colorHex: '#EFDECD',
      weight: 1000,
      diameter: 1.75,
      printTempMin: 210,
      printTempMax: 220,
      bedTempMin: 55,
      bedTempMax: 65,
      filamentId: '3d-fuel_pla+_almond_1000_175_n',
      status: 'used',
    });
    expect(values.notes).toMatch(
      /^Lot: LOT-202406-18\nFirst used: \d{4}-\d{2}-\d{2} 18:07 UTC\nLast used: .+ UTC\nSpoolman spool 18$/,
    );
    // Sanitised ids match: 'bambulab_pa_supportforpa/pet_500_175_n' is stored with an underscore.
    expect(rows.find((row) => row.values.brand === 'Bambu Lab')!.filamentId).toBe(
      'bambulab_pa_supportforpa_pet_500_175_n',
    );
    // Not in the catalogue: no link, not a problem.
    const polymaker = rows.find((row) => row.values.brand === 'Polymaker')!;
    expect(polymaker.filamentId).toBeNull();
    expect(polymaker.problems).toEqual([]);
  });

  it('keeps formulas, script and unicode as plain text (the export guard quote removed)', () => {
    const rows = readFixture('spools.csv');
    const notes = rows.map((row) => row.values.notes);
    expect(notes.some((note) => note.startsWith('=HYPERLINK("https://example.com/evil","Reorder")'))).toBe(
      true,
    );
    expect(notes.some((note) => note.startsWith('<script>alert("spools")</script>'))).toBe(true);
    expect(notes.some((note) => note.startsWith('+49 30 1234567 (supplier)'))).toBe(true);
    expect(notes.some((note) => note.startsWith('Line one\nLine two, with a comma'))).toBe(true);
    expect(rows.some((row) => row.values.colorName === 'PLA 日本語 Sakura 🌸')).toBe(true);
    expect(rows.some((row) => row.values.colorName === 'Easy PLA Bleu électrique')).toBe(true);
  });

  it('asks for every catalogue id once, sanitised', () => {
    expect(catalogueIdsOf(readFixture('spools.json'))).toContain('gst3d_petg_crystal_clear_1000_175_p');
  });

  it('reads the REST API nested shape with remaining_weight', () => {
    const result = spoolmanRows({
      kind: 'json',
      records: [
        {
          id: 4,
          remaining_weight: 120,
          initial_weight: 1000,
          used_weight: 880,
          archived: false,
          filament: { material: 'PETG', name: 'Galaxy Black', vendor: { name: 'Prusament' } },
        },
      ],
    });
    expect(result.ok && result.rows[0]!.values).toMatchObject({
      weight: '1000',
      remainingWeight: '120',
      status: 'used',
      brand: 'Prusament',
      material: 'PETG',
      colorName: 'Galaxy Black',
    });
    expect(spoolmanValues({ id: 7, used_weight: 0 }).values.name).toBe('Spoolman spool 7');
  });

  it('refuses a file that is not a Spoolman export', () => {
    const parsed = readImportBytes(new TextEncoder().encode('Name,Weight\nA,1000\n'), parseCsv);
    expect(parsed.ok && spoolmanRows(parsed.data)).toEqual({
      ok: false,
      message:
        'This does not look like a Spoolman spool export (it has no used_weight or filament columns). Choose "Spreadsheet (CSV)" to map its columns yourself.',
    });
  });
});

describe('importing the same Spoolman export again', () => {
  const json = (records: unknown[]) => {
    const result = spoolmanRows({ kind: 'json', records });
    if (!result.ok) throw new Error(result.message);
    return result.rows;
  };
  const spool = (id: unknown) => ({
    id,
    initial_weight: 1000,
    used_weight: 0,
    filament: { material: 'PLA' },
  });

  it('names each row by its Spoolman id, and only the first row of an id the file repeats', () => {
    const rows = json([spool(7), spool('8'), spool(7), spool(null)]);
    expect(rows.map((row) => row.sourceId)).toEqual(['7', '8', undefined, undefined]);
    const drafts = previewRows(rows, context).rows.map((row) => row.draft);
    expect(drafts.map((draft) => draft?.sourceId)).toEqual(['7', '8', undefined, undefined]);
    expect(readFixture('spools.csv').every((row, index) => row.sourceId === String(index + 1))).toBe(true);
  });

  it('derives one spool id per user and Spoolman spool, the same every time', () => {
    expect(importedSpoolId('maker-1', '7')).toBe(importedSpoolId('maker-1', '7'));
    expect(importedSpoolId('maker-1', '7')).toMatch(/^r[0-9a-f]{32}$/);
    expect(importedSpoolId('maker-1', '7')).not.toBe(importedSpoolId('maker-1', '8'));
    expect(importedSpoolId('maker-1', '7')).not.toBe(importedSpoolId('maker-2', '7'));
  });

  it('skips for good the rows whose spools are in the inventory already', () => {
    const rows = json([spool(7), spool(8), spool(9)]);
    const marked = markAlreadyImported('maker-1', rows, new Set([importedSpoolId('maker-1', '8')]));
    expect(marked.map((row) => [row.skipped, row.alreadyImported ?? false])).toEqual([
      [false, false],
      [true, true],
      [false, false],
    ]);
    expect(previewRows(marked, context).counts).toEqual({ total: 3, ready: 2, withProblems: 0, skipped: 1 });
    // Another user's spool of the same Spoolman id is not this user's.
    const theirs = markAlreadyImported('maker-1', rows, new Set([importedSpoolId('maker-2', '8')]));
    expect(theirs.some((row) => row.alreadyImported)).toBe(false);
  });
});

describe('unknown materials', () => {
  it('are listed once with their row count, fixed for all rows, or kept as new', () => {
    const rows = readFixture('spools.csv');
    const preview = previewRows(rows, context);
    expect(unknownMaterials(preview.rows)).toEqual([
      { material: 'Silk PLA', rows: 6 },
      { material: 'Unobtainium', rows: 1 },
    ]);
    const fixed = previewRows(replaceMaterial(rows, 'silk pla', 'PLA'), context);
    expect(fixed.counts.withProblems).toBe(7);
    const kept = previewRows(rows, { ...context, materials: materialCatalogue(['Silk PLA', 'Unobtainium']) });
    expect(kept.counts.withProblems).toBe(7);
  });
});

describe('reading files', () => {
  it('refuses an empty file, a PNG, a workbook and binary bytes with clear messages', () => {
    expect(decodeImportBytes(new Uint8Array())).toEqual({ ok: false, message: importFileMessages.empty });
    expect(decodeImportBytes(new TextEncoder().encode('  \n\r\n'))).toEqual({
      ok: false,
      message: importFileMessages.empty,
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(decodeImportBytes(png)).toEqual({ ok: false, message: importFileMessages.notText });
    expect(decodeImportBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toEqual({
      ok: false,
      message: importFileMessages.workbook,
    });
    const binary = new Uint8Array(256).map((_, index) => (index * 37) % 256);
    expect(decodeImportBytes(binary).ok).toBe(false);
  });

  it('refuses a file over the size limit without decoding it, naming the limit', () => {
    const big = new Uint8Array(MAX_IMPORT_BYTES + 1);
    expect(readImportBytes(big, parseCsv)).toEqual({
      ok: false,
      message: importFileMessages.tooLarge(big.length),
    });
    expect(importFileMessages.tooLarge(50 * 1024 * 1024)).toBe(
      'This file is 50 MB: the limit is 20 MB. Export fewer spools at a time, or split the file.',
    );
  });

  it('reads UTF-16 (with and without BOM) and Latin-1 with a note', () => {
    const text = 'Name,Weight,Colour\nBleu électrique,1000,Grün\n';
    const utf16le = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...text].map((c) => c.charCodeAt(0))).buffer),
    ]);
    expect(decodeImportBytes(utf16le)).toMatchObject({ ok: true, text, encoding: 'UTF-16LE' });
    expect(decodeImportBytes(utf16le.subarray(2))).toMatchObject({ ok: true, text, encoding: 'UTF-16LE' });
    const latin1 = new Uint8Array([...text].map((c) => c.charCodeAt(0)));
    expect(decodeImportBytes(latin1)).toEqual({
      ok: true,
      text,
      encoding: 'Windows-1252',
      note: importFileMessages.latin1,
    });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    expect(decodeImportBytes(bom)).toEqual({ ok: true, text, encoding: 'UTF-8', note: null });
  });

  it('refuses a header without rows, broken JSON, JSON that is not a list, and too many rows', () => {
    const read = (text: string) => readImportBytes(new TextEncoder().encode(text), parseCsv);
    expect(read('Name,Weight\n\n')).toEqual({ ok: false, message: importFileMessages.headerOnly });
    expect(read('[{"id": 1},')).toEqual({ ok: false, message: importFileMessages.badJson });
    expect(read('{"a": 1}')).toEqual({ ok: false, message: importFileMessages.jsonNotList });
    const many = `Name,Weight\n${'A,1\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(read(many)).toEqual({ ok: false, message: importFileMessages.tooManyRows(MAX_IMPORT_ROWS + 1) });
  });

  it('reads semicolon-separated CSV (a European spreadsheet)', () => {
    const parsed = readImportBytes(new TextEncoder().encode('Name;Weight;Price\nA;1000;12,5\n'), parseCsv);
    expect(parsed.ok && parsed.data).toMatchObject({ kind: 'csv', headers: ['Name', 'Weight', 'Price'] });
  });
});

describe('column mapping', () => {
  const headers = [
    'Spool name',
    'Vendor',
    'Type',
    'Color',
    'Weight (g)',
    'Remaining (g)',
    'Bought',
    'Cost',
    'Shelf',
    'Whatever',
  ];

  it('guesses fields from header names, each field once', () => {
    expect(guessMapping(headers)).toEqual([
      'name',
      'brand',
      'material',
      'colorName',
      'weight',
      'remainingWeight',
      'purchaseDate',
      'purchasePrice',
      'location',
      IGNORE_COLUMN,
    ]);
    expect(guessMapping(['Weight', 'Total weight'])).toEqual(['weight', IGNORE_COLUMN]);
  });

  it("maps this app's own spool export back without help", () => {
    const exported = [
      'Name',
      'Brand',
      'Material',
      'Colour',
      'Diameter (mm)',
      'Weight (g)',
      'Remaining (g)',
      'Empty spool weight (g)',
      'Status',
      'Purchase date',
      'Purchase price',
      'Storage location',
      'Notes',
      'Print temp min (°C)',
      'Print temp max (°C)',
      'Bed temp min (°C)',
      'Bed temp max (°C)',
      'Low-spool alert threshold (g)',
      'Catalogue filament ID',
      'Created',
      'Updated',
      'Spool ID',
    ];
    expect(guessMapping(exported)).toEqual([
      'name',
      'brand',
      'material',
      'colorName',
      'diameter',
      'weight',
      'remainingWeight',
      'emptySpoolWeight',
      'status',
      'purchaseDate',
      'purchasePrice',
      'location',
      'notes',
      'printTempMin',
      'printTempMax',
      'bedTempMin',
      'bedTempMax',
      'lowSpoolThreshold',
      IGNORE_COLUMN,
      IGNORE_COLUMN,
      IGNORE_COLUMN,
      IGNORE_COLUMN,
    ]);
  });

  it('flags the required fields and a field chosen twice', () => {
    const label = (field: keyof typeof IMPORT_FIELD_LABELS) => IMPORT_FIELD_LABELS[field];
    expect(mappingProblems([IGNORE_COLUMN, IGNORE_COLUMN], label)).toEqual([
      'Map a column to Weight (g): every spool needs its weight.',
      'Map a column to Name, or to Brand, Material or Colour (the name is made from them).',
    ]);
    expect(mappingProblems(['weight', 'material', 'material'], label)).toEqual([
      'Material is chosen for more than one column: keep one.',
    ]);
  });

  it('remembers a mapping per header set, whatever the column order', () => {
    const mapping = guessMapping(headers);
    expect(mappingStorageKey(headers)).toBe(mappingStorageKey([...headers].reverse()));
    expect(mappingStorageKey(headers)).not.toBe(mappingStorageKey(headers.slice(1)));
    const stored = serialiseMapping(headers, mapping);
    expect(restoreMapping([...headers].reverse(), stored)).toEqual([...mapping].reverse());
    expect(restoreMapping(headers, '{"Vendor": "nonsense"}')).toBeNull();
    expect(restoreMapping(headers, 'not json')).toBeNull();
  });

  it('reads rows through the mapping', () => {
    const table: CsvTable = {
      kind: 'csv',
      headers: ['Weight', 'Material', 'Notes'],
      rows: [['1000', 'petg', '\'=HYPERLINK("x")']],
      emptyRows: 0,
    };
    const [row] = mappedRows(table, ['weight', 'material', 'notes']);
    expect(row!.values).toMatchObject({ weight: '1000', material: 'petg', notes: '=HYPERLINK("x")' });
    const checked = checkRow(row!, context);
    expect(checked.ok && checked.draft.values).toMatchObject({
      name: 'PETG',
      material: 'PETG',
      notes: '=HYPERLINK("x")',
      purchaseDate: TODAY,
      purchasePrice: 0,
      status: 'new',
    });
  });
});

describe('checking a row', () => {
  const row = (values: Partial<ReturnType<typeof emptyRowValues>>) => ({
    row: 1,
    filamentId: null,
    values: { ...emptyRowValues(), name: 'Spool', weight: '1000', ...values },
  });
  const problems = (values: Partial<ReturnType<typeof emptyRowValues>>) =>
    checkRow(row(values), context).problems;

  it('reports bad numbers, dates, statuses and negative values', () => {
    expect(problems({ weight: 'heavy' })).toEqual([
      { field: 'weight', message: 'Weight (g): "heavy" is not a number' },
    ]);
    expect(problems({ purchaseDate: '31/31/2024' })).toEqual([
      { field: 'purchaseDate', message: 'Purchase date: "31/31/2024" is not a date (use YYYY-MM-DD)' },
    ]);
    expect(problems({ purchaseDate: '2024-02-30' })).toHaveLength(1);
    expect(problems({ status: 'half' })).toEqual([
      { field: 'status', message: 'Status: "half" is not new, used or done' },
    ]);
    expect(problems({ purchasePrice: '-3' })).toEqual([
      { field: 'purchasePrice', message: 'Price must be positive' },
    ]);
    expect(problems({ bedTempMin: '-3' })).toEqual([
      { field: 'bedTempMin', message: 'Bed temp min (°C) cannot be negative' },
    ]);
    expect(problems({ remainingWeight: '1200' })).toEqual([
      { field: 'remainingWeight', message: 'Remaining weight cannot exceed total weight' },
    ]);
    expect(problems({ name: '', weight: '' })).toEqual([
      { field: 'weight', message: 'Weight is required' },
      { field: 'name', message: 'Spool name is required' },
    ]);
    expect(problems({ notes: 'x'.repeat(2001) })).toEqual([
      { field: 'notes', message: expect.stringMatching(/^Notes: /) as string },
    ]);
  });

  it('takes a hex colour as written and stores it upper case; refuses one that is not', () => {
    const checked = checkRow(row({ colorHex: 'c12e1f' }), context);
    expect(checked.ok && spoolFormSchema.parse(checked.draft.values).colorHex).toBe('#C12E1F');
    const none = checkRow(row({}), context);
    expect(none.ok && spoolFormSchema.parse(none.draft.values).colorHex).toBeNull();
    expect(problems({ colorHex: 'red' })).toEqual([
      { field: 'colorHex', message: 'Colour hex: Colour must be a hex code such as #1A2B3C' },
    ]);
  });

  it('accepts numbers and dates as spreadsheets write them', () => {
    expect(parseImportNumber('1,000.5')).toBe(1000.5);
    expect(parseImportNumber('12,5')).toBe(12.5);
    expect(parseImportNumber('€ 24.99')).toBe(24.99);
    expect(parseImportNumber('750 g')).toBe(750);
    expect(parseImportNumber('1.2.3')).toBeNaN();
    expect(parseImportDate('2024-03-05 10:20:30')).toBe('2024-03-05');
    expect(parseImportDate('2024-03-05T10:20:30Z')).toBe('2024-03-05');
    expect(parseImportDate('2024/3/5')).toBe('2024-03-05');
    expect(parseImportDate('05.03.2024')).toBeNull();
    const checked = checkRow(row({ remainingWeight: '400', status: 'Archived', material: 'pla+' }), context);
    expect(checked.ok && checked.draft.values).toMatchObject({
      status: 'done',
      material: 'PLA+',
      remainingWeight: 400,
    });
  });
});

describe('batches', () => {
  it('holds at most 500 writes and 20 opening ledger entries', () => {
    const full = Array.from({ length: 1200 }, () => false);
    expect(planImportBatches(full, (entry) => entry).map((batch) => batch.length)).toEqual([500, 500, 200]);
    const partUsed = Array.from({ length: 45 }, () => true);
    expect(planImportBatches(partUsed, (entry) => entry).map((batch) => batch.length)).toEqual([20, 20, 5]);
    const mixed = [...Array.from({ length: 25 }, () => true), ...Array.from({ length: 490 }, () => false)];
    const batches = planImportBatches(mixed, (entry) => entry);
    expect(batches.map((batch) => batch.length)).toEqual([20, 495]);
    expect(batches.flat()).toHaveLength(mixed.length);
  });

  it('names rows as ranges', () => {
    expect(describeRows([1, 2, 3, 7, 9, 10, 11, 12])).toBe('rows 1–3, 7, 9–12');
    expect(describeRows([4])).toBe('row 4');
    expect(describeRows([])).toBe('');
  });
});
