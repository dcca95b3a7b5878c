// Every fixture made by real slicers (tests/fixtures/slicing/, scripts/make-slicer-fixtures.mjs)
// read to the second and the gram against the slicer's own summary (summaries.txt quotes each).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memorySource } from '@/domain/slicing/byte-source';
import { readSlicedFile } from '@/domain/slicing/read-sliced-file';
import { plateGrams, slicingMessages, type SlicedFile } from '@/domain/slicing/sliced-file';

const FIXTURES = 'tests/fixtures/slicing';
const bytesOf = (name: string) => new Uint8Array(readFileSync(`${FIXTURES}/${name}`));

async function read(name: string): Promise<SlicedFile> {
  const outcome = await readSlicedFile(memorySource(bytesOf(name)), name);
  if (!outcome.ok) throw new Error(`${name}: ${outcome.message}`);
  return outcome.file;
}

const summaries = readFileSync(`${FIXTURES}/summaries.txt`, 'utf8');

describe('PrusaSlicer 2.5 fixtures', () => {
  it.each(['prusaslicer-2.5-pla.gcode', 'prusaslicer-2.5-pla.bgcode'])(
    '%s: one PLA filament',
    async (name) => {
      // summaries.txt: "; estimated printing time (normal mode) = 9m 29s", "; filament used [g] = 2.03",
      // "; filament used [mm] = 681.83"
      expect(summaries).toContain('; estimated printing time (normal mode) = 9m 29s');
      const file = await read(name);
      expect(file.slicer).toBe('PrusaSlicer 2.5.0');
      expect(file.plates).toHaveLength(1);
      expect(file.plates[0]!.seconds).toBe(9 * 60 + 29);
      expect(file.plates[0]!.filaments).toEqual([
        {
          slot: 1,
          material: 'PLA',
          colorHex: '#FF8000',
          profile: 'Prusament PLA Orange',
          grams: 2.03,
          meters: 0.68183,
        },
      ]);
      expect(file.plates[0]!.notes).toEqual([]);
    },
  );

  it.each(['prusaslicer-2.5-mmu.gcode', 'prusaslicer-2.5-mmu.bgcode'])('%s: two filaments', async (name) => {
    // "; filament used [g] = 8.64, 8.69", "; total filament used [g] = 17.33",
    // "; estimated printing time (normal mode) = 1h 24m 27s"
    expect(summaries).toContain('; total filament used [g] = 17.33');
    const file = await read(name);
    const [plate] = file.plates;
    expect(plate!.seconds).toBe(3600 + 24 * 60 + 27);
    expect(
      plate!.filaments.map(({ slot, material, colorHex, grams }) => ({ slot, material, colorHex, grams })),
    ).toEqual([
      { slot: 1, material: 'PLA', colorHex: '#FF8000', grams: 8.64 },
      { slot: 2, material: 'PETG', colorHex: '#1E90FF', grams: 8.69 },
    ]);
    expect(plateGrams(plate!)).toBeCloseTo(17.33, 2);
    expect(plate!.filaments[1]!.profile).toBe('Prusament PETG Blue');
  });

  it('a density of 0: no grams, the length, and why', async () => {
    // "; total filament used [g] = 0.00", "; filament used [mm] = 365.86", "= 6m 4s"
    expect(summaries).toContain('; total filament used [g] = 0.00');
    const [plate] = (await read('prusaslicer-2.5-no-density.gcode')).plates;
    expect(plate!.seconds).toBe(6 * 60 + 4);
    expect(plate!.filaments[0]).toMatchObject({ slot: 1, grams: null, meters: 0.36586 });
    expect(plate!.notes).toEqual([slicingMessages.zeroDensity('slot 1')]);
  });

  it('a project 3MF saved before slicing is refused with the issue’s message', async () => {
    const outcome = await readSlicedFile(memorySource(bytesOf('prusaslicer-2.5-project.3mf')), 'box.3mf');
    expect(outcome).toEqual({
      ok: false,
      message: 'This 3MF has no sliced plates: slice it and export the .gcode.3mf',
    });
  });
});

