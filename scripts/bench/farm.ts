// The farm benchmark (issue 15): what each dashboard page costs a farm-sized account.
//
// Seeds two accounts into the emulator (project demo-printledger-farm, its own):
//   (a) 100 spools, 100 projects of 3 jobs, 10 printers;  (b) 1,000 spools, 2,000 projects of 3 jobs, 10 printers
// (plus 4 materials, 5 maintenance tasks and 20 finished runs each, all written by the test
// factories exactly as the repositories store them), builds the app for production
// (dist-bench/farm) and serves it with vite preview, then opens every dashboard page in headless
// Chromium, 3 cold loads per page and account, each in a fresh browser context signed in from
// saved storage (so no page benefits from another's cache), and prints for each page and size:
//   - time to first content: from navigation start (the page's performance.now()) until the
//     page's main content is visible (its first card or row: scripts/bench/farm/pages.ts), median;
//   - documents read: counted from the page's Firestore traffic until the page settles (no
//     Firestore traffic for 1.5 s): see scripts/bench/farm/traffic.ts for how. The counter is
//     checked on every run: the printers page must have read at least the printer documents it
//     shows, and no WebChannel frame may go unparsed, or the bench fails;
//   - JS heap used (CDP Performance.getMetrics JSHeapUsedSize, after a garbage collection), DOM
//     elements, and the longest main-thread task (PerformanceObserver 'longtask');
//   - the (b)/(a) ratio of the time.
// Then the four-page journey (dashboard → spools → projects → New Project, clicking the app's
// links in one running app) and saving a project (rename it on its page, save, until the list
// shows it and the app settles): documents read at (a) and (b). Each figure is printed beside the
// issue's target, OK or OVER. The bench never fails on a figure; it fails (exit 1, with the
// reason) only when something breaks: the build, the seed, a page that never shows its content.
//   npm run bench:farm          (starts or reuses the emulators)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { chromiumLaunchOptions } from '../../tests/e2e/chromium';
import {
  clearFirestore,
  FIRESTORE_HOST,
  loadRulesInto,
  seedBuiltInPlans,
  uniqueEmail,
} from '../../tests/support/emulators';
import { BenchError, buildApp, signUp, startPreview } from './farm/app-server';
import { BENCH_PAGES, type BenchPage } from './farm/pages';
import { breakdownTable, pagesTable, readsVerdict, TARGETS, type PageFigures } from './farm/report';
import { seedAccount, type FarmSize, type SeededAccount } from './farm/seed';
import { READ_TRAFFIC, trafficScript, trafficSince, type PageTraffic } from './farm/traffic';

const PROJECT = 'demo-printledger-farm';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Beside the e2e preview (4173) and the workshop bench (4175), shifted like every port.
const PORT = 4176 + Number(process.env.PRINTLEDGER_PORT_OFFSET ?? 0);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT_DIR = 'dist-bench/farm';
const LOADS = 3;
const PASSWORD = 'secret-pass';
const CONTENT_TIMEOUT_MS = 30_000;
/** The page has settled when no Firestore request is pending and none was for this long. */
const QUIET_MS = 1500;
const VIEWPORT = { width: 1280, height: 800 };
const SIZES: FarmSize[] = [
  { label: 'a', spools: 100, projects: 100, printers: 10 },
  { label: 'b', spools: 1000, projects: 2000, printers: 10 },
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(message);

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in once through the login form; every measured load starts from this saved session. */
async function signIn(browser: Browser, account: SeededAccount): Promise<StorageState> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${BASE}${paths.login}`);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: CONTENT_TIMEOUT_MS }).catch(() => {
    throw new BenchError(`signing in as (${account.size.label}) did not reach /dashboard (at ${page.url()})`);
  });
  const state = await context.storageState();
  await context.close();
  return state;
}

async function failureShot(page: Page, name: string) {
  // Beside the build (ignored by git), not in test-results/, which a Playwright run empties.
  mkdirSync(path.join(root, 'dist-bench', 'farm-failures'), { recursive: true });
  const file = path.join(root, 'dist-bench', 'farm-failures', `${name}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  return path.relative(root, file);
}

async function waitForContent(page: Page, locators: Locator[], what: string) {
  try {
    for (const locator of locators) await locator.waitFor({ state: 'visible', timeout: CONTENT_TIMEOUT_MS });
  } catch {
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    const shot = await failureShot(page, what.replace(/\W+/g, '-'));
    throw new BenchError(
      `${what}: its content did not appear within ${CONTENT_TIMEOUT_MS / 1000} s (at ${page.url()}` +
        `${alerts.length ? `; the page says: ${alerts.join(' / ')}` : ''}; screenshot ${shot})`,
    );
  }
}

