/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import {
  ariaSortFor,
  DEFAULT_MATERIAL_SORT,
  importSelectedLabel,
  materialFormDefaults,
  materialFormSchema,
  MaterialListFormatError,
  materialSchema,
  materialToFormValues,
  nextMaterialSort,
  parseMaterialList,
  selectedMaterials,
  sortMaterials,
  type MaterialFormValues,
} from '@/domain/materials';
import { spoolmanDbRows } from '../support/spoolmandb';

const validForm = (overrides: Partial<MaterialFormValues> = {}): MaterialFormValues => ({
  material: 'PLA',
  density: '1.24',
  extruderTemp: '210',
  bedTemp: '60',
  ...overrides,
});

function messagesFor(values: unknown): Record<string, string[]> {
  const result = materialFormSchema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('material form (SPEC §5, verbatim)', () => {
  it('keeps typed values', () => {
    expect(materialFormSchema.parse(validForm({ material: ' PETG ' }))).toEqual({
      material: 'PETG',
      density: 1.24,
      extruderTemp: 210,
      bedTemp: 60,
    });
  });

  it('reports every required field on an empty form', () => {
    expect(messagesFor(materialFormDefaults())).toEqual({
      material: ['Material name is required'],
      density: ['Density is required'],
      extruderTemp: ['Extruder temperature is required'],
      bedTemp: ['Bed temperature is required'],
    });
  });

  it("says 'Must be greater than 0' below the minimum of every number", () => {
    expect(messagesFor(validForm({ density: '-0.1', extruderTemp: -1, bedTemp: '-5' }))).toEqual({
      density: ['Must be greater than 0'],
      extruderTemp: ['Must be greater than 0'],
      bedTemp: ['Must be greater than 0'],
    });
  });

  it('refuses a name longer than the 100 characters the rules store', () => {
    expect(messagesFor(validForm({ material: 'x'.repeat(101) })).material).toEqual([
      'Must be at most 100 characters',
    ]);
    expect(materialFormSchema.parse(validForm({ material: ` ${'x'.repeat(100)} ` })).material).toHaveLength(
      100,
    );
  });

  it('accepts 0 (min 0), as the imported list has materials without temperatures', () => {
    expect(materialFormSchema.safeParse(validForm({ extruderTemp: 0, bedTemp: '0' })).success).toBe(true);
  });

  it('round-trips a stored material through the edit form', () => {
    const stored = materialSchema.parse({ id: 'm1', userId: 'u1', material: 'ABS', density: 1.04 });
    expect(stored).toMatchObject({ extruderTemp: 0, bedTemp: 0, createdAt: null });
    expect(materialFormSchema.parse(materialToFormValues(stored))).toEqual({
      material: 'ABS',
      density: 1.04,
      extruderTemp: 0,
      bedTemp: 0,
    });
  });
});

describe('public material list parsing (SPEC §7)', () => {
  it('reads numbers, numeric text, and 0 for missing or junk values', () => {
    expect(
      parseMaterialList([
        { material: 'PLA', density: 1.24, extruder_temp: 210, bed_temp: 50 },
        { material: 'ABS', density: '1.04' },
        { material: 'Odd', density: null, extruder_temp: 'hot', bed_temp: '' },
      ]),
    ).toEqual([
      { material: 'PLA', density: 1.24, extruderTemp: 210, bedTemp: 50 },
      { material: 'ABS', density: 1.04, extruderTemp: 0, bedTemp: 0 },
      { material: 'Odd', density: 0, extruderTemp: 0, bedTemp: 0 },
    ]);
  });

  it('skips entries without a material name', () => {
    expect(parseMaterialList([{ density: 1 }, { material: '  ' }, null, 'PLA', { material: 'PVA' }])).toEqual(
      [{ material: 'PVA', density: 0, extruderTemp: 0, bedTemp: 0 }],
    );
  });

  it('refuses a document that is not a list', () => {
    expect(() => parseMaterialList({ materials: [] })).toThrow(MaterialListFormatError);
  });

  it('parses the repository fixture (SpoolmanDB materials.json)', () => {
    const fixture = spoolmanDbRows('materials.json');
    const list = parseMaterialList(fixture);
    expect(list).toHaveLength(32);
    expect(list[0]).toEqual({ material: 'PLA', density: 1.24, extruderTemp: 210, bedTemp: 50 });
    expect(list.find((entry) => entry.material === 'ABS')).toEqual({
      material: 'ABS',
      density: 1.04,
      extruderTemp: 0,
      bedTemp: 0,
    });
  });

  it('parses the real material list with numeric fields only', () => {
    const raw = spoolmanDbRows<Record<string, unknown>>('materials.json');
    const list = parseMaterialList(raw);
    expect(list).toHaveLength(raw.length);
    for (const entry of list) {
      for (const value of [entry.density, entry.extruderTemp, entry.bedTemp]) {
        expect(typeof value).toBe('number');
        expect(Number.isFinite(value)).toBe(true);
      }
      // Every parsed entry is a valid material form value.
      expect(materialFormSchema.safeParse(entry).success).toBe(true);
    }
    const withoutTemps = raw.filter((entry) => entry.extruder_temp === undefined).length;
    expect(withoutTemps).toBeGreaterThan(0);
    expect(list.filter((entry) => entry.extruderTemp === 0)).toHaveLength(withoutTemps);
    expect(new Set(list.map((entry) => entry.material)).size).toBe(list.length);
  });
});

describe('import selection', () => {
  const list = parseMaterialList([
    { material: 'PLA', density: 1.24 },
    { material: 'ABS', density: 1.04 },
    { material: 'PETG', density: 1.27 },
  ]);

  it('keeps exactly the selected entries, in list order', () => {
    expect(selectedMaterials(list, new Set(['PETG', 'PLA'])).map((entry) => entry.material)).toEqual([
      'PLA',
      'PETG',
    ]);
    expect(selectedMaterials(list, new Set())).toEqual([]);
  });

  it('labels the import button with the count', () => {
    expect(importSelectedLabel(3)).toBe('Import Selected (3)');
  });
});

describe('material table sorting (SPEC §2, §9)', () => {
  const rows = [
    { material: 'petg', density: 1.27, extruderTemp: 240, bedTemp: 80 },
    { material: 'ABS', density: 1.04, extruderTemp: 0, bedTemp: 100 },
    { material: 'PLA+', density: 1.24, extruderTemp: 210, bedTemp: 60 },
    { material: 'PLA', density: 1.24, extruderTemp: 210, bedTemp: 50 },
  ];
  const names = (sorted: typeof rows) => sorted.map((row) => row.material);

  it('defaults to material ascending, ignoring case', () => {
    expect(DEFAULT_MATERIAL_SORT).toEqual({ key: 'material', direction: 'asc' });
    expect(names(sortMaterials(rows, DEFAULT_MATERIAL_SORT))).toEqual(['ABS', 'petg', 'PLA', 'PLA+']);
  });

  it('reverses on a second click of the same header', () => {
    const next = nextMaterialSort(DEFAULT_MATERIAL_SORT, 'material');
    expect(next).toEqual({ key: 'material', direction: 'desc' });
    expect(names(sortMaterials(rows, next))).toEqual(['PLA+', 'PLA', 'petg', 'ABS']);
    expect(nextMaterialSort(next, 'material')).toEqual({ key: 'material', direction: 'asc' });
  });

  it('sorts a newly clicked numeric column ascending, ties by name', () => {
    const byDensity = nextMaterialSort({ key: 'material', direction: 'desc' }, 'density');
    expect(byDensity).toEqual({ key: 'density', direction: 'asc' });
    expect(names(sortMaterials(rows, byDensity))).toEqual(['ABS', 'PLA', 'PLA+', 'petg']);
    expect(names(sortMaterials(rows, { key: 'bedTemp', direction: 'desc' }))).toEqual([
      'ABS',
      'petg',
      'PLA+',
      'PLA',
    ]);
  });

  it('does not change its input', () => {
    const copy = [...rows];
    sortMaterials(rows, { key: 'extruderTemp', direction: 'asc' });
    expect(rows).toEqual(copy);
  });

  it('exposes aria-sort for headers', () => {
    expect(ariaSortFor(DEFAULT_MATERIAL_SORT, 'material')).toBe('ascending');
    expect(ariaSortFor({ key: 'material', direction: 'desc' }, 'material')).toBe('descending');
    expect(ariaSortFor(DEFAULT_MATERIAL_SORT, 'bedTemp')).toBe('none');
  });
});
