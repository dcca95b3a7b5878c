// Jobs made from a sliced file (issue 32) saved through the projects repository against the
// emulator and the rules: the file and the filament slots come back as they were read, and a
// job document stores each slot as the one string the rules check.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPrintJobForm, emptyProjectForm, projectFormSchema } from '@/domain/project-form';
import { projectRecordFromForm } from '@/domain/project-save';
import { slicedJobValues } from '@/domain/sliced-job-values';
import { memorySource } from '@/domain/slicing/byte-source';
import { readSlicedFile } from '@/domain/slicing/read-sliced-file';
import { createProjectsRepository } from '@/repositories/projects';
import { adminFirestore, signedUpClient } from '../support/emulators';

const disposers: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(disposers.map((dispose) => dispose()));
});

describe('a project of jobs read from a sliced file', () => {
  it('stores each plate’s file and slots, and reads them back', async () => {
    const client = await signedUpClient();
    disposers.push(client.dispose);
    const projects = createProjectsRepository(client.db);
    const name = 'bambustudio-two-plates.gcode.3mf';
    const outcome = await readSlicedFile(
      memorySource(new Uint8Array(readFileSync(`tests/fixtures/slicing/${name}`))),
      name,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const parts = outcome.file.plates.map((plate, index) => ({
      ...emptyPrintJobForm(`part-${index}-aaaaaaaaa`),
      ...slicedJobValues(outcome.file, plate),
    }));
    const values = projectFormSchema.parse({ ...emptyProjectForm(), name: 'Gearbox', parts });
    const record = projectRecordFromForm(values, { printers: [], spools: [] });

    const created = await projects.create(client.uid, record);
    const read = await projects.get(client.uid, created.id);
    expect(read?.parts.map((part) => [part.description, part.slicedFile, part.filaments])).toEqual([
      [
        'bambustudio-two-plates: Plate 1: Gear',
        { name, slicer: 'Bambu Studio/OrcaSlicer 02.04.00.70', hash: outcome.file.hash, plate: 1 },
        [
          { slot: 1, material: 'PLA', colorHex: '#FFFFFF', grams: 12.3, meters: 4.07 },
          { slot: 3, material: 'PETG', colorHex: '#C12E1F', grams: 3.2, meters: 1.07 },
        ],
      ],
      [
        'bambustudio-two-plates: Plate 2: Knob',
        { name, slicer: 'Bambu Studio/OrcaSlicer 02.04.00.70', hash: outcome.file.hash, plate: 2 },
        [{ slot: 4, material: 'PLA', colorHex: '#00AE42', grams: 6.5, meters: 2.14 }],
      ],
    ]);
    const stored = await adminFirestore()
      .collection(`projects/${created.id}/jobs`)
      .doc('part-0-aaaaaaaaa')
      .get();
    expect(stored.get('filaments')).toEqual(['1|PLA|#FFFFFF|12.3|4.07', '3|PETG|#C12E1F|3.2|1.07']);

    // Saved again unchanged, the job keeps them.
    const again = await projects.update(client.uid, read!, { ...record, name: 'Gearbox v2' });
    expect(again.parts[1]!.filaments).toEqual(read!.parts[1]!.filaments);
  });
});
