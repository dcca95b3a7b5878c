import { expect, test, type Page } from '@playwright/test';
import {
  WORKED_EXAMPLES,
  type WorkedExampleAmount,
  type WorkedExampleField,
} from '../fixtures/calculator-worked-examples';
import { JS_BUDGET_BYTES, openPublicPage, recordScripts } from './public-support';
import { checkpoint, registerNewUser } from './support';

const LABELS: Record<WorkedExampleField, string> = {
  printTimeHours: 'Print time (hours)',
  materialWeightGrams: 'Material weight (g)',
  materialCostPerKg: 'Material cost per kg ($)',
  printerCostPerHour: 'Printer cost per hour ($)',
  failureRatePercent: 'Failure rate (%)',
  items: 'Number of items',
  setupFee: 'Setup fee ($)',
  designCost: 'Design cost ($)',
  shippingCost: 'Shipping cost ($)',
  packagingCost: 'Packaging cost ($)',
  otherExpenses: 'Other expenses ($)',
  profitPercent: 'Profit (%)',
  targetPrice: 'Target price ($)',
  discountPercent: 'Discount (%)',
};

const ROWS: Record<WorkedExampleAmount, RegExp> = {
  materialCost: /^Material cost/,
  printingCost: /^Printing cost/,
  unitSubtotal: /^Per-unit subtotal/,
  failureCost: /^Failure cost/,
  totalCost: /^Total cost of goods/,
  profit: /^Profit \(/,
  priceBeforeDiscount: /^Price before discount/,
  discountAmount: /^Discount/,
  finalPrice: /^Final price/,
  pricePerUnit: /^Price per unit/,
};

const breakdown = (page: Page) => page.getByRole('region', { name: 'Cost breakdown' });
const amount = (page: Page, row: WorkedExampleAmount) =>
  breakdown(page).getByRole('row', { name: ROWS[row] }).getByRole('cell');

test('the public calculator loads no Firestore code and stays within the JavaScript budget', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await openPublicPage(page, '/calculator');
  await expect(page.getByRole('button', { name: 'Calculate Cost' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const load = scripts();
  expect(load.firestoreFiles).toEqual([]);
  expect(load.gzipBytes, load.files.join(', ')).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  console.log(
    `calculator: ${(load.gzipBytes / 1024).toFixed(1)} KB gzipped JavaScript in ${load.files.length} files`,
  );
});

// One test per example, so each has the whole test timeout to itself.
for (const example of WORKED_EXAMPLES) {
  test(`hand-worked example, typed into the public page, matches to the cent: ${example.name}`, async ({
    page,
  }) => {
    await openPublicPage(page, '/calculator');
    for (const [field, value] of Object.entries(example.input) as Array<
      [WorkedExampleField, string | number]
    >) {
      await page.getByLabel(LABELS[field], { exact: true }).fill(String(value));
    }
    await page.getByRole('button', { name: 'Calculate Cost' }).click();
    const { profitPercent, ...amounts } = example.expected;
    for (const [row, expected] of Object.entries(amounts) as Array<[WorkedExampleAmount, string]>) {
      await expect(amount(page, row), `${example.name}: ${row}`).toHaveText(expected);
    }
    await expect(breakdown(page).getByRole('row', { name: ROWS.profit })).toContainText(`(${profitPercent}`);
  });
}

test('profit % and target price clear each other; out-of-range and non-numeric input is clamped or zeroed', async ({
  page,
}) => {
  await openPublicPage(page, '/calculator');
  const profit = page.getByLabel('Profit (%)');
  const target = page.getByLabel('Target price ($)');
  await profit.fill('30');
  await target.fill('45');
  // The Profit field shows the margin the target implies: nothing costs anything yet, so all of it.
  await expect(profit).toHaveValue('100');
  // Showing it clears nothing: passing through the field keeps the target.
  await profit.focus();
  await profit.blur();
  await expect(target).toHaveValue('45');
  await profit.fill('20');
  await expect(target).toHaveValue('');

  await page.getByLabel('Failure rate (%)').fill('250');
  await expect(page.getByLabel('Failure rate (%)')).toHaveValue('100');
  await page.getByLabel('Discount (%)').fill('-4');
  await expect(page.getByLabel('Discount (%)')).toHaveValue('0');
  await profit.fill('lots');
  await profit.blur();
  await expect(profit).toHaveValue('0');
  await page.getByLabel('Number of items').fill('0');
  await page.getByLabel('Number of items').blur();
  await expect(page.getByLabel('Number of items')).toHaveValue('1');
  await page.getByLabel('Print time (hours)').fill('1..5');
  await page.getByLabel('Printer cost per hour ($)').fill('2');
  await page.getByRole('button', { name: 'Calculate Cost' }).click();
  await expect(amount(page, 'printingCost')).toHaveText('$0.00');
  await expect(amount(page, 'finalPrice')).toHaveText('$0.00');
});

test('keyboard only: tab through the fields, calculate, and the breakdown scrolls into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await openPublicPage(page, '/calculator');
  await page.getByLabel('Print time (hours)').focus();
  const typed: Array<[string, string]> = [
    ['Print time (hours)', '2'],
    ['Material weight (g)', '50'],
    ['Material cost per kg ($)', '20'],
    ['Printer cost per hour ($)', '1.5'],
  ];
  for (const [label, value] of typed) {
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  // Tab on to the button through every remaining field.
  for (let step = 0; step < 40; step += 1) {
    if (
      await page
        .getByRole('button', { name: 'Calculate Cost' })
        .evaluate((el) => el === document.activeElement)
    )
      break;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('button', { name: 'Calculate Cost' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Cost breakdown' })).toBeFocused();
  await expect(amount(page, 'finalPrice')).toBeInViewport();
  await expect(amount(page, 'finalPrice')).toHaveText('$4.40');
});

test('visitor extras: back to home, the sign-up explanation and the link to /register', async ({ page }) => {
  await openPublicPage(page, '/calculator');
  await expect(page.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  await expect(page.getByText(/sign up to save printer profiles/i)).toBeVisible();
  const why = page.getByRole('button', { name: 'Why sign up?' });
  const explanation = page.getByText(/A free account keeps each printer/);
  await expect(explanation).toBeHidden();
  await why.focus();
  await page.keyboard.press('Enter');
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(explanation).toBeVisible();
  await expect(explanation.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/register',
  );

  await page.getByLabel('Print time (hours)').fill('3.5');
  await page.getByLabel('Material weight (g)').fill('120');
  await page.getByLabel('Material cost per kg ($)').fill('25');
  await page.getByLabel('Printer cost per hour ($)').fill('0.8');
  await page.getByLabel('Number of items').fill('4');
  await page.getByLabel('Profit (%)').fill('25');
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByRole('button', { name: 'Calculate Cost' }).click();
  await expect(amount(page, 'finalPrice')).toBeVisible();
  await checkpoint(page, 'calculator');

  await page.getByRole('link', { name: 'Sign up free' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('signed in, the calculator is the dashboard index, with a custom rate until a printer is saved', async ({
  page,
}) => {
  await registerNewUser(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cost Calculator' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Cost Calculator' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No saved printers yet.')).toBeVisible();
  await expect(page.getByText(/sign up to save printer profiles/i)).toHaveCount(0);
  await page.getByLabel('Print time (hours)').fill('2');
  await page.getByLabel('Material weight (g)').fill('50');
  await page.getByLabel('Material cost per kg ($)').fill('20');
  await page.getByLabel('Printer cost per hour ($)').fill('1.5');
  await page.getByRole('button', { name: 'Calculate Cost' }).click();
  await expect(amount(page, 'finalPrice')).toHaveText('$4.40');
  await checkpoint(page, 'dashboard-calculator');
});
