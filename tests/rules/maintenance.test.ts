// Maintenance tasks and log (issue 13 point 5): the caller's own, naming only their printers;
// intervals positive and finite, at least one; a task's last-done moves only to a log entry of it
// written in the same request; the log is append-only and refuses a day in the future.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, type Caller } from './rules-env';

const rules = setUpRulesTests();

function newTask(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    userId: uid,
    printerId: 'p1',
    printerName: 'Prusa MK4',
    name: 'Nozzle check',
    intervalHours: 500,
    intervalDays: null,
    notes: '',
    expectedCost: 15,
    baselineOn: '2026-01-01',
    baselineMinutes: 600,
    lastDoneOn: null,
    lastDoneMinutes: null,
    lastLogId: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

function logEntry(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    userId: uid,
    printerId: 'p1',
    printerName: 'Prusa MK4',
    taskId: 't1',
    taskName: 'Nozzle check',
    doneOn: '2026-02-01',
    printMinutes: 900,
    cost: 12.5,
    doneBy: 'Ada',
    notes: 'Swapped the nozzle',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

/** Mark done: the entry and the task moved on to it, in one batch. */
function markDone(caller: Caller, entry: DocumentData = logEntry(OWNER), task: DocumentData = {}) {
  const batch = caller.batch();
  batch.set(caller.doc('maintenance_log/e1'), entry);
  batch.update(caller.doc('maintenance_tasks/t1'), {
    lastDoneOn: '2026-02-01',
    lastDoneMinutes: 900,
    lastLogId: 'e1',
    updatedAt: serverTimestamp(),
    ...task,
  });
  return batch;
}

const storedTask = (uid: string, overrides: DocumentData = {}) => ({
  ...newTask(uid, overrides),
  createdAt: new Date(),
  updatedAt: new Date(),
});

beforeEach(() =>
  rules.seed({
    'printers/p1': documents.printer(OWNER),
    'printers/theirs': documents.printer(OTHER),
  }),
);

describe('maintenance tasks', () => {
  it('the owner adds a task to their printer, by hours, by days or both', async () => {
    const caller = rules.as(OWNER);
    await assertSucceeds(caller.set('maintenance_tasks/a', newTask(OWNER)));
    await assertSucceeds(
      caller.set('maintenance_tasks/b', newTask(OWNER, { intervalHours: null, intervalDays: 90 })),
    );
    await assertSucceeds(
      caller.set('maintenance_tasks/c', newTask(OWNER, { intervalHours: 0.5, intervalDays: 7 })),
    );
  });

  const badTasks: [string, DocumentData][] = [
    ["another user's printer", { printerId: 'theirs' }],
    ['a printer that does not exist', { printerId: 'missing' }],
    ['no interval', { intervalHours: null, intervalDays: null }],
    ['a zero hours interval', { intervalHours: 0 }],
    ['a negative days interval', { intervalHours: null, intervalDays: -7 }],
    ['Infinity hours', { intervalHours: Number.POSITIVE_INFINITY }],
    ['fractional days', { intervalHours: null, intervalDays: 1.5 }],
    ['ten years and a day', { intervalHours: null, intervalDays: 3651 }],
    ['a 10 KB name', { name: 'x'.repeat(10_000) }],
    ['an empty name', { name: '' }],
    ['a negative expected cost', { expectedCost: -1 }],
    ['a done date already', { lastDoneOn: '2026-01-02', lastDoneMinutes: 600, lastLogId: 'e0' }],
    ['a baseline that is not a day', { baselineOn: '2026-02-30' }],
    ['another owner', { userId: OTHER }],
    ['an extra field', { priority: 1 }],
  ];
  for (const [label, changes] of badTasks) {
    it(`refuses a task with ${label}`, async () => {
      await assertFails(rules.as(OWNER).set('maintenance_tasks/a', newTask(OWNER, changes)));
    });
  }

  describe('stored', () => {
    beforeEach(() =>
      rules.seed({
        'maintenance_tasks/t1': storedTask(OWNER),
        'maintenance_tasks/theirs': storedTask(OTHER, { printerId: 'theirs' }),
      }),
    );

    it('only the owner reads, lists, edits and deletes it', async () => {
      await assertSucceeds(rules.as(OWNER).get('maintenance_tasks/t1'));
      const listed = await assertSucceeds(rules.as(OWNER).list('maintenance_tasks', { userId: OWNER }));
      expect(listed.docs.map((entry) => entry.id)).toEqual(['t1']);
      await assertFails(rules.as(OWNER).list('maintenance_tasks'));
      for (const uid of [OTHER, ADMIN, null]) {
        await assertFails(rules.as(uid).get('maintenance_tasks/t1'));
        await assertFails(rules.as(uid).list('maintenance_tasks', { userId: OWNER }));
        await assertFails(
          rules.as(uid).update('maintenance_tasks/t1', { name: 'Mine', updatedAt: serverTimestamp() }),
        );
        await assertFails(rules.as(uid).delete('maintenance_tasks/t1'));
      }
      await assertSucceeds(
        rules.as(OWNER).update('maintenance_tasks/t1', {
          name: 'Nozzle swap',
          intervalDays: 180,
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(
        rules.as(OWNER).update('maintenance_tasks/t1', {
          intervalHours: null,
          intervalDays: null,
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(
        rules.as(OWNER).update('maintenance_tasks/t1', { printerId: 'theirs', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        rules.as(OWNER).update('maintenance_tasks/t1', { userId: OTHER, updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(rules.as(OWNER).delete('maintenance_tasks/t1'));
    });

    it('marking done moves the task to the entry written with it, in a batch or a transaction', async () => {
      await assertSucceeds(markDone(rules.as(OWNER)).commit());
    });

    it('refuses last-done fields without their entry, or that differ from it', async () => {
      const caller = rules.as(OWNER);
      await assertFails(
        caller.update('maintenance_tasks/t1', {
          lastDoneOn: '2026-02-01',
          lastDoneMinutes: 900,
          lastLogId: 'e1',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(markDone(caller, logEntry(OWNER), { lastDoneMinutes: 0 }).commit());
      await assertFails(markDone(caller, logEntry(OWNER), { lastDoneOn: '2026-03-01' }).commit());
      await assertFails(markDone(caller, logEntry(OWNER, { taskId: 'theirs' })).commit());
    });
  });
});

describe('maintenance log', () => {
  beforeEach(() =>
    rules.seed({
      'maintenance_tasks/t1': storedTask(OWNER),
      'maintenance_tasks/theirs': storedTask(OTHER, { printerId: 'theirs' }),
    }),
  );

  it('the owner logs maintenance of their printer; the log is append-only and theirs alone', async () => {
    await assertSucceeds(rules.as(OWNER).set('maintenance_log/e1', logEntry(OWNER)));
    await assertSucceeds(
      rules
        .as(OWNER)
        .set('maintenance_log/e2', logEntry(OWNER, { taskId: null, taskName: 'Replaced the fan' })),
    );
    await assertFails(rules.as(OWNER).update('maintenance_log/e1', { cost: 0 }));
    await assertFails(rules.as(OWNER).delete('maintenance_log/e1'));
    await assertSucceeds(rules.as(OWNER).list('maintenance_log', { userId: OWNER }));
    for (const uid of [OTHER, ADMIN, null]) {
      await assertFails(rules.as(uid).get('maintenance_log/e1'));
      await assertFails(rules.as(uid).list('maintenance_log', { userId: OWNER }));
    }
  });

  const today = new Date();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const badEntries: [string, DocumentData][] = [
    ['a day in the future', { doneOn: iso(new Date(today.getTime() + 3 * 86_400_000)) }],
    ['a day that does not exist', { doneOn: '2026-02-30' }],
    ["another user's printer", { printerId: 'theirs' }],
    ["another user's task", { taskId: 'theirs' }],
    ['Infinity cost', { cost: Number.POSITIVE_INFINITY }],
    ['a negative cost', { cost: -5 }],
    ['fractional minutes', { printMinutes: 1.5 }],
    ['a 10 KB note', { notes: 'x'.repeat(10_000) }],
    ['a client time', { createdAt: new Date() }],
    ['another owner', { userId: OTHER }],
    ['an extra field', { approved: true }],
  ];
  for (const [label, changes] of badEntries) {
    it(`refuses an entry with ${label}`, async () => {
      await assertFails(rules.as(OWNER).set('maintenance_log/e1', logEntry(OWNER, changes)));
    });
  }
  it('accepts today', async () => {
    await assertSucceeds(rules.as(OWNER).set('maintenance_log/e1', logEntry(OWNER, { doneOn: iso(today) })));
  });
});

describe('no run starts on a printer in maintenance', () => {
  it('the printer must be idle to take a run', async () => {
    await rules.seed({
      'printers/p1': documents.printer(OWNER, { status: 'maintenance' }),
      'spools/s1': documents.spool(OWNER),
      'projects/chess-set': documents.project(OWNER, { storedJobIds: ['j1'] }),
      'projects/chess-set/jobs/j1': documents.printJob(OWNER),
    });
    const caller = rules.as(OWNER);
    const batch = caller.batch();
    batch.set(caller.doc('runs/r1'), documents.run(OWNER));
    batch.update(caller.doc('printers/p1'), {
      status: 'printing',
      currentRunId: 'r1',
      updatedAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
    // The same start passes once the printer is idle again.
    await rules.seed({ 'printers/p1': documents.printer(OWNER, { status: 'idle' }) });
    const again = caller.batch();
    again.set(caller.doc('runs/r1'), documents.run(OWNER));
    again.update(caller.doc('printers/p1'), {
      status: 'printing',
      currentRunId: 'r1',
      updatedAt: serverTimestamp(),
    });
    await assertSucceeds(again.commit());
  });
});
