// The workshop at farm scale (issue 12): seeds an account with 10 printers (2 printing), 1,000
// spools, 40 projects of 3 jobs and 5,000 finished runs with their spool-ledger entries into the
// emulator, then prints
//   - the documents each read of the board returns (printers, printing runs, a queue page) and of
//     one spool's history, against the 5,000 ledger entries the account holds;
//   - the time to show the board (its 10 tiles and the queue on screen) and a spool's history in
//     headless Chromium on a production build, median of 5: the board as a cold load and opened
//     from the sidebar, beside a cold load of the printers page for comparison.
//   npm run bench:workshop          (starts or reuses the emulators; builds into dist-bench)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { createPrintersRepository } from '@/repositories/printers';
import { createRunsRepository } from '@/repositories/runs';
import { createSpoolLedgerRepository } from '@/repositories/spool-ledger';
import { chromiumLaunchOptions } from '../../tests/e2e/chromium';
import {
  adminDocuments,
  adminFirestore,
  AUTH_HOST,
  clearFirestore,
  createTestClient,
  FIRESTORE_HOST,
  loadRulesInto,
  uniqueEmail,
} from '../../tests/support/emulators';

const PROJECT = 'demo-printledger-bench';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Beside the e2e preview (4173, shifted like every port by PRINTLEDGER_PORT_OFFSET).
const PORT = 4175 + Number(process.env.PRINTLEDGER_PORT_OFFSET ?? 0);
const PRINTERS = 10;
const SPOOLS = 1000;
const PROJECTS = 40;
const RUNS = 5000;
const LOADS = 5;
const PASSWORD = 'secret-pass';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function signUp(email: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string };
  if (!body.localId) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return body.localId;
}

/** Writes documents in admin batches of 500; returns how many were written. */
async function writeAll(documents: [string, Record<string, unknown>][]) {
  const db = adminFirestore(PROJECT);
  for (let start = 0; start < documents.length; start += 500) {
    const batch = db.batch();
    for (const [documentPath, data] of documents.slice(start, start + 500))
      batch.set(db.doc(documentPath), data);
    await batch.commit();
  }
  return documents.length;
}

