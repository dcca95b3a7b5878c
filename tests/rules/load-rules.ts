// Vitest global set-up of the rules suite: loads the current firestore.rules into the rules
// project once per run (the rules files never reload them, so the emulator's coverage count adds
// up every file's requests), and after the suite saves the emulator's coverage report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { FIRESTORE_HOST, loadRulesInto } from '../support/emulators';
import { RULES_PROJECT_ID } from './rules-env';

const RULES_COVERAGE_REPORT = 'test-results/firestore-rules-coverage.html';

export default async function loadRules() {
  await loadRulesInto(RULES_PROJECT_ID);
  return async function saveCoverageReport() {
    const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`the rules coverage report answered ${response.status}`);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(RULES_COVERAGE_REPORT, await response.text());
    console.log(`Firestore rules coverage: ${RULES_COVERAGE_REPORT}`);
  };
}
