// Maintenance against the emulator with the real rules: tasks counted from the printer's hours,
// marking done in one transaction, the 12-month cost in one aggregation read, a deleted printer's
// log kept, and the due tasks counted by aggregation from their stored points (issue 29).
import { afterAll, describe, expect, it } from 'vitest';
import {
  maintenanceMessages,
  maintenanceTaskSchema,
  STARTER_TASKS,
  taskDue,
  type MaintenanceTask,
  type MaintenanceTaskFormValues,
} from '@/domain/maintenance';
import {
  createMaintenanceRepository,
  dueQueryGroups,
  PRINTERS_PER_DUE_QUERY,
} from '@/repositories/maintenance';
import { createPrintersRepository } from '@/repositories/printers';
import { createRunsRepository } from '@/repositories/runs';
import { createUsersRepository } from '@/repositories/users';
import { adminFirestore, signedUpClient, type TestClient } from '../support/emulators';
import { seedWorkshop } from '../support/workshop-seed';

const disposables: TestClient[] = [];
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});

async function newUser() {
  const client = await signedUpClient();
  disposables.push(client);
  await createUsersRepository(client.db).loadOrCreateProfile(client.uid, client.email);
  return {
    ...client,
    maintenance: createMaintenanceRepository(client.db),
    printers: createPrintersRepository(client.db),
    runs: createRunsRepository(client.db),
  };
}

const form = (overrides: Partial<MaintenanceTaskFormValues> = {}): MaintenanceTaskFormValues => ({
  name: 'Nozzle check',
  intervalHours: '2',
  intervalDays: '',
  notes: '',
  expectedCost: '15',
  ...overrides,
});

const TODAY = '2026-11-24';

const starterForms = () =>
  STARTER_TASKS.map((task) => ({
    ...task,
    intervalHours: task.intervalHours ?? '',
    intervalDays: task.intervalDays ?? '',
    expectedCost: task.expectedCost ?? '',
  }));