async function seed(uid: string, email: string) {
  const started = performance.now();
  const documents: [string, Record<string, unknown>][] = [];
  documents.push([
    `users/${uid}`,
    { ...adminDocuments.user(uid, { email, planId: 'business' }), printerCount: PRINTERS },
  ]);
  const printerIds = Array.from({ length: PRINTERS }, (_, index) => `printer-${index}`);
  const spoolIds = Array.from({ length: SPOOLS }, (_, index) => `spool-${String(index).padStart(4, '0')}`);
  const materials = ['PLA', 'PETG', 'ABS', 'TPU'];
  const runsPerPrinter = RUNS / PRINTERS;
  printerIds.forEach((id, index) =>
    documents.push([
      `printers/${id}`,
      adminDocuments.printer(uid, {
        name: `Printer ${index + 1}`,
        status: index < 2 ? 'printing' : 'idle',
        currentRunId: index < 2 ? `printing-${index}` : null,
        printMinutes: runsPerPrinter * 60,
        runCount: runsPerPrinter,
      }),
    ]),
  );
  spoolIds.forEach((id, index) =>
    documents.push([
      `spools/${id}`,
      adminDocuments.spool(uid, {
        id,
        name: `Spool ${index + 1}`,
        material: materials[index % 4]!,
        remainingWeight: 1000,
      }),
    ]),
  );
  for (let project = 0; project < PROJECTS; project += 1) {
    const createdAt = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + project * 86_400_000);
    documents.push([
      `projects/project-${project}`,
      {
        ...adminDocuments.project(uid, {
          name: `Project ${project + 1}`,
          storedJobIds: ['job-0', 'job-1', 'job-2'],
        }),
        createdAt,
      },
    ]);
    for (let position = 0; position < 3; position += 1) {
      documents.push([
        `projects/project-${project}/jobs/job-${position}`,
        {
          ...adminDocuments.printJob(uid, {
            description: `Part ${position + 1}`,
            materialType: materials[(project + position) % 4]!,
            position,
            projectName: `Project ${project + 1}`,
          }),
          projectCreatedAt: createdAt,
        },
      ]);
    }
  }
  // 5,000 finished runs, each with its ledger entry; spool-0000 gets every 125th (40 entries).
  for (let run = 0; run < RUNS; run += 1) {
    const spoolId = run % 125 === 0 ? spoolIds[0]! : spoolIds[1 + (run % (SPOOLS - 1))]!;
    const endedAt = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + run * 600_000);
    documents.push([
      `runs/run-${run}`,
      {
        userId: uid,
        projectId: `project-${run % PROJECTS}`,
        jobId: `job-${run % 3}`,
        printerId: printerIds[run % PRINTERS]!,
        spoolIds: [spoolId],
        projectName: `Project ${(run % PROJECTS) + 1}`,
        jobLabel: `Part ${(run % 3) + 1}`,
        printerName: `Printer ${(run % PRINTERS) + 1}`,
        spoolLabels: ['Spool'],
        materialType: 'PLA',
        colorName: '',
        estimatedMinutes: 60,
        estimatedGrams: 1,
        status: 'completed',
        startedAt: endedAt,
        endedAt,
        grams: [1],
        minutes: 60,
        failureReason: null,
        note: '',
        materialCost: 0.02,
        machineCost: 0.5,
        totalCost: 0.52,
        createdAt: endedAt,
        updatedAt: endedAt,
      },
    ]);
    documents.push([
      `spools/${spoolId}/ledger/run-${run}-1`,
      {
        userId: uid,
        spoolId,
        kind: 'usage',
        grams: -1,
        balanceAfter: 999,
        pricePerGram: 0.025,
        runId: `run-${run}`,
        label: 'Project · Part',
        note: '',
        createdAt: endedAt,
      },
    ]);
  }
  for (const index of [0, 1]) {
    documents.push([
      `runs/printing-${index}`,
      {
        userId: uid,
        projectId: 'project-0',
        jobId: 'job-0',
        printerId: printerIds[index]!,
        spoolIds: [spoolIds[index + 1]!],
        projectName: 'Project 1',
        jobLabel: 'Part 1',
        printerName: `Printer ${index + 1}`,
        spoolLabels: ['Spool'],
        materialType: 'PLA',
        colorName: '',
        estimatedMinutes: 120,
        estimatedGrams: 50,
        status: 'printing',
        startedAt: FieldValue.serverTimestamp(),
        endedAt: null,
        grams: null,
        minutes: null,
        failureReason: null,
        note: '',
        materialCost: null,
        machineCost: null,
        totalCost: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      },
    ]);
  }
  const written = await writeAll(documents);
  return { written, seconds: (performance.now() - started) / 1000, historySpool: spoolIds[0]! };
}

/** Documents each of the board's reads returns, through the repositories the app uses. */
async function countReads(email: string, uid: string, historySpool: string) {
  const client = createTestClient(PROJECT);
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  await signInWithEmailAndPassword(client.auth, email, PASSWORD);
  const reads = {
    printers: (await createPrintersRepository(client.db).list(uid)).length,
    printingRuns: (await createRunsRepository(client.db).listPrinting(uid)).length,
    queuePage: (await createRunsRepository(client.db).queue(uid)).jobs.length,
    spoolHistory: (await createSpoolLedgerRepository(client.db).history(uid, historySpool)).entries.length,
  };
  await client.dispose();
  return reads;
}

function build() {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'e2e', '--outDir', 'dist-bench', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_FIREBASE_PROJECT_ID: PROJECT,
        VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
      },
    },
  );
  if (result.status !== 0) throw new Error('the build failed');
}

