// What the benches that open the app in Chromium share (farm.ts, analytics.ts): their error type,
// a user signed up in the Auth emulator, a production build against the emulators, and vite
// preview serving it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_HOST, FIRESTORE_HOST } from '../../../tests/support/emulators';

/** A bench's own failure: printed as its message, without a stack. */
export class BenchError extends Error {}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const vite = path.join(root, 'node_modules/.bin/vite');

/** Signs up a user in the Auth emulator; returns its uid. */
export async function signUp(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string };
  if (!body.localId)
    throw new BenchError(`signing up ${email} in the Auth emulator failed: ${JSON.stringify(body)}`);
  return body.localId;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BenchError(`${command} ${args.join(' ')} failed (exit ${code})`)),
    );
  });
}

/** A production build into `outDir` (from the repository's root) against the emulators and `project`. */
export const buildApp = (outDir: string, project: string) =>
  run(vite, ['build', '--mode', 'e2e', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    ...process.env,
    VITE_FIREBASE_PROJECT_ID: project,
    VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
    VITE_AUTH_EMULATOR_HOST: AUTH_HOST,
  });

/** vite preview serving `outDir` on `port`, once it answers; kill the process to stop it. */
export async function startPreview(outDir: string, port: number): Promise<ChildProcess> {
  // vite itself, not through npx: stopping it must stop the server.
  const server = spawn(
    vite,
    ['preview', '--outDir', outDir, '--mode', 'e2e', '--port', String(port), '--strictPort'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new BenchError(`vite preview did not start on port ${port} (is another server using it?)`);
}
