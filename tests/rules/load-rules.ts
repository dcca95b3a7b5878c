// Vitest global set-up of the rules suite: loads the current firestore.rules into the rules
// project once per run (the rules files themselves never reload them, so the emulator's coverage
// report adds up every file's requests).
import { loadRulesInto } from '../support/emulators';
import { RULES_PROJECT_ID } from './rules-env';

export default async function loadRules() {
  await loadRulesInto(RULES_PROJECT_ID);
}
