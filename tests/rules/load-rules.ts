// Vitest global set-up of the rules suite: loads the current firestore.rules into every rules
// file's project once per run (the files never reload them, so the emulator's coverage counts
// add up each file's requests), and after the suite saves one coverage report: the files'
// reports added together.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { FIRESTORE_HOST, loadRulesInto } from '../support/emulators';
import { addCoverage, filteredCoveragePage, type ExpressionCoverage } from './coverage-stream';
import { rulesProjectId } from './rules-env';

const RULES_DIR = 'tests/rules';

const RESULTS_DIR = process.env.TEST_RESULTS_DIR ?? 'test-results';
const COVERAGE_ATTEMPTS = 3;
const RULES_COVERAGE_REPORT = `${RESULTS_DIR}/firestore-rules-coverage.html`;

// The report's page shows a map, list or constraint result only as "[object Object] returned
// N time(s)"; the emulator still embeds each distinct one (every request map), which makes the
// page tens of megabytes. One entry per kind, with the counts added up, shows the same.
const COMPRESSED_KINDS = ['mapValue', 'listValue', 'constraintValue'];

function compress(expression: ExpressionCoverage): { evaluated: number; total: number } {
  const kept: NonNullable<ExpressionCoverage['values']> = [];
  for (const entry of expression.values ?? []) {
    const kind = COMPRESSED_KINDS.find((name) => name in entry.value);
    const same = kind && kept.find((other) => kind in other.value);
    if (same) same.count += entry.count;
    else kept.push(kind ? { value: { [kind]: {} }, count: entry.count } : entry);
  }
  expression.values = kept;
  const tally = { evaluated: kept.length > 0 ? 1 : 0, total: 1 };
  for (const child of expression.children ?? []) {
    const counted = compress(child);
    tally.evaluated += counted.evaluated;
    tally.total += counted.total;
  }
  return tally;
}

const DATA_START = 'const data = ';
const DATA_END = '};\n\nconst REPORT_LIMIT_SIZE';

/** The emulator's page split around its embedded data, or null when its shape is not known. */
function pageParts(html: string) {
  const start = html.indexOf(DATA_START);
  const end = html.indexOf(DATA_END);
  if (start < 0 || end < 0) return null;
  const data = JSON.parse(html.slice(start + DATA_START.length, end + 1)) as {
    report?: ExpressionCoverage[];
  };
  return { before: html.slice(0, start), data, after: html.slice(end + 1) };
}

/** One rules file's coverage page, compressed; asked again when the emulator answers an error. */
async function coveragePage(projectId: string) {
  const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}:ruleCoverage.html`;
  let response = await fetch(url);
  for (let attempt = 2; attempt <= COVERAGE_ATTEMPTS && !response.ok; attempt += 1) {
    console.warn(`the rules coverage report of ${projectId} answered ${response.status}; asking again`);
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    response = await fetch(url);
  }
  if (!response.ok || !response.body) {
    const said = response.ok ? '' : (await response.text()).slice(0, 500);
    throw new Error(`the rules coverage report of ${projectId} answered ${response.status} ${said}`.trim());
  }
  // Never response.text(): a page can be larger than a string may be (coverage-stream.ts).
  return filteredCoveragePage(response.body);
}

export default async function loadRules() {
  const projects = readdirSync(RULES_DIR)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => rulesProjectId(name));
  for (const projectId of projects) await loadRulesInto(projectId);
  return async function saveCoverageReport() {
    let page: NonNullable<ReturnType<typeof pageParts>> | null = null;
    for (const projectId of projects) {
      const parts = pageParts(await coveragePage(projectId));
      if (!parts) throw new Error(`the rules coverage report of ${projectId} has no data in a known place`);
      for (const expression of parts.data.report ?? []) compress(expression);
      if (!page) page = parts;
      else addCoverage((page.data.report ??= []), parts.data.report ?? []);
    }
    if (!page) return;
    const tally = { evaluated: 0, total: 0 };
    for (const expression of page.data.report ?? []) {
      const counted = compress(expression); // the values added together stay one per kind
      tally.evaluated += counted.evaluated;
      tally.total += counted.total;
    }
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(RULES_COVERAGE_REPORT, `${page.before}${JSON.stringify(page.data)}${page.after}`);
    console.log(
      `Firestore rules coverage (${tally.evaluated} of ${tally.total} expressions evaluated, ` +
        `${projects.length} files): ${RULES_COVERAGE_REPORT}`,
    );
  };
}
