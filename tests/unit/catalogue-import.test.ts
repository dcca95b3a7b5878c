import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  catalogueImportMessages,
  catalogueImportResult,
  catalogueNotes,
  chunk,
  isUsableDocumentId,
  planCatalogueImport,
  sanitiseFilamentId,
  spoolmanFilamentSchema,
  temperatureRangeOf,
  toCatalogueFilament,
  type SpoolmanFilament,
} from '@/domain/catalogue-import';
import { filamentSchema } from '@/domain/filament';
import { spoolmanDbRows } from '../support/spoolmandb';

const fixturePath = fileURLToPath(new URL('../fixtures/filaments-sample.json', import.meta.url));

const source = (overrides: Partial<SpoolmanFilament> = {}): SpoolmanFilament => ({
  id: '3d-fuel_pla+_almond_1000_175_n',
  manufacturer: '3D-Fuel',
  name: 'Almond',
  material: 'PLA+',
  density: 1.22,
  weight: 1000,
  spool_weight: 225,
  diameter: 1.75,
  color_hex: 'CFBCAE',
  color_hexes: null,
  extruder_temp: 220,
  extruder_temp_range: null,
  bed_temp: 60,
  bed_temp_range: null,
  finish: null,
  pattern: null,
  translucent: false,
  glow: false,
  ...overrides,
});

describe('sanitiseFilamentId', () => {
  it('replaces each of / \\ # $ [ ] with an underscore and keeps everything else', () => {
    expect(sanitiseFilamentId('a/b\\c#d$e[f]g')).toBe('a_b_c_d_e_f_g');
    expect(sanitiseFilamentId('gst3d_pla+_crystal/clear_1000_175_p')).toBe(
      'gst3d_pla+_crystal_clear_1000_175_p',
    );
    expect(sanitiseFilamentId('plain-id_1.75+x')).toBe('plain-id_1.75+x');
  });
});

describe('isUsableDocumentId', () => {
  it('refuses ids Firestore refuses', () => {
    expect(isUsableDocumentId('')).toBe(false);
    expect(isUsableDocumentId('.')).toBe(false);
    expect(isUsableDocumentId('..')).toBe(false);
    expect(isUsableDocumentId('__reserved__')).toBe(false);
    expect(isUsableDocumentId('a/b')).toBe(false);
    expect(isUsableDocumentId('x'.repeat(1501))).toBe(false);
    expect(isUsableDocumentId('x'.repeat(1500))).toBe(true);
    expect(isUsableDocumentId('__half')).toBe(true);
  });
});

describe('temperatureRangeOf', () => {
  it('takes the source range when there is one', () => {
    expect(temperatureRangeOf(245, [220, 260])).toEqual({ min: 220, max: 260 });
    expect(temperatureRangeOf(null, [190, 220])).toEqual({ min: 190, max: 220 });
  });
  it('orders a reversed range', () => {
    expect(temperatureRangeOf(null, [260, 220])).toEqual({ min: 220, max: 260 });
  });
  it('falls back to the temperature ± 5 (SPEC §9)', () => {
    expect(temperatureRangeOf(220, null)).toEqual({ min: 215, max: 225 });
  });
  it('clamps the minimum at 0, as the spool and catalogue rules store temperatures (issue 11 point 7a)', () => {
    expect(temperatureRangeOf(0, undefined)).toEqual({ min: 0, max: 5 });
    expect(temperatureRangeOf(3, null)).toEqual({ min: 0, max: 8 });
    expect(temperatureRangeOf(null, [-10, 40])).toEqual({ min: 0, max: 40 });
  });
  it('gives 0–0 when neither is given', () => {
    expect(temperatureRangeOf(null, null)).toEqual({ min: 0, max: 0 });
  });
});

