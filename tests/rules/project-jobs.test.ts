// Print jobs are documents of their own, projects/{projectId}/jobs/{jobId}, so the rules can check
// every field of each (issue 11 point 4): a list of jobs inside the project document could only
// be checked by count within the 1,000 expressions a request may evaluate.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { runTransaction, serverTimestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { PROJECT_LIMITS, TEXT_LIMITS } from '@/domain/limits';
import {
  OTHER,
  OWNER,
  documents,
  largestJob,
  setUpRulesTests,
  tampered,
  testOwnerOnlyGrid,
} from './rules-env';

const rules = setUpRulesTests();

const PROJECT = 'projects/chess-set';
const JOB = `${PROJECT}/jobs/part-1-abc`;
/** The jobs the tests write into PROJECT, as its list names them (issue 29). */
const LISTED = ['part-1-abc', 'largest', 'j', 'deep'];
const ownersProject = () => documents.project(OWNER, { storedJobIds: LISTED });
/** A project saved before issue 29: its count, no list. */
const storedBeforeTheList = () => {
  const { jobIds: _ids, ...project } = documents.project(OWNER);
  return project;
};
const jobIdsUpTo = (count: number) => Array.from({ length: count }, (_, index) => `part-${index}`);

describe('print jobs: owner-only get, list and delete', () => {
  // The grid's jobs are listed on neither project: a job its project does not list may be deleted.
  beforeEach(() =>
    rules.seed({
      [PROJECT]: documents.project(OWNER, { storedJobIds: [] }),
      'projects/theirs': documents.project(OTHER),
    }),
  );
  testOwnerOnlyGrid(rules, `${PROJECT}/jobs`, (uid) => documents.printJob(uid), { plainDelete: true });
});

