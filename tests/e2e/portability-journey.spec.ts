// Issue 17: the spools exported as CSV, edited in a "spreadsheet" (headers renamed, rows added),
// and imported back with column mapping, preview, fixes and a report.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { checkpoint, registerNewUser, VIEWPORTS } from './support';

async function addSpool(
  page: Page,
  spool: { name: string; material: string; weight: string; remaining: string },
) {
  await page.getByRole('button', { name: 'Add Spool' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add Spool' });
  await form.getByLabel('Name', { exact: true }).fill(spool.name);
  await form.getByRole('tab', { name: 'Manual Entry' }).click();
  await form.getByLabel('Brand', { exact: true }).fill('Polymaker');
  await form.getByLabel('Material', { exact: true }).fill(spool.material);
  await form.getByLabel('Colour name').fill('Black');
  await form.getByLabel('Weight (g)', { exact: true }).fill(spool.weight);
  await form.getByLabel('Remaining weight (g)').fill(spool.remaining);
  await form.getByLabel('Price (USD)').fill('24.99');
  await form.getByRole('button', { name: 'Add Spool' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name: spool.name })).toBeVisible();
}

/**
 * The import page never scrolls sideways, at either size: wide tables scroll inside their own box.
 * Names what sticks out past the viewport, so a failure says where to look. Leaves the page at 1280×800.
 */
async function expectNoSidewaysScroll(page: Page, step: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => {
      const width = window.innerWidth;
      const describe = (element: Element) =>
        `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">` +
        ` "${(element.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(element.getBoundingClientRect().right)}`;
      // What a box that scrolls or clips holds does not widen the page, unless it is positioned
      // against something outside that box (an sr-only label in a wide table, say).
      const clipped = (element: Element) => {
        let position = getComputedStyle(element).position;
        if (position === 'fixed') return true;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (position === 'absolute' && style.position === 'static') continue;
          if (style.overflowX !== 'visible') return true;
          position = style.position;
        }
        return false;
      };
      const wide = Array.from(document.body.querySelectorAll('*')).filter(
        (element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element),
      );
      // The outermost ones: their children stick out because they do.
      const outermost = wide.filter((element) => !wide.includes(element.parentElement as Element));
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: width,
        culprits: outermost.slice(0, 10).map(describe),
      };
    });
    expect(
      overflow.scrollWidth,
      `${step} at ${viewport.width}×${viewport.height} is wider than the viewport:\n${overflow.culprits.join('\n')}`,
    ).toBeLessThanOrEqual(overflow.innerWidth);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

/** What a maker does to the export in a spreadsheet: renamed headers, renamed spools, new rows. */
function editAsSpreadsheet(exported: string): string {
  const parsed = Papa.parse<Record<string, string>>(exported.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  const renamed: Record<string, string> = {
    Name: 'Spool',
    'Weight (g)': 'Net g',
    'Remaining (g)': 'Left',
    'Purchase price': 'Cost',
    'Storage location': 'Shelf',
  };
  const rows = parsed.data.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([header, value]) => [
        renamed[header] ?? header,
        header === 'Name' ? `${value} (imported)` : value,
      ]),
    ),
  );
  const template = rows[0]!;
  rows.push(
    {
      ...template,
      Spool: 'Shiny gold',
      Material: 'Silk PLA',
      'Net g': '1000',
      Left: '900',
      Notes: '=HYPERLINK("x")',
    },
    { ...template, Spool: 'Mystery spool', Material: 'PLA', 'Net g': '', Left: '' },
  );
  return Papa.unparse(rows);
}

