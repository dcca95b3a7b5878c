import { expect, test, type Page } from '@playwright/test';

// scripts/prerender.mjs writes /, /calculator and /pricing into the build (the e2e build too, as
// npm run build does): their first screen is in the HTML, then the app takes over in one frame.

const PAGES = [
  { path: '/', heading: 'Know what every print really costs' },
  { path: '/calculator', heading: '3D print cost calculator' },
  { path: '/pricing', heading: 'Plans for every workshop' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} paints its first screen from the HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#prerender h1')).toHaveText(heading);
      await expect(page.locator('#prerender')).toHaveAttribute('inert', '');
      await expect(page.locator('#root')).toBeHidden();
    });
  }
});

/** Layout shifts since the page started, as the browser reports them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

for (const { path, heading } of PAGES) {
  test(`${path}: the app replaces the copy with the same page, without a shift, and answers`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('#prerender')).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}

test('the calculator takes what is typed once the app has taken over', async ({ page }) => {
  await page.goto('/calculator');
  await expect(page.locator('#prerender')).toHaveCount(0);
  const profit = page.getByLabel('Profit (%)');
  await profit.fill('35');
  await expect(profit).toHaveValue('35');
  await page.getByRole('button', { name: 'Calculate Cost' }).click();
  await expect(page.getByRole('heading', { name: 'Cost breakdown' })).toBeVisible();
});

test('other paths never show a pre-rendered page: index.html is every route’s fallback', async ({ page }) => {
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Know what every print really costs' }),
  ).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
