import { expect, test } from '@playwright/test';
import { checkpoint, registerNewUser } from './support';

// The auth screens and the signed-in shell, scanned with axe at 1280×800 and 820×1180 (and
// saved as screenshots for review with `npm run screenshots`).
test('auth screens and the signed-in shell', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await checkpoint(page, 'register-errors');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to PrintLedger' })).toBeVisible();
  await checkpoint(page, 'login');
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await checkpoint(page, 'reset-password');
  await registerNewUser(page);
  await expect(page.getByRole('heading', { name: 'Cost Calculator' })).toBeVisible();
  await checkpoint(page, 'dashboard-shell');
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.screenshot({ path: 'screenshots/menu-open-820x1180.png' });
  }
});
