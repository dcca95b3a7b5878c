// Issue 17's backup journey: download a backup of an account with a printer, a spool and a
// project, restore it into a second, fresh account through the Your Data page: the preview's
// counts, the progress bar, the report, and the restored records on their pages.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { checkpoint, registerNewUser } from './support';
import { seedPrinterAndSpool, seedQueuedJob, uidOf } from './workshop-seed';

const openYourData = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Your Data', exact: true })
    .click();

test('download a backup → restore it into a fresh account: preview, progress, report', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { email } = await registerNewUser(page);
  const { printerId } = await seedPrinterAndSpool(await uidOf(email));
  await seedQueuedJob(await uidOf(email), printerId);
  await page.reload();

  await openYourData(page);
  await expect(page.getByRole('heading', { name: 'Your Data' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Import spools from Spoolman or a spreadsheet' }),
  ).toHaveAttribute('href', '/dashboard/materials/import');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^printledger-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'printledger-backup', version: 1 });
  await expect(page.getByRole('status').filter({ hasText: /Saved printledger-backup/ })).toContainText(
    'your settings and 1 printer, 1 spool, 1 project, 1 print job.',
  );
  await checkpoint(page, 'your-data-download');

  // A second, fresh account restores it.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await registerNewUser(fresh);
  await openYourData(fresh);

  // A file that is not a backup is refused with a message; nothing is written.
  await fresh.getByLabel('Backup file (.json)').setInputFiles({
    name: 'spools.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,weight\nPLA,1000\n'),
  });
  await expect(fresh.getByRole('alert')).toContainText(
    'This file is not a PrintLedger backup: it is not JSON.',
  );

  await fresh.getByLabel('Backup file (.json)').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  const preview = fresh.getByRole('region', { name: 'What the restore will do' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('row', { name: /^Printers 1 0 0$/ })).toBeVisible();
  await expect(preview.getByRole('row', { name: /^Spools 1 0 0$/ })).toBeVisible();
  await expect(preview.getByRole('row', { name: /^Projects 1 0 0$/ })).toBeVisible();
  await expect(
    fresh.getByText('This backup is of another account: records get new ids in this one.'),
  ).toBeVisible();
  await checkpoint(fresh, 'your-data-preview');

  // Hold the restore's commits so the progress bar can be seen (Firestore's write channel).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let writes = 0;
  const channel = /Firestore\/Write\/channel/;
  await fresh.route(channel, async (route) => {
    if (route.request().method() === 'POST' && (writes += 1) > 1) await held;
    await route.continue();
  });
  await fresh.getByRole('button', { name: 'Restore' }).click();
  await expect(fresh.getByRole('progressbar', { name: 'Restore progress' })).toBeVisible();
  await checkpoint(fresh, 'your-data-progress');
  release();
  await fresh.unrouteAll({ behavior: 'wait' });

  await expect(fresh.getByRole('heading', { name: /^Restore report for/ })).toBeVisible({ timeout: 30_000 });
  await expect(fresh.getByText(/^Restore complete:/)).toBeVisible();
  await checkpoint(fresh, 'your-data-report');

  // The restored records are on their pages.
  await fresh
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Printers', exact: true })
    .click();
  await expect(fresh.getByText('Prusa MK4').first()).toBeVisible();
  await context.close();
});
