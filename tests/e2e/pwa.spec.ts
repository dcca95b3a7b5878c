import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openPublicPage } from './public-support';
import { checkpoint } from './support';

// Issue 16: PrintLedger installs as an app and opens with no network after one visit.
test.use({ serviceWorkers: 'allow' });

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Waits until the service worker is active, has precached the app and controls the page. */
async function installedServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A new worker takes over only on the next load (it never switches a running page).
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the app meets Chromium’s install criteria: a manifest with its icons and a service worker', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile, which a test's context is: this
  // test opens a profile of its own, as a visitor's browser would be.
  const profile = mkdtempSync(path.join(tmpdir(), 'printledger-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openPublicPage(page, '/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const response = await page.request.get(manifestHref!);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'PrintLedger',
      short_name: 'PrintLedger',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#4f46e5',
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
    }

    await installedServiceWorker(page);
    // What Chromium itself says about installing the page as an app: nothing missing.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('after one visit the app opens with no network: public pages and the sign-in form', async ({
  page,
  context,
}) => {
  await openPublicPage(page, '/');
  await installedServiceWorker(page);

  await context.setOffline(true);
  // Pages never opened before come from the precache too: the app shell and their chunks.
  await page.goto('/calculator');
  await expect(page.getByRole('heading', { level: 1, name: '3D print cost calculator' })).toBeVisible();
  await page
    .getByLabel(/print time/i)
    .first()
    .fill('2');
  await checkpoint(page, 'pwa-offline-calculator');

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();

  // A signed-out visit to the dashboard still lands on the sign-in page, offline as online.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await context.setOffline(false);
});
