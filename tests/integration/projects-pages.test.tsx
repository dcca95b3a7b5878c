import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyPrintJobForm, emptyProjectForm, projectFormSchema } from '@/domain/project-form';
import { projectRecordFromForm } from '@/domain/project-save';
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
    return createProjectsRepository(db).create(
      uid,
      projectRecordFromForm(values, { printers: [], spools: [] }),
    );
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

describe('invoices page', () => {
  it('says invoice features are coming soon, in the dashboard layout', async () => {
    await signedInUser();
    renderApp('/dashboard/invoices');
    expect(
      await screen.findByText('Invoice features are coming soon.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Projects' })).toBeInTheDocument();
  });
});
