// Issue 16, part 2: the workshop tablet keeps working when the Wi-Fi drops. After one visit the
// dashboard, the board and a spool page open offline with their data (the service worker serves
// the app, Firestore's persistent cache the data); a run finished offline waits, counted in the
// header's chip, and lands once back online; a queued change the server refuses is reported.
import { expect, test, type APIResponse, type Page, type Route } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { checkpoint, registerNewUser } from './support';
import { adminDb, seedPrinterAndSpool, seedQueuedJob, uidOf } from './workshop-seed';

const TABLET = { width: 820, height: 1180 };
test.use({ viewport: TABLET, hasTouch: true, serviceWorkers: 'allow' });

async function shoot(page: Page, name: string) {
  await checkpoint(page, name);
  await page.setViewportSize(TABLET);
}

const chip = (page: Page) => page.getByTestId('sync-chip');

/** Presses Sign Out, in the header's menu on the tablet. */
async function pressSignOut(page: Page) {
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  if (!(await signOut.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await signOut.click();
}

/** Opens the start dialog of a queued job and chooses the spool. */
async function startDialog(page: Page, job: string, project: string) {
  await page.getByRole('button', { name: `Start ${job} (${project})` }).click();
  const dialog = page.getByRole('dialog', { name: `Start ${job}` });
  await expect(dialog.getByLabel('Printer')).toHaveValue(/.+/);
  const spool = dialog.getByLabel('Spool', { exact: true });
  await spool.selectOption(
    (await spool.locator('option', { hasText: 'Galaxy Black PLA' }).first().getAttribute('value'))!,
  );
  return dialog;
}

/** Waits until the service worker has precached the app and controls the page. */
async function installedServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * A new account with the workshop seeded (a printer, a spool, the queued job Rook of Chess set),
 * the app installed, and Rook started online on the board. Returns the ids the checks need.
 */
async function printingOnTheBoard(page: Page) {
  const { email } = await registerNewUser(page);
  const uid = await uidOf(email);
  const { printerId } = await seedPrinterAndSpool(uid);
  await seedQueuedJob(uid, printerId);
  const spoolId = (await adminDb().collection('spools').where('userId', '==', uid).get()).docs[0]!.id;
  await installedServiceWorker(page);
  await page.goto('/dashboard/workshop');
  const dialog = await startDialog(page, 'Rook', 'Chess set');
  await dialog.getByRole('button', { name: 'Start printing' }).click();
  await expect(dialog).toBeHidden();
  const tile = page.getByRole('article', { name: 'Prusa MK4' });
  await expect(tile.getByText('Printing', { exact: true })).toBeVisible();
  const runId = (await adminDb().collection('runs').where('userId', '==', uid).get()).docs[0]!.id;
  return { uid, spoolId, runId, tile };
}

/** Completes the run on the tile (offline: it is queued), and waits until the board shows it done. */
async function completeRun(page: Page, minutes: string) {
  const tile = page.getByRole('article', { name: 'Prusa MK4' });
  await tile.getByRole('button', { name: 'Complete the run on Prusa MK4' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete the run on Prusa MK4' });
  await dialog.getByLabel('Print time (minutes)').fill(minutes);
  await dialog.getByRole('button', { name: 'Record completed print' }).click();
  await expect(dialog).toBeHidden();
  await expect(tile.getByText('Idle')).toBeVisible();
}

const FINISHED_ROOK = 'Finishing “Chess set · Rook” on Prusa MK4 (completed, 120 g)';
const refusedReport = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'A change made offline was not saved' });

test('offline on the tablet: pages open with their data, a finished run waits to sync and lands, a refused change is reported', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { email } = await registerNewUser(page);
  const uid = await uidOf(email);
  const { printerId } = await seedPrinterAndSpool(uid);
  await seedQueuedJob(uid, printerId);
  await seedQueuedJob(uid, printerId, { projectName: 'Lamp', description: 'Shade' });
  const spoolId = (await adminDb().collection('spools').where('userId', '==', uid).get()).docs[0]!.id;
  await installedServiceWorker(page);

  // Online: the run starts from the board, and the spool page is opened once.
  await page.goto('/dashboard/workshop');
  const tile = page.getByRole('article', { name: 'Prusa MK4' });
  await expect(chip(page)).toHaveText('Online');
  let dialog = await startDialog(page, 'Rook', 'Chess set');
  await dialog.getByRole('button', { name: 'Start printing' }).click();
  await expect(dialog).toBeHidden();
  await expect(tile.getByText('Printing', { exact: true })).toBeVisible();
  await page.goto(`/dashboard/materials/${spoolId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxy Black PLA' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The Wi-Fi drops. Every page opens again from the device, with its data.
  await context.setOffline(true);
  await page.reload();
  await expect(chip(page)).toHaveText('Offline');
  await page.goto(`/dashboard/materials/${spoolId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxy Black PLA' })).toBeVisible();
  await expect(page.getByText('1,000 g').first()).toBeVisible();
  await page.goto('/dashboard/workshop');
  await expect(tile.getByText('Printing', { exact: true })).toBeVisible();
  await expect(tile.getByText('Rook')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Jobs waiting to print' }).getByText('Shade')).toBeVisible();
  await shoot(page, 'offline-board');

  // The run is finished offline: the board shows it done; the chip counts it waiting.
  await tile.getByRole('button', { name: 'Complete the run on Prusa MK4' }).click();
  dialog = page.getByRole('dialog', { name: 'Complete the run on Prusa MK4' });
  await dialog.getByLabel('Print time (minutes)').fill('65');
  await dialog.getByRole('button', { name: 'Record completed print' }).click();
  await expect(dialog).toBeHidden();
  await expect(chip(page)).toHaveText(/1 change waiting to sync/);
  await expect(tile.getByText('Idle')).toBeVisible();
  await shoot(page, 'offline-waiting-to-sync');
  const runs = () => adminDb().collection('runs').where('userId', '==', uid).get();
  expect((await runs()).docs.map((run) => run.data().status)).toEqual(['printing']);

  // Back online: it lands in the emulator and the chip says so.
  await context.setOffline(false);
  await expect(chip(page)).toHaveText('Online', { timeout: 30_000 });
  await expect.poll(async () => (await runs()).docs.map((run) => run.data().status)).toEqual(['completed']);
  const stored = (await adminDb().doc(`spools/${spoolId}`).get()).data()!;
  expect(stored.remainingWeight).toBe(880);

  // Offline again, the next job is started; meanwhile another device takes the printer.
  await context.setOffline(true);
  await expect(chip(page)).toHaveText('Offline');
  dialog = await startDialog(page, 'Shade', 'Lamp');
  await dialog.getByRole('button', { name: 'Start printing' }).click();
  await expect(dialog).toBeHidden();
  await expect(chip(page)).toHaveText(/1 change waiting to sync/);
  await adminDb().doc(`printers/${printerId}`).update({ status: 'maintenance' });

  // Back online, the server refuses it: the user is told what was not saved, and the board
  // shows the printer as the server has it.
  await context.setOffline(false);
  const refused = page.getByRole('alert').filter({ hasText: 'A change made offline was not saved' });
  await expect(refused).toContainText('Not saved: Starting “Lamp · Shade” on Prusa MK4.', {
    timeout: 30_000,
  });
  await expect(chip(page)).toHaveText('Online');
  await expect(tile.getByText('Printing', { exact: true })).toHaveCount(0);
  await shoot(page, 'offline-change-refused');
  // Recorded again, it is decided on the server's data of now: the printer is still in maintenance.
  await refused.getByRole('button', { name: 'Record again' }).click();
  await expect(refused).toContainText(
    'It could not be recorded again: This printer is in maintenance. Set it to idle before starting a run on it.',
  );
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(0);

  // Signing out with a change waiting asks first; once synced, signing out leaves nothing of the
  // user's data on the device.
  await page.goto(`/dashboard/materials/${spoolId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxy Black PLA' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Weigh in' }).click();
  dialog = page.getByRole('dialog', { name: 'Weigh in' });
  await dialog.getByLabel('Gross weight on the scale (g)').fill('1030');
  await dialog.getByLabel('Empty spool weight (g)').fill('250');
  await dialog.getByRole('button', { name: 'Record weigh-in' }).click();
  await expect(dialog).toBeHidden();
  await expect(chip(page)).toHaveText(/1 change waiting to sync/);
  await pressSignOut(page);
  const confirm = page.getByRole('dialog', { name: 'Sign out with changes waiting?' });
  await expect(confirm).toContainText('1 change made offline has not reached the server yet.');
  await shoot(page, 'offline-sign-out-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await context.setOffline(false);
  await expect(chip(page)).toHaveText('Online', { timeout: 30_000 });
  await expect
    .poll(async () => (await adminDb().doc(`spools/${spoolId}`).get()).data()!.remainingWeight)
    .toBe(780);
  await pressSignOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  await expect(chip(page)).toHaveCount(0);
  const caches = await page.evaluate(async () =>
    (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('firestore/')),
  );
  expect(caches).toEqual([]);
});

test('a reload offline keeps the changes waiting: the count, the list and the sign-out question; they land once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { spoolId, runId } = await printingOnTheBoard(page);
  await page.goto(`/dashboard/materials/${spoolId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxy Black PLA' })).toBeVisible();
  await page.goto('/dashboard/workshop');

  // Offline, the run is finished and the spool weighed: two changes wait.
  await context.setOffline(true);
  await expect(chip(page)).toHaveText('Offline');
  await completeRun(page, '65');
  await expect(chip(page)).toHaveText(/1 change waiting to sync/);
  await page.goto(`/dashboard/materials/${spoolId}`);
  await page.getByRole('button', { name: 'Weigh in' }).click();
  const weighIn = page.getByRole('dialog', { name: 'Weigh in' });
  await weighIn.getByLabel('Gross weight on the scale (g)').fill('1030');
  await weighIn.getByLabel('Empty spool weight (g)').fill('250');
  await weighIn.getByRole('button', { name: 'Record weigh-in' }).click();
  await expect(weighIn).toBeHidden();
  await expect(page.getByText('780 g', { exact: true }).first()).toBeVisible();
  await expect(chip(page)).toHaveText(/2 changes waiting to sync/);

  // The page loads again, still offline: the count and what each change is are still there.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxy Black PLA' })).toBeVisible();
  await expect(chip(page)).toHaveText(/^Offline.*2 changes waiting to sync$/);
  await page.getByRole('button', { name: 'Offline, 2 changes waiting to sync' }).click();
  const waiting = page.getByRole('list', { name: 'Waiting to sync' });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  await expect(waiting.getByRole('listitem')).toContainText([
    FINISHED_ROOK,
    'Weigh-in of Galaxy Black PLA: 780 g left',
  ]);
  await shoot(page, 'offline-reload-waiting');
  await page.keyboard.press('Escape');
  await expect(waiting).toBeHidden();

  // Signing out still asks, naming both.
  await pressSignOut(page);
  const confirm = page.getByRole('dialog', { name: 'Sign out with changes waiting?' });
  await expect(confirm).toContainText('2 changes made offline have not reached the server yet.');
  await expect(confirm.getByRole('listitem')).toHaveCount(2);
  await expect(confirm.getByRole('listitem')).toContainText([
    FINISHED_ROOK,
    'Weigh-in of Galaxy Black PLA: 780 g left',
  ]);
  await shoot(page, 'offline-reload-sign-out-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // Back online: both land, each checked against the server's copy; nothing is reported lost.
  await context.setOffline(false);
  await expect(chip(page)).toHaveText('Online', { timeout: 30_000 });
  expect((await adminDb().doc(`runs/${runId}`).get()).data()!.status).toBe('completed');
  expect((await adminDb().doc(`spools/${spoolId}`).get()).data()!.remainingWeight).toBe(780);
  await expect(refusedReport(page)).toHaveCount(0);
  // Nothing waits, so signing out no longer asks.
  await pressSignOut(page);
  await expect(page).toHaveURL(/\/$/);
});

test('a restart of the tablet keeps the changes waiting: the chip counts and lists them, and they land once back online', async ({
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  // A browser profile of its own, kept on disk between the two launches as a tablet's is.
  const launch = () =>
    playwright.chromium.launchPersistentContext(testInfo.outputPath('tablet-profile'), {
      ...chromiumLaunchOptions(),
      baseURL,
      viewport: TABLET,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
  let tablet = await launch();
  let page = tablet.pages()[0] ?? (await tablet.newPage());
  const { spoolId, runId } = await printingOnTheBoard(page);
  await tablet.setOffline(true);
  await completeRun(page, '65');
  await expect(chip(page)).toHaveText(/1 change waiting to sync/);

  // The tablet is switched off and on again, the Wi-Fi still down.
  await tablet.close();
  tablet = await launch();
  try {
    await tablet.setOffline(true);
    page = tablet.pages()[0] ?? (await tablet.newPage());
    await page.goto('/dashboard/workshop');
    await expect(chip(page)).toHaveText(/^Offline.*1 change waiting to sync$/);
    await expect(page.getByRole('article', { name: 'Prusa MK4' }).getByText('Idle')).toBeVisible();
    await page.getByRole('button', { name: 'Offline, 1 change waiting to sync' }).click();
    const waiting = page.getByRole('list', { name: 'Waiting to sync' }).getByRole('listitem');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText([FINISHED_ROOK]);
    await shoot(page, 'offline-restart-waiting');
    await page.keyboard.press('Escape');

    // Back online: the finish Firestore kept on the device lands, checked on the server's copy.
    await tablet.setOffline(false);
    await expect(chip(page)).toHaveText('Online', { timeout: 30_000 });
    expect((await adminDb().doc(`runs/${runId}`).get()).data()!.status).toBe('completed');
    expect((await adminDb().doc(`spools/${spoolId}`).get()).data()!.remainingWeight).toBe(880);
    await expect(refusedReport(page)).toHaveCount(0);
  } finally {
    await tablet.close();
  }
});

test('a finish whose acknowledgement is held and then lost is saved once and never reported refused', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { spoolId, runId } = await printingOnTheBoard(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await context.setOffline(true);
  await completeRun(page, '65');
  await expect(chip(page)).toHaveText(/1 change waiting to sync/);

  // Between the tablet and Firestore, a proxy that buffers (Firestore's channel then polls) and
  // holds the answer that acknowledges the finish: the server has committed it, the tablet waits.
  let held: { route: Route; response: APIResponse } | null = null;
  let holding = true;
  await page.route('**/google.firestore.v1.Firestore/Write/channel?**', async (route) => {
    const request = route.request();
    if (request.method() !== 'GET') return route.continue();
    // The streaming answer never comes: the channel finds a buffering proxy and polls instead.
    if (new URL(request.url()).searchParams.get('CI') === '0') return;
    // A poll the emulator resets (the channel closed meanwhile) is reset for the tablet too, as a
    // proxy would: the channel opens another.
    let response: APIResponse;
    try {
      response = await route.fetch();
    } catch {
      await route.abort('connectionreset').catch(() => {});
      return;
    }
    if (holding && (await response.text()).includes('commitTime')) {
      held = { route, response };
      return;
    }
    await route.fulfill({ response }).catch(() => {});
  });
  await context.setOffline(false);
  await expect
    .poll(async () => (await adminDb().doc(`runs/${runId}`).get()).data()!.status, { timeout: 30_000 })
    .toBe('completed');
  await expect.poll(() => held !== null).toBe(true);
  // Acknowledgement delayed: the change still waits, and nothing is reported.
  await expect(chip(page)).toHaveText(/^Online.*1 change waiting to sync$/);
  await expect(refusedReport(page)).toHaveCount(0);

  // Then lost: the channel is told its session is gone. Firestore sends the finish again on a
  // new channel, the rules refuse that copy (the run is no longer printing), and the server's
  // copy of the run shows the finish landed.
  holding = false;
  await held!.route.fulfill({ status: 400, body: 'Unknown SID' });
  await expect(chip(page)).toHaveText('Online', { timeout: 30_000 });
  await expect(refusedReport(page)).toHaveCount(0);
  await expect
    .poll(() => warnings.filter((text) => text.includes('its retry was refused')))
    .toEqual([expect.stringContaining(FINISHED_ROOK)]);
  const ledger = await adminDb().collection(`spools/${spoolId}/ledger`).get();
  expect(ledger.docs.map((entry) => entry.data().grams)).toEqual([-120]);
  expect((await adminDb().doc(`spools/${spoolId}`).get()).data()!.remainingWeight).toBe(880);
});
