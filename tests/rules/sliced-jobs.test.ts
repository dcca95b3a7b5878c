// Jobs read from a sliced file (issue 32) keep the file {name, slicer, hash, plate} and up to 16
// filament slots (stored one string each, "slot|material|#RRGGBB|grams|metres"); the projects/jobs
// rules allow exactly these two fields, together or not at all.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import type { FilamentSlot } from '@/domain/sliced-job';
import { MAX_FILAMENT_SLOTS } from '@/domain/slicing/sliced-file';
import { OTHER, OWNER, documents, largestJob, setUpRulesTests, tampered } from './rules-env';

const rules = setUpRulesTests();

const PROJECT = 'projects/chess-set';
const JOB = `${PROJECT}/jobs/part-1-abc`;
const HASH = 'ab'.repeat(32);
const slicedFile = {
  name: 'rook.gcode.3mf',
  slicer: 'Bambu Studio/OrcaSlicer 02.04.00.70',
  hash: HASH,
  plate: 2,
};
const slot = (number: number): FilamentSlot => ({
  slot: number,
  material: 'PLA',
  colorHex: '#FF8000',
  grams: 12.3,
  meters: 4.07,
});

/** The largest sliced job: the largest job with the longest file fields and sixteen slots. */
const largestSlicedJob = () =>
  largestJob(0, {
    slicedFile: { name: 'f'.repeat(500), slicer: 's'.repeat(100), hash: HASH, plate: 999 },
    filaments: Array.from({ length: MAX_FILAMENT_SLOTS }, (_, index) => ({
      ...slot(index + 1),
      material: 'm'.repeat(100),
    })),
  });

describe('print jobs from a sliced file', () => {
  // The projects list their jobs (issue 29): a job document is written only with its project's list.
  beforeEach(() =>
    rules.seed({
      [PROJECT]: documents.project(OWNER, {
        storedJobIds: ['part-1-abc', 'largest', 'zero', 'old-shape'],
      }),
      'projects/theirs': documents.project(OTHER, { storedJobIds: ['j'] }),
    }),
  );

  it('the owner stores a job with its file and slots, and the largest such job', async () => {
    const db = rules.as(OWNER);
    await assertSucceeds(
      db.set(JOB, documents.printJob(OWNER, { slicedFile, filaments: [slot(1), slot(3)] })),
    );
    await assertSucceeds(db.set(`${PROJECT}/jobs/largest`, largestSlicedJob()));
    // A density of 0: grams unknown; a G-code: no plate; no colour.
    await assertSucceeds(
      db.set(
        `${PROJECT}/jobs/zero`,
        documents.printJob(OWNER, {
          slicedFile: { ...slicedFile, plate: null },
          filaments: [{ ...slot(1), grams: null, colorHex: '' }],
        }),
      ),
    );
  });

  it('an update of the largest sliced job, every field rewritten, stays within what the rules evaluate', async () => {
    const db = rules.as(OWNER);
    await assertSucceeds(db.set(`${PROJECT}/jobs/largest`, largestSlicedJob()));
    const { createdAt: _createdAt, ...fields } = largestSlicedJob();
    await assertSucceeds(db.update(`${PROJECT}/jobs/largest`, { ...fields, description: 'D' }));
  });

  it('a job stored before (neither field) is still updated as a run updates it', async () => {
    const { slicedFile: _file, filaments: _filaments, ...before } = documents.printJob(OWNER);
    await rules.seed({
      [JOB]: { ...before, createdAt: new Date(), updatedAt: new Date(), projectCreatedAt: new Date() },
    });
    await assertSucceeds(
      rules
        .as(OWNER)
        .update(JOB, { status: 'printing', assignedPrinter: 'printer-1', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(rules.as(OWNER).set(`${PROJECT}/jobs/old-shape`, before));
  });

  it('refuses files and slots of the wrong shape', async () => {
    const db = rules.as(OWNER);
    const job = documents.printJob(OWNER, { slicedFile, filaments: [slot(1)] });
    const stored = '1|PLA|#FF8000|12.3|4.07';
    const bad: Record<string, unknown>[] = [
      { slicedFile: { ...slicedFile, hash: 'AB'.repeat(32) } },
      { slicedFile: { ...slicedFile, hash: 'ab' } },
      { slicedFile: { ...slicedFile, plate: 0 } },
      { slicedFile: { ...slicedFile, plate: 1.5 } },
      { slicedFile: { ...slicedFile, plate: '2' } },
      { slicedFile: { ...slicedFile, name: 'n'.repeat(501) } },
      { slicedFile: { ...slicedFile, slicer: 's'.repeat(101) } },
      { slicedFile: { ...slicedFile, uploadedTo: 'https://example.com' } },
      { slicedFile: { name: 'a.gcode', slicer: '', hash: HASH } },
      { slicedFile: 'rook.gcode' },
      { filaments: stored },
      { filaments: Array.from({ length: MAX_FILAMENT_SLOTS + 1 }, (_, index) => `${index + 1}|PLA||1|1`) },
      { filaments: ['0|PLA|#FF8000|12.3|4.07'] },
      { filaments: ['100|PLA|#FF8000|12.3|4.07'] },
      { filaments: ['1.5|PLA|#FF8000|12.3|4.07'] },
      { filaments: [`1|${'m'.repeat(101)}|#FF8000|12.3|4.07`] },
      { filaments: ['1|PLA|#ff8000|12.3|4.07'] },
      { filaments: ['1|PLA|orange|12.3|4.07'] },
      { filaments: ['1|PLA|#FF8000|-1|4.07'] },
      { filaments: ['1|PLA|#FF8000|Infinity|4.07'] },
      { filaments: ['1|PLA|#FF8000|12.3|1000001'] },
      { filaments: ['1|PLA|#FF8000|12.3|4.07|spool-1'] },
      { filaments: ['1|PLA|#FF8000|12.3'] },
      { filaments: [stored, '2|PETG||3|x'] },
      { filaments: [stored, 2] },
      { filaments: [{ slot: 1, material: 'PLA', colorHex: '#FF8000', grams: 12.3, meters: 4.07 }] },
      // Two slots in one string pass the pattern but are not the list the join/split gives back.
      { filaments: [`${stored};2|PETG||1|1`] },
    ];
    for (const overrides of bad) await assertFails(db.set(JOB, tampered(job, overrides)));
    // One of the two fields without the other.
    const { filaments: _filaments, ...fileOnly } = job;
    const { slicedFile: _file, ...slotsOnly } = job;
    await assertFails(db.set(JOB, fileOnly));
    await assertFails(db.set(JOB, slotsOnly));
    await assertSucceeds(db.set(JOB, job));
    // Another user's project, even with a valid sliced job.
    await assertFails(db.set('projects/theirs/jobs/j', job));
  });
});
