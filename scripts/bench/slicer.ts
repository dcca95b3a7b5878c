// npm run bench:slicer (issue 32): how long the public calculator takes to show a dropped sliced
// file's numbers, and how much memory the browser takes meanwhile, for a large G-code and a large
// .gcode.3mf, each at two sizes to show it does not depend on the size.
//   1. writes into a temp folder a PrusaSlicer G-code (the fixture's header and footer around
//      generated moves) of 20 MB and 200 MB, and a two-plate Bambu .gcode.3mf (plate G-code stored
//      uncompressed) of 5 MB and 50 MB: nothing is committed;
//   2. builds the app (dist-bench/slicer), serves it with vite preview, and opens /calculator in
//      headless Chromium (tests/e2e/chromium.ts), one fresh browser per measurement;
//   3. chooses the file in "From sliced file" and times, in the page, from the file input's change
//      to the numbers on screen (the calculator's weight filled, or a .gcode.3mf's plates listed),
//      while sampling every 10 ms the resident memory of all the browser's processes (page and its
//      worker, GPU, browser): "extra" is the peak over what they held just before.
// Targets: under 1 s and under 50 MB extra, whatever the size. Median of RUNS (3) runs each.
//   RUNS=5 npm run bench:slicer
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/chromium';
import { bambuGcode, sliceInfo, TWO_PLATES, zip } from '../slicing-formats.mjs';
import { BenchError, buildApp, startPreview } from './farm/app-server';

const MB = 1024 * 1024;
const PORT = 4177 + Number(process.env.PRINTLEDGER_PORT_OFFSET ?? 0);
const OUT_DIR = 'dist-bench/slicer';
const RUNS = Number(process.env.RUNS ?? 3);
const TARGET_MS = 1000;
const TARGET_EXTRA_MB = 50;
const FIXTURE = 'tests/fixtures/slicing/prusaslicer-2.5-mmu.gcode';
const log = (line: string) => console.log(line);

/** A PrusaSlicer G-code of `bytes`: the fixture's header and footer around generated moves. */
function writeGcode(file: string, bytes: number) {
  const text = readFileSync(FIXTURE, 'utf8');
  const cut = text.indexOf('; make-slicer-fixtures:');
  const head = text.slice(0, cut);
  const tail = text.slice(text.indexOf('\n', cut) + 1);
  const block = Buffer.from(
    Array.from(
      { length: 4096 },
      (_, index) => `G1 X${(index % 200) + 10}.123 Y${(index % 190) + 10}.456 E0.03412\n`,
    ).join(''),
  );
  const fd = openSync(file, 'w');
  writeSync(fd, head);
  let written = Buffer.byteLength(head) + Buffer.byteLength(tail);
  while (written < bytes) {
    const part = block.subarray(0, Math.min(block.length, bytes - written));
    writeSync(fd, part);
    written += part.length;
  }
  writeSync(fd, tail);
  closeSync(fd);
}

/** A two-plate .gcode.3mf of about `bytes`, its plate G-code stored uncompressed. */
function write3mf(file: string, bytes: number) {
  const plates = TWO_PLATES;
  const moves = 'G1 X120.123 Y80.456 E0.03412\n'.repeat(Math.ceil(bytes / 29));
  const archive = zip(
    [
      ['3D/3dmodel.model', '<model/>'],
      ['Metadata/plate_1.gcode', bambuGcode({ version: '02.04.00.70', ...plates[0]! }) + moves],
      ['Metadata/plate_2.gcode', bambuGcode({ version: '02.04.00.70', ...plates[1]! })],
      ['Metadata/slice_info.config', sliceInfo('02.04.00.70', plates)],
    ],
    { store: true },
  );
  const fd = openSync(file, 'w');
  writeSync(fd, archive);
  closeSync(fd);
}

/** The processes of /proc: each one's parent and command line. */
function processTable(): Map<number, { parent: number; command: string }> {
  const table = new Map<number, { parent: number; command: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      table.set(Number(entry), { parent: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]), command });
    } catch {
      // the process ended meanwhile
    }
  }
  return table;
}

/** The browser this script launched (a child of this process) and all its processes. */
function browserProcesses(): number[] {
  const table = processTable();
  const roots = [...table].filter(
    ([, { parent, command }]) => parent === process.pid && /chrom/i.test(command),
  );
  const found: number[] = [];
  const walk = (pid: number) => {
    found.push(pid);
    for (const [child, { parent }] of table) if (parent === pid) walk(child);
  };
  for (const [pid] of roots) walk(pid);
  return found;
}

