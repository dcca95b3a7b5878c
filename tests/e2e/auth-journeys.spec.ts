import { expect, test } from '@playwright/test';
import { openPublicPage } from './public-support';
import { ADMIN_STATE, registerNewUser, signIn } from './support';

test('register → dashboard → sign out → protected path → login → back on that path', async ({ page }) => {
  const { email, password } = await registerNewUser(page);
  await expect(page.getByRole('heading', { name: 'Cost Calculator' })).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/dashboard?tab=overview');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\?tab=overview$/);
  await expect(page.getByRole('heading', { name: 'Cost Calculator' })).toBeVisible();
});

test('an unknown path goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
});

test('a signed-in member does not see Admin and is sent away from /admin', async ({ page }) => {
  await registerNewUser(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test.describe('as the seeded admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test('sees Admin, a red-tinted Sign Out, and the users table', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: 'admin@printledger.dev', exact: false }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveClass(/text-red-700/);
  });
});

test('the menu button opens a working menu on a tablet', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await openPublicPage(page, '/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(menu).toBeHidden();
});
