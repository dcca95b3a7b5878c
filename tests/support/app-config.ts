// What vite.config.ts inlines at build time: tests run the app against the emulators of this run
// (PRINTLEDGER_PORT_OFFSET moves them), with the integration suite's own Firestore project id.
import { parseConfig } from '@/config/env-schema';

/** Sets the configuration the app reads, for `projectId` on this run's emulators, plus `extra`. */
export function setTestAppConfig(projectId: string, extra: Record<string, string> = {}) {
  (globalThis as Record<string, unknown>).__APP_CONFIG__ = parseConfig({
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    VITE_FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
    ...extra,
  });
}

setTestAppConfig('demo-printledger-integration');
