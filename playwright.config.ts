import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/chromium';

// scripts/test.mjs sets PREVIEW_PORT (shifted by PRINTLEDGER_PORT_OFFSET); 4173 otherwise.
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${previewPort}`;
// scripts/test.mjs also sets these two, suffixed for side-by-side runs.
const results = process.env.TEST_RESULTS_DIR ?? 'test-results';
const distDir = process.env.E2E_DIST_DIR ?? 'dist-e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${results}/e2e`,
  fullyParallel: false,
  workers: 2,
  // No retries, in CI either: a journey that passes only on a second try is a bug to fix.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${results}/playwright.json` }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    // The app's service worker (issue 16) precaches every chunk after the first visit and serves
    // later navigations; the journeys run without it, as the first visit of a new browser does.
    // tests/e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    // Debian's Chromium with this machine's flags (tests/e2e/chromium.ts).
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', dependencies: ['setup'], testIgnore: /.*\.setup\.ts/ },
  ],
  webServer: {
    command: `npx vite preview --outDir ${distDir} --mode e2e --port ${previewPort}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
