// A plate of a sliced file as a job of the project form, its slots as stored, and the warning of a
// job with more filaments than the printers have extruders (issue 32).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colourName } from '@/domain/colour';
import { emptyPrintJobForm, printJobFormSchema } from '@/domain/project-form';
import { printJobSchema } from '@/domain/project-record';
import { filamentSlotOfStored, STORED_SLOT_PATTERN, storedFilamentSlot } from '@/domain/sliced-job';
import { extruderWarning, slicedJobValues } from '@/domain/sliced-job-values';
import { memorySource } from '@/domain/slicing/byte-source';
import { readSlicedFile } from '@/domain/slicing/read-sliced-file';
import type { SlicedFile } from '@/domain/slicing/sliced-file';

async function fixture(name: string): Promise<SlicedFile> {
  const outcome = await readSlicedFile(
    memorySource(new Uint8Array(readFileSync(`tests/fixtures/slicing/${name}`))),
    name,
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.file;
}

describe('a plate as a job', () => {
  it('a PrusaSlicer G-code fills time, grams, metres, material, colour, the file and its slots', async () => {
    const file = await fixture('prusaslicer-2.5-mmu.gcode');
    const values = slicedJobValues(file, file.plates[0]!);
    expect(values).toEqual({
      description: 'prusaslicer-2.5-mmu',
      // PETG (8.69 g) is used a little more than PLA (8.64 g).
      materialType: 'PETG',
      colorName: 'Blue',
      // 1h 24m 27s rounds to 1 h 24 min.
      printTime: { hours: '1', minutes: '24' },
      material: { meters: '5.74', grams: '17.3' },
      files: [{ name: 'prusaslicer-2.5-mmu.gcode', description: 'Sliced with PrusaSlicer 2.5.0' }],
      slicedFile: {
        name: 'prusaslicer-2.5-mmu.gcode',
        slicer: 'PrusaSlicer 2.5.0',
        hash: file.hash,
        plate: null,
      },
      filaments: [
        { slot: 1, material: 'PLA', colorHex: '#FF8000', grams: 8.6, meters: 2.9 },
        { slot: 2, material: 'PETG', colorHex: '#1E90FF', grams: 8.7, meters: 2.84 },
      ],
    });
    expect(file.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('each plate of a .gcode.3mf is a job named after its plate', async () => {
    const file = await fixture('bambustudio-two-plates.gcode.3mf');
    const [first, second] = file.plates.map((plate) => slicedJobValues(file, plate));
    expect(first!.description).toBe('bambustudio-two-plates: Plate 1: Gear');
    expect(second!.description).toBe('bambustudio-two-plates: Plate 2: Knob');
    expect(second!.printTime).toEqual({ hours: '0', minutes: '30' });
    expect(second!.slicedFile.plate).toBe(2);
    expect(second!.files[0]!.description).toBe('Sliced with Bambu Studio/OrcaSlicer 02.04.00.70, plate 2');
    expect(second!.colorName).toBe('Green');
  });

  it('a density of 0 leaves the grams blank', async () => {
    const file = await fixture('prusaslicer-2.5-no-density.gcode');
    const values = slicedJobValues(file, file.plates[0]!);
    expect(values.material).toEqual({ meters: '0.37', grams: '' });
    expect(values.filaments[0]!.grams).toBeNull();
  });

  it('the form takes the values as they are', async () => {
    const file = await fixture('bambustudio-two-plates.gcode.3mf');
    const result = printJobFormSchema.safeParse({
      ...emptyPrintJobForm('part-1'),
      ...slicedJobValues(file, file.plates[0]!),
    });
    expect(result.success).toBe(true);
    expect(result.data?.printTime).toEqual({ hours: 0, minutes: 59 });
    expect(result.data?.material.grams).toBe(15.6);
  });
});

describe('slots as a job document stores them', () => {
  it('round-trips, blank where unknown', () => {
    const slot = { slot: 3, material: 'PETG', colorHex: '#C12E1F', grams: 3.21, meters: 1.0677 };
    expect(storedFilamentSlot(slot)).toBe('3|PETG|#C12E1F|3.2|1.07');
    expect(filamentSlotOfStored('3|PETG|#C12E1F|3.2|1.07')).toEqual({ ...slot, grams: 3.2, meters: 1.07 });
    expect(
      storedFilamentSlot({ slot: 1, material: 'PLA|CF;x', colorHex: '', grams: null, meters: null }),
    ).toBe('1|PLA CF x|||');
    expect(
      STORED_SLOT_PATTERN.test(
        storedFilamentSlot({ slot: 99, material: 'm'.repeat(150), colorHex: '', grams: 2e6, meters: 0 }),
      ),
    ).toBe(true);
  });

  it('a job document’s slots are read back; a malformed one is dropped, a job without them has none', () => {
    const base = { id: 'j', description: 'Rook' };
    expect(
      printJobSchema.parse({ ...base, filaments: ['1|PLA|#FF8000|2|0.7', 'nonsense'] }).filaments,
    ).toEqual([{ slot: 1, material: 'PLA', colorHex: '#FF8000', grams: 2, meters: 0.7 }]);
    expect(printJobSchema.parse(base)).toMatchObject({ slicedFile: null, filaments: [] });
  });
});

describe('colours and extruders', () => {
  it.each([
    ['#FF8000', 'Orange'],
    ['#000000', 'Black'],
    ['#F2F2F2', 'White'],
    ['#1E90FF', 'Blue'],
    ['#00AE42', 'Green'],
    ['', ''],
    ['orange', ''],
  ])('%s is %s', (hex, name) => {
    expect(colourName(hex)).toBe(name);
  });

  it('warns when no chosen printer has extruders enough for the slots', () => {
    expect(extruderWarning(2, [{ name: 'MK4', extruders: 1 }])).toBe(
      'This job uses 2 filaments and MK4 has 1 extruder: it prints only with a multi-material unit (an MMU or AMS) or on another printer.',
    );
    expect(
      extruderWarning(3, [
        { name: 'A', extruders: 1 },
        { name: 'B', extruders: 2 },
      ]),
    ).toBe(
      'This job uses 3 filaments and none of this project’s printers has more than 2: it prints only with a multi-material unit (an MMU or AMS) or on another printer.',
    );
    expect(
      extruderWarning(2, [
        { name: 'XL', extruders: 5 },
        { name: 'MK4', extruders: 1 },
      ]),
    ).toBeNull();
    expect(extruderWarning(4, [])).toBeNull();
    expect(extruderWarning(1, [{ name: 'MK4', extruders: 1 }])).toBeNull();
  });
});
