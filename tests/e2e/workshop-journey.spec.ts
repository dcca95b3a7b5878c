// Issue 12's journey on a tablet in portrait (820×1180): a project of two jobs is printed from the
// workshop board, one job failing once, and every view shows what the runs did: the spool's
// remaining weight and history, the printer's hours, the jobs' statuses and the project's cost.
import { expect, test, type Page } from '@playwright/test';
import { checkpoint, registerNewUser } from './support';
import { seedPrinterAndSpool, uidOf } from './workshop-seed';

const TABLET = { width: 820, height: 1180 };
test.use({ viewport: TABLET, hasTouch: true });

/** A checkpoint (axe and screenshots at both sizes), then back to the tablet. */
async function shoot(page: Page, name: string) {
  await checkpoint(page, name);
  await page.setViewportSize(TABLET);
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name }).click();

async function addJob(
  page: Page,
  index: number,
  job: { description: string; hours: string; minutes: string; grams: string },
) {
  await page.getByRole('button', { name: 'Add Print Job' }).last().click();
  const group = page.getByRole('group', { name: `Print Job ${index}` });
  await group.getByLabel('Description').fill(job.description);
  await group.getByRole('combobox', { name: /^Material/ }).fill('PLA');
  await group.getByRole('textbox', { name: /^Colour/ }).fill('Galaxy Black');
  await group.getByLabel('Print time (hours)').fill(job.hours);
  await group.getByLabel('Minutes').fill(job.minutes);
  await group.getByLabel('Material (g)').fill(job.grams);
}

async function startFromQueue(page: Page, verb: 'Start' | 'Reprint', description: string) {
  await page.getByRole('button', { name: `${verb} ${description} (Chess set)` }).click();
  const dialog = page.getByRole('dialog', { name: `Start ${description}` });
  await expect(dialog.getByLabel('Printer')).toHaveValue(/.+/);
  const spool = dialog.getByLabel('Spool', { exact: true });
  const option = spool.locator('option', { hasText: 'Galaxy Black PLA' }).first();
  await spool.selectOption((await option.getAttribute('value'))!);
  return dialog;
}

