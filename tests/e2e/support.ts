import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@printledger.dev', password: 'printledger-admin' };
export const ADMIN_STATE = `${process.env.TEST_RESULTS_DIR ?? 'test-results'}/.auth/admin.json`;

let counter = 0;
/** The Auth emulator is shared by every suite, so each journey signs up a fresh address. */
export const uniqueEmail = (label = 'maker') =>
  `${label}-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@example.com`;

/** Registers a new account through the UI and waits for the dashboard. */
export async function registerNewUser(page: Page, email = uniqueEmail(), password = 'secret-pass') {
  await page.goto('/register');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  return { email, password };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The two sizes we design for: a laptop and a tablet in portrait. */
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 820, height: 1180 },
] as const;

/** Two axe scans (and screenshots): a few seconds each on a busy 2-core machine, ample headroom. */
const CHECKPOINT_BUDGET_MS = 60_000;

/** Readable lines for axe's serious and critical findings: rule, help, and each element with its fix. */
function seriousViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>, viewport: string): string[] {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) =>
      [
        `${viewport} ${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes.map(
          (node) => `  ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
        ),
      ].join('\n'),
    );
}

/** Lets running transitions and finite animations end, so the scan sees the page at rest. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * A point of a journey worth checking: at both sizes, scanned with axe (any serious or critical
 * violation fails the test, listed readably) and, when SCREENSHOTS is set, saved as a full-page
 * screenshot in screenshots/<name>-<width>x<height>.png. Leaves the page at 1280×800.
 */
export async function checkpoint(page: Page, name: string) {
  // The scans are not the journey's work: each checkpoint brings its own time, so adding one
  // never pushes a journey over its timeout on a busy machine.
  test.info().setTimeout(test.info().timeout + CHECKPOINT_BUDGET_MS);
  const violations: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // From the top, so the sticky header is captured where a visitor sees it.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await settle(page);
    const size = `${viewport.width}x${viewport.height}`;
    violations.push(...seriousViolations(await new AxeBuilder({ page }).analyze(), size));
    if (process.env.SCREENSHOTS) {
      await page.screenshot({ path: `screenshots/${name}-${size}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(VIEWPORTS[0]);
  expect(violations, `accessibility of '${name}' (axe: serious and critical)`).toEqual([]);
}

/** Fills the Add/Edit Printer dialog with a typical printer, and its cost per hour if given. */
export async function fillPrinter(dialog: Locator, name: string, costPerHour?: string) {
  const values: Record<string, string> = {
    'Printer name': name,
    Model: 'MK4',
    X: '250',
    Y: '210',
    Z: '220',
    'Power consumption (W)': '200',
    'Initial cost ($)': '1000',
    'Replacement period (hours)': '5000',
    'Expected yearly hours': '1000',
    'Annual maintenance cost ($)': '100',
  };
  for (const [label, value] of Object.entries(values)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  if (costPerHour) await dialog.getByLabel('Cost per hour ($)', { exact: true }).fill(costPerHour);
}
