#!/usr/bin/env node
// npm test: starts the emulators, runs every suite against them, stops them, and ends with
// "N passed, N failed". Suites: unit, components, rules, integration (Vitest) and e2e
// (Playwright against a build of the app).
//   node scripts/test.mjs [--only vitest|e2e] [-- files or options for vitest / playwright]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { AUTH_HOST, FIRESTORE_HOST, startEmulators } from './emulators.mjs';
import { E2E_DIST_DIR, PREVIEW_PORT, TEST_RESULTS_DIR } from './ports.mjs';
import { seed } from './seed.mjs';

const E2E_PROJECT_ID = 'demo-printledger-e2e';
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
// What follows '--' goes to the runner of the one suite chosen with --only (files, -t, --grep…).
// npm 11 drops the '--' of `npm run test:vitest -- file`, so what follows `--only <suite>` goes too.
const afterOnly = only ? process.argv.slice(process.argv.indexOf('--only') + 2) : [];
const passThrough = process.argv.includes('--')
  ? process.argv.slice(process.argv.indexOf('--') + 1)
  : afterOnly;
if (passThrough.length > 0 && !only) throw new Error("arguments after '--' need --only vitest or --only e2e");
const results = TEST_RESULTS_DIR;
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
process.env.EMULATORS_QUIET ??= 'true';
// The e2e build and the integration suite's app config reach the emulators at these addresses.
process.env.VITE_AUTH_EMULATOR_HOST = AUTH_HOST;
process.env.VITE_FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
process.env.PREVIEW_PORT = String(PREVIEW_PORT);
// Side-by-side runs (PRINTLEDGER_PORT_OFFSET) write their reports and e2e build apart.
process.env.TEST_RESULTS_DIR = TEST_RESULTS_DIR;
process.env.E2E_DIST_DIR = E2E_DIST_DIR;
process.env.METADATA_SERVER_DETECTION = 'none';

function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    console.log(`\n$ ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = 0;
const emulators = await startEmulators();
const stopAll = async (code) => {
  await emulators.stop();
  process.exit(code);
};
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

try {
  if (!only || only === 'vitest') {
    const code = await run('npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${results}/vitest.json`,
      ...passThrough,
    ]);
    const report = readJson(`${results}/vitest.json`);
    if (report) {
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
      counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    }
    if (code !== 0) failedSteps += 1;
    if (code !== 0 && (!report || report.numFailedTests === 0)) counts.failed += 1; // a crash, not a test
  }
  if (!only || only === 'e2e') {
    const buildCode = await run('npx', [
      'vite',
      'build',
      '--mode',
      'e2e',
      '--outDir',
      E2E_DIST_DIR,
      '--logLevel',
      'warn',
    ]);
    // The public pages pre-rendered, as npm run build ships them.
    const prerenderCode =
      buildCode === 0 ? await run('node', ['scripts/prerender.mjs', '--dir', E2E_DIST_DIR]) : buildCode;
    if (buildCode !== 0 || prerenderCode !== 0) {
      failedSteps += 1;
      counts.failed += 1;
    } else {
      await seed({ projectId: E2E_PROJECT_ID });
      const code = await run('npx', ['playwright', 'test', ...passThrough]);
      const report = readJson(`${results}/playwright.json`);
      if (report?.stats) {
        counts.passed += report.stats.expected;
        counts.failed += report.stats.unexpected;
        counts.skipped += report.stats.skipped;
        counts.passed += report.stats.flaky ?? 0;
      }
      if (code !== 0) failedSteps += 1;
      if (code !== 0 && (!report?.stats || report.stats.unexpected === 0)) counts.failed += 1;
    }
  }
} finally {
  await emulators.stop();
}
if (existsSync(E2E_DIST_DIR)) rmSync(E2E_DIST_DIR, { recursive: true, force: true });
// Written by the rules suite's global set-up (tests/rules/load-rules.ts) when it ran.
const coverageReport = `${results}/firestore-rules-coverage.html`;
if (existsSync(coverageReport)) console.log(`\nFirestore rules coverage report: ${coverageReport}`);
console.log(
  `\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedSteps === 0 && counts.failed === 0 ? 0 : 1);