describe('catalogueNotes', () => {
  it('holds weight and spool weight only when nothing else is set', () => {
    expect(catalogueNotes(source())).toBe('Weight: 1000g\nSpool weight: 225g');
  });
  it('adds finish, pattern, translucent and glow lines in that order', () => {
    expect(
      catalogueNotes(source({ finish: 'matte', pattern: 'sparkle', translucent: true, glow: true })),
    ).toBe(
      'Weight: 1000g\nSpool weight: 225g\nFinish: matte\nPattern: sparkle\nTranslucent\nGlow in the dark',
    );
  });
  it('says unknown for a missing spool weight', () => {
    expect(catalogueNotes(source({ spool_weight: null }))).toBe('Weight: 1000g\nSpool weight: unknown');
  });
});

describe('toCatalogueFilament', () => {
  it('maps every field of the Filament entity', () => {
    expect(toCatalogueFilament(source())).toEqual({
      id: '3d-fuel_pla+_almond_1000_175_n',
      name: 'Almond',
      material: 'PLA+',
      brand: '3D-Fuel',
      colorName: 'Almond',
      colorHex: '#CFBCAE',
      density: 1.22,
      diameter: 1.75,
      printTempMin: 215,
      printTempMax: 225,
      bedTempMin: 55,
      bedTempMax: 65,
      notes: 'Weight: 1000g\nSpool weight: 225g',
    });
  });
  it('sanitises the id and takes the brand from the manufacturer', () => {
    const mapped = toCatalogueFilament(
      source({ id: 'numakers_pla+_fuscia/magenta_1000_175_n', manufacturer: 'Numakers' }),
    );
    expect(mapped.id).toBe('numakers_pla+_fuscia_magenta_1000_175_n');
    expect(mapped.brand).toBe('Numakers');
  });
  it('uses the first colour of a multi-colour row without color_hex', () => {
    expect(toCatalogueFilament(source({ color_hex: null, color_hexes: ['744E10', '009639'] })).colorHex).toBe(
      '#744E10',
    );
    expect(toCatalogueFilament(source({ color_hex: null, color_hexes: null })).colorHex).toBe('');
  });
  it('defaults density to 0 and diameter to 1.75 when missing', () => {
    const mapped = toCatalogueFilament(source({ density: null, diameter: undefined }));
    expect(mapped.density).toBe(0);
    expect(mapped.diameter).toBe(1.75);
  });
  it('produces a document the Filament schema reads back unchanged', () => {
    const mapped = toCatalogueFilament(source({ finish: 'glossy' }));
    expect(filamentSchema.parse(mapped)).toEqual(mapped);
  });
});

describe('planCatalogueImport', () => {
  it('puts broken rows in errors, later same-id rows in duplicates, and the rest in filaments', () => {
    const plan = planCatalogueImport([
      source({ id: 'a/1' }),
      { id: 'broken' },
      source({ id: 'a_1' }),
      'not a row',
      source({ id: '..' }),
      source({ id: 'b' }),
    ]);
    expect(plan.filaments.map((filament) => filament.id)).toEqual(['a_1', 'b']);
    expect(plan.errors.map((problem) => [problem.index, problem.sourceId])).toEqual([
      [1, 'broken'],
      [3, null],
      [4, '..'],
    ]);
    expect(plan.errors[0]?.reason).toContain('name');
    expect(plan.duplicates).toEqual([
      { index: 2, sourceId: 'a_1', reason: 'Same id as row 0 after sanitising: a_1' },
    ]);
    expect(plan.totalProcessed).toBe(6);
  });
  it('refuses a list that is not an array', () => {
    expect(() => planCatalogueImport({ filaments: [] })).toThrow('The filament list is not an array.');
  });
  it('counts skipped as everything not imported', () => {
    const plan = planCatalogueImport([source({ id: 'a' }), source({ id: 'b' }), { id: 'c' }]);
    expect(catalogueImportResult(plan, 1)).toEqual({ totalProcessed: 3, imported: 1, skipped: 2 });
  });
});

