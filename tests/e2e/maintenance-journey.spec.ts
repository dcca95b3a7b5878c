// Issue 13's journey: the starter tasks on a printer, a run that makes one due, the alert on the
// dashboard, the board and the Maintenance page, marking it done with a cost, and that cost back
// in the printer's log and its cost-per-hour helper.
import { expect, test, type Page } from '@playwright/test';
import { checkpoint, registerNewUser } from './support';
import { seedPrinterAndSpool, seedQueuedJob, uidOf } from './workshop-seed';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();

test('starter tasks → a run makes one due → alerts → mark it done with a cost → the log and the cost per hour', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await registerNewUser(page);
  const uid = await uidOf(email);
  const { printerId } = await seedPrinterAndSpool(uid);
  await seedQueuedJob(uid, printerId);
  await page.reload();

  // The printer's page: the starter set, one interval shortened to 1 print hour.
  await nav(page, 'Printers');
  await page.getByRole('link', { name: 'Edit Prusa MK4' }).click();
  await page.getByRole('button', { name: 'Add starter tasks' }).click();
  const starters = page.getByRole('dialog', { name: 'Add starter tasks' });
  await expect(starters.getByText(/not manufacturer figures/)).toBeVisible();
  const plate = starters.getByRole('group', { name: 'Suggested task 4' });
  await expect(plate.getByLabel('Task', { exact: true })).toHaveValue('Clean the build plate');
  await plate.getByLabel('Every (print hours)').fill('1');
  await starters.getByRole('button', { name: 'Add 5 tasks' }).click();
  await expect(starters).toBeHidden();
  const tasks = page.getByRole('list', { name: 'Maintenance tasks of Prusa MK4' });
  await expect(tasks.getByRole('listitem')).toHaveCount(5);
  await checkpoint(page, 'maintenance-printer-section');

  // One hour printed on the board makes the plate cleaning due.
  await nav(page, 'Workshop');
  await page.getByRole('button', { name: 'Start Rook (Chess set)' }).click();
  let dialog = page.getByRole('dialog', { name: 'Start Rook' });
  const spool = dialog.getByLabel('Spool', { exact: true });
  await spool.selectOption(
    (await spool.locator('option', { hasText: 'Galaxy Black PLA' }).first().getAttribute('value'))!,
  );
  await dialog.getByRole('button', { name: 'Start printing' }).click();
  await expect(dialog).toBeHidden();
  const tile = page.getByRole('article', { name: 'Prusa MK4' });
  await tile.getByRole('button', { name: 'Complete the run on Prusa MK4' }).click();
  dialog = page.getByRole('dialog', { name: 'Complete the run on Prusa MK4' });
  await dialog.getByLabel('Print time (minutes)').fill('60');
  await dialog.getByRole('button', { name: 'Record completed print' }).click();
  await expect(dialog).toBeHidden();

  // The alert on every dashboard page, and the board marks the printer.
  await expect(page.getByText('1 maintenance task is due or overdue')).toBeVisible();
  await expect(tile.getByText('Maintenance overdue')).toBeVisible();
  await checkpoint(page, 'maintenance-board');

  // The Maintenance page: the overdue task first; marked done with a cost.
  await nav(page, 'Maintenance');
  const list = page.getByRole('list', { name: 'Maintenance tasks' });
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText('Clean the build plate');
  await expect(first).toContainText('Overdue');
  await checkpoint(page, 'maintenance-page');
  await first.getByRole('button', { name: /^Mark done: Clean the build plate/ }).click();
  dialog = page.getByRole('dialog', { name: 'Mark done: Clean the build plate' });
  await dialog.getByLabel('Cost (parts and materials)').fill('4');
  await dialog.getByLabel('Done by').fill('Ada');
  await checkpoint(page, 'maintenance-mark-done');
  await dialog.getByRole('button', { name: 'Record maintenance' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem').filter({ hasText: 'Clean the build plate' })).toContainText('OK');
  await expect(page.getByText('1 maintenance task is due or overdue')).toBeHidden();
  const log = page.getByRole('table', { name: /Maintenance log/ });
  await expect(log.getByRole('row', { name: /Clean the build plate/ })).toContainText('$4.00');

  // The printer's page: its history, its 12-month cost, and the cost-per-hour helper using it.
  await nav(page, 'Printers');
  await page.getByRole('link', { name: 'Edit Prusa MK4' }).click();
  await expect(page.getByText('Maintenance cost, last 12 months:')).toContainText('$4.00');
  await expect(
    page.getByRole('table', { name: /history/i }).getByRole('row', { name: /Clean the build plate/ }),
  ).toContainText('Ada');
  await expect(page.getByText(/\$4\.00 logged in the last 12 months/)).toBeVisible();
  await checkpoint(page, 'maintenance-printer-history');
});
