import { expect, test, type Page } from '@playwright/test';
import { checkpoint, fillPrinter, registerNewUser } from './support';

const shoot = async (page: Page, name: string) => {
  await checkpoint(page, name);
};

async function addPrinter(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Printer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Printer' });
  await fillPrinter(dialog, name, '0.4');
  await dialog.getByRole('button', { name: 'Add Printer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

test('add printer → edit → toggle → hit the limit → change plan on the profile → add more', async ({
  page,
}) => {
  await registerNewUser(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Printers' }).click();
  await expect(page).toHaveURL(/\/dashboard\/printers$/);
  await expect(page.getByText('No printers yet')).toBeVisible();
  await expect(page.getByText('0 of 1 printer on the Hobby plan.')).toBeVisible();
  await shoot(page, 'printers-empty');

  // Add, accepting the suggested cost per hour.
  await page.getByRole('button', { name: 'Add Printer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Printer' });
  await dialog.getByRole('button', { name: 'Add Printer' }).click();
  await expect(dialog.getByText('Printer name is required')).toBeVisible();
  await fillPrinter(dialog, 'Prusa MK4');
  await expect(dialog.getByTestId('suggested-cost-per-hour')).toHaveText('$0.32/hour');
  await dialog.getByRole('button', { name: 'Use suggestion' }).click();
  await expect(dialog.getByLabel('Cost per hour ($)')).toHaveValue('0.32');
  await shoot(page, 'printers-form');
  await dialog.getByRole('button', { name: 'Add Printer' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Prusa MK4' });
  await expect(card.getByText('250 × 210 × 220 mm')).toBeVisible();
  await expect(card.getByText('$0.32')).toBeVisible();
  await expect(card.getByText('Idle', { exact: true })).toBeVisible();

  // Edit on its own page, then back to the list.
  await card.getByRole('link', { name: 'Edit Prusa MK4' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Printer: Prusa MK4' })).toBeVisible();
  await shoot(page, 'printers-edit');
  await page.getByLabel('Printer name').fill('Prusa MK4S');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/printers$/);
  const renamed = page.getByRole('article', { name: 'Prusa MK4S' });
  await expect(renamed).toBeVisible();

  // Toggle idle → offline → idle.
  await renamed.getByRole('button', { name: 'Set offline: Prusa MK4S' }).click();
  await expect(renamed.getByText('Offline', { exact: true })).toBeVisible();
  await renamed.getByRole('button', { name: 'Set idle: Prusa MK4S' }).click();
  await expect(renamed.getByText('Idle', { exact: true })).toBeVisible();

  // The hobby limit: Add Printer is disabled and says why, with a link to the plans.
  await expect(page.getByText('1 of 1 printer on the Hobby plan.')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add Printer' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  const why = page.getByRole('button', { name: 'Why can’t I add a printer?' });
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  const explanation = page.locator(`[id="${await why.getAttribute('aria-controls')}"]`);
  await expect(explanation).toBeVisible();
  await expect(explanation).toContainText(
    'Your Hobby plan allows up to 1 printer. Upgrade your plan to add more.',
  );
  await expect(explanation.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  await page.keyboard.press('Escape');
  await expect(explanation).toBeHidden();
  await add.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(explanation).toBeVisible();
  await shoot(page, 'printers-at-limit');

  // Change plan on the profile.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByTestId('current-plan-name')).toHaveText('Hobby');
  await page.getByRole('button', { name: 'Change Plan' }).click();
  await expect(
    page.getByRole('article', { name: 'Hobby' }).getByText('Current', { exact: true }),
  ).toBeVisible();
  await shoot(page, 'profile-plans');
  await page.getByRole('button', { name: 'Select Solo' }).click();
  await expect(page.getByText('You are now on the Solo plan.')).toBeVisible();
  await expect(page.getByTestId('current-plan-name')).toHaveText('Solo');
  await shoot(page, 'profile');

  // Add more, up to Solo's 5.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Printers' }).click();
  await expect(page.getByText('1 of 5 printers on the Solo plan.')).toBeVisible();
  for (const name of ['Ender 3', 'Bambu X1C', 'Voron 2.4', 'Prusa Mini']) await addPrinter(page, name);
  await expect(page.getByText('5 of 5 printers on the Solo plan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Printer' })).toHaveAttribute('aria-disabled', 'true');
  await shoot(page, 'printers-list');
});
