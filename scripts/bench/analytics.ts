// The Analytics benchmark (issue 18): what the Analytics page costs a farm's year.
//
// Seeds an account into the emulator (project demo-printledger-analytics, its own) with a year of
// raw records (tests/support/analytics-seed.ts: 5,000 finished runs over the 365 days up to
// today on 10 printers and 40 projects, 200 maintenance log entries, 300 invoices and quotes in
// every status), then, signed in as that user through the rules:
//   1. rebuilds the rollups with the repository's `rebuild` (as "Build from my records" does):
//      time, the raw records it read, the month documents it wrote;
//   2. does what the page does for "This year" and for the last 12 months: the month rollups
//      (one query), the meta document and what is outstanding (one aggregation per currency),
//      printing the documents read (documents returned, or 1 for an empty query, plus 1 per
//      aggregation) against the issue's target of 100, and the time (first, then median of 5);
//   3. times `buildAnalyticsViews` over those rollups (median of 20);
//   4. builds the app for production (dist-bench/analytics), serves it with vite preview and, in
//      headless Chromium, times cold loads of the page (a fresh context each, signed in from saved
//      storage) from navigation to every section's chart on screen, for the default period (this
//      month) and for ?period=this-year, median of 3, beside the issue's 1 s; the page's own
//      Firestore reads (the profile and plan too) are counted from its traffic
//      (scripts/bench/farm/traffic.ts) as a check of step 2.
// Each figure is printed with OK or OVER; the bench fails (exit 1) only when something breaks.
//   npm run bench:analytics          (starts or reuses the emulators)
import { mkdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { paths } from '@/config/paths';
import { monthsOf, periodOf } from '@/domain/analytics/period';
import type { Period } from '@/domain/analytics/view-types';
import { buildAnalyticsViews } from '@/domain/analytics/views';
import { createAnalyticsRepository } from '@/repositories/analytics';
import { chromiumLaunchOptions } from '../../tests/e2e/chromium';
import { dayKey, BENCH_YEAR, writeSeed, yearRecords } from '../../tests/support/analytics-seed';
import {
  adminDocuments,
  adminFirestore,
  clearFirestore,
  createTestClient,
  FIRESTORE_HOST,
  loadRulesInto,
  seedBuiltInPlans,
  uniqueEmail,
} from '../../tests/support/emulators';
import { BenchError, buildApp, signUp, startPreview } from './farm/app-server';
import { median } from './farm/report';
import { READ_TRAFFIC, trafficScript, type PageTraffic } from './farm/traffic';

const PROJECT = 'demo-printledger-analytics';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Beside the e2e preview (4173), the workshop (4175) and farm (4176) benches, shifted like every port.
const PORT = 4177 + Number(process.env.PRINTLEDGER_PORT_OFFSET ?? 0);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT_DIR = 'dist-bench/analytics';
const PASSWORD = 'secret-pass';
const CURRENCY = 'USD';
const REPEATS = 5;
const VIEW_REPEATS = 20;
const LOADS = 3;
const CONTENT_TIMEOUT_MS = 30_000;
const VIEWPORT = { width: 1280, height: 800 };
const TARGETS = { reads: 100, renderMs: 1000 };
/** The page's sections (data-testid="analytics-<section>"), each with its chart. */
const SECTIONS = ['filament', 'machine-hours', 'failures', 'projects', 'revenue', 'maintenance'];

const log = (message: string) => console.log(message);
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const count = (value: number) => value.toLocaleString('en-US');
const verdict = (value: number, target: number) => (value <= target ? 'OK' : 'OVER');

async function timed<T>(action: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await action();
  return [result, performance.now() - started];
}

type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

/** The page's reads for a period, as src/queries/analytics.ts makes them, and what they cost. */
async function pageReads(repository: AnalyticsRepository, uid: string, period: Period) {
  const months = monthsOf(period);
  const [rollups, meta, currencies] = await Promise.all([
    repository.listMonths(uid, months[0]!, months.at(-1)!),
    repository.meta(uid),
    repository.outstandingCurrencies(uid, CURRENCY),
  ]);
  const outstanding = await repository.outstanding(uid, currencies);
  // A query bills its documents, or one read when it returns none; an aggregation bills one read
  // per 1,000 index entries it scans (a user's sent invoices: far fewer). Finding the currencies
  // reads one invoice per currency besides the user's, plus one query that finds no more.
  const reads = Math.max(1, rollups.length) + 1 + currencies.length + currencies.length;
  return { rollups, meta, outstanding, reads, months: months.length, currencies };
}

async function measurePeriod(repository: AnalyticsRepository, uid: string, name: string, period: Period) {
  const [first, firstMs] = await timed(() => pageReads(repository, uid, period));
  const times: number[] = [];
  for (let repeat = 0; repeat < REPEATS; repeat += 1)
    times.push((await timed(() => pageReads(repository, uid, period)))[1]);
  const bytes = first.rollups.reduce((sum, rollup) => sum + JSON.stringify(rollup).length, 0);
  log(
    `  ${name} (${period.start} to ${period.end}, ${first.months} months): ${verdict(first.reads, TARGETS.reads)} ` +
      `${first.reads} reads (target ≤ ${TARGETS.reads}): ${first.rollups.length} month rollups + 1 meta + ` +
      `${first.currencies.length} outstanding aggregations (${first.currencies.join(', ')}); ` +
      `first ${ms(firstMs)}, median of ${REPEATS} ${ms(median(times))}; rollups ${count(Math.round(bytes / 1024))} KB as JSON`,
  );
  const [, firstViewMs] = await timed(async () =>
    buildAnalyticsViews({
      rollups: first.rollups,
      period,
      outstanding: first.outstanding,
      currency: CURRENCY,
    }),
  );
  const viewTimes: number[] = [];
  let views = buildAnalyticsViews({
    rollups: first.rollups,
    period,
    outstanding: first.outstanding,
    currency: CURRENCY,
  });
  for (let repeat = 0; repeat < VIEW_REPEATS; repeat += 1) {
    const started = performance.now();
    views = buildAnalyticsViews({
      rollups: first.rollups,
      period,
      outstanding: first.outstanding,
      currency: CURRENCY,
    });
    viewTimes.push(performance.now() - started);
  }
  const runs = views.failures.byPrinter.reduce((sum, row) => sum + row.runs, 0);
  log(
    `  buildAnalyticsViews for ${name}: first ${ms(firstViewMs)}, median of ${VIEW_REPEATS} ${ms(median(viewTimes))} ` +
      `(${views.filament.rows.length} filament rows, ${views.machineHours.rows.length} machine-hour rows, ` +
      `${views.projects.length} projects, ${count(runs)} completed and failed runs counted)`,
  );
  return first.reads;
}

/**
 * Every section's chart drawn. A chart is drawn as its section comes within a screen of the
 * viewport, so each section is scrolled to in turn, as a reader would (at once, no pause).
 */
async function chartsVisible(page: Page) {
  for (const section of SECTIONS) {
    const card = page.getByTestId(`analytics-${section}`);
    await card.scrollIntoViewIfNeeded({ timeout: CONTENT_TIMEOUT_MS });
    await card
      .locator('svg.recharts-surface')
      .first()
      .waitFor({ state: 'visible', timeout: CONTENT_TIMEOUT_MS });
  }
}

/** The first screen drawn: the first section's chart. */
const firstScreenDrawn = (page: Page) =>
  page
    .getByTestId('analytics-filament')
    .locator('svg.recharts-surface')
    .first()
    .waitFor({ state: 'visible', timeout: CONTENT_TIMEOUT_MS });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function signIn(browser: Browser, email: string): Promise<StorageState> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${BASE}${paths.login}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: CONTENT_TIMEOUT_MS }).catch(() => {
    throw new BenchError(`signing in did not reach /dashboard (at ${page.url()})`);
  });
  const state = await context.storageState();
  await context.close();
  return state;
}

