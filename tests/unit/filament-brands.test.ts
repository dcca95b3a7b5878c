import { describe, expect, it } from 'vitest';
import {
  brandKey,
  brandNameOf,
  brandTotals,
  groupFilamentsByBrand,
  likelyBrandSpellings,
  sameBrand,
  sortBrands,
  staleBrandIds,
} from '@/domain/filament-brands';

describe('brandKey', () => {
  it('is the lowercase hyphenated brand name', () => {
    expect(brandKey('Bambu Lab')).toBe('bambu-lab');
    expect(brandKey('  Das   Filament ')).toBe('das-filament');
    expect(brandKey('3D-Fuel')).toBe('3d-fuel');
    expect(brandKey('add:north')).toBe('add:north');
    expect(brandKey('eSun')).toBe('esun');
  });
  it('never produces a path separator or an unusable id', () => {
    expect(brandKey('A/B Co')).toBe('a-b-co');
    expect(brandKey('..')).toBe('unknown');
    expect(brandKey('__x__')).toBe('unknown');
    expect(brandKey('')).toBe('unknown');
    expect(brandKey(undefined)).toBe('unknown');
  });
});

describe('brandNameOf', () => {
  it("gives 'Unknown' when the brand is missing or blank", () => {
    expect(brandNameOf(undefined)).toBe('Unknown');
    expect(brandNameOf(null)).toBe('Unknown');
    expect(brandNameOf('  ')).toBe('Unknown');
    expect(brandNameOf(' Sunlu ')).toBe('Sunlu');
  });
});

describe('groupFilamentsByBrand', () => {
  it("counts filaments per brand, 'Unknown' for those without, sorted by brand", () => {
    const brands = groupFilamentsByBrand([
      { brand: 'Sunlu' },
      { brand: 'Bambu Lab' },
      { brand: 'Sunlu' },
      { brand: '' },
      {},
      { brand: null },
      { brand: 'add:north' },
    ]);
    expect(brands).toEqual([
      { id: 'add:north', brand: 'add:north', filamentCount: 1 },
      { id: 'bambu-lab', brand: 'Bambu Lab', filamentCount: 1 },
      { id: 'sunlu', brand: 'Sunlu', filamentCount: 2 },
      { id: 'unknown', brand: 'Unknown', filamentCount: 3 },
    ]);
  });
  it('merges spellings that share a key under the most frequent spelling', () => {
    expect(groupFilamentsByBrand([{ brand: 'ESUN' }, { brand: 'eSun' }, { brand: 'eSun' }])).toEqual([
      { id: 'esun', brand: 'eSun', filamentCount: 3 },
    ]);
  });
  it('gives nothing for no filaments', () => {
    expect(groupFilamentsByBrand([])).toEqual([]);
  });
});

describe('sortBrands', () => {
  it('sorts case-insensitively', () => {
    expect(
      sortBrands([{ brand: 'eSun' }, { brand: 'Creality' }, { brand: 'add:north' }]).map((b) => b.brand),
    ).toEqual(['add:north', 'Creality', 'eSun']);
  });
});

describe('brandTotals', () => {
  it('counts brands and sums filaments', () => {
    expect(brandTotals([{ filamentCount: 3 }, { filamentCount: 4 }])).toEqual({
      totalBrands: 2,
      totalFilaments: 7,
    });
    expect(brandTotals([])).toEqual({ totalBrands: 0, totalFilaments: 0 });
  });
});

describe('staleBrandIds', () => {
  it('lists stored brands a refresh no longer produces', () => {
    expect(staleBrandIds(['a', 'b', 'c'], [{ id: 'b' }])).toEqual(['a', 'c']);
  });
});

describe('brand spellings', () => {
  it('treats spellings that differ only in case or spacing as one brand', () => {
    expect(sameBrand('eSun', 'ESUN')).toBe(true);
    expect(sameBrand(' eSun ', 'esun')).toBe(true);
    expect(sameBrand('eSun', 'eSun Pro')).toBe(false);
    expect(sameBrand(null, 'Unknown')).toBe(true);
  });

  it('asks the catalogue for the brand as given, lower case, upper case and capitalised', () => {
    expect(likelyBrandSpellings('eSun')).toEqual(['eSun', 'esun', 'ESUN', 'Esun']);
    expect(likelyBrandSpellings('bambu lab')).toEqual(['bambu lab', 'BAMBU LAB', 'Bambu Lab']);
  });

  it('counts the spellings of one brand together in the dropdown', () => {
    expect(groupFilamentsByBrand([{ brand: 'eSun' }, { brand: 'ESUN' }, { brand: 'esun' }])).toEqual([
      { id: 'esun', brand: 'eSun', filamentCount: 3 },
    ]);
  });
});
