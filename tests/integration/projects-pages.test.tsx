import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyPrintJobForm, emptyProjectForm, projectFormSchema } from '@/domain/project-form';
import { projectRecordFromForm } from '@/domain/project-save';
import type { Run } from '@/domain/runs';
import { createProjectsRepository } from '@/repositories/projects';
import { adminFirestore, seedBuiltInPlans, signedUpClient } from '../support/emulators';
import { renderApp, signInApp, signOutApp } from '../support/render-app';

const disposers: Array<() => Promise<void>> = [];

/** A fresh account with the app signed in as it. */
async function signedInUser() {
  const client = await signedUpClient();
  disposers.push(client.dispose);
  await signInApp(client.email, 'secret-pass');
  // The app's "stored session" hint (see printers-page.test.tsx): set it so it starts signed in.
  localStorage.setItem('firebase:authUser:test', '1');
  return client;
}

beforeAll(async () => {
  await seedBuiltInPlans();
});
afterEach(async () => {
  await signOutApp();
  localStorage.clear();
});
afterAll(async () => {
  await Promise.all(disposers.map((dispose) => dispose()));
});

type User = ReturnType<typeof renderApp>['user'];

async function seedPrinter(uid: string, name: string, model: string, costPerHour: number) {
  const reference = await adminFirestore()
    .collection('printers')
    .add({ userId: uid, name, model, costPerHour, status: 'idle', buildVolume: { x: 0, y: 0, z: 0 } });
  return reference.id;
}

async function seedSpool(uid: string, weight: number, purchasePrice: number) {
  await adminFirestore()
    .collection('spools')
    .add({ userId: uid, name: 'PLA', weight, remainingWeight: weight, purchasePrice, status: 'new' });
}

async function setField(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value !== '') await user.type(field, value);
}

const job = (number: number) => screen.getByRole('group', { name: `Print Job ${number}` });

describe('projects list and new project form', () => {
  it('invites the first project, blocks saving until the one invalid job is fixed, then lists the card', async () => {
    const { uid } = await signedInUser();
    const printerA = await seedPrinter(uid, 'Prusa MK4', 'MK4', 0.5);
    await seedPrinter(uid, 'Bambu X1', 'X1 Carbon', 1.5);
    await seedSpool(uid, 1000, 20);

    const { user, router } = renderApp('/dashboard/projects');
    expect(await screen.findByText('No projects yet', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New Project' })[0]!);
    expect(await screen.findByRole('heading', { name: 'New Project' })).toBeInTheDocument();

    // Start date defaults to today; status to pending.
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByLabelText('Status')).toHaveValue('pending');

    // Printers are listed as name and model.
    await user.click(await screen.findByRole('checkbox', { name: 'Prusa MK4 (MK4)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bambu X1 (X1 Carbon)' }));

    for (let index = 0; index < 3; index += 1) {
      await user.click(screen.getAllByRole('button', { name: 'Add Print Job' })[0]!);
    }
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Print Job \d$/ })).toHaveLength(3));
    const values = [
      ['Rook', '1', '30', '100'],
      ['Knight', '2', '75', '150'], // 75 minutes: invalid
      ['Pawn', '0', '45', '50'],
    ];
    for (const [index, [description, hours, minutes, grams]] of values.entries()) {
      const group = job(index + 1);
      await setField(user, within(group).getByLabelText('Description'), description!);
      await setField(user, within(group).getByLabelText('Print time (hours)'), hours!);
      await setField(user, within(group).getByLabelText('Minutes'), minutes!);
      await setField(user, within(group).getByLabelText('Material (g)'), grams!);
    }
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('Project name is required')).toBeInTheDocument();
    const minutesMessage = 'If provided, minutes must be less than 60';
    expect(within(job(2)).getByText(minutesMessage)).toBeInTheDocument();
    expect(within(job(1)).queryByText(minutesMessage)).toBeNull();
    expect(within(job(3)).queryByText(minutesMessage)).toBeNull();
    expect(screen.getAllByText(minutesMessage)).toHaveLength(1);
    expect(within(job(2)).getByLabelText('Minutes')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Print Job 2 has errors. Fix them to save the project.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?new=1');

    await setField(user, screen.getByLabelText('Project name'), 'Chess set');
    await setField(user, within(job(2)).getByLabelText('Minutes'), '15');
    // Totals: 300 g; 1:30 + 2:15 + 0:45 = 4 h 30 min; 300 g at 20/kg = 6, 4.5 h at an average 1/h = 4.5,
    // +10 % failure allowance = 11.55.
    await waitFor(() => expect(screen.getByTestId('estimated-cost')).toHaveTextContent('$11.55'));
    expect(screen.getByText('300 g')).toBeInTheDocument();
    expect(screen.getByText('4 h 30 min')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 15_000 });
    const card = await screen.findByRole('link', { name: /Chess set/ });
    expect(card).toHaveTextContent('3 print jobs');
    expect(card).toHaveTextContent('2 printers');
    expect(card).toHaveTextContent('No description');
    expect(card).toHaveTextContent('Pending');
    expect(card).toHaveTextContent('$11.55');

    const stored = await adminFirestore().collection('projects').where('userId', '==', uid).get();
    expect(stored.size).toBe(1);
    const data = stored.docs[0]!.data();
    expect(data.estimatedCost).toBe(11.55);
    expect(data.printers).toContain(printerA);
    expect(data).toMatchObject({ jobCount: 3, totalGrams: 300, totalMinutes: 270 });
    const jobs = await stored.docs[0]!.ref.collection('jobs').orderBy('position').get();
    expect(jobs.docs.map((job) => job.data().printTime)).toEqual([
      { hours: 1, minutes: 30 },
      { hours: 2, minutes: 15 },
      { hours: 0, minutes: 45 },
    ]);
  });
});

