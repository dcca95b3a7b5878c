import { expect, test as setup } from '@playwright/test';
import { ADMIN, ADMIN_STATE, signIn } from './support';

// Signs the seeded admin in once; admin journeys start from this saved state.
setup('sign in as the seeded admin', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
  await page.context().storageState({ path: ADMIN_STATE });
});