/** Resident memory (bytes) of these processes now. */
function rss(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total +=
        Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // ended
    }
  }
  return total;
}

interface Measure {
  /** From the file input's change (the file chosen) to the numbers on screen, in the page. */
  ms: number;
  extraMb: number;
}

async function measure(file: string, shown: 'weight' | 'plates'): Promise<Measure> {
  // Launched here (not a browser server): a local browser reads the chosen file from its path, as
  // a person's does, instead of having Playwright copy it over.
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/calculator`);
    await page.locator('#prerender').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'From sliced file' }).click();
    const input = page.getByLabel('Choose a file');
    await input.waitFor({ state: 'attached' });
    // The page notes when the file is chosen and when its numbers show, checked every frame (a
    // script as text: tsx would wrap a function's inner functions in a helper the page lacks).
    const done =
      shown === 'weight'
        ? `document.querySelector('input[name="materialWeightGrams"]')?.value === '17.33'`
        : `Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Use Plate 2')`;
    await page.evaluate(`(() => {
      const marks = (window.benchMarks = {});
      document.addEventListener('change', () => { marks.chosen ??= performance.now(); }, true);
      const check = () => { if (${done}) marks.shown = performance.now(); else requestAnimationFrame(check); };
      requestAnimationFrame(check);
    })()`);
    // Let the page settle, then take what the browser holds before the file.
    await page.waitForTimeout(500);
    const pids = browserProcesses();
    if (pids.length === 0) throw new BenchError("the browser's processes were not found");
    const before = rss(pids);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss(pids));
    }, 10);
    await input.setInputFiles(file);
    await page.waitForFunction(
      () => (window as unknown as { benchMarks: { shown?: number } }).benchMarks.shown,
      null,
      {
        timeout: 120_000,
      },
    );
    // Keep sampling a moment: the reader may still be freeing what it read.
    await page.waitForTimeout(300);
    clearInterval(sampler);
    peak = Math.max(peak, rss(pids));
    const marks = await page.evaluate(
      () => (window as unknown as { benchMarks: Record<string, number> }).benchMarks,
    );
    return { ms: marks.shown! - marks.chosen!, extraMb: (peak - before) / MB };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slicer-bench-'));
  log(`slicer benchmark: writing the files into ${dir} and building into ${OUT_DIR}...`);
  const building = buildApp(OUT_DIR, 'demo-printledger-bench');
  const cases = [
    { label: 'G-code', size: 20 * MB, name: 'large-20mb.gcode', write: writeGcode },
    { label: 'G-code', size: 200 * MB, name: 'large-200mb.gcode', write: writeGcode },
    { label: '.gcode.3mf', size: 5 * MB, name: 'large-5mb.gcode.3mf', write: write3mf },
    { label: '.gcode.3mf', size: 50 * MB, name: 'large-50mb.gcode.3mf', write: write3mf },
  ];
  for (const item of cases) item.write(path.join(dir, item.name), item.size);
  await building;
  const server = await startPreview(OUT_DIR, PORT);
  const results: string[] = [];
  let failed = false;
  try {
    for (const item of cases) {
      const file = path.join(dir, item.name);
      // The calculator's weight filled (17.33 g, the fixture's), or the 3MF's plates listed.
      const shown = item.label === 'G-code' ? 'weight' : 'plates';
      const runs: Measure[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(file, shown));
      const ms = median(runs.map((run) => run.ms));
      const extra = median(runs.map((run) => run.extraMb));
      const ok = ms < TARGET_MS && extra < TARGET_EXTRA_MB;
      failed ||= !ok;
      results.push(
        `  ${item.label.padEnd(10)} ${String(item.size / MB).padStart(4)} MB: first numbers in ${ms.toFixed(0).padStart(4)} ms, ` +
          `${extra.toFixed(1).padStart(5)} MB extra at the peak ${ok ? '✓' : '✗'} ` +
          `(runs: ${runs.map((run) => `${run.ms.toFixed(0)} ms/${run.extraMb.toFixed(1)} MB`).join(', ')})`,
      );
    }
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  log(
    `\nPublic calculator, "From sliced file" (median of ${RUNS}; targets under ${TARGET_MS} ms and ${TARGET_EXTRA_MB} MB extra):`,
  );
  for (const line of results) log(line);
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchError ? error.message : error);
  process.exit(1);
});
