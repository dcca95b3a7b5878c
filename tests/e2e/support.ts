import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@printledger.dev', password: 'printledger-admin' };
export const ADMIN_STATE = 'test-results/.auth/admin.json';

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

/** Screenshots at the two sizes we design for, into screenshots/<name>-<width>.png. */
export async function screenshotBothSizes(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [820, 1180],
  ] as const) {
    await page.setViewportSize({ width, height });
    // From the top, so the sticky header is captured where a visitor sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `screenshots/${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
