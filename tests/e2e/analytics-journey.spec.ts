// Issue 18's journey: an account with runs, maintenance and invoices recorded before Analytics
// existed → the page offers to build its figures → "Build from my records" → every view shows the
// figures of this month; a custom period covering everything changes them to theirs; each table
// says what its chart shows; a run finished on the workshop board adds to the figures.
// The records (tests/support/analytics-seed.ts) sit on the first day of this month and of last
// month and on two days of the months before, so no date of the calendar changes what is expected.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dayKey, journeyDays, journeyRecords, writeSeed } from '../support/analytics-seed';
import { checkpoint, registerNewUser } from './support';
import { adminDb, seedPrinterAndSpool, seedQueuedJob, uidOf } from './workshop-seed';

const SECTIONS = ['filament', 'machine-hours', 'failures', 'projects', 'revenue', 'maintenance'] as const;
type Section = (typeof SECTIONS)[number];

/** The figures each section's chart must show (its value labels and legend), by section. */
type Expected = Record<Section, string[]>;

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();

const section = (page: Page, id: Section) => page.getByTestId(`analytics-${id}`);

/**
 * The figures a section's charts show as text: each bar's label, or a stacked segment's when it
 * fits (axis ticks are a scale, not figures), and the legends' totals.
 */
async function chartFigures(card: Locator): Promise<{ labels: string[]; legend: string[] }> {
  return card.evaluate((element) => {
    const texts = (selector: string) =>
      Array.from(element.querySelectorAll(selector))
        .map((node) => node.textContent?.trim() ?? '')
        .filter(Boolean);
    return { labels: texts('[role="img"] .recharts-label-list text'), legend: texts('[data-legend-value]') };
  });
}

/** The stacked charts' totals written under each week's or month's label. */
const chartTotals = (card: Locator) =>
  card.evaluate((element) =>
    Array.from(element.querySelectorAll('[data-chart-total]')).map(
      (total) => total.textContent?.trim() ?? '',
    ),
  );

/** Money ('$1.20', '-$1.85'), grams ('30.5 g'), hours ('0.8 h') and percentages ('50%') in a text. */
const figuresIn = (texts: readonly string[]) =>
  texts.flatMap((text) => text.match(/-?\$-?[\d,]+\.\d{2}|[\d,]+(?:\.\d+)? [gh]\b|[\d.]+%/g) ?? []);

/** Every cell of the section's tables (after "Show table"), as text. */
async function tableCells(card: Locator): Promise<string[]> {
  return card
    .locator('table')
    .evaluateAll((tables) =>
      tables.flatMap((table) =>
        Array.from(table.querySelectorAll('td, th')).map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

/**
 * A section's charts show the expected figures (bar labels and legend), and its tables hold every
 * figure its bars show: the table is the chart's text alternative.
 */
async function checkSection(page: Page, id: Section, expected: string[]) {
  const card = section(page, id);
  await expect(card).toBeVisible();
  // A chart is drawn as it comes near the screen.
  await card.scrollIntoViewIfNeeded();
  const shownFigures = async () => {
    const { labels, legend } = await chartFigures(card);
    return figuresIn([...labels, ...legend]);
  };
  await expect
    .poll(shownFigures, { message: `the ${id} chart shows ${expected.join(', ')}`, timeout: 20_000 })
    .toEqual(expect.arrayContaining(expected));
  const labels = figuresIn((await chartFigures(card)).labels);
  expect(labels.length, `the ${id} chart labels its bars`).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Show table' }).click();
  await expect(card.locator('table').first()).toBeVisible();
  const cells = figuresIn(await tableCells(card));
  expect(cells, `the ${id} table holds every figure its chart's bars show`).toEqual(
    expect.arrayContaining([...new Set(labels)]),
  );
  await card.getByRole('button', { name: 'Show chart' }).click();
  await expect(card.getByRole('button', { name: 'Show table' })).toBeVisible();
}

/** Every section with data brought near the screen, so each chart is drawn (for the screenshots). */
async function drawCharts(page: Page) {
  for (const id of SECTIONS) {
    const card = section(page, id);
    await card.scrollIntoViewIfNeeded();
    if ((await card.locator('[role="img"]').count()) > 0)
      await expect(card.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
  }
}

async function checkAll(page: Page, expected: Expected) {
  for (const id of SECTIONS) await checkSection(page, id, expected[id]);
}

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 820, height: 1180 });
  // The charts take their new width when their resize observers fire, a frame or two after the resize.
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: 'no sideways scroll at 820 wide', timeout: 5_000 },
    )
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const formatDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
};

