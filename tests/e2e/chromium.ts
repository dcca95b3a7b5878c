// The browser every journey runs in (playwright.config.ts), and that a spec adding flags of its
// own (scan.spec.ts: a fake camera) starts from.
import { existsSync } from 'node:fs';

/** Debian's Chromium by default; CHROMIUM_PATH points elsewhere, or unset it to let Playwright use its own. */
export const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Chromium's flags for this machine's headless runs. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Playwright's launch options with extra flags after the shared ones. */
export const chromiumLaunchOptions = (...extraArgs: string[]) => ({
  ...(executablePath && { executablePath }),
  args: [...CHROMIUM_ARGS, ...extraArgs],
});
