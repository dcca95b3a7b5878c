// Maintenance tasks and log (issue 13 point 5): the caller's own, naming only their printers;
// intervals positive and finite, at least one; a task's last-done moves only to a log entry of it
// written in the same request; the log is append-only and refuses a day in the future. Issue 29:
// a task's due points are exactly what its own fields give (taskDuePoints), so none is postponed.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { increment, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { maintenanceCellWrite } from '@/domain/analytics/live-cells';
import { taskDuePoints, type MaintenanceTask } from '@/domain/maintenance';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, type Caller } from './rules-env';

const rules = setUpRulesTests();

/** A task's fields with the due points they give (points among `overrides` replace them). */
const withPoints = (fields: DocumentData): DocumentData => ({
  ...taskDuePoints(fields as MaintenanceTask),
  ...fields,
});

function newTask(uid: string, overrides: DocumentData = {}): DocumentData {
  return withPoints({
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
  });
}

/** The fields of the seeded task t1 (the owner's, on p1) after `changes`, with the points they give. */
const t1After = (changes: DocumentData) => {
  const { userId: _user, createdAt: _created, updatedAt: _updated, ...fields } = newTask(OWNER, changes);
  return fields;
};

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

/**
 * A log entry `id` with its cell in its month's analytics rollup (issue 29: the rules require it),
 * in one batch, as the maintenance repository writes them.
 */
function logged(caller: Caller, id: string, entry: DocumentData, batch = caller.batch()) {
  batch.set(caller.doc(`maintenance_log/${id}`), entry);
  const cell = maintenanceCellWrite(
    OWNER,
    id,
    {
      doneOn: String(entry.doneOn),
      printerId: String(entry.printerId),
      printerName: String(entry.printerName),
      cost: Number(entry.cost),
    },
    increment,
    serverTimestamp(),
  );
  batch.set(caller.doc(cell.path), cell.data, { merge: true });
  return batch;
}

