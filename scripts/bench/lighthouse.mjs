#!/usr/bin/env node
// Lighthouse (mobile preset, performance only) on the public pages of a production build served
// by `vite preview`, against the emulators (started, or reused when already running), with the
// system Chromium. Prints score, FCP, LCP, TBT and CLS per page: the median of 3 runs (issue 15:
// at least 95 on /, /calculator and /pricing).
// With --accessibility: Lighthouse's accessibility category instead, on the signed-in workshop
// pages (issue 16: 100 on the board, a spool's page, its labels and the dashboard), signed in as
// the seeded admin with a printer, a spool and a job waiting; one run each (the audits are static).
//   npm run bench:lighthouse [-- --reuse] [-- --runs 3] [-- /pricing /calculator]
//   npm run bench:lighthouse -- --accessibility [--reuse]
//   --reuse   serve the build left by the last run instead of building again
//   --save <dir>  also write each page's median Lighthouse report (JSON) there, to see why
// CHROMIUM_PATH picks the browser (as in playwright.config.ts); /usr/bin/chromium otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { AUTH_HOST, FIRESTORE_HOST, startEmulators } from '../emulators.mjs';
import { PORT_OFFSET } from '../ports.mjs';
import { DEV_ADMIN, seed } from '../seed.mjs';
import { queuedProject, workshopPrinter, workshopSpool } from '../workshop-fixtures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Under node_modules/.cache: ignored by git, ESLint and Prettier alike.
const OUT_DIR = 'node_modules/.cache/printledger-lighthouse';
// A project of its own, so the plans it seeds never show up in development data or another suite.
const PROJECT_ID = 'demo-printledger-lighthouse';
// Beside the e2e preview (4173) and the workshop benchmark (4174), shifted like every port.
const PORT = 4175 + PORT_OFFSET;
const TARGET_SCORE = 95;
const ACCESSIBILITY = process.argv.includes('--accessibility');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', '3'));
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, got ${runs}`);
// The pages: every argument starting with '/' that is not the value of --runs or --save.
const optionValueIndexes = new Set(
  ['--runs', '--save'].filter((name) => args.includes(name)).map((name) => args.indexOf(name) + 1),
);
const pages = args.filter((arg, index) => arg.startsWith('/') && !optionValueIndexes.has(index));
if (pages.length === 0 && !ACCESSIBILITY) pages.push('/', '/calculator', '/pricing');

const chromePath =
  process.env.CHROMIUM_PATH ??
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
if (!chromePath)
  throw new Error('No Chromium found: install it or set CHROMIUM_PATH to a Chrome/Chromium binary.');

const buildEnv = {
  ...process.env,
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_AUTH_EMULATOR_HOST: AUTH_HOST,
  VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
};

function build() {
  if (args.includes('--reuse') && existsSync(path.join(root, OUT_DIR, 'index.html'))) {
    console.log(`Reusing the build in ${OUT_DIR}/`);
    return;
  }
  console.log(`Building the app into ${OUT_DIR}/ …`);
  // --mode development reads .env.development (the emulators); NODE_ENV stays production, so this
  // is the production bundle a visitor gets, only pointed at the emulators.
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--mode', 'development', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env: buildEnv },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  // What npm run build ships: the public pages pre-rendered.
  const prerender = spawnSync(process.execPath, ['scripts/prerender.mjs', '--dir', OUT_DIR], {
    cwd: root,
    stdio: 'inherit',
  });
  if (prerender.status !== 0) throw new Error('pre-rendering failed');
}

async function preview() {
  // vite itself, not through npx: stopping it must stop the server.
  const server = spawn(
    path.join(root, 'node_modules/.bin/vite'),
    ['preview', '--outDir', OUT_DIR, '--mode', 'development', '--port', String(PORT), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: buildEnv },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (is port ${PORT} taken?)`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('vite preview did not start');
}