async function preview(): Promise<ChildProcess> {
  // vite itself, not through npx: stopping it must stop the server.
  const server = spawn(
    path.join(root, 'node_modules/.bin/vite'),
    ['preview', '--outDir', 'dist-bench', '--mode', 'e2e', '--port', String(PORT), '--strictPort'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('vite preview did not start');
}

async function timeInBrowser(email: string, historySpool: string) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({ viewport: { width: 820, height: 1180 } });
  const base = `http://127.0.0.1:${PORT}`;
  await page.goto(`${base}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
  const board: number[] = [];
  const boardInApp: number[] = [];
  const printersPage: number[] = [];
  const history: number[] = [];
  const boardShown = async () => {
    await page
      .getByRole('list', { name: 'Printers' })
      .getByRole('article')
      .nth(PRINTERS - 1)
      .waitFor();
    await page.getByRole('list', { name: 'Jobs waiting to print' }).waitFor();
  };
  for (let load = 0; load < LOADS; load += 1) {
    // A cold load of the board: the app starts, restores the session, reads.
    let started = performance.now();
    await page.goto(`${base}/dashboard/workshop`);
    await boardShown();
    board.push(performance.now() - started);
    // For comparison, a cold load of a page that was there before: the printers' cards.
    started = performance.now();
    await page.goto(`${base}/dashboard/printers`);
    await page
      .getByRole('list', { name: 'Your printers' })
      .getByRole('article')
      .nth(PRINTERS - 1)
      .waitFor();
    printersPage.push(performance.now() - started);
    // The board opened from the sidebar in a running app (its runs and queue not yet read).
    started = performance.now();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Workshop' }).click();
    await boardShown();
    boardInApp.push(performance.now() - started);
    started = performance.now();
    await page.goto(`${base}/dashboard/materials/${historySpool}`);
    await page.getByRole('table', { name: 'Spool history' }).locator('tbody tr').nth(39).waitFor();
    history.push(performance.now() - started);
  }
  await browser.close();
  return { board, boardInApp, printersPage, history };
}

const email = uniqueEmail('farm');
await clearFirestore(PROJECT);
await loadRulesInto(PROJECT, path.join(root, 'firestore.rules'));
await writeAll([
  ['plans/business', adminDocuments.plan({ id: 'business', name: 'Business', maxPrinters: 50 })],
]);
const uid = await signUp(email);
const seeded = await seed(uid, email);
console.log(
  `seeded ${seeded.written.toLocaleString('en-US')} documents in ${seeded.seconds.toFixed(1)} s: ${PRINTERS} printers, ${SPOOLS} spools, ${PROJECTS} projects of 3 jobs, ${RUNS} finished runs with their ledger entries`,
);

const reads = await countReads(email, uid, seeded.historySpool);
const boardReads = reads.printers + reads.printingRuns + reads.queuePage;
console.log(
  `documents read by the board: ${boardReads} (printers ${reads.printers}, printing runs ${reads.printingRuns}, first queue page ${reads.queuePage})`,
);
console.log(
  `documents read by a spool's history: ${reads.spoolHistory} (that spool's entries; the account holds ${RUNS.toLocaleString('en-US')})`,
);

build();
const server = await preview();
try {
  const times = await timeInBrowser(email, seeded.historySpool);
  const format = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms (${values.map((value) => value.toFixed(0)).join(', ')})`;
  console.log(`board, cold load (the app starts, signs in from storage, reads): ${format(times.board)}`);
  console.log(`printers page, cold load, for comparison: ${format(times.printersPage)}`);
  console.log(`board opened from the sidebar in the running app: ${format(times.boardInApp)}`);
  console.log(`spool history, cold load (40 rows): ${format(times.history)}`);
  console.log(`board from the sidebar under 1 s: ${median(times.boardInApp) < 1000 ? 'yes' : 'NO'}`);
} finally {
  server.kill();
}