/** Mark done: the entry (with its cell) and the task moved on to it, in one batch. */
function markDone(caller: Caller, entry: DocumentData = logEntry(OWNER), task: DocumentData = {}) {
  const batch = logged(caller, 'e1', entry);
  const lastDone = { lastDoneOn: '2026-02-01', lastDoneMinutes: 900, lastLogId: 'e1' };
  batch.update(caller.doc('maintenance_tasks/t1'), {
    ...t1After(lastDone),
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

// The owner's printers: p1 at 1,000 hours' worth of minutes counted so far, p2 another.
const P1_MINUTES = 1000;
beforeEach(() =>
  rules.seed({
    'printers/p1': documents.printer(OWNER, { printMinutes: P1_MINUTES }),
    'printers/p2': documents.printer(OWNER, { printMinutes: 5000 }),
    'printers/theirs': documents.printer(OTHER, { printMinutes: 5000 }),
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
    // Awkward intervals: fractions of an hour, windows of 1, 1.5 and 7 days, across a leap day.
    for (const [id, intervalHours, intervalDays] of [
      ['d', 2.7, 9],
      ['e', 0.1, 15],
      ['f', 12.5, 3650],
    ] as const) {
      const task = newTask(OWNER, { intervalHours, intervalDays, baselineOn: '2024-02-20' });
      await assertSucceeds(caller.set(`maintenance_tasks/${id}`, task));
    }
    expect(newTask(OWNER, { intervalHours: 2.7, intervalDays: 9, baselineOn: '2024-02-20' })).toMatchObject({
      dueSoonMinutes: 600 + 146,
      dueSoonOn: '2024-02-28',
    });
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
    // Issue 29: a baseline later than today or than the printer's hours postpones the task.
    ['a baseline past its printer’s hours', { baselineMinutes: P1_MINUTES + 1 }],
    ['a baseline of Infinity minutes', { baselineMinutes: Number.POSITIVE_INFINITY }],
    ['a baseline day in the future', { baselineOn: '2999-01-01' }],
    // Issue 29: the due points are exactly the task's own.
    ['its hours point postponed by a minute', { dueSoonMinutes: 600 + 500 * 54 + 1 }],
    ['its hours point brought forward', { dueSoonMinutes: 600 }],
    ['its day postponed', { intervalDays: 90, dueSoonOn: '2026-03-26' }],
    ['no day though it has a days interval', { intervalDays: 90, dueSoonOn: null }],
    ['no hours point though it has an hours interval', { dueSoonMinutes: null }],
    [
      'an hours point without an hours interval',
      { intervalHours: null, intervalDays: 90, dueSoonMinutes: 0 },
    ],
    ['a day without a days interval', { dueSoonOn: '2026-01-01' }],
    ['an hours point of Infinity', { dueSoonMinutes: Number.POSITIVE_INFINITY }],
    ['an hours point that is a string', { dueSoonMinutes: '27600' }],
    ['an hours point with a fraction', { intervalHours: 0.55, dueSoonMinutes: 600 + 29.7 }],
    ['a day that is a timestamp', { intervalDays: 90, dueSoonOn: new Date('2026-03-25') }],
    ['a day that is not a day', { intervalDays: 90, dueSoonOn: '2026-03-25T00:00' }],
    ['no version', { dueVersion: null }],
    ['another version', { dueVersion: 2 }],
    ['a version that is a string', { dueVersion: '1' }],
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
          ...t1After({ name: 'Nozzle swap', intervalDays: 180 }),
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

    it('never moves a task’s baseline, whether to postpone it or not', async () => {
      const caller = rules.as(OWNER);
      const edit = (changes: DocumentData) =>
        caller.update('maintenance_tasks/t1', { ...changes, updatedAt: serverTimestamp() });
      await assertFails(edit({ baselineMinutes: P1_MINUTES }));
      await assertFails(edit({ baselineOn: '2026-06-01' }));
      await assertFails(edit({ baselineMinutes: 0, baselineOn: '2025-01-01' }));
      // Beside a log entry in one batch: still refused.
      const batch = caller.batch();
      batch.update(caller.doc('maintenance_tasks/t1'), {
        baselineMinutes: 900,
        updatedAt: serverTimestamp(),
      });
      logged(caller, 'e9', logEntry(OWNER, { taskId: null }), batch);
      await assertFails(batch.commit());
      await assertSucceeds(edit({ name: 'Nozzle swap' }));
    });

    it('an edit moves the due points with the intervals, exactly', async () => {
      const caller = rules.as(OWNER);
      const edit = (changes: DocumentData) =>
        caller.update('maintenance_tasks/t1', { ...changes, updatedAt: serverTimestamp() });
      const longer = t1After({ intervalHours: 800, intervalDays: 30 });
      expect(longer).toMatchObject({ dueSoonMinutes: 600 + 800 * 54, dueSoonOn: '2026-01-28' });
      // The intervals without their points, the old points kept, or points postponed by hand.
      await assertFails(edit({ intervalHours: 800, intervalDays: 30 }));
      await assertFails(edit({ ...longer, dueSoonMinutes: longer.dueSoonMinutes + 1 }));
      await assertFails(edit({ ...longer, dueSoonOn: '2026-01-29' }));
      await assertFails(edit({ ...longer, dueSoonOn: '2026-01-27' }));
      await assertFails(edit({ dueSoonMinutes: 600 + 500 * 54 + 6000 }));
      await assertSucceeds(edit(longer));
      // Dropping the hours interval drops its point; the day stays.
      await assertFails(edit({ ...t1After({ intervalHours: null, intervalDays: 30 }), dueSoonMinutes: 0 }));
      await assertSucceeds(edit(t1After({ intervalHours: null, intervalDays: 30 })));
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

    it('marking done moves the due points to the entry: left where they were, or postponed further, it is refused', async () => {
      const caller = rules.as(OWNER);
      const before = t1After({});
      await assertFails(
        markDone(caller, logEntry(OWNER), { dueSoonMinutes: before.dueSoonMinutes }).commit(),
      );
      const after = t1After({ lastDoneOn: '2026-02-01', lastDoneMinutes: 900, lastLogId: 'e1' });
      await assertFails(
        markDone(caller, logEntry(OWNER), { dueSoonMinutes: after.dueSoonMinutes + 600 }).commit(),
      );
      await assertSucceeds(markDone(caller).commit());
    });
  });

  describe('stored before the due points', () => {
    const legacy = (): DocumentData => {
      const stored: DocumentData = storedTask(OWNER, { intervalDays: 90 });
      const { dueSoonMinutes: _minutes, dueSoonOn: _day, dueVersion: _version, ...fields } = stored;
      return fields;
    };
    beforeEach(() => rules.seed({ 'maintenance_tasks/t1': legacy() }));

    it('its points are stored by themselves, or with any write of it; a write without them is refused', async () => {
      const caller = rules.as(OWNER);
      const points = taskDuePoints(legacy() as unknown as MaintenanceTask);
      expect(points).toEqual({ dueSoonMinutes: 600 + 27_000, dueSoonOn: '2026-03-25', dueVersion: 1 });
      await assertFails(
        caller.update('maintenance_tasks/t1', { name: 'Nozzle swap', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        caller.update('maintenance_tasks/t1', {
          ...points,
          dueSoonOn: '2026-06-01',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(
        caller.update('maintenance_tasks/t1', { ...points, updatedAt: serverTimestamp() }),
      );
    });

    it('marking it done stores them', async () => {
      await assertSucceeds(
        markDone(rules.as(OWNER), logEntry(OWNER), t1After({ intervalDays: 90 })).commit(),
      );
    });
  });
});

describe('maintenance log', () => {
  beforeEach(() =>
    rules.seed({
      'maintenance_tasks/t1': storedTask(OWNER),
      'maintenance_tasks/t2': storedTask(OWNER, { printerId: 'p2' }),
      'maintenance_tasks/theirs': storedTask(OTHER, { printerId: 'theirs' }),
    }),
  );

  it('the owner logs maintenance of their printer; the log is append-only and theirs alone', async () => {
    await assertSucceeds(logged(rules.as(OWNER), 'e1', logEntry(OWNER)).commit());
    await assertSucceeds(
      logged(rules.as(OWNER), 'e2', logEntry(OWNER, { taskId: null, taskName: 'Replaced the fan' })).commit(),
    );
    // Issue 29: never without its cell in its month's rollup.
    await assertFails(rules.as(OWNER).set('maintenance_log/e3', logEntry(OWNER)));
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
    // Issue 29: the entry's hours are its printer's, its task that printer's.
    ['more print hours than its printer has', { printMinutes: P1_MINUTES + 1 }],
    ['a task of another of the owner’s printers', { taskId: 't2' }],
    ['a task that does not exist', { taskId: 'missing' }],
    ['Infinity print minutes', { printMinutes: Number.POSITIVE_INFINITY }],
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
      await assertFails(logged(rules.as(OWNER), 'e1', logEntry(OWNER, changes)).commit());
    });
  }
  it('takes the printer’s hours, or fewer (decided offline on an older copy of the printer)', async () => {
    await assertSucceeds(
      logged(rules.as(OWNER), 'e1', logEntry(OWNER, { printMinutes: P1_MINUTES })).commit(),
    );
    await assertSucceeds(logged(rules.as(OWNER), 'e2', logEntry(OWNER, { printMinutes: 0 })).commit());
    await assertSucceeds(
      logged(
        rules.as(OWNER),
        'e3',
        logEntry(OWNER, { taskId: 't2', printerId: 'p2', printMinutes: 4000 }),
      ).commit(),
    );
  });
  it('accepts today', async () => {
    await assertSucceeds(logged(rules.as(OWNER), 'e1', logEntry(OWNER, { doneOn: iso(today) })).commit());
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