describe('Cura 4.13 fixtures', () => {
  it('Marlin: the time, and grams worked out from the length at 1.24 g/cm³', async () => {
    // CuraEngine's log: "Print time (s): 4630", "Filament (mm^3): 8292"
    expect(summaries).toContain('Print time (s): 4630');
    expect(summaries).toContain('Filament (mm^3): 8292');
    const file = await read('cura-4.13-marlin.gcode');
    expect(file.slicer).toBe('Cura 4.13.0');
    const [plate] = file.plates;
    expect(plate!.seconds).toBe(4630);
    expect(plate!.filaments).toHaveLength(1);
    expect(plate!.filaments[0]!.meters).toBe(3.44761);
    expect(plate!.filaments[0]!.grams).toBeCloseTo((8292 / 1000) * 1.24, 2);
    expect(plate!.notes).toEqual([slicingMessages.curaLength('slot 1')]);
  });

  it('Griffin with two extruders: the volume of each, and grams at 1.24 g/cm³', async () => {
    // "Print time (s): 10074", "Filament (mm^3): 8565", "Filament2: 7875"
    expect(summaries).toContain('Print time (s): 10074');
    expect(summaries).toContain('Filament2: 7875');
    const [plate] = (await read('cura-4.13-griffin-dual.gcode')).plates;
    expect(plate!.seconds).toBe(10074);
    expect(plate!.filaments.map((filament) => filament.slot)).toEqual([1, 2]);
    expect(plate!.filaments[0]!.grams).toBeCloseTo(8.565 * 1.24, 3);
    expect(plate!.filaments[1]!.grams).toBeCloseTo(7.875 * 1.24, 3);
    expect(plate!.notes).toEqual([slicingMessages.curaVolume('slots 1 and 2')]);
  });
});

describe('Bambu Studio and OrcaSlicer fixtures (built from their sources)', () => {
  it('a Bambu Studio G-code: the used filaments by their slots', async () => {
    const file = await read('bambustudio-plate.gcode');
    expect(file.slicer).toBe('Bambu Studio 02.04.00.70');
    const [plate] = file.plates;
    expect(plate!.seconds).toBe(58 * 60 + 41);
    expect(
      plate!.filaments.map(({ slot, material, colorHex, grams, profile }) => ({
        slot,
        material,
        colorHex,
        grams,
        profile,
      })),
    ).toEqual([
      { slot: 1, material: 'PLA', colorHex: '#FFFFFF', grams: 12.34, profile: 'Bambu PLA Basic @BBL X1C' },
      { slot: 3, material: 'PETG', colorHex: '#C12E1F', grams: 3.21, profile: 'Bambu PETG HF @BBL X1C' },
    ]);
  });

  it('a two-plate .gcode.3mf: one print per plate from slice_info.config', async () => {
    const file = await read('bambustudio-two-plates.gcode.3mf');
    expect(file.format).toBe('gcode.3mf');
    expect(file.plates.map((plate) => [plate.plate, plate.label, plate.seconds, plateGrams(plate)])).toEqual([
      [1, 'Plate 1: Gear', 3521, 12.34 + 3.21],
      [2, 'Plate 2: Knob', 1802, 6.5],
    ]);
    expect(file.plates[1]!.filaments).toEqual([
      { slot: 4, material: 'PLA', colorHex: '#00AE42', profile: '', grams: 6.5, meters: 2.14 },
    ]);
  });

  it('the .gcode.3mf is read by its directory and slice_info.config only', async () => {
    const bytes = bytesOf('bambustudio-two-plates.gcode.3mf');
    const file = await read('bambustudio-two-plates.gcode.3mf');
    // The plates' G-code entries are in the zip but not read.
    expect(file.bytesRead).toBeLessThan(bytes.length * 1.5);
    expect(new TextDecoder().decode(bytes)).toContain('Metadata/plate_2.gcode');
  });

  it('an OrcaSlicer G-code for another printer: its PrusaSlicer-style footer', async () => {
    const file = await read('orcaslicer-2.3-footer.gcode');
    expect(file.slicer).toBe('OrcaSlicer 2.3.1');
    const [plate] = file.plates;
    expect(plate!.seconds).toBe(3600 + 12 * 60 + 1);
    expect(plate!.filaments).toHaveLength(1);
    expect(plate!.filaments[0]).toMatchObject({
      slot: 1,
      material: 'PLA',
      colorHex: '#F2754E',
      grams: 18.42,
    });
  });

  it('reads every fixture in the folder (the project 3MF is the one refused)', async () => {
    const names = readdirSync(FIXTURES).filter((name) => !/\.(md|txt)$/.test(name));
    expect(names).toHaveLength(11);
    const refused: string[] = [];
    for (const name of names) {
      if (!(await readSlicedFile(memorySource(bytesOf(name)), name)).ok) refused.push(name);
    }
    expect(refused).toEqual(['prusaslicer-2.5-project.3mf']);
  });
});