test('build from my records → every view for this month → a custom period → tables match charts → a finished run adds to them', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { email } = await registerNewUser(page);
  const uid = await uidOf(email);
  const now = new Date();
  const today = dayKey(now);
  const days = journeyDays(now);
  await writeSeed(adminDb(), journeyRecords(uid, now));
  // A printer, a spool and a queued job for the live run at the end.
  const { printerId } = await seedPrinterAndSpool(uid);
  await seedQueuedJob(uid, printerId, { projectName: 'Lamp shade', description: 'Shade' });
  await page.reload();

  // No rollups yet: the page offers to build them from the records.
  await nav(page, 'Analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const build = page.getByRole('button', { name: 'Build from my records' });
  await expect(build).toBeVisible({ timeout: 20_000 });
  await checkpoint(page, 'analytics-build-notice');
  await build.click();
  await expect(build).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('analytics-rebuild')).toContainText('Figures last rebuilt from your records');
  await expect(page.getByRole('status').filter({ hasText: /^Built from/ })).toHaveText(
    'Built from 4 finished runs, 3 maintenance entries and 4 invoices.',
  );

  // This month (the default): only the records of its first day.
  await expect(
    page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'This month' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${formatDay(days.thisMonth)}`).first()).toBeVisible();
  const thisMonth: Expected = {
    filament: ['120 g', '$2.40', '30.5 g', '$0.76'],
    'machine-hours': ['1.5 h', '0.8 h'],
    failures: ['0%', '100%', '$1.20'],
    projects: ['$1.00', '$1.20', '$5.00', '$3.15'],
    revenue: ['$65.00', '$25.00'],
    maintenance: ['$12.50'],
  };
  await checkAll(page, thisMonth);
  expect(await chartTotals(section(page, 'filament'))).toContain('150.5 g');
  await expect(page.getByTestId('analytics-failures-total')).toContainText(
    '1 failed run of 2 runs (50%), costing $1.20',
  );
  await expect(page.getByTestId('analytics-outstanding')).toContainText('$40.00');
  await expect(page.getByTestId('analytics-outstanding')).toContainText('1 invoice sent, not yet paid');
  // The most under-quoted project first: Drone frame cost $0.20 more than its estimate.
  const projects = section(page, 'projects');
  await projects.getByRole('button', { name: 'Show table' }).click();
  await expect(projects.getByRole('row').nth(1)).toContainText('Drone frame');
  await expect(projects.getByRole('row', { name: /Drone frame/ })).toContainText('+$0.20');
  await expect(projects.getByRole('row', { name: /Drone frame/ })).toContainText('$23.80');
  await expect(projects.getByRole('row', { name: /Chess set/ })).toContainText('-$1.85');
  await expect(projects.getByRole('row', { name: /Chess set/ })).toContainText('$36.85');
  await projects.getByRole('button', { name: 'Show chart' }).click();
  await noSidewaysScroll(page);
  await drawCharts(page);
  await checkpoint(page, 'analytics-this-month');

  // Custom: from the first day of four months ago to today, every record.
  const period = page.getByRole('group', { name: 'Period' });
  await period.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From', { exact: true }).fill(days.start);
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText(`${formatDay(days.start)} – ${formatDay(today)}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^Loading the figures of/)).toBeHidden({ timeout: 20_000 });
  const everything: Expected = {
    filament: ['320 g', '$6.40', '110.5 g', '$2.76'],
    'machine-hours': ['4.5 h', '2.8 h'],
    failures: ['0%', '50%', '$1.20'],
    projects: ['$1.00', '$6.70', '$5.00', '$6.15'],
    revenue: ['$225.00', '$185.00', '$100.00', '$60.00', '$65.00', '$25.00'],
    maintenance: ['$28.00', '$12.50'],
  };
  await checkAll(page, everything);
  await expect(page.getByTestId('analytics-failures-total')).toContainText(
    '1 failed run of 4 runs (25%), costing $1.20',
  );
  await projects.getByRole('button', { name: 'Show table' }).click();
  await expect(projects.getByRole('row').nth(1)).toContainText('Drone frame');
  await expect(projects.getByRole('row', { name: /Drone frame/ })).toContainText('+$5.70');
  await expect(projects.getByRole('row', { name: /Drone frame/ })).toContainText('$78.30');
  await expect(projects.getByRole('row', { name: /Chess set/ })).toContainText('+$1.15');
  await expect(projects.getByRole('row', { name: /Chess set/ })).toContainText('$133.85');
  await projects.getByRole('button', { name: 'Show chart' }).click();
  const maintenance = section(page, 'maintenance');
  await maintenance.getByRole('button', { name: 'Show table' }).click();
  await expect(maintenance.getByRole('row').nth(1)).toContainText('Bambu X1');
  await expect(maintenance.getByRole('row', { name: /Bambu X1/ })).toContainText('$28.00');
  await maintenance.getByRole('button', { name: 'Show chart' }).click();
  await noSidewaysScroll(page);
  await drawCharts(page);
  await checkpoint(page, 'analytics-custom');

  // A run finished on the workshop board adds to this month's figures (the event's own rollup write).
  await nav(page, 'Workshop');
  await page.getByRole('button', { name: 'Start Shade (Lamp shade)' }).click();
  let dialog = page.getByRole('dialog', { name: 'Start Shade' });
  const printer = dialog.getByLabel('Printer', { exact: true });
  await printer.selectOption(
    (await printer.locator('option', { hasText: 'Prusa MK4' }).first().getAttribute('value'))!,
  );
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

  await nav(page, 'Analytics');
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'This month' }).click();
  // 120 g more PLA (240 g), 1 h on the Prusa, the new project, one more completed run.
  // The run's costs: 120 g of a $20 kg spool ($2.40) and 1 h at $0.50.
  await checkSection(page, 'filament', ['240 g', '$4.80', '30.5 g', '$0.76']);
  await checkSection(page, 'machine-hours', ['1.5 h', '1 h', '0.8 h']);
  await expect(page.getByTestId('analytics-failures-total')).toContainText('1 failed run of 3 runs');
  await projects.getByRole('button', { name: 'Show table' }).click();
  await expect(projects.getByRole('row').nth(1)).toContainText('Lamp shade');
  await expect(projects.getByRole('row', { name: /Lamp shade/ })).toContainText('+$1.90');
  await projects.getByRole('button', { name: 'Show chart' }).click();
  await drawCharts(page);
  await checkpoint(page, 'analytics-after-run');
});
