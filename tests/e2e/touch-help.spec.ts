// Issue 19: every explanation is reachable by tap on a tablet (no hover there). Touch enabled,
// tablet portrait; each "?" opens its explanation with a tap and closes with another.
import { expect, test, type Page } from '@playwright/test';
import { openPublicPage } from './public-support';
import { checkpoint, fillPrinter, registerNewUser } from './support';

test.use({ hasTouch: true, viewport: { width: 820, height: 1180 } });

const TABLET = { width: 820, height: 1180 };

/** The panel a "?" button controls. */
const panelOf = async (page: Page, button: ReturnType<Page['getByRole']>) =>
  page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);

test('a visitor taps "Why sign up?" on the calculator and reads why', async ({ page }) => {
  await openPublicPage(page, '/calculator');
  const why = page.getByRole('button', { name: 'Why sign up?' });
  const explanation = await panelOf(page, why);
  await expect(explanation).toBeHidden();
  await why.tap();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(explanation).toBeVisible();
  await expect(explanation).toContainText('A free account keeps each printer');
  await expect(explanation.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/register',
  );
  await checkpoint(page, 'touch-sign-up-tip');
  await page.setViewportSize(TABLET);
  await why.tap();
  await expect(explanation).toBeHidden();
  await expect(why).toHaveAttribute('aria-expanded', 'false');
});

test('a maker at the plan limit taps to learn why Add Printer is disabled', async ({ page }) => {
  await registerNewUser(page);
  await page.goto('/dashboard/printers');
  await page.getByRole('button', { name: 'Add Printer' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Add Printer' });
  await fillPrinter(dialog, 'Tablet Printer', '0.4');
  await dialog.getByRole('button', { name: 'Add Printer' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 of 1 printer on the Hobby plan.')).toBeVisible();

  const why = page.getByRole('button', { name: 'Why can’t I add a printer?' });
  const explanation = await panelOf(page, why);
  await expect(explanation).toBeHidden();
  await why.tap();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(explanation).toBeVisible();
  await expect(explanation).toContainText(
    'Your Hobby plan allows up to 1 printer. Upgrade your plan to add more.',
  );
  await expect(explanation.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  await checkpoint(page, 'touch-printer-limit');
  await page.setViewportSize(TABLET);
  // A tap elsewhere closes it; a tap on the disabled Add Printer opens it again, and no dialog.
  await page.getByRole('heading', { name: 'Printers', level: 1 }).tap();
  await expect(explanation).toBeHidden();
  // aria-disabled (still focusable and tappable): Playwright would wait for it to be enabled.
  await page.getByRole('button', { name: 'Add Printer' }).tap({ force: true });
  await expect(explanation).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
