// Vitest global set-up of the rules suite: loads the current firestore.rules into the rules
// project once per run (the rules files never reload them, so the emulator's coverage count adds
// up every file's requests), and after the suite saves the emulator's coverage report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { FIRESTORE_HOST, loadRulesInto } from '../support/emulators';
import { filteredCoveragePage } from './coverage-stream';
import { RULES_PROJECT_ID } from './rules-env';

const RESULTS_DIR = process.env.TEST_RESULTS_DIR ?? 'test-results';
const COVERAGE_ATTEMPTS = 3;
const RULES_COVERAGE_REPORT = `${RESULTS_DIR}/firestore-rules-coverage.html`;

interface ExpressionCoverage {
  values?: Array<{ value: Record<string, unknown>; count: number }>;
  children?: ExpressionCoverage[];
}

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

/** The emulator's page with its embedded data compressed, and how much of the rules ran. */
function slimReport(html: string) {
  const start = html.indexOf('const data = ');
  const end = html.indexOf('};\n\nconst REPORT_LIMIT_SIZE');
  if (start < 0 || end < 0) return { html, summary: '' };
  const data = JSON.parse(html.slice(start + 'const data = '.length, end + 1)) as {
    report?: ExpressionCoverage[];
  };
  const tally = { evaluated: 0, total: 0 };
  for (const expression of data.report ?? []) {
    const counted = compress(expression);
    tally.evaluated += counted.evaluated;
    tally.total += counted.total;
  }
  return {
    html: `${html.slice(0, start)}const data = ${JSON.stringify(data)}${html.slice(end + 1)}`,
    summary: `${tally.evaluated} of ${tally.total} expressions evaluated`,
  };
}

export default async function loadRules() {
  await loadRulesInto(RULES_PROJECT_ID);
  return async function saveCoverageReport() {
    const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`;
    // The emulator builds the page in memory from the whole run's evaluations; once it answered
    // 500 at the end of a full run. It is asked again (a page built once more from the same data),
    // and a refusal names what the emulator said.
    let response = await fetch(url);
    for (let attempt = 2; attempt <= COVERAGE_ATTEMPTS && !response.ok; attempt += 1) {
      console.warn(`the rules coverage report answered ${response.status}; asking again`);
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      response = await fetch(url);
    }
    if (!response.ok || !response.body) {
      const said = response.ok ? '' : (await response.text()).slice(0, 500);
      throw new Error(`the rules coverage report answered ${response.status} ${said}`.trim());
    }
    // Never response.text(): the page can be larger than a string may be (coverage-stream.ts).
    const { html, summary } = slimReport(await filteredCoveragePage(response.body));
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(RULES_COVERAGE_REPORT, html);
    console.log(`Firestore rules coverage (${summary}): ${RULES_COVERAGE_REPORT}`);
  };
}
