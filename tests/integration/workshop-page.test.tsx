import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runMessages } from '@/domain/runs';
import { workshopMessages } from '@/domain/workshop-board';
import { adminDocuments, adminFirestore } from '../support/emulators';
import { renderApp, setUpPageTests } from '../support/render-app';

const { signedInUser } = setUpPageTests();

/** A user's workshop: an idle printer, one in maintenance, two spools, a project with one queued job. */
async function seedWorkshop(uid: string, { blackRemaining = 800 } = {}) {
  const db = adminFirestore();
  const ids = {
    printer: `${uid}-mk4`,
    resting: `${uid}-ender`,
    black: `${uid}-black`,
    petg: `${uid}-petg`,
    project: `${uid}-chess`,
    job: 'part-1-abc',
  };
  await Promise.all([
    db
      .collection('printers')
      .doc(ids.printer)
      .set(adminDocuments.printer(uid, { name: 'Prusa MK4', model: 'MK4' })),
    db
      .collection('printers')
      .doc(ids.resting)
      .set(adminDocuments.printer(uid, { name: 'Ender 3', model: 'V2', status: 'maintenance' })),
    db
      .collection('spools')
      .doc(ids.black)
      .set(adminDocuments.spool(uid, { name: 'Galaxy Black PLA', remainingWeight: blackRemaining })),
    db
      .collection('spools')
      .doc(ids.petg)
      .set(
        adminDocuments.spool(uid, {
          name: 'Clear PETG',
          material: 'PETG',
          colorName: 'Clear',
          remainingWeight: 900,
        }),
      ),
    db
      .collection('projects')
      .doc(ids.project)
      .set(adminDocuments.project(uid, { printers: [ids.printer] })),
    db
      .collection('projects')
      .doc(ids.project)
      .collection('jobs')
      .doc(ids.job)
      .set(adminDocuments.printJob(uid)),
  ]);
  return ids;
}

