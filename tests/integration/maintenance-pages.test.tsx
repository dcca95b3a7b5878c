import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { todayIsoDate } from '@/domain/dates';
import { addDays, maintenanceMessages, taskDuePoints, type MaintenanceTask } from '@/domain/maintenance';
import { adminFirestore } from '../support/emulators';
import { renderApp, setUpPageTests } from '../support/render-app';
import { seedWorkshop } from '../support/workshop-seed';

const { signedInUser } = setUpPageTests();

const today = todayIsoDate();
const daysAgo = (days: number) => addDays(today, -days);

type TaskSeed = Partial<Omit<MaintenanceTask, 'id' | 'createdAt' | 'updatedAt'>> & { name: string };

/**
 * A task stored as the maintenance repository writes it, with its due points; `legacy`: as it was
 * stored before them (issue 29).
 */
async function seedTask(
  uid: string,
  printerId: string,
  printerName: string,
  task: TaskSeed,
  { legacy = false } = {},
) {
  const reference = adminFirestore().collection('maintenance_tasks').doc();
  const fields = {
    userId: uid,
    printerId,
    printerName,
    intervalHours: null,
    intervalDays: null,
    notes: '',
    expectedCost: null,
    baselineOn: daysAgo(5),
    baselineMinutes: 0,
    lastDoneOn: null,
    lastDoneMinutes: null,
    lastLogId: null,
    ...task,
  };
  await reference.set({
    ...fields,
    ...(!legacy && taskDuePoints(fields)),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return reference.id;
}

/** A log entry stored as markDone writes it. */
async function seedLogEntry(
  uid: string,
  entry: {
    printerId: string;
    printerName: string;
    taskName: string;
    doneOn: string;
    cost: number;
  } & Partial<{
    printMinutes: number;
    doneBy: string;
    notes: string;
  }>,
) {
  await adminFirestore()
    .collection('maintenance_log')
    .add({
      userId: uid,
      taskId: null,
      printMinutes: 0,
      doneBy: '',
      notes: '',
      ...entry,
      createdAt: FieldValue.serverTimestamp(),
    });
}

/**
 * Two printers: the MK4 at 10 h with a task overdue by hours, one due soon and one OK; the
 * Ender with a calendar task 10 days overdue.
 */
async function seedTasks(uid: string, options: { legacy?: boolean } = {}) {
  const {
    printerIds: [mk4 = '', ender = ''],
  } = await seedWorkshop(uid, {
    printers: [
      { name: 'Prusa MK4', printMinutes: 600 },
      { name: 'Ender 3', printMinutes: 0 },
    ],
  });
  const ids = {
    mk4,
    ender,
    nozzle: await seedTask(
      uid,
      mk4,
      'Prusa MK4',
      {
        name: 'Clean nozzle',
        intervalHours: 8,
        expectedCost: 12.5,
      },
      options,
    ),
    belts: await seedTask(uid, mk4, 'Prusa MK4', { name: 'Belt check', intervalHours: 11 }, options),
    lube: await seedTask(uid, mk4, 'Prusa MK4', { name: 'Lubricate rods', intervalHours: 100 }, options),
    firmware: await seedTask(
      uid,
      ender,
      'Ender 3',
      {
        name: 'Firmware check',
        intervalDays: 30,
        baselineOn: daysAgo(40),
      },
      options,
    ),
  };
  return ids;
}

const documentOf = async (collection: string, id: string) =>
  (await adminFirestore().collection(collection).doc(id).get()).data();

async function expectAccessible(element: HTMLElement) {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

const taskNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

async function openMaintenancePage() {
  const view = renderApp('/dashboard/maintenance');
  await screen.findByRole('heading', { name: 'Maintenance', level: 1 }, { timeout: 15_000 });
  const list = await screen.findByRole('list', { name: 'Maintenance tasks' }, { timeout: 15_000 });
  return { ...view, list };
}

describe('maintenance page', () => {
  it('lists every task by urgency with its state in words, and filters by printer and state', async () => {
    const { uid } = await signedInUser();
    const ids = await seedTasks(uid);
    const { user, list, container } = await openMaintenancePage();

    expect(taskNames(list)).toEqual(['Firmware check', 'Clean nozzle', 'Belt check', 'Lubricate rods']);
    const nozzle = within(list).getByRole('article', { name: 'Clean nozzle' });
    expect(within(nozzle).getByText('Overdue')).toBeInTheDocument();
    expect(within(nozzle).getByText('2 print h over')).toBeInTheDocument();
    expect(within(nozzle).getByText(/Last done: never/)).toBeInTheDocument();
    expect(within(nozzle).getByRole('link', { name: 'Prusa MK4' })).toBeInTheDocument();
    const belts = within(list).getByRole('article', { name: 'Belt check' });
    expect(within(belts).getByText('Due soon')).toBeInTheDocument();
    expect(within(belts).getByText('1 print h left')).toBeInTheDocument();
    expect(within(list).getByRole('article', { name: 'Lubricate rods' })).toHaveTextContent('OK');
    const firmware = within(list).getByRole('article', { name: 'Firmware check' });
    expect(within(firmware).getByText('Overdue')).toBeInTheDocument();
    expect(within(firmware).getByText(/10 days over/)).toBeInTheDocument();
    expect(screen.getByText('3 of 4 tasks due or overdue.')).toBeInTheDocument();
    // The page lists the tasks itself: no dashboard alert above it.
    expect(screen.queryByText(/maintenance tasks are due or overdue/)).not.toBeInTheDocument();
    await expectAccessible(container);

    await user.selectOptions(screen.getByLabelText('Printer'), ids.ender);
    expect(taskNames(screen.getByRole('list', { name: 'Maintenance tasks' }))).toEqual(['Firmware check']);
    await user.selectOptions(screen.getByLabelText('State'), 'due-soon');
    expect(await screen.findByText('No task matches these filters')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Printer'), '');
    expect(taskNames(screen.getByRole('list', { name: 'Maintenance tasks' }))).toEqual(['Belt check']);
    await user.selectOptions(screen.getByLabelText('State'), 'overdue');
    expect(taskNames(screen.getByRole('list', { name: 'Maintenance tasks' }))).toEqual([
      'Firmware check',
      'Clean nozzle',
    ]);
  });

  it('marks a task done with its cost: logged, the task moves on and shows OK', async () => {
    const { uid } = await signedInUser();
    const ids = await seedTasks(uid);
    const { user, list } = await openMaintenancePage();

    await user.click(within(list).getByRole('button', { name: 'Mark done: Clean nozzle (Prusa MK4)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark done: Clean nozzle' });
    await expectAccessible(dialog);
    expect(within(dialog).getByText(/Prusa MK4 has 10 h of printing/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Done on')).toHaveValue(today);
    // The expected cost is offered.
    expect(within(dialog).getByLabelText(/Cost/)).toHaveValue(12.5);
    await user.clear(within(dialog).getByLabelText(/Cost/));
    await user.type(within(dialog).getByLabelText(/Cost/), '14.2');
    await user.type(within(dialog).getByLabelText(/Done by/), 'Sam');
    await user.type(within(dialog).getByLabelText(/Notes/), 'New 0.4 mm nozzle');
    await user.click(within(dialog).getByRole('button', { name: 'Record maintenance' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });

    const task = await documentOf('maintenance_tasks', ids.nozzle);
    expect(task).toMatchObject({ lastDoneOn: today, lastDoneMinutes: 600 });
    const entry = await documentOf('maintenance_log', String(task?.lastLogId));
    expect(entry).toMatchObject({
      userId: uid,
      printerId: ids.mk4,
      taskName: 'Clean nozzle',
      doneOn: today,
      printMinutes: 600,
      cost: 14.2,
      doneBy: 'Sam',
      notes: 'New 0.4 mm nozzle',
    });

    await waitFor(() => {
      const nozzle = within(screen.getByRole('list', { name: 'Maintenance tasks' })).getByRole('article', {
        name: 'Clean nozzle',
      });
      expect(within(nozzle).getByText('OK')).toBeInTheDocument();
      expect(within(nozzle).getByText('8 print h left')).toBeInTheDocument();
    });
    const log = await screen.findByRole('table', { name: 'Maintenance log' });
    const row = within(log).getByRole('row', { name: /Clean nozzle/ });
    expect(row).toHaveTextContent('Prusa MK4');
    expect(row).toHaveTextContent('$14.20');
    expect(row).toHaveTextContent('Sam');
    expect(row).toHaveTextContent('New 0.4 mm nozzle');
  });

  it('refuses a done date in the future with the message, keeping what was typed', async () => {
    const { uid } = await signedInUser();
    const ids = await seedTasks(uid);
    const { user, list } = await openMaintenancePage();

    await user.click(within(list).getByRole('button', { name: 'Mark done: Belt check (Prusa MK4)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark done: Belt check' });
    const date = within(dialog).getByLabelText('Done on');
    await user.clear(date);
    await user.type(date, addDays(today, 3));
    await user.type(within(dialog).getByLabelText(/Cost/), '7');
    await user.type(within(dialog).getByLabelText(/Done by/), 'Alex');
    await user.click(within(dialog).getByRole('button', { name: 'Record maintenance' }));

    expect(await within(dialog).findByText(maintenanceMessages.dateInFuture)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveValue(addDays(today, 3));
    expect(within(dialog).getByLabelText(/Cost/)).toHaveValue(7);
    expect(within(dialog).getByLabelText(/Done by/)).toHaveValue('Alex');
    expect(await documentOf('maintenance_tasks', ids.belts)).toMatchObject({ lastDoneOn: null });
  });

  it('keeps a deleted printer’s log readable', async () => {
    const { uid } = await signedInUser();
    await seedLogEntry(uid, {
      printerId: 'gone',
      printerName: 'Old Anet',
      taskName: 'Replace hotend',
      doneOn: daysAgo(20),
      cost: 30,
      doneBy: 'Kim',
    });
    renderApp('/dashboard/maintenance');

    expect(await screen.findByText('No maintenance tasks yet', {}, { timeout: 15_000 })).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Maintenance log' });
    const row = within(log).getByRole('row', { name: /Replace hotend/ });
    expect(row).toHaveTextContent('Old Anet');
    expect(row).toHaveTextContent('$30.00');
  });

  it('shows the latest 20 log entries and loads older ones on request', async () => {
    const { uid } = await signedInUser();
    for (let index = 0; index < 23; index += 1) {
      await seedLogEntry(uid, {
        printerId: 'p1',
        printerName: 'Voron',
        taskName: `Check ${index + 1}`,
        doneOn: daysAgo(index + 1),
        cost: 1,
        doneBy: '',
      });
    }
    const { user } = renderApp('/dashboard/maintenance');

    const log = await screen.findByRole('table', { name: 'Maintenance log' }, { timeout: 15_000 });
    expect(within(log).getAllByRole('row')).toHaveLength(21);
    expect(within(log).getByRole('row', { name: /Check 1\b/ })).toBeInTheDocument();
    expect(within(log).queryByRole('row', { name: /Check 21/ })).toBeNull();
    expect(screen.getByText('Showing the latest 20 entries')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('23 entries, the whole log')).toBeInTheDocument();
    expect(within(log).getAllByRole('row')).toHaveLength(24);
    expect(within(log).getByRole('row', { name: /Check 23/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('dashboard maintenance summary', () => {
  it('counts the tasks due or overdue and links to the Maintenance page', async () => {
    const { uid } = await signedInUser();
    await seedTasks(uid);
    const { user } = renderApp('/dashboard/printers');

    expect(
      await screen.findByText('3 maintenance tasks are due or overdue', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'view maintenance' }));
    expect(await screen.findByRole('heading', { name: 'Maintenance', level: 1 })).toBeInTheDocument();
  });

  it('counts tasks stored before the due points by reading them, and stores their points', async () => {
    const { uid } = await signedInUser();
    const ids = await seedTasks(uid, { legacy: true });
    renderApp('/dashboard/printers');

    expect(
      await screen.findByText('3 maintenance tasks are due or overdue', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const taskIds = [ids.nozzle, ids.belts, ids.lube, ids.firmware];
    await waitFor(
      async () => {
        const stored = await Promise.all(taskIds.map((id) => documentOf('maintenance_tasks', id)));
        expect(stored.map((task) => task?.dueVersion)).toEqual([1, 1, 1, 1]);
      },
      { timeout: 15_000 },
    );
    expect(await documentOf('maintenance_tasks', ids.nozzle)).toMatchObject({ dueSoonMinutes: 8 * 54 });
    // Counted by the points from then on: the same figure.
    expect(screen.getByText('3 maintenance tasks are due or overdue')).toBeInTheDocument();
  });

  it('says nothing when no task is due', async () => {
    const { uid } = await signedInUser();
    const {
      printerIds: [printerId = ''],
    } = await seedWorkshop(uid, { printers: [{ name: 'Prusa MK4', printMinutes: 60 }] });
    await seedTask(uid, printerId, 'Prusa MK4', { name: 'Lubricate rods', intervalHours: 100 });
    renderApp(`/dashboard/printers/${printerId}`);

    // The printer's section lists the task from the same reads the summary counts from.
    const section = await screen.findByRole('region', { name: 'Maintenance' }, { timeout: 15_000 });
    expect(await within(section).findByRole('article', { name: 'Lubricate rods' })).toHaveTextContent('OK');
    expect(screen.queryByText(/maintenance tasks? (are|is) due or overdue/)).not.toBeInTheDocument();
  });
});

describe('printer page maintenance section', () => {
  async function openPrinter(uid: string, printer: { name: string; printMinutes: number; status?: 'idle' }) {
    const {
      printerIds: [printerId = ''],
    } = await seedWorkshop(uid, { printers: [printer] });
    const view = renderApp(`/dashboard/printers/${printerId}`);
    await screen.findByRole('heading', { name: `Edit Printer: ${printer.name}` }, { timeout: 15_000 });
    const section = await screen.findByRole('region', { name: 'Maintenance' });
    return { ...view, printerId, section };
  }

  it('adds the reviewed starter tasks in one action', async () => {
    const { uid } = await signedInUser();
    const { user, section, printerId } = await openPrinter(uid, { name: 'Prusa MK4', printMinutes: 600 });

    expect(await within(section).findByText('No maintenance tasks yet')).toBeInTheDocument();
    expect(within(section).getByText(maintenanceMessages.starterNote)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add starter tasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add starter tasks' });
    expect(within(dialog).getByText(maintenanceMessages.starterNote)).toBeInTheDocument();
    await expectAccessible(dialog);

    // Every value is editable: rename the first, remove the last, and clear an interval of one.
    const first = within(dialog).getByRole('group', { name: 'Suggested task 1' });
    expect(within(first).getByLabelText('Task')).toHaveValue('Nozzle check or swap');
    await user.clear(within(first).getByLabelText('Task'));
    await user.type(within(first).getByLabelText('Task'), 'Nozzle swap');
    await user.click(within(dialog).getByRole('button', { name: 'Remove suggested task 5' }));
    const fourth = within(dialog).getByRole('group', { name: 'Suggested task 4' });
    await user.clear(within(fourth).getByLabelText(/Every \(print hours\)/));
    await user.clear(within(fourth).getByLabelText(/Every \(days\)/));
    await user.click(within(dialog).getByRole('button', { name: 'Add 4 tasks' }));
    // At least one interval: the rows are kept as typed.
    expect(await within(fourth).findByText(maintenanceMessages.intervalRequired)).toBeInTheDocument();
    expect(within(first).getByLabelText('Task')).toHaveValue('Nozzle swap');
    await user.type(within(fourth).getByLabelText(/Every \(days\)/), '14');
    await user.click(within(dialog).getByRole('button', { name: 'Add 4 tasks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });

    const list = await within(section).findByRole('list', { name: 'Maintenance tasks of Prusa MK4' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    expect(within(list).getByRole('article', { name: 'Nozzle swap' })).toHaveTextContent('500 print h left');
    const stored = await adminFirestore()
      .collection('maintenance_tasks')
      .where('userId', '==', uid)
      .where('printerId', '==', printerId)
      .get();
    expect(stored.docs.map((task) => task.data().name).sort()).toEqual([
      'Belt tension check',
      'Clean the build plate',
      'Lubricate rods and lead screws',
      'Nozzle swap',
    ]);
    const plate = stored.docs.find((task) => task.data().name === 'Clean the build plate')?.data();
    expect(plate).toMatchObject({
      intervalHours: null,
      intervalDays: 14,
      baselineMinutes: 600,
      baselineOn: today,
    });
  });

  it('edits a task (bad intervals refused, the typed values kept) and deletes it after confirming', async () => {
    const { uid } = await signedInUser();
    const {
      printerIds: [printerId = ''],
    } = await seedWorkshop(uid, { printers: [{ name: 'Prusa MK4', printMinutes: 600 }] });
    const taskId = await seedTask(uid, printerId, 'Prusa MK4', { name: 'Clean nozzle', intervalHours: 8 });
    const { user } = renderApp(`/dashboard/printers/${printerId}`);
    const section = await screen.findByRole('region', { name: 'Maintenance' }, { timeout: 15_000 });
    const list = await within(section).findByRole('list', { name: 'Maintenance tasks of Prusa MK4' });
    expect(within(list).getByRole('article', { name: 'Clean nozzle' })).toHaveTextContent('Overdue');

    await user.click(within(list).getByRole('button', { name: 'Edit Clean nozzle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task: Clean nozzle' });
    await expectAccessible(dialog);
    const hours = within(dialog).getByLabelText(/Every \(print hours\)/);
    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save task' }));
    expect(await within(dialog).findByText(maintenanceMessages.hoursPositive)).toBeInTheDocument();
    expect(hours).toHaveValue(0);
    await user.clear(hours);
    await user.type(hours, '20');
    await user.type(within(dialog).getByLabelText(/Every \(days\)/), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save task' }));
    expect(await within(dialog).findByText(maintenanceMessages.daysWhole)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Every \(days\)/));
    await user.click(within(dialog).getByRole('button', { name: 'Save task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(await documentOf('maintenance_tasks', taskId)).toMatchObject({
      intervalHours: 20,
      intervalDays: null,
    });
    expect(await within(section).findByText('10 print h left', {}, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Delete Clean nozzle' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Clean nozzle?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(section).findByText('No maintenance tasks yet', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await documentOf('maintenance_tasks', taskId)).toBeUndefined();

    // A task of one's own: no interval is refused, then a calendar interval alone will do.
    await user.click(within(section).getByRole('button', { name: 'Add task' }));
    const add = await screen.findByRole('dialog', { name: 'Add a maintenance task' });
    await user.type(within(add).getByLabelText('Task'), 'Check the PTFE tube');
    await user.click(within(add).getByRole('button', { name: 'Add task' }));
    expect(await within(add).findByText(maintenanceMessages.intervalRequired)).toBeInTheDocument();
    await user.type(within(add).getByLabelText(/Every \(days\)/), '60');
    await user.click(within(add).getByRole('button', { name: 'Add task' }));
    const added = await within(section).findByRole(
      'article',
      { name: 'Check the PTFE tube' },
      { timeout: 10_000 },
    );
    expect(added).toHaveTextContent('OK');
    expect(added).toHaveTextContent('Every 60 days');
  });

  it('shows the printer’s history and what maintenance cost over the last 12 months', async () => {
    const { uid } = await signedInUser();
    const {
      printerIds: [printerId = ''],
    } = await seedWorkshop(uid, { printers: [{ name: 'Prusa MK4', printMinutes: 600 }] });
    await seedTask(uid, printerId, 'Prusa MK4', { name: 'Clean nozzle', intervalHours: 8 });
    await seedLogEntry(uid, {
      printerId,
      printerName: 'Prusa MK4',
      taskName: 'Clean nozzle',
      doneOn: daysAgo(30),
      cost: 20,
      printMinutes: 300,
      doneBy: 'Sam',
      notes: 'Cold pull',
    });
    await seedLogEntry(uid, {
      printerId,
      printerName: 'Prusa MK4',
      taskName: 'Replace PTFE tube',
      doneOn: daysAgo(400),
      cost: 100,
    });
    await seedLogEntry(uid, {
      printerId: 'another',
      printerName: 'Ender 3',
      taskName: 'Belt check',
      doneOn: daysAgo(3),
      cost: 50,
    });
    renderApp(`/dashboard/printers/${printerId}`);
    const section = await screen.findByRole('region', { name: 'Maintenance' }, { timeout: 15_000 });

    // Only this printer's entries of the last 12 months count.
    await waitFor(() =>
      expect(within(section).getByText(/Maintenance cost, last 12 months/)).toHaveTextContent(
        'Maintenance cost, last 12 months: $20.00 (1 logged)',
      ),
    );
    expect(within(section).getByText('10 h')).toBeInTheDocument();
    const history = await within(section).findByRole('table', { name: 'Maintenance history of Prusa MK4' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Clean nozzle');
    expect(rows[0]).toHaveTextContent('5 h');
    expect(rows[0]).toHaveTextContent('$20.00');
    expect(rows[0]).toHaveTextContent('Sam');
    expect(rows[0]).toHaveTextContent('Cold pull');
    expect(rows[1]).toHaveTextContent('Replace PTFE tube');
    // The section's own markup (the edit form above it belongs to the printers feature).
    await expectAccessible(section);
  });

  it('starts maintenance and ends it', async () => {
    const { uid } = await signedInUser();
    const { user, section, printerId } = await openPrinter(uid, { name: 'Prusa MK4', printMinutes: 0 });

    await user.click(within(section).getByRole('button', { name: 'Start maintenance' }));
    await waitFor(async () =>
      expect(await documentOf('printers', printerId)).toMatchObject({ status: 'maintenance' }),
    );
    const done = await within(section).findByRole('button', { name: 'Maintenance done' });
    expect(
      within(section).getByText('No run can start on this printer until maintenance is done.'),
    ).toBeInTheDocument();
    await user.click(done);
    await waitFor(async () =>
      expect(await documentOf('printers', printerId)).toMatchObject({ status: 'idle' }),
    );
    expect(await within(section).findByRole('button', { name: 'Start maintenance' })).toBeInTheDocument();
  });

  it('offers no status change while the printer prints', async () => {
    const { uid } = await signedInUser();
    const {
      printerIds: [printerId = ''],
    } = await seedWorkshop(uid, {
      printers: [{ name: 'Prusa MK4', status: 'printing', currentRunId: 'run-1' }],
    });
    renderApp(`/dashboard/printers/${printerId}`);
    const section = await screen.findByRole('region', { name: 'Maintenance' }, { timeout: 15_000 });

    expect(
      await within(section).findByText('Printing now: maintenance can start once the run is finished.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /maintenance/i })).not.toBeInTheDocument();
  });
});
