import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvFileName,
  csvValue,
  guardFormula,
  isoTimestamp,
  joined,
  toCsv,
  type CsvCell,
  type CsvColumn,
} from '@/domain/csv';

/** A row of any cells, and columns that show them as they are. */
type Row = CsvCell[];
const columnsFor = (headers: string[]): CsvColumn<Row>[] =>
  headers.map((header, index) => ({ header, cell: (row) => row[index] }));

/** What a spreadsheet (or papaparse) reads back: the rows of cells, header first, BOM removed. */
function readBack(text: string): string[][] {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(CSV_BOM.length), { header: false });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('guardFormula', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])(
    'prefixes text starting with %j with an apostrophe',
    (trigger) => {
      expect(guardFormula(`${trigger}SUM(A1:A9)`)).toBe(`'${trigger}SUM(A1:A9)`);
    },
  );

  it.each(['Galaxy Black', ' =1+1', 'a=b', 'x-1', '', "'already quoted", '12', '2026-11-25', '→ =bad'])(
    'leaves %j alone',
    (text) => {
      expect(guardFormula(text)).toBe(text);
    },
  );

  it('guards the dangerous payloads a sheet would run', () => {
    expect(guardFormula('=HYPERLINK("http://evil.example","Click")')).toBe(
      `'=HYPERLINK("http://evil.example","Click")`,
    );
    expect(guardFormula("@SUM(1+1)*cmd|' /C calc'!A0")).toBe(`'@SUM(1+1)*cmd|' /C calc'!A0`);
    expect(guardFormula("-2+3+cmd|' /C calc'!A0")).toBe(`'-2+3+cmd|' /C calc'!A0`);
  });
});

describe('csvValue', () => {
  it('keeps numbers as numbers, negative ones included', () => {
    expect(csvValue(1234.5)).toBe(1234.5);
    expect(csvValue(-12.5)).toBe(-12.5);
    expect(csvValue(0)).toBe(0);
  });

  it('guards text, even text that looks like a negative number', () => {
    expect(csvValue('-12.5')).toBe("'-12.5");
    expect(csvValue('+44 20 7946 0958')).toBe("'+44 20 7946 0958");
  });

  it('writes nothing for null, undefined and numbers that are not finite', () => {
    expect(csvValue(null)).toBe('');
    expect(csvValue(undefined)).toBe('');
    expect(csvValue(Number.NaN)).toBe('');
    expect(csvValue(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 byte-order mark and a header row, rows separated by CRLF', () => {
    const text = toCsv(columnsFor(['Name', 'Remaining (g)']), [
      ['Galaxy Black', 800],
      ['Jet', 12.5],
    ]);
    expect(text).toBe(`${CSV_BOM}Name,Remaining (g)\r\nGalaxy Black,800\r\nJet,12.5`);
  });

  it('writes only the header row when there are no rows', () => {
    expect(toCsv(columnsFor(['Name', 'Purchase date']), [])).toBe(`${CSV_BOM}Name,Purchase date`);
  });

  it('writes numbers plain: no thousands separators, no currency, negatives unquoted', () => {
    const text = toCsv(columnsFor(['Price', 'Change (g)', 'Big']), [[1234.5, -12.5, 1234567.891]]);
    expect(text.split('\r\n')[1]).toBe('1234.5,-12.5,1234567.891');
  });

  it('quotes commas, quotes, newlines and leading or trailing spaces', () => {
    const text = toCsv(columnsFor(['A', 'B', 'C', 'D', 'E', 'F']), [
      ['Black, matte', 'The "good" one', 'line one\nline two', ' leading', 'trailing ', 'crlf\r\nend'],
    ]);
    expect(text).toBe(
      `${CSV_BOM}A,B,C,D,E,F\r\n` +
        '"Black, matte","The ""good"" one","line one\nline two"," leading","trailing ","crlf\r\nend"',
    );
  });

  it('writes empty cells for null and undefined', () => {
    expect(toCsv(columnsFor(['A', 'B', 'C']), [[null, undefined, 'x']]).split('\r\n')[1]).toBe(',,x');
  });

  it('guards formula text in cells, with the apostrophe inside any quoting', () => {
    const text = toCsv(columnsFor(['Notes', 'Label']), [['=1+2', '=SUM(A1, B1)']]);
    expect(text.split('\r\n')[1]).toBe(`'=1+2,"'=SUM(A1, B1)"`);
  });

  it('round-trips through a CSV parser to the exact cells written', () => {
    const headers = ['Text', 'Number', 'Negative', 'Empty', 'Emoji', 'Formula', 'Tab', 'Dates'];
    const rows: Row[] = [
      [
        'Black, "matte"\nsecond line',
        1234.5,
        -12.5,
        null,
        'Ünïcødé 🧵 ✓ 日本語',
        '=cmd|calc',
        '\tindent',
        '2026-11-25',
      ],
      ['  both sides  ', 0, -0.1, undefined, '👩‍🔧', '@home', '\rreturn', '2026-11-25T09:30:00.000Z'],
    ];
    const [header, ...cells] = readBack(toCsv(columnsFor(headers), rows));
    expect(header).toEqual(headers);
    expect(cells).toEqual([
      [
        'Black, "matte"\nsecond line',
        '1234.5',
        '-12.5',
        '',
        'Ünïcødé 🧵 ✓ 日本語',
        "'=cmd|calc",
        "'\tindent",
        '2026-11-25',
      ],
      ['  both sides  ', '0', '-0.1', '', '👩‍🔧', "'@home", "'\rreturn", '2026-11-25T09:30:00.000Z'],
    ]);
  });

  it('is one BOM only, and the text encodes as UTF-8 with its EF BB BF bytes first', () => {
    const text = toCsv(columnsFor(['Colour']), [['Grün']]);
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.indexOf(CSV_BOM, 1)).toBe(-1);
    expect(new TextDecoder().decode(bytes)).toBe(text.slice(CSV_BOM.length));
  });
});

describe('dates and names', () => {
  it('writes a point in time as ISO 8601 in UTC, nothing when unknown', () => {
    expect(isoTimestamp(new Date(Date.UTC(2026, 10, 25, 9, 30)))).toBe('2026-11-25T09:30:00.000Z');
    expect(isoTimestamp(null)).toBeNull();
    expect(isoTimestamp(new Date(Number.NaN))).toBeNull();
  });

  it('names a file printledger-<table>-<local day>.csv', () => {
    expect(csvFileName('spools', new Date(2026, 10, 25, 23, 59))).toBe('printledger-spools-2026-11-25.csv');
    expect(csvFileName('spool-history-Galaxy Black / PLA+', new Date(2026, 0, 5))).toBe(
      'printledger-spool-history-galaxy-black-pla-2026-01-05.csv',
    );
  });

  it('joins lists with "; ", skipping blanks', () => {
    expect(joined(['Prusa MK4', '', 'Bambu X1C'])).toBe('Prusa MK4; Bambu X1C');
  });
});