const traffic = async (page: Page) => (await page.evaluate(READ_TRAFFIC)) as PageTraffic;

/** Waits until the page has talked to Firestore, no request is pending and none was made for QUIET_MS. */
async function settle(page: Page, what: string) {
  try {
    await page.waitForFunction(
      `(() => { const s = window.__farmTraffic; return s.lastActivity > 0 && s.pending === 0 && performance.now() - s.lastActivity > ${QUIET_MS}; })()`,
      undefined,
      { timeout: CONTENT_TIMEOUT_MS, polling: 100 },
    );
  } catch {
    log(
      `  warning: ${what} never went ${QUIET_MS} ms without Firestore traffic; counted what it read in 30 s`,
    );
  }
}

function checkCounter(counted: PageTraffic, what: string) {
  if (counted.errors.length > 0) {
    throw new BenchError(
      `the read counter could not parse the traffic of ${what}: ${counted.errors.join('; ')}`,
    );
  }
}

async function openContext(browser: Browser, state: StorageState) {
  const context = await browser.newContext({ storageState: state, viewport: VIEWPORT });
  await context.addInitScript({ content: trafficScript(FIRESTORE_HOST) });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

interface LoadFigures {
  time: number;
  traffic: PageTraffic;
  heapBytes: number;
  domElements: number;
  longestTask: number;
  printerCards: number;
}

/** One cold load of a page in a fresh context. */
async function measureLoad(
  browser: Browser,
  state: StorageState,
  account: SeededAccount,
  benchPage: BenchPage,
): Promise<LoadFigures> {
  const what = `${benchPage.name} at (${account.size.label})`;
  const { context, page, pageErrors } = await openContext(browser, state);
  try {
    await page.goto(`${BASE}${benchPage.path(account)}`, { waitUntil: 'commit' });
    await waitForContent(page, benchPage.content(page, account), what);
    const time = (await page.evaluate('performance.now()')) as number;
    await settle(page, what);
    const counted = await traffic(page);
    checkCounter(counted, what);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heapBytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
    const domElements = (await page.evaluate("document.getElementsByTagName('*').length")) as number;
    const printerCards = await page.getByRole('list', { name: 'Your printers' }).getByRole('article').count();
    if (pageErrors.length > 0) log(`  warning: ${what} threw: ${pageErrors.join(' / ')}`);
    return {
      time,
      traffic: counted,
      heapBytes,
      domElements,
      longestTask: Math.max(0, ...counted.longTasks),
      printerCards,
    };
  } finally {
    await context.close();
  }
}

const reads = (counted: PageTraffic) => counted.documents + counted.aggregations;

/** The counter checked against what a page shows: the printers page read every printer it shows. */
function validateCounter(account: SeededAccount, load: LoadFigures) {
  const printersRead = load.traffic.distinct['printers'] ?? 0;
  if (load.printerCards !== account.size.printers) {
    throw new BenchError(
      `the printers page at (${account.size.label}) shows ${load.printerCards} printer cards, ${account.size.printers} were seeded`,
    );
  }
  if (printersRead < load.printerCards) {
    throw new BenchError(
      `the read counter is broken: the printers page at (${account.size.label}) shows ${load.printerCards} printers ` +
        `but the counter saw only ${printersRead} printer documents arrive`,
    );
  }
  log(
    `counter check (${account.size.label}): the printers page shows ${load.printerCards} printer cards; the counter saw ` +
      `${printersRead} printer documents arrive (all reads: ${Object.entries(load.traffic.byCollection)
        .map(([collection, count]) => `${collection} ${count}`)
        .join(', ')})`,
  );
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });

/** Dashboard → spools → projects → New Project, by the app's own links, in one running app. */
async function journey(browser: Browser, state: StorageState, account: SeededAccount) {
  const what = `the journey at (${account.size.label})`;
  const { context, page } = await openContext(browser, state);
  const byPage = (name: string) => BENCH_PAGES.find((benchPage) => benchPage.name === name)!;
  const steps: [string, number][] = [];
  let before = await (async () => {
    await page.goto(`${BASE}${paths.dashboard.root}`, { waitUntil: 'commit' });
    await waitForContent(page, byPage('calculator').content(page, account), `${what}, dashboard`);
    await settle(page, `${what}, dashboard`);
    const counted = await traffic(page);
    steps.push(['dashboard', reads(counted)]);
    return counted;
  })();
  const step = async (name: string, action: () => Promise<void>, content: Locator[]) => {
    await action();
    await waitForContent(page, content, `${what}, ${name}`);
    await settle(page, `${what}, ${name}`);
    const counted = await traffic(page);
    steps.push([name, reads(trafficSince(before, counted))]);
    before = counted;
  };
  try {
    await step(
      'spools',
      () => sidebarLink(page, 'Spools Inventory').click(),
      byPage('spools').content(page, account),
    );
    await step(
      'projects',
      () => sidebarLink(page, 'Projects').click(),
      byPage('projects').content(page, account),
    );
    await step('new project', () => page.getByRole('button', { name: 'New Project' }).first().click(), [
      page.getByRole('heading', { name: 'New Project' }),
      page.getByLabel('Project name'),
    ]);
    checkCounter(before, what);
    return { total: reads(before), steps };
  } finally {
    await context.close();
  }
}

/** Opens a project's page, renames it, saves, and counts what the app reads until it settles. */
async function saveProject(browser: Browser, state: StorageState, account: SeededAccount) {
  const what = `saving a project at (${account.size.label})`;
  const { context, page } = await openContext(browser, state);
  try {
    const projectPage = BENCH_PAGES.find((benchPage) => benchPage.name === 'project')!;
    await page.goto(`${BASE}${projectPage.path(account)}`, { waitUntil: 'commit' });
    await waitForContent(page, projectPage.content(page, account), what);
    await settle(page, what);
    const before = await traffic(page);
    const renamed = `${account.projectName} renamed`;
    await page.getByLabel('Project name').fill(renamed);
    await page.getByRole('button', { name: 'Update Project' }).click();
    await page
      .waitForURL(/\/dashboard\/projects(\?.*)?$/, { timeout: CONTENT_TIMEOUT_MS })
      .catch(async () => {
        const alerts = await page
          .getByRole('alert')
          .allInnerTexts()
          .catch(() => []);
        throw new BenchError(
          `${what}: the app did not return to the list after Update Project (at ${page.url()}; ` +
            `the page says: ${alerts.join(' / ') || 'nothing'}; screenshot ${await failureShot(page, 'save')})`,
        );
      });
    const projectsPage = BENCH_PAGES.find((benchPage) => benchPage.name === 'projects')!;
    await waitForContent(page, projectsPage.content(page, account), `${what}, the list`);
    await settle(page, what);
    const counted = trafficSince(before, await traffic(page));
    checkCounter(counted, what);
    // The newest project heads the list: it must show its new name (a stale cache would not).
    const shown = await page.getByRole('link', { name: new RegExp(`${renamed}\\b`) }).count();
    return {
      counted,
      note: shown > 0 ? 'the list shows the new name' : 'WARNING: the list does not show the new name',
    };
  } finally {
    await context.close();
  }
}

const emptyFigures = (): PageFigures => ({
  times: [],
  reads: [],
  byCollection: {},
  heapBytes: [],
  domElements: [],
  longestTasks: [],
});