test('a project printed from the board: runs, a failure and a reprint, the spool ledger and a weigh-in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await registerNewUser(page);
  await seedPrinterAndSpool(await uidOf(email));
  await page.reload();

  // A project with two jobs, made through the form.
  await nav(page, 'Projects');
  await page.getByRole('button', { name: 'New Project' }).first().click();
  await page.getByLabel('Project name').fill('Chess set');
  await page.getByRole('checkbox', { name: 'Prusa MK4 (MK4)' }).check();
  await addJob(page, 1, { description: 'Kings and queens', hours: '2', minutes: '0', grams: '120' });
  await addJob(page, 2, { description: 'Pawns', hours: '1', minutes: '30', grams: '80' });
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);

  // The board: the printer idle, both jobs waiting.
  await nav(page, 'Workshop');
  const tile = page.getByRole('article', { name: 'Prusa MK4' });
  await expect(tile.getByText('Idle')).toBeVisible();
  const queue = page.getByRole('list', { name: 'Jobs waiting to print' });
  await expect(queue.getByText('Kings and queens')).toBeVisible();
  await expect(queue.getByText('Pawns')).toBeVisible();
  await shoot(page, 'workshop-board');

  // Job 1: started from the queue, completed.
  let dialog = await startFromQueue(page, 'Start', 'Kings and queens');
  await shoot(page, 'workshop-start-dialog');
  await dialog.getByRole('button', { name: 'Start printing' }).click();
  await expect(dialog).toBeHidden();
  await expect(tile.getByText('Printing', { exact: true })).toBeVisible();
  await expect(tile.getByText('Kings and queens')).toBeVisible();
  await expect(queue.getByText('Kings and queens')).toHaveCount(0);
  await shoot(page, 'workshop-printing');

  await tile.getByRole('button', { name: 'Complete the run on Prusa MK4' }).click();
  dialog = page.getByRole('dialog', { name: 'Complete the run on Prusa MK4' });
  await expect(dialog.getByLabel('Filament used from Galaxy Black PLA (g)')).toHaveValue('120');
  await dialog.getByLabel('Print time (minutes)').fill('125');
  await shoot(page, 'workshop-finish-dialog');
  await dialog.getByRole('button', { name: 'Record completed print' }).click();
  await expect(dialog).toBeHidden();
  await expect(tile.getByText('Idle')).toBeVisible();

  // Job 2: fails with waste, goes back to the queue, is printed again.
  dialog = await startFromQueue(page, 'Start', 'Pawns');
  await dialog.getByRole('button', { name: 'Start printing' }).click();
  await expect(dialog).toBeHidden();
  await tile.getByRole('button', { name: 'Failed: the run on Prusa MK4' }).click();
  dialog = page.getByRole('dialog', { name: 'Record a failed print on Prusa MK4' });
  await dialog.getByLabel('Filament wasted from Galaxy Black PLA (g)').fill('-30');
  await dialog.getByLabel('Print time (minutes)').fill('20');
  await dialog.getByRole('button', { name: 'Record failed print' }).click();
  await expect(dialog.getByText('Grams cannot be negative')).toBeVisible();
  await expect(dialog.getByText('Choose why the print failed')).toBeVisible();
  await dialog.getByLabel('Filament wasted from Galaxy Black PLA (g)').fill('30');
  await dialog.getByLabel('Why it failed').selectOption('adhesion');
  await dialog.getByLabel('What happened').fill('Corner lifted at layer 12');
  await shoot(page, 'workshop-failed-dialog');
  await dialog.getByRole('button', { name: 'Record failed print' }).click();
  await expect(dialog).toBeHidden();

  dialog = await startFromQueue(page, 'Reprint', 'Pawns');
  await dialog.getByRole('button', { name: 'Start printing' }).click();
  await expect(dialog).toBeHidden();
  await tile.getByRole('button', { name: 'Complete the run on Prusa MK4' }).click();
  dialog = page.getByRole('dialog', { name: 'Complete the run on Prusa MK4' });
  await expect(dialog.getByLabel('Filament used from Galaxy Black PLA (g)')).toHaveValue('80');
  await dialog.getByLabel('Print time (minutes)').fill('90');
  await dialog.getByRole('button', { name: 'Record completed print' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Nothing waiting to print' })).toBeVisible();
  // 125 + 20 + 90 minutes = 3.9 h over 3 runs.
  await expect(tile).toContainText('3.9 h');

  // The printer's card counts the hours and runs.
  await nav(page, 'Printers');
  await expect(page.getByRole('article', { name: 'Prusa MK4' })).toContainText('Hours printed: 3.9 h');
  await expect(page.getByRole('article', { name: 'Prusa MK4' })).toContainText('3 runs');

  // The project: actual cost on its card; estimated against actual and the runs on its page.
  // 120 g + 30 g + 80 g at $0.02/g = $4.60; 125 + 20 + 90 minutes at $0.50/h ≈ $1.96: $6.56.
  await nav(page, 'Projects');
  const card = page.getByRole('link', { name: /Chess set/ });
  await expect(card).toContainText('Actual: $6.56');
  await card.click();
  const comparison = page.getByRole('table', { name: 'Estimated vs actual cost' });
  await expect(comparison.getByRole('row', { name: /Total/ })).toContainText('$6.56');
  await expect(comparison.getByRole('row', { name: /Failures/ })).toContainText('$0.77');
  await expect(page.getByRole('group', { name: 'Print Job 1' }).getByText('Completed')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Print Job 2' }).getByText('Completed')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Runs of this project, oldest first' }).getByRole('row'),
  ).toHaveCount(4);
  await shoot(page, 'workshop-project-actuals');

  // The spool: 1000 − 120 − 30 − 80 = 770 g, every run in its history; then a weigh-in.
  await nav(page, 'Spools Inventory');
  await page.getByRole('link', { name: 'Galaxy Black PLA' }).click();
  const remaining = page.getByText(/ of 1,000 g remaining$/);
  await expect(remaining).toHaveText('770 g of 1,000 g remaining');
  await page.getByRole('button', { name: 'Weigh in' }).click();
  dialog = page.getByRole('dialog', { name: 'Weigh in' });
  await dialog.getByLabel('Gross weight on the scale (g)').fill('150');
  await dialog.getByLabel('Empty spool weight (g)').fill('200');
  await dialog.getByRole('button', { name: 'Record weigh-in' }).click();
  await expect(dialog.getByText(/less than the empty spool weighs \(200 g\)/)).toBeVisible();
  await expect(dialog.getByLabel('Gross weight on the scale (g)')).toHaveValue('150');
  await dialog.getByLabel('Gross weight on the scale (g)').fill('950');
  await dialog.getByRole('button', { name: 'Record weigh-in' }).click();
  await expect(dialog).toBeHidden();
  await expect(remaining).toHaveText('750 g of 1,000 g remaining');

  const history = page.getByRole('table', { name: 'Spool history' });
  const rows = history.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  // Newest first: each balance is the one below it plus this row's grams, from 1,000 g to 750 g.
  const expected = [
    ['Weigh-in', '−20 g', '750 g'],
    ['Print run', '−80 g', '770 g'],
    ['Failed or cancelled print', '−30 g', '850 g'],
    ['Print run', '−120 g', '880 g'],
  ];
  for (const [index, [what, grams, balance]] of expected.entries()) {
    const cells = rows.nth(index).locator('td');
    await expect(cells.nth(1)).toContainText(what!);
    await expect(cells.nth(2)).toHaveText(grams!);
    await expect(cells.nth(3)).toHaveText(balance!);
  }
  await shoot(page, 'workshop-spool-history');
});
