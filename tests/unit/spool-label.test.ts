import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  DEFAULT_LABEL_LAYOUT,
  fitLabelText,
  formatDiameter,
  formatTemperatureRange,
  LABEL_LAYOUTS,
  LABEL_TEXT_LIMITS,
  labelGrid,
  labelLayouts,
  labelMessages,
  labelPages,
  labelPageSize,
  labelsPerPage,
  labelSwatchColour,
  MAX_LABEL_SPOOLS,
  parseLabelSelection,
  SHORT_CODE_LENGTH,
  spoolLabelFields,
  spoolShortCode,
  UNNAMED_SPOOL,
  type LabelSpool,
} from '@/domain/spool-label';
import { labelSheetCss } from '@/features/labels/components/label-sheet';

const spool = (overrides: Partial<LabelSpool> = {}): LabelSpool => ({
  id: 'AbCdEfGh12345678',
  name: 'Galaxy Black PLA',
  material: 'PLA',
  colorName: 'Galaxy Black',
  brand: 'Spoolworks',
  diameter: 1.75,
  printTempMin: 190,
  printTempMax: 220,
  bedTempMin: 55,
  bedTempMax: 65,
  ...overrides,
});

const params = (query: string) => new URLSearchParams(query);

describe('short code', () => {
  it('is the first characters of the id, case kept', () => {
    expect(SHORT_CODE_LENGTH).toBe(8);
    expect(spoolShortCode('AbCdEfGh12345678')).toBe('AbCdEfGh');
    expect(spoolShortCode('abc')).toBe('abc');
  });
});

describe('layouts', () => {
  it('fits 3 × 7 labels on A4 and 3 × 6 on Letter, inside the margins', () => {
    expect(labelGrid(labelLayouts.a4)).toEqual({ columns: 3, rows: 7 });
    expect(labelsPerPage(labelLayouts.a4)).toBe(21);
    expect(labelGrid(labelLayouts.letter)).toEqual({ columns: 3, rows: 6 });
    expect(labelsPerPage(labelLayouts.letter)).toBe(18);
    for (const layout of ['a4', 'letter'] as const) {
      const spec = labelLayouts[layout];
      const sheet = spec.sheet!;
      const { columns, rows } = labelGrid(spec);
      // The grid and its margins stay on the paper; one more column or row would not.
      const width = (n: number) => 2 * sheet.margin + n * spec.labelWidth + (n - 1) * sheet.gap;
      const height = (n: number) => 2 * sheet.margin + n * spec.labelHeight + (n - 1) * sheet.gap;
      expect(width(columns)).toBeLessThanOrEqual(sheet.pageWidth);
      expect(width(columns + 1)).toBeGreaterThan(sheet.pageWidth);
      expect(height(rows)).toBeLessThanOrEqual(sheet.pageHeight);
      expect(height(rows + 1)).toBeGreaterThan(sheet.pageHeight);
    }
  });

  it('prints one label per page on a roll, the page the label’s size', () => {
    expect(labelsPerPage(labelLayouts['62mm'])).toBe(1);
    expect(labelPageSize(labelLayouts['62mm'])).toEqual({ width: 62, height: 36 });
    expect(labelPageSize(labelLayouts['40x30'])).toEqual({ width: 40, height: 30 });
    expect(labelPageSize(labelLayouts.a4)).toEqual({ width: 210, height: 297 });
  });

  it('keeps the QR code and padding inside every label', () => {
    for (const layout of LABEL_LAYOUTS) {
      const spec = labelLayouts[layout];
      expect(spec.layout).toBe(layout);
      expect(spec.qrSize + 2 * spec.padding).toBeLessThanOrEqual(spec.labelHeight);
      // Room beside the QR code for the text: at least 15 mm.
      expect(spec.labelWidth - spec.qrSize - 2 * spec.padding).toBeGreaterThanOrEqual(15);
    }
  });

  it('asks the printer for the layout’s paper, with no margins of its own', () => {
    expect(labelSheetCss(labelLayouts.a4)).toContain('@page { size: 210mm 297mm; margin: 0; }');
    expect(labelSheetCss(labelLayouts.letter)).toContain('@page { size: 215.9mm 279.4mm; margin: 0; }');
    expect(labelSheetCss(labelLayouts['62mm'])).toContain('@page { size: 62mm 36mm; margin: 0; }');
    expect(labelSheetCss(labelLayouts['40x30'])).toContain('@page { size: 40mm 30mm; margin: 0; }');
    expect(labelSheetCss(labelLayouts.a4)).toContain('grid-template-columns: repeat(3, 60mm)');
  });

  it('splits labels into pages, none across two', () => {
    const items = Array.from({ length: 45 }, (_, index) => index);
    const pages = labelPages(items, labelLayouts.a4);
    expect(pages.map((page) => page.length)).toEqual([21, 21, 3]);
    expect(pages.flat()).toEqual(items);
    expect(labelPages(items.slice(0, 3), labelLayouts['62mm'])).toEqual([[0], [1], [2]]);
    expect(labelPages([], labelLayouts.letter)).toEqual([]);
  });
});

