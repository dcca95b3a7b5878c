import { describe, expect, it } from 'vitest';
import { toCatalogueFilament } from '@/domain/catalogue-import';
import { filamentFormDefaults, filamentFormMessages as m, filamentFormSchema } from '@/domain/filament-form';

const valid = {
  name: 'Almond',
  material: 'PLA+',
  brand: '3D-Fuel',
  colorName: 'Almond',
  colorHex: '#CFBCAE',
  density: '1.22',
  diameter: 1.75,
  printTempMin: 215,
  printTempMax: '225',
  bedTempMin: 55,
  bedTempMax: 65,
  shrinkage: '',
  notes: ' Weight: 1000g ',
};

const errorsOf = (input: unknown) => {
  const result = filamentFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('filamentFormSchema', () => {
  it('gives typed values', () => {
    expect(filamentFormSchema.parse(valid)).toEqual({
      ...valid,
      density: 1.22,
      printTempMax: 225,
      shrinkage: null,
      notes: 'Weight: 1000g',
    });
  });
  it('requires the identifying texts and the numbers', () => {
    expect(
      errorsOf({
        ...valid,
        name: ' ',
        material: '',
        brand: '',
        density: '',
        diameter: Number.NaN,
        printTempMin: '',
      }),
    ).toEqual({
      name: m.nameRequired,
      material: m.materialRequired,
      brand: m.brandRequired,
      density: m.densityRequired,
      diameter: m.diameterRequired,
      printTempMin: m.printTempMinRequired,
    });
  });
  it('refuses zero density or diameter, negative temperatures and max below min', () => {
    expect(errorsOf({ ...valid, density: 0, diameter: -1 })).toEqual({
      density: m.mustBeGreaterThanZero,
      diameter: m.mustBeGreaterThanZero,
    });
    expect(errorsOf({ ...valid, bedTempMin: -1 }).bedTempMin).toBe(m.mustNotBeNegative);
    expect(errorsOf({ ...valid, printTempMin: 230, printTempMax: 220 })).toEqual({
      printTempMax: m.maxBelowMin,
    });
    expect(errorsOf({ ...valid, bedTempMin: 70, bedTempMax: 60 })).toEqual({ bedTempMax: m.maxBelowMin });
  });
  it('checks colour and shrinkage only when given', () => {
    expect(errorsOf({ ...valid, colorHex: 'red' }).colorHex).toBe(m.colorHexInvalid);
    expect(errorsOf({ ...valid, colorHex: '' })).toEqual({});
    expect(errorsOf({ ...valid, shrinkage: 120 }).shrinkage).toBe(m.shrinkageInvalid);
    expect(filamentFormSchema.parse({ ...valid, shrinkage: '0.4' }).shrinkage).toBe(0.4);
  });
  it('round-trips an imported entry through its defaults', () => {
    const imported = toCatalogueFilament({
      id: 'x',
      name: 'Glow Green',
      material: 'PLA',
      manufacturer: 'Sunlu',
      color_hex: '00FF00',
      density: 1.24,
      diameter: 1.75,
      extruder_temp: 210,
      bed_temp: 60,
      weight: 1000,
      spool_weight: 150,
      glow: true,
    });
    const { id: _id, ...fields } = imported;
    expect(filamentFormSchema.parse(filamentFormDefaults({ ...imported, shrinkage: null }))).toEqual({
      ...fields,
      shrinkage: null,
    });
  });
  it('starts a new entry blank at 1.75 mm', () => {
    expect(filamentFormDefaults().diameter).toBe(1.75);
    expect(errorsOf(filamentFormDefaults()).name).toBe(m.nameRequired);
  });
});