describe('catalogueImportMessages', () => {
  it('are the SPEC §8 texts', () => {
    expect(catalogueImportMessages.complete(6325, 0)).toBe(
      'Import complete. 6325 filaments imported, 0 skipped.',
    );
    expect(catalogueImportMessages.failed).toBe('Failed to import filaments. Please try again.');
  });
});

describe('chunk', () => {
  it('splits into pieces of at most the size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 500)).toEqual([]);
    expect(
      chunk(
        Array.from({ length: 6325 }, (_, index) => index),
        500,
      ).map((part) => part.length),
    ).toEqual([...Array(12).fill(500), 325]);
    expect(() => chunk([1], 0)).toThrow('Chunk size must be a positive integer.');
  });
});

describe('the fixture catalogue', () => {
  const rows = JSON.parse(readFileSync(fixturePath, 'utf8')) as unknown[];
  it('maps every row, including the seven ids with forbidden characters', () => {
    const plan = planCatalogueImport(rows);
    expect(plan.errors).toEqual([]);
    expect(plan.duplicates).toEqual([]);
    expect(plan.filaments).toHaveLength(rows.length);
    const forbidden = rows.map((row) => (row as { id: string }).id).filter((id) => /[/\\#$[\]]/.test(id));
    expect(forbidden).toHaveLength(7);
    const ids = plan.filaments.map((filament) => filament.id);
    for (const id of forbidden) expect(ids).toContain(sanitiseFilamentId(id));
    for (const filament of plan.filaments) expect(filament.id).not.toMatch(/[/\\#$[\]]/);
  });
});

describe('the real SpoolmanDB filaments.json', () => {
  const rows = spoolmanDbRows('filaments.json');
  const plan = planCatalogueImport(rows);

  it('has 6,325 rows and maps every one to a distinct document', () => {
    expect(rows).toHaveLength(6325);
    expect(plan.errors).toEqual([]);
    expect(plan.duplicates).toEqual([]);
    expect(plan.filaments).toHaveLength(6325);
    expect(new Set(plan.filaments.map((filament) => filament.id)).size).toBe(6325);
  });

  it('sanitises the seven ids with forbidden characters to ids no other row has', () => {
    const sourceIds = new Set(rows.map((row) => (row as { id: string }).id));
    const forbidden = [...sourceIds].filter((id) => /[/\\#$[\]]/.test(id));
    expect(forbidden.sort()).toEqual([
      'bambulab_pa_supportforpa/pet_500_175_n',
      'bambulab_pla_supportforpla/petgblack_500_175_n',
      'bambulab_pla_supportforpla/petgnature_500_175_n',
      'gst3d_petg_crystal/clear_1000_175_p',
      'gst3d_pla+_crystal/clear_1000_175_p',
      'gst3d_pla+_silver/grey_1000_175_p',
      'numakers_pla+_fuscia/magenta_1000_175_n',
    ]);
    const mappedIds = new Set(plan.filaments.map((filament) => filament.id));
    for (const id of forbidden) {
      const sanitised = sanitiseFilamentId(id);
      expect(mappedIds.has(sanitised)).toBe(true);
      expect(sourceIds.has(sanitised)).toBe(false);
    }
  });

  it('gives temperatures from ranges on 2,636 rows and 0–0 on the 65 without any extruder temperature', () => {
    const parsed = rows.map((row) => spoolmanFilamentSchema.parse(row));
    expect(parsed.filter((row) => row.extruder_temp_range).length).toBe(2636);
    const noExtruder = plan.filaments.filter((_, index) => {
      const row = parsed[index]!;
      return row.extruder_temp == null && !row.extruder_temp_range;
    });
    expect(noExtruder).toHaveLength(65);
    for (const filament of noExtruder) expect([filament.printTempMin, filament.printTempMax]).toEqual([0, 0]);
    for (const filament of plan.filaments)
      expect(filament.printTempMax).toBeGreaterThanOrEqual(filament.printTempMin);
  });

  it('takes brands from 49 manufacturers', () => {
    expect(new Set(plan.filaments.map((filament) => filament.brand)).size).toBe(49);
  });
});
