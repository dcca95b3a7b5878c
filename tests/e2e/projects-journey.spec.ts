import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { checkpoint, registerNewUser } from './support';

// The e2e build talks to this emulator project (see .env.e2e).
const PROJECT = 'demo-printledger-e2e';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.METADATA_SERVER_DETECTION = 'none';

function adminDb() {
  const app =
    getApps().find((existing) => existing.name === 'projects-e2e') ??
    initializeApp({ projectId: PROJECT }, 'projects-e2e');
  return getFirestore(app);
}

const shoot = async (page: Page, name: string) => {
  await checkpoint(page, name);
};

/**
 * The printers and spool the journey assigns, written straight to the emulator: adding printers
 * through the UI (and the plan change a second one needs) is the printers journey's subject.
 */
async function seedPrintersAndSpool(email: string) {
  const db = adminDb();
  const users = await db.collection('users').where('email', '==', email).get();
  const uid = users.docs[0]!.id;
  const printer = (name: string, model: string, costPerHour: number) => ({
    userId: uid,
    name,
    model,
    buildVolume: { x: 250, y: 210, z: 220 },
    numExtruders: 1,
    powerConsumption: 200,
    initialCost: 1000,
    costPerHour,
    replacementPeriod: 5000,
    expectedYearlyHours: 1000,
    annualMaintenanceCost: 100,
    status: 'idle',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await db.collection('printers').add(printer('Prusa MK4', 'MK4', 0.5));
  await db.collection('printers').add(printer('Bambu X1', 'X1 Carbon', 1.5));
  await db.collection('spools').add({
    userId: uid,
    name: 'Galaxy Black PLA',
    weight: 1000,
    remainingWeight: 1000,
    purchaseDate: '2025-01-01',
    purchasePrice: 20,
    status: 'new',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

test('new project with two printers and two jobs → list card → edit → remove a job → save', async ({
  page,
}) => {
  const { email } = await registerNewUser(page);
  await seedPrintersAndSpool(email);
  // Written around the app, which has already read the (then empty) printers for the dashboard's
  // calculator and keeps them for their stale time: load the app afresh to read what was seeded.
  await page.reload();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(page.getByText('No projects yet')).toBeVisible();
  await shoot(page, 'projects-empty');

  // New project: details and both printers.
  await page.getByRole('button', { name: 'New Project' }).first().click();
  await expect(page.getByRole('heading', { name: 'New Project' })).toBeVisible();
  await page.getByLabel('Project name').fill('Chess set');
  await page.getByLabel('Client name').fill('Ada Lovelace');
  await page.getByLabel('Description').first().fill('Staunton pattern, 32 pieces');
  await page.getByRole('checkbox', { name: 'Prusa MK4 (MK4)' }).check();
  await page.getByRole('checkbox', { name: 'Bambu X1 (X1 Carbon)' }).check();

  // Two jobs; the second with invalid minutes at first.
  await page.getByRole('button', { name: 'Add Print Job' }).first().click();
  const first = page.getByRole('group', { name: 'Print Job 1' });
  await expect(first).toBeInViewport();
  await first.getByLabel('Description').fill('Kings and queens');
  await first.getByLabel('Print time (hours)').fill('3');
  await first.getByLabel('Minutes').fill('30');
  await first.getByLabel('Material (g)').fill('120');
  await first.getByRole('button', { name: 'Add File' }).click();
  await first.getByLabel('File 1 name').fill('king.stl');

  await page.getByRole('button', { name: 'Add Print Job' }).last().click();
  const second = page.getByRole('group', { name: 'Print Job 2' });
  // Scrolled smoothly to the new job.
  await expect(second).toBeInViewport();
  await second.getByLabel('Description').fill('Pawns');
  await second.getByLabel('Print time (hours)').fill('1');
  await second.getByLabel('Minutes').fill('75');
  await second.getByLabel('Material (g)').fill('80');

  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(second.getByText('If provided, minutes must be less than 60')).toBeVisible();
  await expect(first.getByText('If provided, minutes must be less than 60')).toHaveCount(0);
  await expect(page).toHaveURL(/\?new=1$/);
  await shoot(page, 'projects-form-error');

  await second.getByLabel('Minutes').fill('30');
  // 200 g at $20/kg = $4; 5 h at an average $1/h = $5; + 10 % = $9.90.
  await expect(page.getByTestId('estimated-cost')).toHaveText('$9.90');
  await shoot(page, 'projects-form');
  await page.getByRole('button', { name: 'Create Project' }).click();

  // The list card.
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  const card = page.getByRole('link', { name: /Chess set/ });
  await expect(card).toContainText('2 print jobs');
  await expect(card).toContainText('2 printers');
  await expect(card).toContainText('Client: Ada Lovelace');
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('200 g');
  await expect(card).toContainText('5 h');
  await expect(card).toContainText('$9.90');
  await shoot(page, 'projects-list');

  // Edit: remove a job with confirmation, then save.
  await card.click();
  await expect(page.getByRole('heading', { name: 'Edit Project: Chess set' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Projects/ })).toBeVisible();
  await shoot(page, 'projects-edit');
  await page
    .getByRole('group', { name: 'Print Job 1' })
    .getByRole('button', { name: 'Delete Print Job 1' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete print job' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this print job? This action cannot be undone.',
  );
  await shoot(page, 'projects-delete-job');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('group', { name: /^Print Job \d$/ })).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Print Job 1' }).getByLabel('Description')).toHaveValue(
    'Pawns',
  );
  await page.getByLabel('Status').selectOption('in-progress');
  await page.getByRole('button', { name: 'Update Project' }).click();

  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  const edited = page.getByRole('link', { name: /Chess set/ });
  await expect(edited).toContainText('1 print job');
  await expect(edited).toContainText('2 printers');
  await expect(edited).toContainText('In Progress');
  // 80 g → $1.60; 1.5 h → $1.50; + 10 % = $3.41.
  await expect(edited).toContainText('$3.41');

  // Invoices: the list in the dashboard layout (tests/e2e/invoices-journey.spec.ts goes further).
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByText('No quotes or invoices yet')).toBeVisible();
  await shoot(page, 'invoices');
});

/** `count` projects of the user written straight to the emulator, newest last, statuses in turn. */
async function seedManyProjects(email: string, count: number) {
  const db = adminDb();
  const users = await db.collection('users').where('email', '==', email).get();
  const uid = users.docs[0]!.id;
  const statuses = ['pending', 'in-progress', 'completed'] as const;
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    for (let index = start; index < Math.min(count, start + 400); index += 1) {
      const number = String(index + 1).padStart(4, '0');
      batch.set(db.collection('projects').doc(), {
        userId: uid,
        name: `Farm order ${number}`,
        description: `Batch ${number} for the shop`,
        clientName: index % 2 ? 'Ada Lovelace' : '',
        status: statuses[index % statuses.length],
        startDate: `2025-${String((index % 12) + 1).padStart(2, '0')}-01`,
        endDate: null,
        estimatedCost: 10 + (index % 40),
        actualCost: null,
        materials: [],
        printers: [],
        jobCount: 3,
        totalGrams: 150,
        totalMinutes: 240,
        createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
}

test('a farm’s 600 projects: counted, read a page at a time, drawn only on screen, sorted and filtered', async ({
  page,
}) => {
  // Seeding 600 projects and paging through six of them takes a while on a busy machine.
  test.slow();
  const { email } = await registerNewUser(page);
  await seedManyProjects(email, 600);
  await page.goto('/dashboard/projects');

  await expect(page.getByText('600 projects.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('listitem').first()).toContainText('Farm order 0600');
  await expect(page.getByText('Showing 12 of 600 projects')).toBeVisible();
  await shoot(page, 'projects-farm');

  // Scrolling to the end of what is loaded reads the next page, and only the rows on screen
  // (and a few either side) are in the page.
  for (const shown of [24, 36, 48, 60, 72]) {
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(page.getByText(`Showing ${shown} of 600 projects`)).toBeVisible();
  }
  expect(await list.getByRole('listitem').count()).toBeLessThan(36);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  console.info(`projects list with 72 of 600 loaded: ${domNodes} DOM nodes`);
  expect(domNodes).toBeLessThan(2500);

  // Sort and filter: Firestore queries, in the address.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.getByLabel('Status').selectOption('completed');
  await expect(page).toHaveURL(/\?status=completed$/);
  await expect(page.getByText('200 projects (Completed).')).toBeVisible();
  await page.getByLabel('Sort by').selectOption('name');
  await expect(page).toHaveURL(/\?sort=name&status=completed$/);
  await expect(list.getByRole('listitem').first()).toContainText('Farm order 0003');
  await expect(list.getByRole('listitem').first()).toContainText('Completed');
  await shoot(page, 'projects-farm-filtered');

  // The view survives a reload from its address.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  await expect(list.getByRole('listitem').first()).toContainText('Farm order 0003');
});
