// Scan to find (issue 16): a spool's label read by the camera chooses the spool for a run; the
// short code typed when the camera is refused does the same.
//
// Chromium on Linux has no BarcodeDetector, so these journeys exercise the jsQR path: the scan
// dialog downloads jsqr when Scan is pressed and decodes the fake camera's frames on a canvas.
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { spoolShortCode } from '@/domain/spool-label';
import { chromiumLaunchOptions } from './chromium';
import { CAPTURE_FILE, writeLabelCapture } from './scan-capture';
import { checkpoint, registerNewUser } from './support';
import { adminDb, seedPrinterAndSpool, seedQueuedJob, uidOf } from './workshop-seed';

// playwright.config.ts's browser, with a fake camera that films CAPTURE_FILE (each test rewrites
// it before pressing Scan; Chromium reads it when the camera starts).
test.use({
  launchOptions: chromiumLaunchOptions(
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${CAPTURE_FILE}`,
  ),
});

test.beforeAll(() => writeLabelCapture(null));

/** A new user with a printer, a 1 kg PLA spool and the job 'Rook' waiting; the spool's id. */
async function userWithSpoolAndJob(page: Page) {
  const { email } = await registerNewUser(page);
  const uid = await uidOf(email);
  const { printerId } = await seedPrinterAndSpool(uid);
  await seedQueuedJob(uid, printerId);
  const spools = await adminDb().collection('spools').where('userId', '==', uid).get();
  return spools.docs[0]!.id;
}

/** The board's start dialog for 'Rook', with no spool chosen yet. */
async function openStartDialog(page: Page) {
  await page.goto(paths.dashboard.workshop);
  await page.getByRole('button', { name: 'Start Rook (Chess set)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Rook' });
  await expect(dialog.getByLabel('Printer')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Spool', { exact: true })).toHaveValue('');
  return dialog;
}

test('the camera reads a spool’s label and chooses the spool for the run', async ({ page }) => {
  const spoolId = await userWithSpoolAndJob(page);
  const startDialog = await openStartDialog(page);

  // First another QR code: the dialog says it is not a label and goes on scanning.
  await writeLabelCapture('https://example.com/menu');
  await startDialog.getByRole('button', { name: 'Scan a spool label' }).click();
  let scan = page.getByRole('dialog', { name: 'Scan a spool label' });
  await expect(scan.getByLabel('Camera view')).toBeVisible();
  await expect(scan.getByText('This QR code is not a PrintLedger spool label.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(scan.getByLabel('Type the code on the label')).toBeVisible();
  await checkpoint(page, 'scan-dialog-camera');
  await scan.getByRole('button', { name: 'Close' }).click();
  await expect(scan).toBeHidden();
  await expect(startDialog.getByLabel('Spool', { exact: true })).toHaveValue('');

  // The spool's label, with the link its QR code carries (on any origin).
  await writeLabelCapture(`${new URL(page.url()).origin}${paths.dashboard.spool(spoolId)}`);
  await startDialog.getByRole('button', { name: 'Scan a spool label' }).click();
  scan = page.getByRole('dialog', { name: 'Scan a spool label' });
  await expect(scan).toBeHidden({ timeout: 20_000 });
  await expect(startDialog.getByLabel('Spool', { exact: true })).toHaveValue(spoolId);
  await expect(startDialog.getByText('Scanned: Galaxy Black PLA is chosen as Spool.')).toBeVisible();
  // The camera is off once the label is read.
  expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);

  await startDialog.getByRole('button', { name: 'Start printing' }).click();
  const runsOfSpool = async () =>
    (await adminDb().collection('runs').where('spoolIds', 'array-contains', spoolId).get()).size;
  await expect.poll(runsOfSpool, { timeout: 20_000 }).toBe(1);
  await expect(page.getByRole('dialog', { name: 'Start Rook' })).toBeHidden();
});

test('with the camera refused, the short code typed from the label chooses the spool', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const spoolId = await userWithSpoolAndJob(page);
  const startDialog = await openStartDialog(page);

  await startDialog.getByRole('button', { name: 'Scan a spool label' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan a spool label' });
  await expect(scan.getByText(/Camera permission was refused/)).toBeVisible();
  const field = scan.getByLabel('Type the code on the label');
  await expect(field).toBeFocused();

  await field.fill('Zz9yXw8v');
  await scan.getByRole('button', { name: 'Find spool' }).click();
  await expect(scan.getByText('No spool has the code “Zz9yXw8v”.')).toBeVisible();
  await expect(field).toHaveValue('Zz9yXw8v');
  await checkpoint(page, 'scan-dialog-refused');

  await field.fill(spoolShortCode(spoolId));
  await scan.getByRole('button', { name: 'Find spool' }).click();
  await expect(scan).toBeHidden();
  await expect(startDialog.getByLabel('Spool', { exact: true })).toHaveValue(spoolId);
});

test('Scan label on the spools page opens the spool the camera reads', async ({ page }) => {
  const spoolId = await userWithSpoolAndJob(page);
  await writeLabelCapture(`${new URL(page.url()).origin}${paths.dashboard.spool(spoolId)}`);
  await page.goto(paths.dashboard.materials);
  // The camera films the label from the start: the dialog may be gone as soon as it opened.
  await page.getByRole('button', { name: 'Scan label' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.dashboard.spool(spoolId)}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxy Black PLA' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Scan a spool label' })).toBeHidden();
});

test('Find a spool: a spool saved before the search is made searchable, then found by its code in lower case', async ({
  page,
}) => {
  const spoolId = await userWithSpoolAndJob(page);
  const startDialog = await openStartDialog(page);
  // The seeded spool is stored as before the search: it has no search words yet.
  const older = startDialog.getByText(
    '1 spool saved before spools could be searched is not found by “Find a spool” yet.',
  );
  await expect(older).toBeVisible();
  await checkpoint(page, 'start-dialog-older-spools');
  await startDialog.getByRole('button', { name: 'Make them searchable' }).click();
  await expect(older).toBeHidden();

  const code = spoolShortCode(spoolId).toLowerCase();
  await startDialog.getByRole('searchbox', { name: 'Find a spool' }).fill(code);
  await startDialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    startDialog.getByText(`1 spool found for “${code}”: choose one in the spool list.`),
  ).toBeVisible();
  await checkpoint(page, 'start-dialog-find-spool');
  await startDialog.getByLabel('Spool', { exact: true }).selectOption(spoolId);
  await startDialog.getByRole('button', { name: 'Start printing' }).click();
  const runsOfSpool = async () =>
    (await adminDb().collection('runs').where('spoolIds', 'array-contains', spoolId).get()).size;
  await expect.poll(runsOfSpool, { timeout: 20_000 }).toBe(1);
  await expect(startDialog).toBeHidden();
});
