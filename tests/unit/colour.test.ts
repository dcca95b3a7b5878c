// Colours of spools and slots (issue 32): the stored form, CIEDE2000 against Sharma, Wu and
// Dalal's published test pairs, common names, and the spools each slot of a sliced job suggests.
import { describe, expect, it } from 'vitest';
import {
  ciede2000,
  colourDistance,
  colourName,
  colourNameMatches,
  labOfRgb,
  normaliseHexColour,
} from '@/domain/colour';
import { suggestSpoolsForSlot, suggestionReason, type SuggestableSpool } from '@/domain/slot-suggestions';

describe('normaliseHexColour', () => {
  it.each([
    ['#1a2b3c', '#1A2B3C'],
    ['1A2B3C', '#1A2B3C'],
    ['  #abc ', '#AABBCC'],
    ['fff', '#FFFFFF'],
    ['#C12E1Fff', '#C12E1F'],
  ])('stores %j as %j', (text, stored) => {
    expect(normaliseHexColour(text)).toBe(stored);
  });

  it.each(['', 'red', '#12345', '#1234567', '#GGGGGG', '##123456', '123 456'])('refuses %j', (text) => {
    expect(normaliseHexColour(text)).toBeNull();
  });

  it('refuses nothing at all', () => {
    expect(normaliseHexColour(null)).toBeNull();
    expect(normaliseHexColour(undefined)).toBeNull();
  });
});

describe('CIELAB and CIEDE2000', () => {
  it('converts sRGB to CIELAB (D65)', () => {
    const [l, a, b] = labOfRgb([255, 0, 0]);
    expect(l).toBeCloseTo(53.24, 1);
    expect(a).toBeCloseTo(80.09, 1);
    expect(b).toBeCloseTo(67.2, 1);
    const white = labOfRgb([255, 255, 255]);
    expect(white[0]).toBeCloseTo(100, 3);
    expect(Math.abs(white[1])).toBeLessThan(0.01);
    expect(Math.abs(white[2])).toBeLessThan(0.01);
    expect(labOfRgb([0, 0, 0])).toEqual([0, 0, 0]);
  });

  // Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula", table 1.
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ] as const)('ΔE00 of %j and %j is %d', (first, second, expected) => {
    expect(ciede2000(first, second)).toBeCloseTo(expected, 4);
    expect(ciede2000(second, first)).toBeCloseTo(expected, 4);
  });

  it('measures hex colours, and nothing for what is not one', () => {
    expect(colourDistance('#C12E1F', '#c12e1f')).toBe(0);
    expect(colourDistance('#000000', '#FFFFFF')).toBeCloseTo(100, 0);
    expect(colourDistance('#C12E1F', 'red')).toBeNull();
  });
});

describe('colour names', () => {
  it('names a hex colour by the nearest common colour', () => {
    expect(colourName('#C12E1F')).toBe('Red');
    expect(colourName('#1B1B1B')).toBe('Black');
    expect(colourName('#0A2CE0')).toBe('Blue');
    expect(colourName('#c12e1f')).toBe('');
  });

  it.each([
    ['Galaxy Black', 'Black', true],
    ['Space Gray', 'Grey', true],
    ['Signal red', 'Red', true],
    ['Redwood', 'Red', false],
    ['Light Blue', 'Blue', false],
    ['Light Blue', 'Light blue', true],
    ['Blue', 'Light blue', false],
    ['Natural', 'Beige', true],
    ['Black', 'Not a colour', false],
  ] as const)('%j says %j: %s', (spoolName, named, matches) => {
    expect(colourNameMatches(spoolName, named)).toBe(matches);
  });
});

const spool = (id: string, values: Partial<SuggestableSpool> = {}): SuggestableSpool => ({
  id,
  name: id,
  material: 'PLA',
  colorName: '',
  colorHex: null,
  remainingWeight: 1000,
  status: 'used',
  ...values,
});

describe('suggestSpoolsForSlot', () => {
  const redSlot = { material: 'PLA', colorHex: '#C12E1F', grams: 50 };

  it('suggests spools of the material with a near colour and enough left, nearest first', () => {
    const spools = [
      spool('orange', { colorHex: '#FF8000' }),
      spool('red far', { colorHex: '#FF0000' }),
      spool('red near', { colorHex: '#C3301F' }),
      spool('red petg', { material: 'PETG', colorHex: '#C12E1F' }),
      spool('red empty', { colorHex: '#C12E1F', remainingWeight: 49 }),
      spool('red done', { colorHex: '#C12E1F', status: 'done' }),
      spool('blue', { colorHex: '#1E5ADC' }),
    ];
    const suggested = suggestSpoolsForSlot(spools, redSlot);
    expect(suggested.map((entry) => entry.spool.id)).toEqual(['red near', 'red far']);
    expect(suggested[0]!.basis).toBe('hex');
    expect(suggested[0]!.difference!).toBeLessThan(1);
    expect(suggested[1]!.difference!).toBeGreaterThan(suggested[0]!.difference!);
  });

  it('matches a spool without a hex colour by its colour name, after those with one', () => {
    const spools = [
      spool('named red', { colorName: 'Signal Red' }),
      spool('hex red', { colorHex: '#C12E1F' }),
      spool('named blue', { colorName: 'Blue' }),
      spool('hex in its name', { colorName: '#c12e20' }),
    ];
    const suggested = suggestSpoolsForSlot(spools, redSlot);
    expect(suggested.map((entry) => [entry.spool.id, entry.basis])).toEqual([
      ['hex red', 'hex'],
      ['hex in its name', 'hex'],
      ['named red', 'name'],
    ]);
    expect(suggestionReason(suggested[2]!, redSlot.colorHex)).toBe(
      'No hex colour on this spool: matched by its colour name (Red)',
    );
  });

  it('among equal colours prefers the emptiest that holds enough, and keeps three', () => {
    const spools = [900, 60, 400, 50, 700].map((grams) =>
      spool(`${grams} g`, { colorHex: '#C12E1F', remainingWeight: grams }),
    );
    expect(suggestSpoolsForSlot(spools, redSlot).map((entry) => entry.spool.id)).toEqual([
      '50 g',
      '60 g',
      '400 g',
    ]);
  });

  it('takes any colour when the slot has none, any material when the file names none', () => {
    const spools = [spool('pla', { colorHex: '#FFFFFF' }), spool('petg', { material: 'PETG' })];
    expect(
      suggestSpoolsForSlot(spools, { material: 'pla', colorHex: '', grams: null }).map((entry) => [
        entry.spool.id,
        entry.basis,
      ]),
    ).toEqual([['pla', 'any']]);
    expect(
      suggestSpoolsForSlot(spools, { material: '', colorHex: '#FFFFFF', grams: 10 }).map(
        (entry) => entry.spool.id,
      ),
    ).toEqual(['pla']);
  });
});
