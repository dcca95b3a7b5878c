// What vite.config.ts inlines at build time: tests run the app against the emulators, with
// the integration suite's own Firestore project id.
import { parseConfig } from '@/config/env-schema';

(globalThis as Record<string, unknown>).__APP_CONFIG__ = parseConfig({
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: 'demo-printledger-integration',
  VITE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  VITE_FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
});
