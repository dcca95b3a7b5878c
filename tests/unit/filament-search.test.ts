/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import type { Filament } from '@/domain/filament';
import {
  brandOptionLabel,
  buildFilamentIndex,
  hasSearchCriteria,
  matchFilaments,
  searchFilaments,
  temperatureRangeText,
} from '@/domain/filament-search';
import { spoolmanDbRows } from '../support/spoolmandb';

const filament = (id: string, brand: string, material: string, name: string, colorName = name): Filament => ({
  id,
  name,
  material,
  brand,
  colorName,
  colorHex: '',
  density: 1.24,
  diameter: 1.75,
  printTempMin: 190,
  printTempMax: 220,
  bedTempMin: 50,
  bedTempMax: 60,
  notes: '',
});

const catalogue = [
  filament('p1', 'Polymaker', 'PLA', 'Galaxy Black'),
  filament('p2', 'Polymaker', 'PETG', 'Jet Black'),
  filament('e1', 'eSUN', 'PLA+', 'Cool White'),
  filament('e2', 'eSUN', 'ABS', 'Fire Red'),
  filament('b1', 'Bambu Lab', 'PLA', 'Matte Ivory White', ''),
  filament('x1', 'Prusament', 'PLA', 'Lipstick Red', 'Red'),
];
const ids = (filaments: Filament[]) => filaments.map((entry) => entry.id).sort();

describe('filament search (SPEC §5)', () => {
  const index = buildFilamentIndex(catalogue);

  it('returns nothing without a non-empty criterion', () => {
    expect(searchFilaments(index, {})).toEqual([]);
    expect(searchFilaments(index, { brand: '', material: '  ', colour: null })).toEqual([]);
    expect(hasSearchCriteria({ brand: ' ', material: '' })).toBe(false);
    expect(hasSearchCriteria({ colour: 'red' })).toBe(true);
  });

  it('matches brand as a case-insensitive substring', () => {
    expect(ids(searchFilaments(index, { brand: 'POLY' }))).toEqual(['p1', 'p2']);
    expect(ids(searchFilaments(index, { brand: 'esun' }))).toEqual(['e1', 'e2']);
  });

  it('matches material as a case-insensitive substring', () => {
    expect(ids(searchFilaments(index, { material: 'pla' }))).toEqual(['b1', 'e1', 'p1', 'x1']);
    expect(ids(searchFilaments(index, { material: 'pla+' }))).toEqual(['e1']);
  });

  it('matches colour against the colour name or the filament name', () => {
    expect(ids(searchFilaments(index, { colour: 'BLACK' }))).toEqual(['p1', 'p2']);
    expect(ids(searchFilaments(index, { colour: 'white' }))).toEqual(['b1', 'e1']);
    expect(ids(searchFilaments(index, { colour: 'red' }))).toEqual(['e2', 'x1']);
  });

  it('requires every given criterion to match, ignoring surrounding spaces', () => {
    expect(ids(searchFilaments(index, { brand: ' polymaker ', material: 'PLA', colour: 'black' }))).toEqual([
      'p1',
    ]);
    expect(searchFilaments(index, { brand: 'eSUN', colour: 'black' })).toEqual([]);
  });

  it('returns results ordered by brand, material and name', () => {
    expect(searchFilaments(index, { material: 'p' }).map((entry) => entry.id)).toEqual([
      'b1',
      'e1',
      'p2',
      'p1',
      'x1',
    ]);
  });

  it('has a one-off convenience form', () => {
    expect(ids(matchFilaments(catalogue, { brand: 'bambu' }))).toEqual(['b1']);
    expect(matchFilaments(catalogue, {})).toEqual([]);
  });
});

describe('brand dropdown and detail panel text', () => {
  it('shows each brand with its filament count', () => {
    expect(brandOptionLabel({ brand: 'Polymaker', filamentCount: 312 })).toBe('Polymaker (312)');
  });

  it('formats temperature ranges', () => {
    expect(temperatureRangeText(190, 220)).toBe('190–220 °C');
    expect(temperatureRangeText(210, 210)).toBe('210 °C');
    expect(temperatureRangeText(0, 0)).toBe('—');
  });
});

describe('search over the real 6,325-filament catalogue', () => {
  // A light stand-in for the admin import mapping: only the fields the search reads matter here.
  const rows = spoolmanDbRows<Record<string, unknown>>('filaments.json');
  const filaments = rows.map((row) =>
    filament(
      String(row.id),
      String(row.manufacturer ?? ''),
      String(row.material ?? ''),
      String(row.name ?? ''),
    ),
  );

  it('answers a search well under 50 ms, index included', () => {
    expect(filaments).toHaveLength(6325);
    const started = performance.now();
    const index = buildFilamentIndex(filaments);
    const built = performance.now();
    const results = searchFilaments(index, { material: 'pla', colour: 'black' });
    const searched = performance.now();
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((entry) => /pla/i.test(entry.material) && /black/i.test(entry.name))).toBe(true);
    // The index is built once per catalogue load; each search must be far below 50 ms.
    expect(searched - built).toBeLessThan(50);
    expect(built - started).toBeLessThan(200);
  });

  it('finds the same rows as a naive scan', () => {
    const index = buildFilamentIndex(filaments);
    const naive = filaments.filter(
      (entry) => entry.brand.toLowerCase().includes('poly') && entry.material.toLowerCase().includes('petg'),
    );
    expect(ids(searchFilaments(index, { brand: 'Poly', material: 'PETG' }))).toEqual(ids(naive));
    expect(naive.length).toBeGreaterThan(0);
  });
});