describe('edit project page', () => {
  async function seedProject(uid: string, db: Parameters<typeof createProjectsRepository>[0]) {
    const values = projectFormSchema.parse({
      ...emptyProjectForm(new Date(2025, 2, 1)),
      name: 'Vase',
      description: 'Spiral vase for a client',
      parts: [
        {
          ...emptyPrintJobForm('part-1-aaaaaaaaa'),
          description: 'Body',
          printTime: { hours: '3', minutes: '0' },
        },
        {
          ...emptyPrintJobForm('part-2-bbbbbbbbb'),
          description: 'Base',
          printTime: { hours: '1', minutes: '0' },
        },
      ],
    });
    const created = await createProjectsRepository(db).create(
      uid,
      projectRecordFromForm(values, { printers: [], spools: [] }),
    );
    return created.id;
  }

  it('edits a project: removes a job after confirmation and returns to the list', async () => {
    const client = await signedInUser();
    const id = await seedProject(client.uid, client.db);

    const { user, router } = renderApp(`/dashboard/projects/${id}`);
    expect(
      await screen.findByRole('heading', { name: 'Edit Project: Vase' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to Projects/ }).length).toBeGreaterThan(0);
    expect(within(job(1)).getByLabelText('Description')).toHaveValue('Body');
    expect(within(job(1)).getByText('Pending')).toBeInTheDocument();
    // No run yet: no comparison, a way to the board instead.
    const noRuns = await screen.findByText(/No runs yet: start its jobs from the/, {}, { timeout: 15_000 });
    expect(within(noRuns).getByRole('link', { name: 'Workshop board' })).toHaveAttribute(
      'href',
      '/dashboard/workshop',
    );
    expect(screen.queryByRole('table', { name: 'Estimated vs actual cost' })).toBeNull();

    await user.click(within(job(1)).getByRole('button', { name: 'Delete Print Job 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete print job' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this print job? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('group', { name: /^Print Job \d$/ })).toHaveLength(2);

    await user.click(within(job(1)).getByRole('button', { name: 'Delete Print Job 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Print Job \d$/ })).toHaveLength(1));
    expect(within(job(1)).getByLabelText('Description')).toHaveValue('Base');

    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects'), {
      timeout: 15_000,
    });
    const card = await screen.findByRole('link', { name: /Vase/ });
    expect(card).toHaveTextContent('1 print job');
    expect(card).toHaveTextContent('Completed');

    const stored = (await adminFirestore().collection('projects').doc(id).get()).data()!;
    expect(stored.status).toBe('completed');
    const jobs = await adminFirestore().collection(`projects/${id}/jobs`).get();
    expect(jobs.docs.map((job) => job.id)).toEqual(['part-2-bbbbbbbbb']);
  });

  it('keeps everything typed and says so when the save fails', async () => {
    const client = await signedInUser();
    const id = await seedProject(client.uid, client.db);
    const { user, router } = renderApp(`/dashboard/projects/${id}`);
    await screen.findByRole('heading', { name: 'Edit Project: Vase' }, { timeout: 15_000 });
    await setField(user, screen.getByLabelText('Project name'), 'Vase, second try');

    // The project is deleted elsewhere (another tab): the save is refused.
    await adminFirestore().collection('projects').doc(id).delete();
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'You do not have permission to do that.',
    );
    expect(screen.getByLabelText('Project name')).toHaveValue('Vase, second try');
    expect(screen.getByRole('button', { name: 'Update Project' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/dashboard/projects/${id}`);
  });

  it('deletes a project after confirmation', async () => {
    const client = await signedInUser();
    const id = await seedProject(client.uid, client.db);
    const { user, router } = renderApp(`/dashboard/projects/${id}`);
    await screen.findByRole('heading', { name: 'Edit Project: Vase' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Delete Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects'), {
      timeout: 15_000,
    });
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect((await adminFirestore().collection('projects').doc(id).get()).exists).toBe(false);
  });

  it('shows a clear not-found state for a missing id and for another user’s project', async () => {
    const owner = await signedUpClient();
    disposers.push(owner.dispose);
    const othersProject = await seedProject(owner.uid, owner.db);
    await signedInUser();

    const view = renderApp('/dashboard/projects/no-such-project');
    expect(await screen.findByText('Project not found', {}, { timeout: 15_000 })).toBeInTheDocument();
    view.unmount();

    renderApp(`/dashboard/projects/${othersProject}`);
    expect(await screen.findByText('Project not found', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Spiral vase for a client')).toBeNull();
  });
});

describe('project runs: estimated vs actual', () => {
  const start = new Date(2025, 2, 3, 9, 0);
  const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  /** A run document as the runs repository stores it (grams per spool; costs once finished). */
  async function seedRun(uid: string, projectId: string, run: Partial<Run> & Pick<Run, 'jobId' | 'status'>) {
    const { startedAt: startedAtOrNull, endedAt = null, ...fields } = run;
    const startedAt = startedAtOrNull ?? start;
    const reference = adminFirestore().collection('runs').doc();
    await reference.set({
      userId: uid,
      projectId,
      printerId: 'printer-1',
      spoolIds: ['spool-1'],
      projectName: 'Chess set',
      jobLabel: '',
      printerName: 'Prusa MK4',
      spoolLabels: ['Galaxy PLA'],
      materialType: 'PLA',
      colorName: 'Black',
      estimatedMinutes: 0,
      estimatedGrams: 0,
      grams: null,
      minutes: null,
      failureReason: null,
      note: '',
      materialCost: null,
      machineCost: null,
      totalCost: null,
      ...fields,
      startedAt: Timestamp.fromDate(startedAt),
      endedAt: endedAt ? Timestamp.fromDate(endedAt) : null,
      createdAt: Timestamp.fromDate(startedAt),
      updatedAt: Timestamp.fromDate(endedAt ?? startedAt),
    });
    return reference.id;
  }

  it('sets the estimate against what the finished runs cost, lists the runs, and the card shows the actual cost', async () => {
    const client = await signedInUser();
    const printerId = await seedPrinter(client.uid, 'Prusa MK4', 'MK4', 1);
    await seedSpool(client.uid, 1000, 20);
    const values = projectFormSchema.parse({
      ...emptyProjectForm(new Date(2025, 2, 1)),
      name: 'Chess set',
      printers: [printerId],
      parts: [
        {
          ...emptyPrintJobForm('part-1-kingkingk'),
          description: 'King',
          printTime: { hours: '3', minutes: '0' },
          material: { meters: '', grams: '100' },
        },
        {
          ...emptyPrintJobForm('part-2-queenquee'),
          description: 'Queen',
          printTime: { hours: '1', minutes: '0' },
          material: { meters: '', grams: '50' },
        },
      ],
    });
    // Estimate: 150 g at $20/kg = $3.00, 4 h at $1/h = $4.00, 10 % allowance $0.70: $7.70.
    const { id } = await createProjectsRepository(client.db).create(
      client.uid,
      projectRecordFromForm(values, {
        printers: [{ id: printerId, costPerHour: 1 }],
        spools: [{ purchasePrice: 20, weight: 1000 }],
      }),
    );
    // The King failed once (its cost is failure cost), then printed; the Queen printed; a run is printing.
    await seedRun(client.uid, id, {
      jobId: 'part-1-kingkingk',
      jobLabel: 'King',
      status: 'failed',
      endedAt: minutesLater(60),
      grams: [40],
      minutes: 60,
      failureReason: 'adhesion',
      materialCost: 0.8,
      machineCost: 1,
      totalCost: 1.8,
    });
    await seedRun(client.uid, id, {
      jobId: 'part-1-kingkingk',
      jobLabel: 'King',
      status: 'completed',
      startedAt: minutesLater(90),
      endedAt: minutesLater(280),
      grams: [60, 40],
      spoolIds: ['spool-1', 'spool-2'],
      spoolLabels: ['Galaxy PLA', 'Spare PLA'],
      minutes: 190,
      materialCost: 2,
      machineCost: 3.17,
      totalCost: 5.17,
    });
    await seedRun(client.uid, id, {
      jobId: 'part-2-queenquee',
      jobLabel: 'Queen',
      status: 'completed',
      startedAt: minutesLater(300),
      endedAt: minutesLater(355),
      grams: [50],
      minutes: 55,
      materialCost: 1,
      machineCost: 0.92,
      totalCost: 1.92,
    });
    await seedRun(client.uid, id, {
      jobId: 'part-2-queenquee',
      jobLabel: 'Queen',
      status: 'printing',
      startedAt: minutesLater(400),
    });
    // What the runs set on the project and its jobs as they finished.
    const project = adminFirestore().collection('projects').doc(id);
    await project.update({ actualCost: 8.89 });
    await project.collection('jobs').doc('part-1-kingkingk').update({ status: 'completed' });
    await project.collection('jobs').doc('part-2-queenquee').update({ status: 'printing' });

    const { user } = renderApp(`/dashboard/projects/${id}`);
    await screen.findByRole('heading', { name: 'Edit Project: Chess set' }, { timeout: 15_000 });
    expect(within(job(1)).getByText('Completed')).toBeInTheDocument();
    expect(within(job(2)).getByText('Printing')).toBeInTheDocument();

    const comparison = await screen.findByRole(
      'table',
      { name: 'Estimated vs actual cost' },
      { timeout: 15_000 },
    );
    expect(
      within(comparison)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cost', 'Estimated', 'Actual', 'Difference']);
    const cells = (label: string) => {
      const row = within(comparison)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByRole('rowheader', { name: label }));
      return within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    };
    expect(cells('Material')).toEqual(['$3.00', '$3.00', 'On estimate']);
    expect(cells('Machine time')).toEqual(['$4.00', '$4.09', '+$0.09 over']);
    expect(cells('Failures')).toEqual(['$0.70', '$1.80', '+$1.10 over']);
    expect(cells('Total')).toEqual(['$7.70', '$8.89', '+$1.19 over']);

    const runs = screen.getByRole('table', { name: 'Runs of this project, oldest first' });
    const runRows = within(runs).getAllByRole('row').slice(1);
    expect(runRows).toHaveLength(4);
    expect(runRows[0]).toHaveTextContent('Mar 3, 2025, 09:00');
    expect(runRows[0]).toHaveTextContent('King');
    expect(runRows[0]).toHaveTextContent('Failed');
    expect(runRows[0]).toHaveTextContent('40 g');
    expect(runRows[0]).toHaveTextContent('1 h');
    expect(runRows[0]).toHaveTextContent('$1.80');
    expect(runRows[0]).toHaveTextContent('Bed adhesion or warping');
    expect(runRows[1]).toHaveTextContent('Galaxy PLA, Spare PLA');
    expect(runRows[1]).toHaveTextContent('100 g');
    expect(runRows[1]).toHaveTextContent('$5.17');
    expect(runRows[3]).toHaveTextContent('Printing');
    expect(runRows[3]).toHaveTextContent('Queen');
    // Contrast is jsdom's blind spot (the e2e journeys check it).
    const section = screen.getByRole('region', { name: 'Runs and actual cost' });
    const audit = await axe.run(section, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(screen.getAllByRole('link', { name: /Back to Projects/ })[0]!);
    const card = await screen.findByRole('link', { name: /Chess set/ }, { timeout: 15_000 });
    expect(card).toHaveTextContent('$7.70');
    expect(card).toHaveTextContent('Actual: $8.89');
  });

  it('saves a job’s material and colour, and a card without runs shows no actual cost', async () => {
    const client = await signedInUser();
    const values = projectFormSchema.parse({
      ...emptyProjectForm(new Date(2025, 2, 1)),
      name: 'Lamp',
      parts: [{ ...emptyPrintJobForm('part-1-shadeshad'), description: 'Shade' }],
    });
    const { id } = await createProjectsRepository(client.db).create(
      client.uid,
      projectRecordFromForm(values, { printers: [], spools: [] }),
    );

    const { user, router } = renderApp(`/dashboard/projects/${id}`);
    await screen.findByRole('heading', { name: 'Edit Project: Lamp' }, { timeout: 15_000 });
    await user.type(within(job(1)).getByLabelText(/^Material\s*\(optional\)$/), 'PETG');
    await user.type(within(job(1)).getByLabelText(/^Colour\s*\(optional\)$/), 'Frosted White');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects'), {
      timeout: 15_000,
    });
    const card = await screen.findByRole('link', { name: /Lamp/ });
    expect(card).not.toHaveTextContent('Actual:');

    const stored = (await adminFirestore().doc(`projects/${id}/jobs/part-1-shadeshad`).get()).data()!;
    expect(stored).toMatchObject({ materialType: 'PETG', colorName: 'Frosted White' });
  });
});

describe('invoices page', () => {
  it('opens the quotes and invoices list (empty for a new user), in the dashboard layout', async () => {
    await signedInUser();
    renderApp('/dashboard/invoices');
    expect(await screen.findByText('No quotes or invoices yet', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Projects' })).toBeInTheDocument();
  });
});
