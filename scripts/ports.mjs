// Every local port the project uses, from firebase.json and Vite's defaults, shifted by
// PRINTLEDGER_PORT_OFFSET so two checkouts can run their emulators and tests side by side.
import { readFileSync } from 'node:fs';

const emulators = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')).emulators;
const raw = process.env.PRINTLEDGER_PORT_OFFSET ?? '0';
if (!/^\d{1,4}$/.test(raw)) throw new Error(`PRINTLEDGER_PORT_OFFSET must be a whole number, got '${raw}'`);

export const PORT_OFFSET = Number(raw);
export const AUTH_PORT = emulators.auth.port + PORT_OFFSET;
export const FIRESTORE_PORT = emulators.firestore.port + PORT_OFFSET;
export const AUTH_HOST = `${emulators.auth.host}:${AUTH_PORT}`;
export const FIRESTORE_HOST = `${emulators.firestore.host}:${FIRESTORE_PORT}`;
export const DEV_PORT = 5173 + PORT_OFFSET;
export const PREVIEW_PORT = 4173 + PORT_OFFSET;
// The test run's output folders, suffixed the same way so side-by-side runs keep their own.
export const OUTPUT_SUFFIX = PORT_OFFSET === 0 ? '' : `-${PORT_OFFSET}`;
export const TEST_RESULTS_DIR = `test-results${OUTPUT_SUFFIX}`;
export const E2E_DIST_DIR = `dist-e2e${OUTPUT_SUFFIX}`;
