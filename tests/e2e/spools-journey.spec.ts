import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { spoolmanDbText } from '../support/spoolmandb';
import { checkpoint, registerNewUser } from './support';

// The e2e build talks to this emulator project (see .env.e2e).
const PROJECT = 'demo-printledger-e2e';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.METADATA_SERVER_DETECTION = 'none';

// A brand of this run only, so the dropdown count and the results are ours alone.
const runId = `${Date.now().toString(36)}${process.pid}`;
const BRAND = `Spoolworks ${runId}`;
const BRAND_ID = `spoolworks-${runId}`;
const catalogue = [
  { id: `spoolworks_pla_galaxyblack_${runId}`, name: 'Galaxy Black', material: 'PLA', colorHex: '#1B1B1B' },
  { id: `spoolworks_pla_snowwhite_${runId}`, name: 'Snow White', material: 'PLA', colorHex: '#F4F4F4' },
  { id: `spoolworks_petg_jetblack_${runId}`, name: 'Jet Black', material: 'PETG', colorHex: '#0A0A0A' },
];

function adminDb() {
  const app =
    getApps().find((existing) => existing.name === 'spools-e2e') ??
    initializeApp({ projectId: PROJECT }, 'spools-e2e');
  return getFirestore(app);
}

test.beforeAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  for (const { id, ...filament } of catalogue) {
    batch.set(db.collection('filaments').doc(id), {
      ...filament,
      brand: BRAND,
      colorName: filament.name,
      density: 1.24,
      diameter: 1.75,
      printTempMin: 190,
      printTempMax: 220,
      bedTempMin: 55,
      bedTempMax: 65,
      notes: 'Weight: 1000g\nSpool weight: 250g',
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  batch.set(db.collection('filament_brands').doc(BRAND_ID), {
    brand: BRAND,
    filamentCount: catalogue.length,
    lastUpdated: FieldValue.serverTimestamp(),
  });
  await batch.commit();
});

test.afterAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  for (const { id } of catalogue) batch.delete(db.collection('filaments').doc(id));
  batch.delete(db.collection('filament_brands').doc(BRAND_ID));
  await batch.commit();
});

/** The public material list, served from the repository's copy (tests never reach the internet). */
async function serveMaterialList(page: Page) {
  const body = spoolmanDbText('materials.json');
  await page.route('**/materials.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body,
    }),
  );
}

const firstColumn = (page: Page) =>
  page.getByRole('table', { name: 'Filament types' }).locator('tbody tr td:first-child');