describe('maintenance repository against the emulator', () => {
  it('a task counts from the printer’s hours; runs make it due; marking done moves it on', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid, { printers: [{ printMinutes: 30 }], jobs: [{}, {}] });
    const printer = (await maker.maintenance.getPrinter(maker.uid, shop.printerIds[0]!))!;
    const taskId = await maker.maintenance.addTask(maker.uid, printer, form(), TODAY);
    let [task] = await maker.maintenance.listTasks(maker.uid);
    expect(task).toMatchObject({
      id: taskId,
      baselineOn: TODAY,
      baselineMinutes: 30,
      printerName: 'Printer 1',
      intervalHours: 2,
    });

    // Two runs of 60 minutes: 2 h printed since the task was added.
    for (const jobId of shop.jobIds) {
      const runId = await maker.runs.start(maker.uid, {
        projectId: shop.projectId,
        jobId,
        printerId: printer.id,
        spoolIds: [shop.spoolIds[0]!],
      });
      await maker.runs.finish(maker.uid, runId, {
        outcome: 'completed',
        grams: [1],
        minutes: 60,
        failureReason: '',
        note: '',
      });
    }
    const hoursNow = (await maker.maintenance.getPrinter(maker.uid, printer.id))!.printMinutes;
    expect(hoursNow).toBe(150);
    expect(taskDue(task!, hoursNow, TODAY).state).toBe('overdue');

    const entryId = await maker.maintenance.markDone(
      maker.uid,
      taskId,
      { doneOn: TODAY, cost: '12.5', doneBy: 'Ada', notes: 'New 0.4 mm nozzle' },
      TODAY,
    );
    [task] = await maker.maintenance.listTasks(maker.uid);
    expect(task).toMatchObject({ lastDoneOn: TODAY, lastDoneMinutes: 150, lastLogId: entryId });
    expect(taskDue(task!, hoursNow, TODAY).state).toBe('ok');
    const [entry] = (await maker.maintenance.listLogPage(maker.uid, { printerId: printer.id })).items;
    expect(entry).toMatchObject({
      id: entryId,
      taskName: 'Nozzle check',
      doneOn: TODAY,
      printMinutes: 150,
      cost: 12.5,
      doneBy: 'Ada',
    });
  });

  it('refuses a day in the future with the message, and a back-dated entry leaves the next due where it is', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid, { printers: [{ printMinutes: 600 }] });
    const printer = (await maker.maintenance.getPrinter(maker.uid, shop.printerIds[0]!))!;
    const taskId = await maker.maintenance.addTask(
      maker.uid,
      printer,
      form({ intervalDays: '30' }),
      '2026-10-01',
    );
    await expect(
      maker.maintenance.markDone(
        maker.uid,
        taskId,
        { doneOn: '2026-11-25', cost: '', doneBy: '', notes: '' },
        TODAY,
      ),
    ).rejects.toMatchObject({ userMessage: maintenanceMessages.dateInFuture });
    await maker.maintenance.markDone(
      maker.uid,
      taskId,
      { doneOn: '2026-11-20', cost: '', doneBy: '', notes: '' },
      TODAY,
    );
    await maker.maintenance.markDone(
      maker.uid,
      taskId,
      { doneOn: '2026-11-02', cost: '4', doneBy: '', notes: 'forgot to log it' },
      TODAY,
    );
    const [task] = await maker.maintenance.listTasks(maker.uid);
    expect(task).toMatchObject({ lastDoneOn: '2026-11-20' });
    expect((await maker.maintenance.listLogPage(maker.uid)).items.map((entry) => entry.doneOn)).toEqual([
      '2026-11-20',
      '2026-11-02',
    ]);
  });

  it('adds the starter set in one go, sums 12 months of cost in one read, and a deleted printer keeps its log', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid, { printers: [{ printMinutes: 0 }, { name: 'Other' }] });
    const printer = (await maker.maintenance.getPrinter(maker.uid, shop.printerIds[0]!))!;
    await maker.maintenance.addTasks(maker.uid, printer, starterForms(), TODAY);
    const tasks = await maker.maintenance.listTasks(maker.uid);
    expect(tasks.map((task) => task.name).sort()).toEqual(STARTER_TASKS.map((task) => task.name).sort());
    for (const [index, doneOn] of ['2025-11-23', '2025-11-24', '2026-06-01'].entries()) {
      await maker.maintenance.markDone(
        maker.uid,
        tasks[index]!.id,
        { doneOn, cost: String(index + 1), doneBy: '', notes: '' },
        TODAY,
      );
    }
    expect(await maker.maintenance.printerCostSince(maker.uid, printer.id, '2025-11-24')).toEqual({
      cost: 5,
      entries: 2,
    });
    expect(await maker.maintenance.printerCostSince(maker.uid, shop.printerIds[1]!, '2025-11-24')).toEqual({
      cost: 0,
      entries: 0,
    });

    await maker.printers.remove(maker.uid, printer.id);
    expect(await maker.maintenance.listTasks(maker.uid)).toEqual([]);
    const log = (await maker.maintenance.listLogPage(maker.uid)).items;
    expect(log).toHaveLength(3);
    expect(log[0]).toMatchObject({ printerName: 'Printer 1', printerId: printer.id });
    expect(
      (await adminFirestore().collection('maintenance_log').where('userId', '==', maker.uid).get()).size,
    ).toBe(3);
  });

  it('no run starts on a printer in maintenance, and it goes back to idle', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid);
    await maker.printers.setStatus(maker.uid, shop.printerIds[0]!, 'maintenance');
    await expect(
      maker.runs.start(maker.uid, {
        projectId: shop.projectId,
        jobId: shop.jobIds[0]!,
        printerId: shop.printerIds[0]!,
        spoolIds: [shop.spoolIds[0]!],
      }),
    ).rejects.toMatchObject({
      userMessage: 'This printer is in maintenance. Set it to idle before starting a run on it.',
    });
    await maker.printers.setStatus(maker.uid, shop.printerIds[0]!, 'idle');
    await maker.runs.start(maker.uid, {
      projectId: shop.projectId,
      jobId: shop.jobIds[0]!,
      printerId: shop.printerIds[0]!,
      spoolIds: [shop.spoolIds[0]!],
    });
    await expect(
      maker.printers.setStatus(maker.uid, shop.printerIds[0]!, 'maintenance'),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
  it('reads the log a page at a time, newest first, without skipping or repeating entries that share a day', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid, { printers: [{}, { name: 'Other' }] });
    const [first, second] = shop.printerIds as [string, string];
    const days = ['2026-11-20', '2026-11-20', '2026-11-20', '2026-11-19', '2026-11-18'];
    const batch = adminFirestore().batch();
    days.forEach((doneOn, index) => {
      batch.set(adminFirestore().collection('maintenance_log').doc(), {
        userId: maker.uid,
        printerId: index % 2 === 0 ? first : second,
        printerName: index % 2 === 0 ? 'Printer 1' : 'Other',
        taskId: null,
        taskName: `Task ${index}`,
        doneOn,
        printMinutes: 0,
        cost: 1,
        doneBy: '',
        notes: '',
        createdAt: new Date(),
      });
    });
    await batch.commit();

    const seen: string[] = [];
    let page = await maker.maintenance.listLogPage(maker.uid, { pageSize: 2 });
    const sizes = [page.items.length];
    seen.push(...page.items.map((entry) => entry.taskName));
    while (page.next) {
      page = await maker.maintenance.listLogPage(maker.uid, { pageSize: 2, after: page.next });
      sizes.push(page.items.length);
      seen.push(...page.items.map((entry) => entry.taskName));
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect([...seen].sort()).toEqual(['Task 0', 'Task 1', 'Task 2', 'Task 3', 'Task 4']);
    expect(seen.slice(3)).toEqual(['Task 3', 'Task 4']);

    const firstPrinters = await maker.maintenance.listLogPage(maker.uid, { printerId: first, pageSize: 2 });
    expect(firstPrinters.items.map((entry) => entry.printerId)).toEqual([first, first]);
    expect(firstPrinters.next).not.toBeNull();
    const rest = await maker.maintenance.listLogPage(maker.uid, {
      printerId: first,
      pageSize: 2,
      after: firstPrinters.next,
    });
    expect(rest.items.map((entry) => entry.taskName)).toEqual(['Task 4']);
    expect(rest.next).toBeNull();
  });
});