describe('the selection in the address', () => {
  it('reads the ids once each, in order, and the layout', () => {
    expect(parseLabelSelection(params('spools=b,a, b ,,c&layout=a4'))).toEqual({
      ok: true,
      ids: ['b', 'a', 'c'],
      layout: 'a4',
    });
  });

  it('takes the default layout for a missing or unknown one', () => {
    expect(parseLabelSelection(params('spools=a'))).toMatchObject({ ok: true, layout: DEFAULT_LABEL_LAYOUT });
    expect(parseLabelSelection(params('spools=a&layout=A4'))).toMatchObject({ layout: DEFAULT_LABEL_LAYOUT });
    expect(parseLabelSelection(params('spools=a&layout=__proto__'))).toMatchObject({ layout: '62mm' });
  });

  it('reports no ids, too many ids and ids that cannot be spools', () => {
    expect(parseLabelSelection(params(''))).toMatchObject({ ok: false, problem: 'none', count: 0 });
    expect(parseLabelSelection(params('spools=,, ,'))).toMatchObject({ ok: false, problem: 'none' });
    const many = Array.from({ length: MAX_LABEL_SPOOLS + 1 }, (_, index) => `s${index}`);
    expect(parseLabelSelection(params(`spools=${many.join(',')}`))).toMatchObject({
      ok: false,
      problem: 'too-many',
      count: MAX_LABEL_SPOOLS + 1,
    });
    // Exactly the limit is fine; duplicates do not count twice.
    const limit = many.slice(0, MAX_LABEL_SPOOLS);
    expect(parseLabelSelection(params(`spools=${[...limit, ...limit].join(',')}`))).toMatchObject({
      ok: true,
    });
    expect(parseLabelSelection(params('spools=a,users%2Fx'))).toMatchObject({
      ok: false,
      problem: 'invalid',
    });
    expect(parseLabelSelection(params(`spools=${'x'.repeat(201)}`))).toMatchObject({ problem: 'invalid' });
  });

  it('round-trips the path the app links to', () => {
    const path = paths.dashboard.labels(['a b', 'c,d', 'e'], 'letter');
    expect(path).toBe('/dashboard/labels?spools=a%20b,c%2Cd,e&layout=letter');
    const query = new URL(path, 'https://example.com').searchParams;
    // An id with a comma would split: Firestore ids of the app never hold one (auto ids).
    expect(parseLabelSelection(query)).toEqual({ ok: true, ids: ['a b', 'c', 'd', 'e'], layout: 'letter' });
    expect(paths.dashboard.labels(['x'])).toBe('/dashboard/labels?spools=x');
  });

  it('words the messages with the counts', () => {
    expect(labelMessages.tooMany(150)).toContain('150 spools');
    expect(labelMessages.tooMany(150)).toContain(`at most ${MAX_LABEL_SPOOLS}`);
    expect(labelMessages.missing(2, 5)).toBe(
      '2 of the 5 spools could not be found (deleted, or not yours): their labels are left out.',
    );
    expect(labelMessages.missing(3, 3)).toContain('None of the 3 spools');
    expect(labelMessages.missing(1, 1)).toContain('The spool could not be found');
  });
});