async function main() {
  const started = performance.now();
  log(`farm benchmark: seeding (a) and (b) into ${PROJECT} and building into ${OUT_DIR}...`);
  // The build runs while the emulator takes the seed.
  const building = buildApp(OUT_DIR, PROJECT);
  building.catch(() => undefined);
  await clearFirestore(PROJECT);
  await loadRulesInto(PROJECT, path.join(root, 'firestore.rules'));
  await seedBuiltInPlans(PROJECT);
  const accounts: SeededAccount[] = [];
  for (const size of SIZES) {
    const seedStarted = performance.now();
    const email = uniqueEmail(`farm-${size.label}`);
    const uid = await signUp(email, PASSWORD);
    const account = await seedAccount(PROJECT, size, uid, email);
    accounts.push(account);
    log(
      `seeded (${size.label}): ${size.spools.toLocaleString('en-US')} spools, ${size.projects.toLocaleString('en-US')} projects of 3 jobs, ` +
        `${size.printers} printers, 4 materials, 5 maintenance tasks, 20 runs: ${account.documents.toLocaleString('en-US')} documents in ${seconds(seedStarted)}`,
    );
  }
  await building;
  log(`built in ${OUT_DIR} (${seconds(started)} since start)`);

  const server = await startPreview(OUT_DIR, PORT);
  const browser = await chromium.launch(chromiumLaunchOptions('--enable-precise-memory-info'));
  try {
    const states = new Map<SeededAccount, StorageState>();
    for (const account of accounts) states.set(account, await signIn(browser, account));
    const [accountA, accountB] = accounts as [SeededAccount, SeededAccount];

    const figures = new Map<string, { a: PageFigures; b: PageFigures }>(
      BENCH_PAGES.map((benchPage) => [benchPage.name, { a: emptyFigures(), b: emptyFigures() }]),
    );
    // Loads interleaved (each page at (a), then at (b), three rounds), so drift hits both alike.
    for (let load = 0; load < LOADS; load += 1) {
      const roundStarted = performance.now();
      for (const benchPage of BENCH_PAGES) {
        for (const account of accounts) {
          const loadStarted = performance.now();
          const measured = await measureLoad(browser, states.get(account)!, account, benchPage);
          log(
            `  ${benchPage.name} at (${account.size.label}): content in ${measured.time.toFixed(0)} ms, ` +
              `${reads(measured.traffic).toLocaleString('en-US')} reads (the load took ${seconds(loadStarted)})`,
          );
          if (benchPage.name === 'printers' && load === 0) validateCounter(account, measured);
          const into = figures.get(benchPage.name)![account === accountA ? 'a' : 'b'];
          into.times.push(measured.time);
          into.reads.push(reads(measured.traffic));
          if (load === 0) into.byCollection = measured.traffic.byCollection;
          into.heapBytes.push(measured.heapBytes);
          into.domElements.push(measured.domElements);
          into.longestTasks.push(measured.longestTask);
        }
      }
      log(`load ${load + 1} of ${LOADS} of every page at (a) and (b): ${seconds(roundStarted)}`);
    }

    const describeSize = (size: FarmSize) =>
      `${size.spools.toLocaleString('en-US')} spools, ${size.projects.toLocaleString('en-US')} projects of 3 jobs, ${size.printers} printers`;
    const rows = BENCH_PAGES.map((benchPage) => ({
      name: benchPage.name,
      path: benchPage
        .path(benchPage.name === 'project' ? accountB : accountA)
        .replace(/[ab]-project-\d+/, '<id>'),
      ...figures.get(benchPage.name)!,
    }));
    log('');
    log(pagesTable(rows, { a: describeSize(accountA.size), b: describeSize(accountB.size) }));
    log('');
    log('Where the reads go (first load; aggregate:x = aggregation results over collection x):');
    log(breakdownTable(rows));
    log('');
    // A broken journey or save is reported after the table, which stays printed.
    const attempt = async <T>(what: string, action: () => Promise<T>): Promise<T | null> => {
      try {
        return await action();
      } catch (error) {
        console.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exitCode = 1;
        return null;
      }
    };
    const journeys = [
      await attempt('the journey at (a)', () => journey(browser, states.get(accountA)!, accountA)),
      await attempt('the journey at (b)', () => journey(browser, states.get(accountB)!, accountB)),
    ];
    const saves = [
      await attempt('saving at (a)', () => saveProject(browser, states.get(accountA)!, accountA)),
      await attempt('saving at (b)', () => saveProject(browser, states.get(accountB)!, accountB)),
    ];
    journeys.forEach((result, index) => {
      if (!result) return;
      const label = index === 0 ? 'a' : 'b';
      const verdict =
        label === 'b'
          ? readsVerdict(result.total, TARGETS.journeyReads)
          : `${result.total.toLocaleString('en-US')} reads (the target is for (b))`;
      log(
        `four-page journey at (${label}): ${verdict}; ${result.steps.map(([step, count]) => `${step} ${count}`).join(', ')}`,
      );
    });
    saves.forEach((result, index) => {
      if (!result) return;
      const { counted, note } = result;
      log(
        `saving a project at (${index === 0 ? 'a' : 'b'}): ${readsVerdict(reads(counted), TARGETS.saveReads)}` +
          ` (${
            Object.entries(counted.byCollection)
              .map(([collection, count]) => `${collection} ${count}`)
              .join(', ') || 'nothing'
          }; from Update Project until the list is back and the app settles; ${note})`,
      );
    });
    log(`\nfarm benchmark done in ${seconds(started)}`);
  } finally {
    await browser.close();
    server.kill();
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nfarm benchmark failed: ${error instanceof BenchError ? error.message : String(error)}`);
  if (!(error instanceof BenchError) && error instanceof Error && error.stack) console.error(error.stack);
  process.exitCode = 1;
}