/**
 * A task as it was stored before the due points (the admin SDK, past the rules): the stored
 * schema's defaults for what `task` leaves out.
 */
async function storedBeforePoints(uid: string, printerId: string, task: Partial<MaintenanceTask>) {
  const reference = adminFirestore().collection('maintenance_tasks').doc();
  const {
    id: _id,
    dueVersion: _version,
    ...fields
  } = maintenanceTaskSchema.parse({
    id: reference.id,
    userId: uid,
    printerId,
    name: 'Old task',
    baselineOn: '2026-01-01',
    ...task,
  });
  await reference.set({ ...fields, createdAt: new Date(), updatedAt: new Date() });
  return reference;
}

describe('the count of due tasks, by aggregation (issue 29)', () => {
  it('asks about 15 printers a query (two disjunctions each, of the 30 Firestore allows)', () => {
    const farm = (printers: number) => dueQueryGroups(Array.from({ length: printers }, (_, index) => index));
    expect(PRINTERS_PER_DUE_QUERY * 2).toBe(30);
    expect(farm(0)).toEqual([]);
    expect(farm(10).map((group) => group.length)).toEqual([10]);
    expect(farm(16).map((group) => group.length)).toEqual([15, 1]);
    expect(farm(100).map((group) => group.length)).toEqual([15, 15, 15, 15, 15, 15, 10]);
    expect(farm(100).flat()).toEqual(Array.from({ length: 100 }, (_, index) => index));
  });

  /** The printer's hours moved on, as runs would move them (the admin SDK, past the rules). */
  const setMinutes = (printerId: string, printMinutes: number) =>
    adminFirestore().doc(`printers/${printerId}`).update({ printMinutes });

  it('counts due and soon tasks across printers once each, equal to taskDue, a legacy task once its points are stored', async () => {
    const maker = await newUser();
    // More printers than one query asks about: the last ones are counted by a second query.
    const printerCount = PRINTERS_PER_DUE_QUERY + 2;
    const shop = await seedWorkshop(maker.uid, {
      printers: Array.from({ length: printerCount }, () => ({})),
    });
    const ids = shop.printerIds;
    const printer = async (index: number) => (await maker.maintenance.getPrinter(maker.uid, ids[index]!))!;
    const add = async (index: number, values: Partial<MaintenanceTaskFormValues>, day = TODAY) =>
      maker.maintenance.addTask(maker.uid, await printer(index), form({ intervalHours: '', ...values }), day);

    // The starter set on every printer, added today: none is due.
    for (let index = 0; index < printerCount; index += 1) {
      await maker.maintenance.addTasks(maker.uid, await printer(index), starterForms(), TODAY);
    }
    // First printer: 100 h due soon exactly at 90 h, 200 h not yet.
    const soon = await add(0, { intervalHours: '100' });
    const notYet = await add(0, { intervalHours: '200' });
    // A second query's printer: 10 h overdue; 30 days from three weeks ago OK; 30 days from 35 days ago overdue.
    const overdue = await add(printerCount - 1, { intervalHours: '10' });
    await add(printerCount - 1, { intervalDays: '30' }, '2026-11-03');
    await add(printerCount - 1, { intervalDays: '30' }, '2026-10-20');
    // Due by both its hours and the calendar: counted once.
    await add(5, { intervalHours: '50', intervalDays: '90' }, '2026-09-01');
    await setMinutes(ids[0]!, 90 * 60);
    await setMinutes(ids[5]!, 50 * 60);
    await setMinutes(ids[printerCount - 1]!, 10 * 60);

    const expected = async (today = TODAY) => {
      const printers = await maker.printers.list(maker.uid);
      const minutes = new Map(printers.map((entry) => [entry.id, entry.printMinutes]));
      const tasks = await maker.maintenance.listTasks(maker.uid);
      const due = tasks.filter((task) => taskDue(task, minutes.get(task.printerId)!, today).state !== 'ok');
      return { printers, due: due.length, tasks };
    };
    let truth = await expected();
    // Those four, and the 50 h build plate of the first printer and of the one at 50 h.
    expect(truth.due).toBe(6);
    expect(truth.tasks).toHaveLength(printerCount * 5 + 6);
    expect(await maker.maintenance.taskCounts(maker.uid)).toEqual({
      tasks: truth.tasks.length,
      withPoints: truth.tasks.length,
    });
    expect(await maker.maintenance.dueCount(maker.uid, truth.printers, TODAY)).toBe(6);
    // Six days later the three-week-old monthly task is due soon (27 of its 30 days), and every
    // weekly build plate not yet counted (its last day): all but the two overdue by hours.
    expect((await expected('2026-11-30')).due).toBe(6 + 1 + printerCount - 2);
    expect(await maker.maintenance.dueCount(maker.uid, truth.printers, '2026-11-30')).toBe(
      6 + 1 + printerCount - 2,
    );

    // An edit brings a task forward; marking one done moves it on.
    await maker.maintenance.updateTask(maker.uid, notYet, form({ intervalHours: '95', intervalDays: '' }));
    await maker.maintenance.markDone(
      maker.uid,
      overdue,
      { doneOn: TODAY, cost: '', doneBy: '', notes: '' },
      TODAY,
    );
    truth = await expected();
    expect(truth.due).toBe(6);
    expect(await maker.maintenance.dueCount(maker.uid, truth.printers, TODAY)).toBe(6);
    expect(truth.tasks.find((task) => task.id === soon)).toMatchObject({ dueVersion: 1 });

    // A task stored before the points: counted among the tasks, not among those with points,
    // and by the count only once its points are stored.
    await storedBeforePoints(maker.uid, ids[1]!, { intervalHours: 1 });
    await setMinutes(ids[1]!, 60);
    truth = await expected();
    expect(truth.due).toBe(7);
    expect(await maker.maintenance.taskCounts(maker.uid)).toEqual({
      tasks: truth.tasks.length,
      withPoints: truth.tasks.length - 1,
    });
    expect(await maker.maintenance.dueCount(maker.uid, truth.printers, TODAY)).toBe(6);
    await maker.maintenance.storeDuePoints(maker.uid, truth.tasks);
    expect(await maker.maintenance.taskCounts(maker.uid)).toEqual({
      tasks: truth.tasks.length,
      withPoints: truth.tasks.length,
    });
    expect(await maker.maintenance.dueCount(maker.uid, truth.printers, TODAY)).toBe(7);
  });

  it('stores no point that no longer matches its task: a task edited since it was read keeps its own', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid);
    const taskRef = await storedBeforePoints(maker.uid, shop.printerIds[0]!, { intervalHours: 10 });
    const [read] = await maker.maintenance.listTasks(maker.uid);
    // Edited on another device, by an app from before the points.
    await taskRef.update({ intervalHours: 20 });
    await expect(
      maker.maintenance.storeDuePoints(maker.uid, [read as MaintenanceTask]),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await taskRef.get()).get('dueVersion')).toBeUndefined();
    await maker.maintenance.storeDuePoints(maker.uid, await maker.maintenance.listTasks(maker.uid));
    expect((await taskRef.get()).data()).toMatchObject({ dueSoonMinutes: 20 * 54, dueVersion: 1 });
  });
});
