// Issue 32: sliced files made by the slicers (tests/fixtures/slicing) dropped into the public
// calculator and into a new project, read in the page's Web Worker and never uploaded.
import { expect, test, type Page } from '@playwright/test';
import { openPublicPage, recordScripts } from './public-support';
import { checkpoint, registerNewUser } from './support';

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