/** A run printing on the printer since `minutesAgo`, as the runs repository starts one. */
async function seedPrintingRun(
  uid: string,
  ids: Awaited<ReturnType<typeof seedWorkshop>>,
  minutesAgo: number,
) {
  const db = adminFirestore();
  const run = db.collection('runs').doc();
  const batch = db.batch();
  batch.set(run, {
    userId: uid,
    projectId: ids.project,
    jobId: ids.job,
    printerId: ids.printer,
    spoolIds: [ids.black],
    projectName: 'Chess set',
    jobLabel: 'Rook',
    printerName: 'Prusa MK4',
    spoolLabels: ['Galaxy Black PLA'],
    materialType: 'PLA',
    colorName: 'Galaxy Black',
    estimatedMinutes: 90,
    estimatedGrams: 12.4,
    status: 'printing',
    startedAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
    endedAt: null,
    grams: null,
    minutes: null,
    failureReason: null,
    note: '',
    materialCost: null,
    machineCost: null,
    totalCost: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  batch.update(db.collection('printers').doc(ids.printer), { status: 'printing', currentRunId: run.id });
  batch.update(db.collection('projects').doc(ids.project).collection('jobs').doc(ids.job), {
    status: 'printing',
    assignedPrinter: ids.printer,
  });
  batch.update(db.collection('projects').doc(ids.project), { status: 'in-progress' });
  await batch.commit();
  return run.id;
}

const documentOf = async (collection: string, id: string) =>
  (await adminFirestore().collection(collection).doc(id).get()).data();

/** No axe violations in `element` (contrast is jsdom's blind spot: the e2e journeys check it). */
async function expectAccessible(element: HTMLElement) {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

async function openWorkshop() {
  const view = renderApp('/dashboard/workshop');
  await screen.findByRole('heading', { name: 'Workshop' }, { timeout: 15_000 });
  const tile = await screen.findByRole('article', { name: 'Prusa MK4' }, { timeout: 15_000 });
  return { ...view, tile };
}

describe('workshop board', () => {
  it('starts a queued job on a printer, shows it printing, completes it and deducts the spool', async () => {
    const { uid } = await signedInUser();
    const ids = await seedWorkshop(uid);
    const { user, tile, container } = await openWorkshop();

    expect(within(tile).getByText('Idle')).toBeInTheDocument();
    expect(within(tile).getByText('0 h')).toBeInTheDocument();
    const resting = screen.getByRole('article', { name: 'Ender 3' });
    expect(within(resting).getByText('Maintenance')).toBeInTheDocument();
    expect(within(resting).queryByRole('button')).not.toBeInTheDocument();

    const queue = await screen.findByRole('list', { name: 'Jobs waiting to print' });
    expect(within(queue).getByText('Rook')).toBeInTheDocument();
    expect(within(queue).getByText('PLA · Galaxy Black · 12.4 g · 1 h 30 min')).toBeInTheDocument();
    await user.click(within(queue).getByRole('button', { name: 'Start Rook (Chess set)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Start Rook' });
    await expectAccessible(dialog);
    // Only the idle printer is offered, and chosen as the only one.
    const printerSelect = within(dialog).getByLabelText('Printer');
    expect(printerSelect).toHaveValue(ids.printer);
    expect(within(printerSelect).queryByRole('option', { name: /Ender 3/ })).not.toBeInTheDocument();
    // The matching spool is suggested first.
    const spoolSelect = within(dialog).getByLabelText('Spool');
    // The spools are read as the dialog opens: wait for them.
    const suggested = await within(spoolSelect).findByRole('group', { name: 'Suggested for this job' });
    expect(within(suggested).getByRole('option')).toHaveTextContent(
      'Galaxy Black PLA — PLA · Galaxy Black · 800 g left',
    );

    // Only spools of the job's material are read; the others on request.
    expect(within(spoolSelect).queryByRole('option', { name: /Clear PETG/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show all spools' }));
    await within(spoolSelect).findByRole('option', { name: /Clear PETG/ });
    // A spool of another material needs the tick.
    await user.selectOptions(spoolSelect, ids.petg);
    expect(
      within(dialog).getByText(runMessages.materialMismatch('Clear PETG', 'PETG', 'PLA')),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start printing' }));
    expect(await within(dialog).findByText(workshopMessages.confirmMaterialRequired)).toBeInTheDocument();
    await user.selectOptions(spoolSelect, ids.black);
    expect(within(dialog).queryByText(/this job is PLA/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start printing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });

    await within(tile).findByText('Printing', {}, { timeout: 10_000 });
    expect(await within(tile).findByRole('link', { name: 'Chess set' })).toBeInTheDocument();
    expect(within(tile).getByText('Rook')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Galaxy Black PLA' })).toBeInTheDocument();
    expect(within(tile).getByText('Elapsed 0 min of 1 h 30 min')).toBeInTheDocument();
    expect(within(tile).getByRole('progressbar', { name: 'Progress on Prusa MK4' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing waiting to print')).toBeInTheDocument();
    expect(await documentOf('printers', ids.printer)).toMatchObject({ status: 'printing' });
    // One-tap actions a finger can hit on a tablet: at least 44 px high.
    for (const name of ['Complete', 'Failed', 'Cancel']) {
      expect(within(tile).getByRole('button', { name: new RegExp(`^${name}`) })).toHaveClass('min-h-11');
    }
    await expectAccessible(container);

    await user.click(within(tile).getByRole('button', { name: 'Complete the run on Prusa MK4' }));
    const finish = await screen.findByRole('dialog', { name: 'Complete the run on Prusa MK4' });
    await expectAccessible(finish);
    const grams = within(finish).getByLabelText('Filament used from Galaxy Black PLA (g)');
    expect(grams).toHaveValue(12.4);
    expect(grams).toHaveAttribute('inputmode', 'decimal');

    // Bad input: a clear message, nothing typed is lost, the dialog stays open.
    await user.clear(grams);
    await user.type(grams, '-5');
    const minutes = within(finish).getByLabelText('Print time (minutes)');
    await user.clear(minutes);
    await user.type(minutes, '95');
    await user.click(within(finish).getByRole('button', { name: 'Record completed print' }));
    expect(await within(finish).findByText(runMessages.gramsNegative)).toBeInTheDocument();
    expect(grams).toHaveValue(-5);
    expect(minutes).toHaveValue(95);

    await user.clear(grams);
    await user.type(grams, '20');
    await user.click(within(finish).getByRole('button', { name: 'Record completed print' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });

    await within(tile).findByText('Idle', {}, { timeout: 10_000 });
    expect(await within(tile).findByText('1.6 h')).toBeInTheDocument();
    expect(await documentOf('spools', ids.black)).toMatchObject({ remainingWeight: 780 });
    expect(await documentOf('printers', ids.printer)).toMatchObject({
      status: 'idle',
      currentRunId: null,
      printMinutes: 95,
      runCount: 1,
    });
    expect(await documentOf(`projects/${ids.project}/jobs`, ids.job)).toMatchObject({ status: 'completed' });
  });

  it('records a failed print wasting more than the spool holds only once confirmed', async () => {
    const { uid } = await signedInUser();
    const ids = await seedWorkshop(uid, { blackRemaining: 10 });
    const runId = await seedPrintingRun(uid, ids, 65);
    const { user, tile } = await openWorkshop();

    expect(await within(tile).findByText('Elapsed 1 h 05 min of 1 h 30 min')).toBeInTheDocument();
    expect(within(tile).getByText('Printing')).toBeInTheDocument();
    await user.click(within(tile).getByRole('button', { name: 'Failed: the run on Prusa MK4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a failed print on Prusa MK4' });
    const grams = within(dialog).getByLabelText('Filament wasted from Galaxy Black PLA (g)');
    expect(grams).toHaveValue(0);
    expect(within(dialog).getByLabelText('Print time (minutes)')).toHaveValue(65);

    await user.clear(grams);
    await user.type(grams, '12');
    expect(
      await within(dialog).findByText(runMessages.overdraw('Galaxy Black PLA', 12, 10)),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Record failed print' }));
    expect(await within(dialog).findByText(runMessages.reasonRequired)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Why it failed'), 'adhesion');
    await user.type(within(dialog).getByLabelText(/What happened/), 'Corner lifted');
    await user.click(within(dialog).getByRole('button', { name: 'Record failed print' }));
    expect(await within(dialog).findByText(workshopMessages.confirmOverdrawRequired)).toBeInTheDocument();
    expect(await documentOf('runs', runId)).toMatchObject({ status: 'printing' });

    await user.click(within(dialog).getByRole('checkbox', { name: runMessages.confirmOverdraw }));
    await user.click(within(dialog).getByRole('button', { name: 'Record failed print' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });

    await within(tile).findByText('Idle', {}, { timeout: 10_000 });
    expect(await documentOf('runs', runId)).toMatchObject({
      status: 'failed',
      grams: [12],
      minutes: 65,
      failureReason: 'adhesion',
      note: 'Corner lifted',
    });
    expect(await documentOf('spools', ids.black)).toMatchObject({ remainingWeight: 0 });
    // The failed job is back in the queue, offered as a reprint.
    const queue = await screen.findByRole('list', { name: 'Jobs waiting to print' });
    expect(within(queue).getByRole('button', { name: 'Reprint Rook (Chess set)' })).toBeInTheDocument();
    expect(within(queue).getByText('Failed')).toBeInTheDocument();
  });
  it('starts a job from an idle tile, keeps what was chosen when the printer was taken meanwhile, and filters the queue', async () => {
    const { uid } = await signedInUser();
    const ids = await seedWorkshop(uid);
    const { user, tile } = await openWorkshop();
    await screen.findByRole('list', { name: 'Jobs waiting to print' });

    // The material filter offers the materials of the jobs waiting.
    const filter = screen.getByLabelText('Material');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All materials', 'PLA']);
    await user.selectOptions(filter, 'PLA');
    const queue = await screen.findByRole('list', { name: 'Jobs waiting to print' });
    expect(within(queue).getByText('Rook')).toBeInTheDocument();

    await user.click(within(tile).getByRole('button', { name: 'Start a job on Prusa MK4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a job' });
    expect(within(dialog).getByLabelText('Printer')).toHaveValue(ids.printer);
    await user.click(within(dialog).getByRole('button', { name: 'Start printing' }));
    expect(await within(dialog).findByText(workshopMessages.jobRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(runMessages.spoolRequired)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Job'), `${ids.project}/${ids.job}`);
    await user.selectOptions(within(dialog).getByLabelText('Spool'), ids.black);

    // Another device puts the printer into maintenance before this one presses Start.
    await adminFirestore().collection('printers').doc(ids.printer).update({ status: 'maintenance' });
    await user.click(within(dialog).getByRole('button', { name: 'Start printing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      runMessages.printerUnavailable('maintenance'),
    );
    expect(screen.getByRole('dialog', { name: 'Start a job' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Job')).toHaveValue(`${ids.project}/${ids.job}`);
    expect(within(dialog).getByLabelText('Spool')).toHaveValue(ids.black);
    expect(await within(tile).findByText('Maintenance')).toBeInTheDocument();
    expect(await documentOf(`projects/${ids.project}/jobs`, ids.job)).toMatchObject({ status: 'pending' });
  });

  it('marks a printer with overdue maintenance, linking to the maintenance page', async () => {
    const { uid } = await signedInUser();
    const ids = await seedWorkshop(uid);
    const db = adminFirestore();
    await db.collection('printers').doc(ids.printer).update({ printMinutes: 90 });
    const task = (printerId: string, printerName: string, name: string, intervalHours: number) =>
      db.collection('maintenance_tasks').add({
        userId: uid,
        printerId,
        printerName,
        name,
        intervalHours,
        intervalDays: null,
        notes: '',
        expectedCost: null,
        baselineOn: '2026-01-01',
        baselineMinutes: 0,
        lastDoneOn: null,
        lastDoneMinutes: null,
        lastLogId: null,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    await Promise.all([
      // 1.5 print hours on a 1-hour interval: overdue.
      task(ids.printer, 'Prusa MK4', 'Clean the build plate', 1),
      // 1.5 of 500 h: not due.
      task(ids.printer, 'Prusa MK4', 'Nozzle check or swap', 500),
      // The Ender has printed nothing: not due.
      task(ids.resting, 'Ender 3', 'Belt tension check', 1),
    ]);
    const { tile, container } = await openWorkshop();

    expect(await within(tile).findByText('Maintenance overdue', {}, { timeout: 10_000 })).toBeInTheDocument();
    const overdue = within(tile).getByRole('link', { name: '1 task overdue on Prusa MK4' });
    expect(overdue).toHaveTextContent('1 task overdue');
    expect(overdue).toHaveAttribute('href', '/dashboard/maintenance');
    // The status badge still says what the printer is doing.
    expect(within(tile).getByText('Idle')).toBeInTheDocument();
    const resting = screen.getByRole('article', { name: 'Ender 3' });
    expect(within(resting).queryByText('Maintenance overdue')).not.toBeInTheDocument();
    expect(within(resting).queryByRole('link', { name: /overdue/ })).not.toBeInTheDocument();
    await expectAccessible(container);
  });

  it('finds any spool by its words a page at a time, and starts the job on it', async () => {
    const { uid } = await signedInUser();
    const ids = await seedWorkshop(uid);
    const db = adminFirestore();
    const batch = db.batch();
    // 25 teal spools of PETG: none is offered for the PLA job until searched for.
    for (let index = 0; index < 25; index += 1) {
      const id = `${uid}-teal-${String(index).padStart(2, '0')}`;
      const name = `Teal PETG ${String(index + 1).padStart(2, '0')}`;
      batch.set(
        db.collection('spools').doc(id),
        adminDocuments.spool(uid, { id, name, material: 'PETG', colorName: 'Teal', remainingWeight: 900 }),
      );
    }
    await batch.commit();
    const { user } = await openWorkshop();
    const queue = await screen.findByRole('list', { name: 'Jobs waiting to print' });
    await user.click(within(queue).getByRole('button', { name: 'Start Rook (Chess set)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Rook' });
    const spoolSelect = within(dialog).getByLabelText('Spool');
    await within(spoolSelect).findByRole('group', { name: 'Suggested for this job' });
    expect(within(spoolSelect).queryByRole('option', { name: /Teal/ })).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a spool' }), 'TEAL petg{Enter}');
    expect(
      await within(dialog).findByText(
        '19 spools found for “TEAL petg”: choose one in the spool list.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const found = within(spoolSelect).getByRole('group', { name: 'Found for “TEAL petg”' });
    // The first page read the first 20 PETG spools by name: Clear PETG is not teal.
    expect(within(found).getAllByRole('option')).toHaveLength(19);
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(
      await within(dialog).findByText(
        '25 spools found for “TEAL petg”: choose one in the spool list.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.selectOptions(spoolSelect, `${uid}-teal-24`);
    await user.click(within(dialog).getByRole('checkbox', { name: runMessages.confirmMaterial }));
    await user.click(within(dialog).getByRole('button', { name: 'Start printing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(await documentOf('printers', ids.printer)).toMatchObject({ status: 'printing' });
    const [run] = (await db.collection('runs').where('userId', '==', uid).get()).docs;
    expect(run?.get('spoolIds')).toEqual([`${uid}-teal-24`]);
  });
});