describe('print jobs: create and update', () => {
  beforeEach(() => rules.seed({ [PROJECT]: ownersProject(), 'projects/theirs': documents.project(OTHER) }));

  it('the owner adds a job to their project, and the largest job the form allows', async () => {
    await assertSucceeds(rules.as(OWNER).set(JOB, documents.printJob(OWNER)));
    await assertSucceeds(rules.as(OWNER).set(`${PROJECT}/jobs/largest`, largestJob()));
  });

  it('the largest project the form allows is one batch: the project and 50 of the largest jobs', async () => {
    const caller = rules.as(OWNER);
    const batch = caller.batch();
    batch.set(
      caller.doc('projects/big'),
      documents.project(OWNER, { storedJobIds: jobIdsUpTo(PROJECT_LIMITS.jobs) }),
    );
    for (let position = 0; position < PROJECT_LIMITS.jobs; position += 1) {
      batch.set(caller.doc(`projects/big/jobs/part-${position}`), largestJob(position));
    }
    await assertSucceeds(batch.commit());
  });

  it('a job goes only into a project of the caller’s, existing after the write', async () => {
    await assertFails(rules.as(OWNER).set('projects/theirs/jobs/j', documents.printJob(OWNER)));
    await assertFails(rules.as(OTHER).set(`${PROJECT}/jobs/j`, documents.printJob(OTHER)));
    await assertFails(rules.as(OWNER).set('projects/missing/jobs/j', documents.printJob(OWNER)));
    await assertFails(rules.as(null).set(JOB, documents.printJob(OWNER)));
    await assertFails(rules.as(OWNER).set(JOB, documents.printJob(OTHER)));
    // A new project and its jobs in one batch.
    const caller = rules.as(OWNER);
    const batch = caller.batch();
    batch.set(caller.doc('projects/new'), documents.project(OWNER, { storedJobIds: ['j'] }));
    batch.set(caller.doc('projects/new/jobs/j'), documents.printJob(OWNER));
    await assertSucceeds(batch.commit());
  });

  it('refuses jobs of the wrong shape: extra or missing fields, wrong types, nested maps', async () => {
    const db = rules.as(OWNER);
    const job = documents.printJob(OWNER);
    const { description: _description, ...withoutDescription } = job;
    const bad: Record<string, unknown>[] = [
      { paid: true },
      { position: -1 },
      { position: PROJECT_LIMITS.jobs },
      { position: 1.5 },
      { description: 42 },
      { description: { nested: { deep: 'x' } } },
      { status: 'done' },
      { printTime: { hours: 1 } },
      { printTime: { hours: 1, minutes: 60 } },
      { printTime: { hours: Infinity, minutes: 0 } },
      { printTime: { hours: 1, minutes: 0, seconds: 3 } },
      { printTime: '1:30' },
      { material: { meters: 1, grams: -1 } },
      { material: { meters: 1, grams: Infinity } },
      { material: { meters: { deep: 1 }, grams: 1 } },
      { assignedPrinter: { id: 'printer-1' } },
      { assignedPrinter: '' },
      { startTime: '2025-03-01' },
      { endTime: 5 },
      { files: 'rook.stl' },
      { files: [{ name: 'a.stl' }] },
      { files: [{ name: 'a.stl', description: '', size: 3 }] },
      { files: [{ name: { deep: 'a.stl' }, description: '' }] },
      { files: ['a.stl'] },
      { settings: { temperature: { extruder: 210, bed: 60 }, support: false, infill: 20, notes: '' } },
      {
        settings: {
          temperature: { extruder: 210, bed: 60, both: null },
          support: 'no',
          infill: 20,
          notes: '',
        },
      },
      {
        settings: {
          temperature: { extruder: 501, bed: 60, both: null },
          support: false,
          infill: 20,
          notes: '',
        },
      },
      {
        settings: {
          temperature: { extruder: 210, bed: 60, both: null },
          support: false,
          infill: 101,
          notes: '',
        },
      },
      {
        settings: {
          temperature: { extruder: 210, bed: 60, both: null },
          support: false,
          infill: 20,
          notes: 7,
        },
      },
      { settings: { temperature: { extruder: 210, bed: 60, both: null }, support: false, infill: 20 } },
    ];
    for (const overrides of bad) await assertFails(db.set(JOB, tampered(job, overrides)));
    await assertFails(db.set(JOB, withoutDescription));
    // The same in a batch beside a valid project write, and in a transaction.
    const batch = db.batch();
    batch.set(db.doc('projects/other'), ownersProject());
    batch.set(db.doc(`${PROJECT}/jobs/deep`), tampered(job, { description: { nested: { deep: 'x' } } }));
    await assertFails(batch.commit());
    await assertFails(
      runTransaction(db.db, async (transaction) => {
        transaction.set(db.doc(JOB), tampered(job, { description: 'x'.repeat(1_000_000) }));
      }),
    );
    await assertSucceeds(
      runTransaction(db.db, async (transaction) => {
        transaction.set(db.doc(JOB), job);
      }),
    );
  });

  it('refuses texts longer than the form allows, and more than 10 files', async () => {
    const db = rules.as(OWNER);
    const job = documents.printJob(OWNER);
    const tooLong = (length: number) => 'x'.repeat(length + 1);
    const file = { name: 'a.stl', description: '' };
    for (const overrides of [
      { description: tooLong(TEXT_LIMITS.jobText) },
      { description: 'x'.repeat(1_000_000) },
      { assignedPrinter: tooLong(TEXT_LIMITS.id) },
      { files: [{ name: tooLong(TEXT_LIMITS.fileText), description: '' }] },
      { files: [{ name: 'a.stl', description: tooLong(TEXT_LIMITS.fileText) }] },
      { files: Array.from({ length: PROJECT_LIMITS.filesPerJob + 1 }, () => file) },
      {
        settings: {
          temperature: { extruder: 210, bed: 60, both: null },
          support: false,
          infill: 20,
          notes: tooLong(TEXT_LIMITS.jobText),
        },
      },
    ]) {
      await assertFails(db.set(JOB, tampered(job, overrides)));
    }
    const longId = 'j'.repeat(TEXT_LIMITS.id + 1);
    await rules.seed({ [PROJECT]: documents.project(OWNER, { storedJobIds: [...LISTED, longId] }) });
    await assertFails(db.set(`${PROJECT}/jobs/${longId}`, job));
  });

  it('requires server timestamps; the owner updates a job, keeping its owner and creation time', async () => {
    const db = rules.as(OWNER);
    await assertFails(db.set(JOB, tampered(documents.printJob(OWNER), { createdAt: new Date(0) })));
    await rules.seed({ [JOB]: documents.printJob(OWNER) });
    await assertSucceeds(db.update(JOB, { description: 'Queen', position: 3, updatedAt: serverTimestamp() }));
    await assertFails(
      db.update(JOB, { description: 'x'.repeat(TEXT_LIMITS.jobText + 1), updatedAt: serverTimestamp() }),
    );
    await assertFails(db.update(JOB, { userId: OTHER, updatedAt: serverTimestamp() }));
    await assertFails(db.update(JOB, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(db.update(JOB, { description: 'Queen' }));
    await assertFails(rules.as(OTHER).update(JOB, { description: 'Mine', updatedAt: serverTimestamp() }));
  });

  it('an update of the largest job, every field rewritten, stays within what the rules evaluate', async () => {
    const db = rules.as(OWNER);
    await assertSucceeds(db.set(`${PROJECT}/jobs/largest`, largestJob()));
    const { createdAt: _createdAt, ...fields } = largestJob(1);
    await assertSucceeds(
      db.update(`${PROJECT}/jobs/largest`, { ...fields, description: 'D'.repeat(TEXT_LIMITS.jobText) }),
    );
  });
});

// Issue 29: a project lists its jobs (jobIds, at most 50; jobCount its size): a job document exists
// only while its project lists it, and an id leaves the list only with its document, so no project
// holds more job documents than the form allows, and the count is never set by hand.
describe('print jobs: the project’s list bounds its job documents', () => {
  const full = jobIdsUpTo(PROJECT_LIMITS.jobs);
  beforeEach(() =>
    rules.seed({
      [PROJECT]: documents.project(OWNER, { storedJobIds: full }),
      ...Object.fromEntries(
        full.map((id, position) => [`${PROJECT}/jobs/${id}`, documents.printJob(OWNER, { position })]),
      ),
      'projects/old': storedBeforeTheList(),
    }),
  );
  const listUpdate = (jobIds: string[], extra: Record<string, unknown> = {}) => ({
    jobIds,
    jobCount: jobIds.length,
    updatedAt: serverTimestamp(),
    ...extra,
  });

  it('refuses a 51st job: not listed, or listed past 50', async () => {
    const db = rules.as(OWNER);
    await assertFails(db.set(`${PROJECT}/jobs/part-50`, documents.printJob(OWNER, { position: 49 })));
    const batch = db.batch();
    batch.update(db.doc(PROJECT), listUpdate([...full, 'part-50']));
    batch.set(db.doc(`${PROJECT}/jobs/part-50`), documents.printJob(OWNER, { position: 49 }));
    await assertFails(batch.commit());
  });

  it('refuses a job count or list set by hand: the count is the list’s size, ids distinct', async () => {
    const db = rules.as(OWNER);
    await assertFails(db.update(PROJECT, { jobCount: 3, updatedAt: serverTimestamp() }));
    await assertFails(db.update(PROJECT, listUpdate(full, { jobCount: 49 })));
    await assertFails(db.update(PROJECT, listUpdate([...full.slice(0, 49), 'part-0'])));
    await assertFails(db.update(PROJECT, listUpdate(['p/1'])));
    await assertFails(db.update(PROJECT, { jobIds: [1, 2], jobCount: 2, updatedAt: serverTimestamp() }));
  });

  it('an id leaves the list only with its document, at most 8 a request', async () => {
    const db = rules.as(OWNER);
    // Dropped from the list, the document kept: refused (it would no longer be counted).
    await assertFails(db.update(PROJECT, listUpdate(full.slice(1))));
    // Deleted while still listed: refused (the count would overstate).
    await assertFails(db.delete(`${PROJECT}/jobs/part-0`));
    const remove = (count: number) => {
      const batch = db.batch();
      batch.update(db.doc(PROJECT), listUpdate(full.slice(count)));
      for (const id of full.slice(0, count)) batch.delete(db.doc(`${PROJECT}/jobs/${id}`));
      return batch;
    };
    await assertFails(remove(9).commit());
    await assertSucceeds(remove(8).commit());
    // The slots freed take new jobs.
    const batch = db.batch();
    batch.update(db.doc(PROJECT), listUpdate([...full.slice(8), 'part-new']));
    batch.set(db.doc(`${PROJECT}/jobs/part-new`), documents.printJob(OWNER, { position: 42 }));
    await assertSucceeds(batch.commit());
  });

  it('a project stored before the list keeps its jobs, and takes a new one only once it lists them', async () => {
    const db = rules.as(OWNER);
    await assertFails(db.set('projects/old/jobs/new', documents.printJob(OWNER)));
    await assertFails(db.update('projects/old', { jobCount: 7, updatedAt: serverTimestamp() }));
    const batch = db.batch();
    batch.update(db.doc('projects/old'), listUpdate(['new']));
    batch.set(db.doc('projects/old/jobs/new'), documents.printJob(OWNER));
    await assertSucceeds(batch.commit());
  });

  it('a whole project and its jobs are deleted in one batch', async () => {
    const db = rules.as(OWNER);
    const batch = db.batch();
    batch.delete(db.doc(PROJECT));
    for (const id of full) batch.delete(db.doc(`${PROJECT}/jobs/${id}`));
    await assertSucceeds(batch.commit());
  });
});