async function loadRules() {
  const rules = readFileSync(path.join(root, 'firestore.rules'), 'utf8');
  const response = await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok) throw new Error(`loading the rules failed: ${await response.text()}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [ACCESSIBILITY ? 'accessibility' : 'performance'],
    // Signed in: keep the session the browser holds (Firebase Auth keeps it in localStorage).
    disableStorageReset: ACCESSIBILITY,
    // The default configuration is the mobile preset: a Moto G Power, simulated slow 4G and 4× CPU.
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * The admin's workshop (a printer, a spool, a project whose job waits), written around the rules;
 * returns the spool's id.
 */
async function seedWorkshop() {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { FieldValue, getFirestore } = await import('firebase-admin/firestore');
  const app =
    getApps().find((existing) => existing.name === 'lighthouse') ??
    initializeApp({ projectId: PROJECT_ID }, 'lighthouse');
  const db = getFirestore(app);
  // The admin's profile, as seed() wrote it (Auth's emulator keeps its users under its own project).
  const admins = await db.collection('users').where('email', '==', DEV_ADMIN.email).get();
  const uid = admins.docs[0].id;
  const now = FieldValue.serverTimestamp();
  const printer = db.collection('printers').doc('lighthouse-printer');
  await printer.set(workshopPrinter(uid, now));
  await db.doc(`users/${uid}`).update({ printerCount: 1 });
  const spool = db.collection('spools').doc('lighthouse-spool');
  await spool.set({
    ...workshopSpool(uid, now),
    remainingWeight: 640,
    status: 'used',
    lowByOwnThreshold: false,
  });
  const { project, job } = queuedProject(uid, printer.id, now);
  const projectRef = db.collection('projects').doc('lighthouse-project');
  await projectRef.set(project);
  await projectRef.collection('jobs').doc('job-1').set(job);
  return spool.id;
}

/** Signs the browser in (the app's own form), then audits each page; true when one is below 100. */
async function accessibility(port) {
  const spoolId = await seedWorkshop();
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`http://127.0.0.1:${PORT}/login`);
  await page.getByLabel('Email address').fill(DEV_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEV_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  await page.close();
  await browser.close();
  const targets =
    pages.length > 0
      ? pages
      : [
          '/dashboard',
          '/dashboard/workshop',
          `/dashboard/materials/${spoolId}`,
          `/dashboard/labels?spools=${spoolId}`,
        ];
  let below = false;
  console.log('\nLighthouse accessibility, signed in:');
  for (const target of targets) {
    const lhr = await audit(`http://127.0.0.1:${PORT}${target}`, port);
    const score = Math.round(lhr.categories.accessibility.score * 100);
    if (lhr.finalDisplayedUrl.includes('/login'))
      throw new Error(`${target} showed the sign-in page: the session was lost`);
    console.log(`${target.padEnd(44)} ${String(score).padStart(4)}${score < 100 ? '  ✗ below 100' : ''}`);
    for (const ref of lhr.categories.accessibility.auditRefs) {
      const result = lhr.audits[ref.id];
      if (ref.weight > 0 && result.score !== null && result.score < 1)
        console.log(`    ✗ ${ref.id}: ${result.title}`);
    }
    below ||= score < 100;
  }
  return below;
}

const emulators = await startEmulators();
let server;
let chrome;
let failed = false;
try {
  await loadRules();
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
  await seed({ projectId: PROJECT_ID, withAdmin: ACCESSIBILITY });
  build();
  server = await preview();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  if (ACCESSIBILITY) failed = await accessibility(chrome.port);
  const rows = [];
  for (const page of ACCESSIBILITY ? [] : pages) {
    const url = `http://127.0.0.1:${PORT}${page}`;
    const lhrs = [];
    for (let run = 1; run <= runs; run += 1) {
      const lhr = await audit(url, chrome.port);
      lhrs.push(lhr);
      console.log(`  ${page} run ${run}: ${Math.round(lhr.categories.performance.score * 100)}`);
    }
    const medianRun = computeMedianRun(lhrs);
    const saveDir = option('--save', undefined);
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const file = path.join(saveDir, `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}.json`);
      writeFileSync(file, JSON.stringify(medianRun, null, 2));
    }
    const metric = (id) => median(lhrs.map((lhr) => lhr.audits[id].numericValue));
    rows.push({
      page,
      score: median(lhrs.map((lhr) => Math.round(lhr.categories.performance.score * 100))),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      lcpElement:
        medianRun.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    });
  }
  if (!ACCESSIBILITY) console.log(`\nLighthouse mobile, performance, median of ${runs} run(s):`);
  if (!ACCESSIBILITY) console.log('Page          Score    FCP      LCP      TBT     CLS');
  for (const row of rows) {
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`.padStart(7);
    console.log(
      `${row.page.padEnd(12)} ${String(row.score).padStart(5)}  ${seconds(row.fcp)}  ${seconds(row.lcp)}  ${`${Math.round(row.tbt)} ms`.padStart(6)}  ${row.cls.toFixed(3)}` +
        `${row.score < TARGET_SCORE ? `  ✗ below ${TARGET_SCORE}` : ''}`,
    );
    if (row.lcpElement) console.log(`${''.padEnd(12)} LCP element: ${row.lcpElement.slice(0, 100)}`);
  }
  if (!ACCESSIBILITY) failed = rows.some((row) => row.score < TARGET_SCORE);
} finally {
  await chrome?.kill();
  server?.kill();
  await emulators.stop();
}
process.exit(failed ? 1 : 0);
