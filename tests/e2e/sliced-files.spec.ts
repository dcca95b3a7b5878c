// Issue 32: sliced files made by the slicers (tests/fixtures/slicing) dropped into the public
// calculator and into a new project, read in the page's Web Worker and never uploaded.
import { expect, test, type Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { workshopPrinter, workshopSpool } from '../../scripts/workshop-fixtures.mjs';
import { openPublicPage, recordScripts } from './public-support';
import { checkpoint, registerNewUser } from './support';
import { adminDb, countPrinters, uidOf } from './workshop-seed';

const fixture = (name: string) => `tests/fixtures/slicing/${name}`;

/** Counts the Web Workers the page starts, and the requests it sends anywhere but the build. */
function watch(page: Page) {
  const workers: string[] = [];
  const uploads: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('request', (request) => {
    if (
      request.method() !== 'GET' &&
      !/identitytoolkit|securetoken|Firestore|google\.firestore/.test(request.url())
    ) {
      uploads.push(`${request.method()} ${request.url()}`);
    }
  });
  return { workers, uploads };
}

test('a PrusaSlicer G-code dropped into the public calculator fills its time and grams', async ({ page }) => {
  const scripts = recordScripts(page);
  const { workers, uploads } = watch(page);
  await openPublicPage(page, '/calculator');
  await page.getByRole('button', { name: 'From sliced file' }).click();
  await page.getByLabel('Choose a file').setInputFiles(fixture('prusaslicer-2.5-mmu.gcode'));
  // "; estimated printing time (normal mode) = 1h 24m 27s", "; total filament used [g] = 17.33"
  await expect(page.getByLabel('Print time (hours)')).toHaveValue('1.41');
  await expect(page.getByLabel('Material weight (g)')).toHaveValue('17.33');
  await expect(
    page.getByText('Filled the print time and material weight from prusaslicer-2.5-mmu.gcode.'),
  ).toBeVisible();
  await expect(page.getByText('PrusaSlicer 2.5.0', { exact: false })).toBeVisible();
  expect(workers.some((url) => url.includes('slicer.worker'))).toBe(true);
  expect(uploads).toEqual([]);
  expect(scripts().firestoreFiles).toEqual([]);

  await page.getByLabel('Material cost per kg ($)').fill('25');
  await page.getByLabel('Printer cost per hour ($)').fill('1');
  await page.getByRole('button', { name: 'Calculate Cost' }).click();
  // 17.33 g at $25/kg = $0.43.
  await expect(
    page
      .getByRole('region', { name: 'Cost breakdown' })
      .getByRole('row', { name: /^Material cost/ })
      .getByRole('cell'),
  ).toHaveText('$0.43');
  await checkpoint(page, 'calculator-sliced-file');
});

test('a two-plate .gcode.3mf dropped into a new project makes two jobs, saved with their slots', async ({
  page,
}) => {
  const { uploads } = watch(page);
  await registerNewUser(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('button', { name: 'New Project' }).first().click();
  await page.getByLabel('Project name').fill('Gearbox');
  await page.getByRole('button', { name: 'From sliced file' }).click();
  await page
    .getByLabel('Choose files')
    .setInputFiles([fixture('bambustudio-two-plates.gcode.3mf'), fixture('prusaslicer-2.5-project.3mf')]);
  const files = page.getByRole('list', { name: 'Sliced files' });
  await expect(files).toContainText('This 3MF has no sliced plates: slice it and export the .gcode.3mf');
  await expect(files.getByRole('checkbox', { name: /Plate 1: Gear/ })).toBeChecked();
  await expect(files.getByRole('checkbox', { name: /Plate 2: Knob/ })).toBeChecked();
  await checkpoint(page, 'project-sliced-import');
  await page.getByRole('button', { name: 'Add 2 print jobs' }).click();

  const first = page.getByRole('group', { name: 'Print Job 1' });
  const second = page.getByRole('group', { name: 'Print Job 2' });
  await expect(first.getByLabel('Description', { exact: true })).toHaveValue(
    'bambustudio-two-plates: Plate 1: Gear',
  );
  await expect(first.getByLabel('Material (g)')).toHaveValue('15.6');
  await expect(first.getByRole('list', { name: 'Filament slots' })).toContainText(
    'Slot 3 · PETG · #C12E1F · 3.2 g',
  );
  await expect(second.getByLabel('Minutes')).toHaveValue('30');
  await checkpoint(page, 'project-sliced-jobs');
  await page.getByRole('button', { name: 'Create Project' }).click();

  const card = page.getByRole('link', { name: /Gearbox/ });
  await expect(card).toContainText('2 print jobs');
  await card.click();
  await expect(page.getByRole('heading', { name: 'Edit Project: Gearbox' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Print Job 2' })).toContainText(
    'From bambustudio-two-plates.gcode.3mf, plate 2 (Bambu Studio/OrcaSlicer 02.04.00.70)',
  );
  await expect(
    page.getByRole('group', { name: 'Print Job 1' }).getByRole('list', { name: 'Filament slots' }),
  ).toContainText('Slot 1 · PLA · #FFFFFF · 12.3 g');
  expect(uploads.filter((request) => request.includes('gcode'))).toEqual([]);
});

test('a job from the two-plate 3MF starts from the board with the spool suggested for each colour', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await registerNewUser(page);
  const uid = await uidOf(email);
  // A two-extruder printer, and spools of the plate's colours and of others: plate 1 uses PLA
  // #FFFFFF (12.3 g) and PETG #C12E1F (3.2 g).
  const db = adminDb();
  const now = FieldValue.serverTimestamp();
  await db
    .collection('printers')
    .add({ ...workshopPrinter(uid, now), name: 'Bambu X1C', model: 'X1C', numExtruders: 2 });
  await countPrinters(uid, 1);
  const spool = (name: string, material: string, colorName: string, colorHex: string | null, grams = 1000) =>
    db.collection('spools').add({
      ...workshopSpool(uid, now),
      name,
      material,
      colorName,
      colorHex,
      remainingWeight: grams,
    });
  const [white, , red] = await Promise.all([
    spool('Jade White PLA', 'PLA', 'Jade White', '#F4F4F4'),
    spool('Galaxy Black PLA', 'PLA', 'Galaxy Black', '#1B1B1B'),
    spool('Signal Red PETG', 'PETG', 'Signal Red', '#C0311F'),
    spool('Ocean Blue PETG', 'PETG', 'Ocean Blue', '#1E5ADC'),
    // Its colour, but less left than the slot's 12.3 g.
    spool('Snow White PLA', 'PLA', 'Snow White', null, 8),
  ]);
  // The dashboard read the printers before they were written.
  await page.reload();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('button', { name: 'New Project' }).first().click();
  await page.getByLabel('Project name').fill('Gearbox');
  await page.getByRole('button', { name: 'From sliced file' }).click();
  await page.getByLabel('Choose files').setInputFiles(fixture('bambustudio-two-plates.gcode.3mf'));
  await page.getByRole('button', { name: 'Add 2 print jobs' }).click();
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('link', { name: /Gearbox/ })).toContainText('2 print jobs');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Workshop' }).click();
  const job = 'bambustudio-two-plates: Plate 1: Gear';
  await expect(page.getByRole('list', { name: `Filaments of ${job}` })).toContainText('PETG Red 3.2 g');
  await checkpoint(page, 'workshop-sliced-queue');
  await page.getByRole('button', { name: `Start ${job} (Gearbox)` }).click();
  const dialog = page.getByRole('dialog', { name: `Start ${job}` });
  await expect(dialog.getByLabel('Printer')).toHaveValue(/.+/);
  const forWhite = dialog.getByRole('list', { name: 'Suggested for Spool 1' });
  const forRed = dialog.getByRole('list', { name: 'Suggested for Spool 2' });
  await expect(forWhite.getByRole('button')).toHaveText([/Jade White PLA/]);
  await expect(forRed.getByRole('button')).toHaveText([/Signal Red PETG/]);
  await forWhite.getByRole('button', { name: 'Use Jade White PLA for Spool 1' }).click();
  await forRed.getByRole('button', { name: 'Use Signal Red PETG for Spool 2' }).click();
  await expect(dialog.getByLabel('Spool 1', { exact: true })).toHaveValue(white.id);
  await expect(dialog.getByLabel('Spool 2', { exact: true })).toHaveValue(red.id);
  await checkpoint(page, 'workshop-start-suggestions');
  await dialog.getByRole('button', { name: 'Start printing' }).click();
  await expect(dialog).toBeHidden();

  const tile = page.getByRole('article', { name: 'Bambu X1C' });
  await expect(tile.getByText('Printing', { exact: true })).toBeVisible();
  await expect(tile.getByRole('link', { name: 'Jade White PLA' })).toBeVisible();
  await expect(tile.getByRole('link', { name: 'Signal Red PETG' })).toBeVisible();
  const runs = await db.collection('runs').where('userId', '==', uid).get();
  expect(runs.docs.map((run) => run.get('spoolIds') as string[])).toEqual([[white.id, red.id]]);
});