test('import materials → sort → add spools from the catalogue and by hand → low alert → delete', async ({
  page,
}) => {
  // Fourteen full-page screenshots at two sizes take most of a minute on a busy machine.
  test.slow(!!process.env.SCREENSHOTS, 'screenshots');
  await serveMaterialList(page);
  await registerNewUser(page);

  // Filament Types: import three materials from the public list, then sort.
  await page.getByRole('link', { name: 'Filament Types' }).click();
  await expect(page.getByRole('heading', { name: 'Filament Types' })).toBeVisible();
  await page.getByRole('button', { name: 'Import Materials' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Materials' });
  await expect(importDialog.getByLabel('PLA', { exact: true })).toBeVisible();
  await importDialog.getByRole('button', { name: 'Select All' }).click();
  await expect(importDialog.getByRole('button', { name: 'Import Selected (32)' })).toBeEnabled();
  await importDialog.getByRole('button', { name: 'Clear All' }).click();
  for (const name of ['PLA', 'ABS', 'PETG']) await importDialog.getByLabel(name, { exact: true }).check();
  await checkpoint(page, 'materials-import');
  await importDialog.getByRole('button', { name: 'Import Selected (3)' }).click();
  await expect(importDialog).toBeHidden();
  await expect(firstColumn(page)).toHaveText(['ABS', 'PETG', 'PLA']);
  await expect(page.getByRole('button', { name: 'Import Materials' })).toHaveCount(0);
  await page
    .getByRole('columnheader', { name: /Material/ })
    .getByRole('button')
    .click();
  await expect(firstColumn(page)).toHaveText(['PLA', 'PETG', 'ABS']);
  await page
    .getByRole('columnheader', { name: /Density/ })
    .getByRole('button')
    .click();
  await expect(firstColumn(page)).toHaveText(['ABS', 'PLA', 'PETG']);
  await expect(page.getByRole('columnheader', { name: /Density/ })).toHaveAttribute('aria-sort', 'ascending');
  await checkpoint(page, 'materials-table');

  // Spools Inventory: empty at first.
  await page.getByRole('link', { name: 'Spools Inventory' }).click();
  await expect(page.getByRole('heading', { name: 'Spools Inventory' })).toBeVisible();
  await expect(page.getByText('No spools')).toBeVisible();
  await checkpoint(page, 'spools-empty');

  // A spool from the catalogue search.
  await page.getByRole('button', { name: 'Add Spool' }).first().click();
  let form = page.getByRole('dialog', { name: 'Add Spool' });
  await form.getByLabel('Search by brand').selectOption({ label: `${BRAND} (3)` });
  await form.getByLabel('Material contains').fill('pla');
  await form.getByRole('button', { name: 'Search' }).click();
  const results = form.getByRole('table', { name: 'Matching filaments' });
  await expect(results.locator('tbody tr')).toHaveCount(2);
  await results.getByRole('button', { name: /Select .*Galaxy Black/ }).click();
  await expect(form.getByRole('region', { name: 'Chosen filament' })).toContainText('190–220 °C');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(`${BRAND} PLA Galaxy Black`);
  // Issue 32: SpoolmanDB's colour comes with it, shown by the picker beside the code.
  await expect(form.getByLabel(/^Colour \(hex\)/)).toHaveValue('#1B1B1B');
  await expect(form.getByLabel('Pick the colour')).toHaveValue('#1b1b1b');
  await form.getByLabel('Weight (g)', { exact: true }).fill('1000');
  await form.getByLabel('Price (USD)').fill('24.99');
  await form.getByLabel(/Storage location/).fill('Shelf A');
  await checkpoint(page, 'spool-form-search');
  await form.getByRole('button', { name: 'Add Spool' }).click();
  const catalogueCard = page.getByRole('article', { name: `${BRAND} PLA Galaxy Black` });
  await expect(catalogueCard).toContainText('1,000 / 1,000 g remaining');
  await expect(catalogueCard).toContainText('$24.99');
  await expect(catalogueCard.getByText('New', { exact: true })).toBeVisible();
  await expect(catalogueCard.locator('[style*="background-color"]')).toHaveCSS(
    'background-color',
    'rgb(27, 27, 27)',
  );

  // A spool entered by hand.
  await page.getByRole('button', { name: 'Add Spool' }).first().click();
  form = page.getByRole('dialog', { name: 'Add Spool' });
  await form.getByLabel('Name', { exact: true }).fill('Workshop PETG');
  await form.getByRole('tab', { name: 'Manual Entry' }).click();
  await form.getByLabel('Brand', { exact: true }).fill('Generic');
  await form.getByLabel('Material', { exact: true }).fill('PETG');
  await form.getByLabel('Colour name').fill('Orange');
  // A colour code typed wrong is said and kept; the picker then sets one.
  await form.getByLabel(/^Colour \(hex\)/).fill('#FF80');
  await form.getByRole('button', { name: 'Add Spool' }).click();
  await expect(form.getByText('Colour must be a hex code such as #1A2B3C')).toBeVisible();
  await expect(form.getByLabel(/^Colour \(hex\)/)).toHaveValue('#FF80');
  await form.getByLabel(/^Colour \(hex\)/).fill('#ff8000');
  await expect(form.getByLabel('Diameter (mm)')).toHaveValue('1.75');
  await form.getByLabel('Print temp min (°C)').fill('230');
  await form.getByLabel('Print temp max (°C)').fill('250');
  await form.getByLabel('Weight (g)', { exact: true }).fill('750');
  await form.getByLabel('Price (USD)').fill('19.50');
  await form.getByLabel('Status').selectOption('used');
  await checkpoint(page, 'spool-form-manual');
  await form.getByRole('button', { name: 'Add Spool' }).click();
  const manualCard = page.getByRole('article', { name: 'Workshop PETG' });
  await expect(manualCard).toContainText('750 / 750 g remaining');
  await expect(manualCard.getByText('Used', { exact: true })).toBeVisible();
  await expect(page.getByText(/spools? (is|are) running low/)).toHaveCount(0);

  // Mark it low: little filament left.
  await manualCard.getByRole('button', { name: /Edit/ }).click();
  form = page.getByRole('dialog', { name: 'Edit Spool' });
  await form.getByLabel('Remaining weight (g)').fill('800');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Remaining weight cannot exceed total weight')).toBeVisible();
  await form.getByLabel('Remaining weight (g)').fill('60');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toBeHidden();
  await expect(manualCard.getByText('Low', { exact: true })).toBeVisible();
  await expect(manualCard).toContainText('Below the alert threshold of 100 g');
  await expect(page.getByText('1 spool is running low')).toBeVisible();
  await expect(catalogueCard.getByText('Low', { exact: true })).toHaveCount(0);
  await checkpoint(page, 'spools-low');

  // The rest of the dashboard shows the count too, linking back to the inventory.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Cost Calculator' })
    .click();
  await expect(page.getByText('1 spool is running low')).toBeVisible();
  await checkpoint(page, 'dashboard-low-spools');
  await page.getByRole('link', { name: 'view spools' }).click();
  await expect(page).toHaveURL(/\/dashboard\/materials$/);

  // Delete with confirmation.
  await manualCard.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete spool' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this spool? This action cannot be undone.',
  );
  await checkpoint(page, 'spools-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The dialog hides the cards from the accessibility tree: wait for it to close first.
  await expect(confirm).toBeHidden();
  await expect(manualCard).toHaveCount(0);
  await expect(page.getByText(/spools? (is|are) running low/)).toHaveCount(0);
  await expect(catalogueCard).toBeVisible();
});

test('a farm inventory: 1,000 spools read a page at a time, only the rows on screen rendered, order and filters in the URL', async ({
  page,
}) => {
  test.slow();
  const { email } = await registerNewUser(page);
  const db = adminDb();
  const [user] = (await db.collection('users').where('email', '==', email).get()).docs;
  const uid = user!.id;
  // Spool 0001–1000: remaining 1000, 999 … 1 g; every fourth PETG, every third used.
  const ids: string[] = [];
  for (let start = 1; start <= 1000; start += 500) {
    const batch = db.batch();
    for (let index = start; index < start + 500; index += 1) {
      const id = `${uid.slice(0, 8)}-farm-${index}`;
      ids.push(id);
      batch.set(db.collection('spools').doc(id), {
        name: `Spool ${String(index).padStart(4, '0')}`,
        weight: 1000,
        remainingWeight: 1001 - index,
        purchaseDate: '2025-03-01',
        purchasePrice: 20,
        status: index % 3 === 0 ? 'used' : 'new',
        location: null,
        notes: null,
        brand: 'Farm',
        colorName: 'Grey',
        material: index % 4 === 0 ? 'PETG' : 'PLA',
        diameter: 1.75,
        printTempMin: 0,
        printTempMax: 0,
        bedTempMin: 0,
        bedTempMax: 0,
        filamentId: null,
        lowSpoolThreshold: null,
        lowByOwnThreshold: false,
        userId: uid,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }

  await page.goto('/dashboard/materials');
  await expect(page.getByText('1,000 spools', { exact: true })).toBeVisible();
  // Remaining 1–99 g, not done, below the default 100 g.
  await expect(page.getByText('99 spools are running low')).toBeVisible();
  const list = page.getByRole('list', { name: 'Spools' });
  await expect(list.getByRole('article')).toHaveCount(30);
  await expect(page.getByText('Showing 30 of 1,000 spools')).toBeVisible();
  await checkpoint(page, 'spools-farm');

  // Scrolling reads the next pages; the list keeps only the rows near the screen in the page.
  for (let step = 0; step < 30; step += 1) {
    await page.mouse.wheel(0, 1500);
    if (await page.getByText(/Showing (1[2-9]\d|[2-9]\d\d) of 1,000 spools/).isVisible()) break;
    await page.waitForTimeout(150);
  }
  await expect(page.getByText(/Showing (1[2-9]\d|[2-9]\d\d) of 1,000 spools/)).toBeAttached();
  const rendered = await list.getByRole('article').count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(60);
  // Every card rendered still says where it stands in the whole list.
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '1000');

  // The order and filters come from the URL: a reload or a shared link keeps them.
  await page.goto('/dashboard/materials?sort=remaining&status=used&material=PETG');
  await expect(page.getByLabel('Sort by')).toHaveValue('remaining');
  await expect(page.getByLabel('Status')).toHaveValue('used');
  await expect(page.getByLabel('Material')).toHaveValue('PETG');
  // Used PETG: multiples of 12; least left first: Spool 0996 (5 g), 0984 (17 g)…
  await expect(list.getByRole('article').first()).toHaveAccessibleName('Spool 0996');
  await expect(list.getByRole('article').nth(1)).toHaveAccessibleName('Spool 0984');
  await page.getByLabel('Sort by').selectOption('name');
  await expect(page).toHaveURL(/\?status=used&material=PETG$/);
  await expect(list.getByRole('article').first()).toHaveAccessibleName('Spool 0012');
  await checkpoint(page, 'spools-farm-filtered');
  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('remaining');
  await expect(list.getByRole('article').first()).toHaveAccessibleName('Spool 0996');

  for (let start = 0; start < ids.length; start += 500) {
    const batch = db.batch();
    for (const id of ids.slice(start, start + 500)) batch.delete(db.collection('spools').doc(id));
    await batch.commit();
  }
});