test('export spools as CSV → edit the headers → import with column mapping → spools in the list', async ({
  page,
}) => {
  test.slow(!!process.env.SCREENSHOTS, 'screenshots');
  await registerNewUser(page);
  await page.getByRole('link', { name: 'Spools Inventory' }).click();
  await expect(page.getByRole('heading', { name: 'Spools Inventory' })).toBeVisible();
  await addSpool(page, { name: 'Daily black', material: 'PLA', weight: '1000', remaining: '640' });
  await addSpool(page, { name: 'Tough grey', material: 'PETG', weight: '750', remaining: '750' });

  // Export.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const exported = readFileSync((await download.path())!, 'utf8');
  expect(exported).toContain('Daily black');
  const spreadsheet = editAsSpreadsheet(exported);

  // Import: choose the source and the file.
  await page.getByRole('link', { name: 'Import spools' }).click();
  await expect(page.getByRole('heading', { name: 'Import spools' })).toBeVisible();
  await page.getByRole('radio', { name: /Spreadsheet \(CSV\)/ }).check();
  await expectNoSidewaysScroll(page, 'import-choose');
  await checkpoint(page, 'import-choose');

  // A wrong file first: a clear message, and the choice stays.
  await page.getByLabel('2. Choose the file').setInputFiles({
    name: 'photo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  });
  await expect(page.getByText('This file is not a CSV or JSON text file')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Spreadsheet \(CSV\)/ })).toBeChecked();
  await expectNoSidewaysScroll(page, 'import-bad-file');
  await checkpoint(page, 'import-bad-file');

  await page.getByLabel('2. Choose the file').setInputFiles({
    name: 'my-spools.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(spreadsheet, 'utf8'),
  });

  // Column mapping: most are guessed; "Net g" is the user's to map.
  await expect(page.getByRole('heading', { name: 'Match your columns' })).toBeVisible();
  await expect(page.getByLabel('Spool field for column Spool', { exact: true })).toHaveValue('name');
  await expect(page.getByLabel('Spool field for column Left')).toHaveValue('remainingWeight');
  await expect(page.getByLabel('Spool field for column Net g')).toHaveValue('ignore');
  await page.getByRole('button', { name: 'Preview spools' }).click();
  await expect(page.getByText('Map a column to Weight (g): every spool needs its weight.')).toBeVisible();
  await page.getByLabel('Spool field for column Net g').selectOption('weight');
  await expectNoSidewaysScroll(page, 'import-mapping');
  await checkpoint(page, 'import-mapping');
  await page.getByRole('button', { name: 'Preview spools' }).click();

  // Preview: two ready, two with problems.
  const counts = page.getByLabel('Preview counts');
  await expect(page.getByRole('heading', { name: 'Check the spools' })).toBeVisible();
  await expect(counts).toContainText('Ready2');
  await expect(counts).toContainText('With problems2');
  await expect(counts).toContainText('Skipped0');
  await expect(page.getByText('Weight is required')).toBeVisible();
  await expectNoSidewaysScroll(page, 'import-preview');
  await checkpoint(page, 'import-preview');

  // Fix the unknown material for its rows, skip the spool without a weight.
  await page.getByLabel('“Silk PLA” (1 row)').selectOption({ label: 'PLA' });
  await page.getByRole('button', { name: 'Apply to 1 row' }).click();
  await page.getByRole('button', { name: 'Skip row 4' }).click();
  await expect(counts).toContainText('Ready3');
  await expect(counts).toContainText('With problems0');
  await expect(counts).toContainText('Skipped1');
  await page.getByRole('button', { name: /^All rows/ }).click();
  await expectNoSidewaysScroll(page, 'import-preview-fixed');
  await checkpoint(page, 'import-preview-fixed');

  await page.getByRole('button', { name: 'Import 3 spools' }).click();
  await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('3 spools created, 1 row skipped.')).toBeVisible();
  await expectNoSidewaysScroll(page, 'import-report');
  await checkpoint(page, 'import-report');

  // The list: the two exported spools, imported again, and the new one.
  await page.getByRole('link', { name: 'Go to your spools' }).click();
  await expect(page.getByRole('heading', { name: 'Spools Inventory' })).toBeVisible();
  const imported = page.getByRole('article', { name: 'Daily black (imported)' });
  await expect(imported).toContainText('640 / 1,000 g remaining');
  await expect(page.getByRole('article', { name: 'Tough grey (imported)' })).toContainText('750 / 750 g');
  await expect(page.getByRole('article', { name: 'Shiny gold' })).toContainText('=HYPERLINK("x")');
  await expect(page.getByRole('article')).toHaveCount(5);
  await checkpoint(page, 'import-spools-list');
});

test('a Spoolman export imports with the expected preview counts', async ({ page }) => {
  test.slow(!!process.env.SCREENSHOTS, 'screenshots');
  await registerNewUser(page);
  await page.goto('/dashboard/materials/import');
  await expect(page.getByRole('heading', { name: 'Import spools' })).toBeVisible();
  await page.getByLabel('2. Choose the file').setInputFiles('tests/fixtures/spoolman/spools.json');

  const counts = page.getByLabel('Preview counts');
  await expect(page.getByRole('heading', { name: 'Check the spools' })).toBeVisible({ timeout: 20_000 });
  await expect(counts).toContainText('Ready199');
  await expect(counts).toContainText('With problems13');
  await expect(page.getByText('3 empty lines were left out.')).toBeVisible();
  await expectNoSidewaysScroll(page, 'import-spoolman-preview');
  await checkpoint(page, 'import-spoolman-preview');

  await page.getByLabel('“Silk PLA” (6 rows)').selectOption({ label: 'Keep “Silk PLA” as a new material' });
  await page.getByRole('button', { name: 'Apply to 6 rows' }).click();
  await expect(counts).toContainText('Ready205');
  await page.getByRole('button', { name: 'Import 205 spools' }).click();
  await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('205 spools created, 7 rows skipped.')).toBeVisible();
  await expectNoSidewaysScroll(page, 'import-spoolman-report');
  await checkpoint(page, 'import-spoolman-report');

  // The same export again: nothing is counted twice.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await page.getByLabel('2. Choose the file').setInputFiles('tests/fixtures/spoolman/spools.json');
  await expect(page.getByRole('heading', { name: 'Check the spools' })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText(
      '205 spools of this export are already in your inventory from an earlier import: skipped, so nothing is counted twice.',
    ),
  ).toBeVisible();
  await expect(counts).toContainText('Ready0');
  await expect(counts).toContainText('With problems7');
  await expect(counts).toContainText('Skipped205');
  await expect(page.getByRole('button', { name: 'Import 0 spools' })).toBeDisabled();
  await checkpoint(page, 'import-spoolman-again');
});