describe('what a label shows', () => {
  it('shows every field of a regular label', () => {
    expect(spoolLabelFields(spool(), 'regular')).toEqual({
      id: 'AbCdEfGh12345678',
      name: 'Galaxy Black PLA',
      fullName: null,
      material: 'PLA · Galaxy Black',
      swatch: '#111111',
      diameter: '1.75 mm',
      nozzle: '190–220 °C',
      bed: '55–65 °C',
      code: 'AbCdEfGh',
    });
  });

  it('leaves the bed temperature off a compact label, and fits its shorter texts', () => {
    const fields = spoolLabelFields(
      spool({ name: 'Extra long spool name for the compact label', colorName: 'Translucent Ocean Blue' }),
      'compact',
    );
    expect(fields.bed).toBeNull();
    expect(fields.nozzle).toBe('190–220 °C');
    expect([...fields.name].length).toBeLessThanOrEqual(LABEL_TEXT_LIMITS.compact.name);
    expect(fields.name.endsWith('…')).toBe(true);
    expect(fields.fullName).toBe('Extra long spool name for the compact label');
    expect([...fields.material!].length).toBeLessThanOrEqual(LABEL_TEXT_LIMITS.compact.detail);
    expect(fields.swatch).toBe('#1976d2');
  });

  it('takes the swatch from the spool’s hex colour first, and names it when it has no colour name', () => {
    expect(spoolLabelFields(spool({ colorHex: '#C12E1F' }), 'regular')).toMatchObject({
      material: 'PLA · Galaxy Black',
      swatch: '#c12e1f',
    });
    expect(spoolLabelFields(spool({ colorName: '', colorHex: '#C12E1F' }), 'regular')).toMatchObject({
      material: 'PLA · #C12E1F',
      swatch: '#c12e1f',
    });
    expect(spoolLabelFields(spool({ colorHex: null }), 'regular').swatch).toBe('#111111');
  });

  it('leaves out what the spool does not have', () => {
    const fields = spoolLabelFields(
      spool({
        name: '   ',
        material: '',
        colorName: '',
        diameter: 0,
        printTempMin: 0,
        printTempMax: 0,
        bedTempMin: Number.NaN,
        bedTempMax: Infinity,
      }),
      'regular',
    );
    expect(fields).toMatchObject({
      name: UNNAMED_SPOOL,
      material: null,
      swatch: null,
      diameter: null,
      nozzle: null,
      bed: null,
    });
  });

  it('formats temperatures as a range, one value, or nothing', () => {
    expect(formatTemperatureRange(190, 220)).toBe('190–220 °C');
    expect(formatTemperatureRange(220, 190)).toBe('190–220 °C');
    expect(formatTemperatureRange(210, 210)).toBe('210 °C');
    expect(formatTemperatureRange(0, 230)).toBe('230 °C');
    expect(formatTemperatureRange(60.4, 0)).toBe('60 °C');
    expect(formatTemperatureRange(0, 0)).toBeNull();
    expect(formatTemperatureRange(-5, Number.NaN)).toBeNull();
    expect(formatTemperatureRange(Infinity, 200)).toBe('200 °C');
  });

  it('formats the diameter', () => {
    expect(formatDiameter(1.75)).toBe('1.75 mm');
    expect(formatDiameter(2.85)).toBe('2.85 mm');
    expect(formatDiameter(3)).toBe('3 mm');
    expect(formatDiameter(-1)).toBeNull();
    expect(formatDiameter(Number.NaN)).toBeNull();
  });

  it('finds a swatch in a hex value or a colour word', () => {
    expect(labelSwatchColour('#1B1B1B')).toBe('#1b1b1b');
    expect(labelSwatchColour('f4f4f4')).toBe('#f4f4f4');
    expect(labelSwatchColour('#fff')).toBe('#fff');
    expect(labelSwatchColour('Snow White')).toBe('#ffffff');
    expect(labelSwatchColour('Dark grey-blue')).toBe('#1976d2');
    expect(labelSwatchColour('Galaxy')).toBeNull();
    expect(labelSwatchColour('#12345')).toBeNull();
    expect(labelSwatchColour('constructor')).toBeNull();
    expect(labelSwatchColour('')).toBeNull();
  });
});

describe('fitting text', () => {
  it('keeps short text, collapsing its whitespace', () => {
    expect(fitLabelText('  PLA\n  Black  ', 20)).toBe('PLA Black');
  });

  it('cuts long text at a word near the end, with an ellipsis', () => {
    const fitted = fitLabelText('Prusament PLA Galaxy Black refill spool', 24);
    expect(fitted).toBe('Prusament PLA Galaxy…');
    expect([...fitted].length).toBeLessThanOrEqual(24);
  });

  it('cuts a long word mid-word, and never splits a character', () => {
    expect(fitLabelText('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
    const emoji = fitLabelText('🎉'.repeat(30), 5);
    expect(emoji).toBe('🎉🎉🎉🎉…');
    expect(fitLabelText('abc', 1)).toBe('…');
  });

  it('drops punctuation before the ellipsis', () => {
    expect(fitLabelText('PLA, PETG, ABS and more materials', 12)).toBe('PLA, PETG…');
  });

  it('fits a huge string', () => {
    const fitted = fitLabelText('word '.repeat(100_000), 40);
    expect([...fitted].length).toBeLessThanOrEqual(40);
  });
});