async function failureShot(page: Page, name: string) {
  mkdirSync(path.join(root, 'dist-bench', 'analytics-failures'), { recursive: true });
  const file = path.join(root, 'dist-bench', 'analytics-failures', `${name}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  return path.relative(root, file);
}

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>;

/**
 * One cold load of the page in a fresh context (nothing cached), the period in its address: the
 * time from navigation (the page's own clock) to its heading (the app started, the session
 * restored, the page's chunk loaded), to its first view (the reads done), and to every chart drawn
 * (the chart chunk loaded and rendered). With `switchTo`, then a period chosen in the running page,
 * until every chart shows it.
 */
async function measureRender(
  browser: Browser,
  state: StorageState,
  search: string,
  name: string,
  switchTo?: string,
) {
  const context = await browser.newContext({ storageState: state, viewport: VIEWPORT });
  await context.addInitScript({ content: trafficScript(FIRESTORE_HOST) });
  const page = await context.newPage();
  const fail = async (what: string) =>
    new BenchError(
      `${name}: ${what} did not appear within ${CONTENT_TIMEOUT_MS / 1000} s (screenshot ${await failureShot(page, name.replace(/\W+/g, '-'))})`,
    );
  try {
    await page.goto(`${BASE}${paths.dashboard.analytics}${search}`, { waitUntil: 'commit' });
    await page
      .getByRole('heading', { name: 'Analytics', level: 1 })
      .waitFor({ timeout: CONTENT_TIMEOUT_MS })
      .catch(async () => {
        throw await fail('the heading');
      });
    const heading = await now(page);
    await page
      .getByTestId('analytics-filament')
      .waitFor({ timeout: CONTENT_TIMEOUT_MS })
      .catch(async () => {
        throw await fail('the first view');
      });
    const firstView = await now(page);
    await firstScreenDrawn(page).catch(async () => {
      throw await fail('the first chart');
    });
    const firstScreen = await now(page);
    await chartsVisible(page).catch(async () => {
      throw await fail('the charts');
    });
    const time = await now(page);
    const traffic = (await page.evaluate(READ_TRAFFIC)) as PageTraffic;
    if (traffic.errors.length > 0)
      throw new BenchError(`the read counter could not parse the traffic: ${traffic.errors.join('; ')}`);
    let switchMs: number | null = null;
    if (switchTo) {
      const started = await now(page);
      await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: switchTo }).click();
      // The old figures stay (dimmed, aria-busy) until the new ones are read and drawn.
      await page.getByText(/^Showing Jan 1,/).waitFor({ timeout: CONTENT_TIMEOUT_MS });
      await page
        .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
          timeout: CONTENT_TIMEOUT_MS,
          polling: 'raf',
        })
        .catch(async () => {
          throw await fail(`"${switchTo}"`);
        });
      await chartsVisible(page);
      switchMs = (await now(page)) - started;
    }
    return {
      heading,
      firstView,
      firstScreen,
      time,
      switchMs,
      reads: traffic.documents + traffic.aggregations,
      byCollection: traffic.byCollection,
      longestTask: Math.max(0, ...traffic.longTasks),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const started = performance.now();
  const today = dayKey(new Date());
  log(`analytics benchmark: seeding a year into ${PROJECT} and building into ${OUT_DIR}...`);
  const building = buildApp(OUT_DIR, PROJECT);
  building.catch(() => undefined);

  await clearFirestore(PROJECT);
  await loadRulesInto(PROJECT, path.join(root, 'firestore.rules'));
  await seedBuiltInPlans(PROJECT);
  const email = uniqueEmail('analytics');
  const uid = await signUp(email, PASSWORD);
  const [written, seedMs] = await timed(() =>
    writeSeed(adminFirestore(PROJECT), [
      [
        `users/${uid}`,
        adminDocuments.user(uid, {
          email,
          planId: 'pro',
          currency: CURRENCY,
          printerCount: BENCH_YEAR.printers,
        }),
      ],
      ...yearRecords(uid, today),
    ]),
  );
  log(
    `seeded ${count(written)} documents in ${(seedMs / 1000).toFixed(1)} s: ${count(BENCH_YEAR.runs)} finished runs over the ` +
      `365 days to ${today}, ${BENCH_YEAR.maintenance} maintenance entries, ${BENCH_YEAR.invoices} invoices and quotes, ` +
      `${BENCH_YEAR.printers} printers, ${BENCH_YEAR.projects} projects`,
  );

  const client = createTestClient(PROJECT);
  try {
    await signInWithEmailAndPassword(client.auth, email, PASSWORD);
    const repository = createAnalyticsRepository(client.db);

    // 1. The rebuild.
    let steps = 0;
    let lastStep = { done: 0, total: 0 };
    const [report, rebuildMs] = await timed(() =>
      repository.rebuild(uid, (step) => {
        steps += 1;
        lastStep = step;
      }),
    );
    log(
      `rebuild: ${(rebuildMs / 1000).toFixed(2)} s; counted ${count(report.runs)} finished runs, ${report.maintenance} maintenance ` +
        `entries and ${report.invoices} invoices sent or paid (read with the projects, a page of 500 at a time); wrote ` +
        `${report.months} month documents + the meta document, deleted ${report.deleted}, in ${steps} commits ` +
        `(progress ${lastStep.done}/${lastStep.total})`,
    );
    const all = await repository.listMonths(uid, '2000-01', '9999-12');
    const rolledRuns = all.reduce(
      (sum, rollup) => sum + Object.values(rollup.runs).reduce((cells, cell) => cells + cell.n, 0),
      0,
    );
    const cells = all.reduce((sum, rollup) => sum + Object.keys(rollup.runs).length, 0);
    log(
      `  the rollups hold ${count(rolledRuns)} runs (seeded ${count(BENCH_YEAR.runs)}) in ${count(cells)} run cells over ` +
        `${all.length} month documents${rolledRuns === BENCH_YEAR.runs ? '' : '  WARNING: not every run is counted'}`,
    );

    // 2, 3. The page's reads and the views.
    log(`what the page reads (counted from what the repository returns):`);
    const thisYear = periodOf('this-year', today) as Period;
    const twelveMonthsAgo = new Date();
    twelveMonthsAgo.setDate(1);
    twelveMonthsAgo.setMonth(twelveMonthsAgo.getMonth() - 11);
    const lastTwelve = periodOf('custom', today, { start: dayKey(twelveMonthsAgo), end: today }) as Period;
    await measurePeriod(repository, uid, 'This year', thisYear);
    await measurePeriod(repository, uid, 'the last 12 months', lastTwelve);
  } finally {
    await client.dispose();
  }

  // 4. The page in Chromium.
  await building;
  log(`built in ${OUT_DIR} (${((performance.now() - started) / 1000).toFixed(1)} s since start)`);
  const server = await startPreview(OUT_DIR, PORT);
  const browser = await chromium.launch(chromiumLaunchOptions('--enable-precise-memory-info'));
  try {
    const state = await signIn(browser, email);
    const periods = [
      { name: 'This month (the default)', search: '', switchTo: 'This year' },
      { name: 'This year', search: '?period=this-year' },
    ];
    const figures = periods.map(() => [] as Awaited<ReturnType<typeof measureRender>>[]);
    // Loads interleaved, so drift hits both alike.
    for (let load = 0; load < LOADS; load += 1) {
      for (const [index, period] of periods.entries()) {
        const measured = await measureRender(browser, state, period.search, period.name, period.switchTo);
        log(
          `  load ${load + 1}, ${period.name}: heading ${ms(measured.heading)}, first view ${ms(measured.firstView)}, ` +
            `first screen drawn ${ms(measured.firstScreen)}, ` +
            `every chart ${ms(measured.time)} after navigation; ${measured.reads} reads; longest task ${ms(measured.longestTask)}` +
            (measured.switchMs === null
              ? ''
              : `; then "This year" chosen: every chart shows it ${ms(measured.switchMs)} later`),
        );
        figures[index]!.push(measured);
      }
    }
    log(
      `render in Chromium (production build, ${VIEWPORT.width}×${VIEWPORT.height}, cold loads in fresh contexts, median of ${LOADS}; ` +
        `this machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}):`,
    );
    periods.forEach((period, index) => {
      const loads = figures[index]!;
      const time = median(loads.map((load) => load.time));
      // The page's render: from its figures read (the sections on screen) to the first screen's
      // chart drawn. The charts further down are drawn as they are scrolled to.
      const render = median(loads.map((load) => load.firstScreen - load.firstView));
      log(
        `  ${period.name}: ${verdict(render, TARGETS.renderMs)} ${ms(render)} to render (figures read → first screen drawn, ` +
          `chart library chunk included; target < ${TARGETS.renderMs} ms); first screen drawn ` +
          `${ms(median(loads.map((load) => load.firstScreen)))} after navigation`,
      );
      log(
        `  ${period.name}, cold load: ${ms(time)} from navigation to every chart drawn, scrolling to each ` +
          `(heading at ${ms(median(loads.map((load) => load.heading)))}, first view at ` +
          `${ms(median(loads.map((load) => load.firstView)))}); ${loads[0]!.reads} reads in the page's traffic ` +
          `(${Object.entries(loads[0]!.byCollection)
            .map(([collection, reads]) => `${collection} ${reads}`)
            .join(', ')}: the dashboard's own header reads included)`,
      );
      const switches = loads.map((load) => load.switchMs).filter((value): value is number => value !== null);
      if (switches.length > 0) {
        const switchMs = median(switches);
        log(
          `  "This year" chosen in the running page: ${ms(switchMs)} until every chart drawn so far shows the year ` +
            `(its reads from the emulator and the render of all six charts)`,
        );
      }
    });
  } finally {
    await browser.close();
    server.kill();
  }
  log(`\nanalytics benchmark done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

try {
  await main();
} catch (error) {
  console.error(
    `\nanalytics benchmark failed: ${error instanceof BenchError ? error.message : String(error)}`,
  );
  if (!(error instanceof BenchError) && error instanceof Error && error.stack) console.error(error.stack);
  process.exitCode = 1;
}
