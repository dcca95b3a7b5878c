#!/usr/bin/env node
// npm run dev: the emulators (data kept in .emulator-data/), the seed, then Vite.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { AUTH_HOST, FIRESTORE_HOST, startEmulators } from './emulators.mjs';
import { DEV_PORT } from './ports.mjs';
import { seed, DEV_ADMIN } from './seed.mjs';

process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
process.env.VITE_AUTH_EMULATOR_HOST ??= AUTH_HOST;
process.env.VITE_FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST;
const emulators = await startEmulators({ persist: true });
let vite;
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  vite?.kill('SIGTERM');
  await emulators.stop();
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
try {
  await seed({ projectId: 'demo-printledger', withCatalogue: true });
  console.log(`\n  Dev admin: ${DEV_ADMIN.email} / ${DEV_ADMIN.password}\n`);
} catch (error) {
  console.error('[dev] seeding failed:', error);
  await stop(1);
}
vite = spawn(
  path.join('node_modules', '.bin', 'vite'),
  ['--port', String(DEV_PORT), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
vite.on('exit', (code) => stop(code ?? 0));
