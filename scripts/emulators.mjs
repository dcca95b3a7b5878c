#!/usr/bin/env node
// Starts the Firebase Auth and Firestore emulators on the ports of firebase.json,
// waits until both answer, optionally runs a command, and stops both on exit.
//
//   node scripts/emulators.mjs                      run until Ctrl-C
//   node scripts/emulators.mjs --persist            keep dev data in .emulator-data/ across restarts
//   node scripts/emulators.mjs --exec "npm run x"   run a command against them, then stop them
//
// Firestore comes from firebase-tools where Java >= 21 is installed, otherwise from the
// Google Cloud CLI's Firestore emulator (which runs on Java 17). FIRESTORE_EMULATOR_VIA=
// firebase|gcloud forces one. Emulators already answering on the ports are reused.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_HOST, AUTH_PORT, FIRESTORE_HOST, FIRESTORE_PORT, PORT_OFFSET } from './ports.mjs';

export { AUTH_HOST, FIRESTORE_HOST } from './ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_PROJECT_ID = 'demo-printledger';
const DATA_DIR = path.join(root, '.emulator-data');
const firebaseBin = path.join(root, 'node_modules', '.bin', 'firebase');

function log(message) {
  process.stderr.write(`[emulators] ${message}\n`);
}

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function gcloudHasFirestoreEmulator() {
  const which = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
  });
  if (which.error || which.status !== 0) return false;
  const sdkRoot = which.stdout.trim();
  return existsSync(path.join(sdkRoot, 'platform', 'cloud-firestore-emulator'));
}

export function chooseFirestoreWay() {
  const forced = process.env.FIRESTORE_EMULATOR_VIA;
  if (forced === 'firebase' || forced === 'gcloud') return forced;
  const java = javaMajorVersion();
  if (java !== null && java >= 21) return 'firebase';
  if (java !== null && java >= 11 && gcloudHasFirestoreEmulator()) return 'gcloud';
  return null;
}

const INSTALL_HELP = `
The Firestore emulator cannot be started: it needs Java and one of two ways to run it.
  Either: install Java 21 or newer (e.g. 'sudo apt-get install openjdk-21-jre-headless',
          or 'brew install openjdk@21'); firebase-tools then downloads and runs the
          emulator itself the first time.
  Or:     install Java 11+ and the Google Cloud CLI with its Firestore emulator component
          ('gcloud components install cloud-firestore-emulator', or on Debian/Ubuntu
          'sudo apt-get install google-cloud-cli-firestore-emulator').
Then run this command again.`;

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

const authAnswers = () => answers(`http://${AUTH_HOST}/`);
const firestoreAnswers = () => answers(`http://${FIRESTORE_HOST}/`);

async function waitFor(check, name, children, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return;
    if (children.some((child) => child.exitCode !== null)) {
      throw new Error(`the ${name} emulator process exited before it answered (see its output above)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the ${name} emulator did not answer within ${timeoutMs / 1000}s`);
}

/**
 * The Firestore emulator's JVM may take half the machine's memory instead of Java's default
 * quarter: the rules suite's coverage report is built in memory from every evaluation of the run
 * (a page of a few hundred MB), and at 6 GB of 24 it was refused with a 500 once the integration
 * suite's documents shared the heap. A heap size the caller chose is kept. (Only for gcloud's
 * emulator: firebase-tools reads `java -version`, which then names the options first.)
 */
function javaOptions() {
  const current = process.env.JAVA_TOOL_OPTIONS ?? '';
  if (/-Xmx|MaxRAMPercentage|MaxRAM=/.test(current)) return current;
  return `${current} -XX:MaxRAMPercentage=50`.trim();
}

function start(command, args, label, extraEnv = {}) {
  log(`starting ${label}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      ...extraEnv,
      ...separateTmpdir(),
    },
  });
  const quiet = process.env.EMULATORS_QUIET === 'true';
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      if (!quiet) target.write(String(chunk).replace(/^(?=.)/gm, `[${label}] `));
    });
  forward(child.stdout, process.stderr);
  forward(child.stderr, process.stderr);
  return child;
}

/** The export's *.overall_export_metadata file (the emulator nests it in a dated folder). */
function findExportMetadata(directory) {
  if (!existsSync(directory)) return null;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isFile() && entry.name.endsWith('.overall_export_metadata')) return full;
    if (entry.isDirectory()) {
      const nested = findExportMetadata(full);
      if (nested) return nested;
    }
  }
  return null;
}

async function exportFirestore(projectId) {
  const directory = path.join(DATA_DIR, 'firestore');
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const response = await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${projectId}/databases/(default)`,
      export_directory: directory,
    }),
  });
  if (!response.ok) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  log(`Firestore data saved to ${path.relative(root, directory)}/`);
}

/** The project ids the suites and the dev server use (one Firestore database each). */
export const PROJECT_IDS = [
  DEFAULT_PROJECT_ID,
  'demo-printledger-integration',
  'demo-printledger-e2e',
  'demo-printledger-bench',
];

/**
 * Loads the current firestore.rules into the running emulator for these projects, so a
 * reused emulator never tests yesterday's rules.
 */
export async function loadRules(projectIds = PROJECT_IDS) {
  const content = readFileSync(path.join(root, 'firestore.rules'), 'utf8');
  await Promise.all(
    projectIds.map(async (projectId) => {
      const response = await fetch(
        `http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}:securityRules`,
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
        },
      );
      if (!response.ok) throw new Error(`the emulator refused firestore.rules: ${await response.text()}`);
    }),
  );
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/**
 * firebase-tools keeps its emulator hub's locator file in the temp folder, named by project id:
 * a second checkout (PRINTLEDGER_PORT_OFFSET) gets a temp folder of its own, so the two hubs
 * never find or remove each other's file.
 */
function separateTmpdir() {
  if (PORT_OFFSET === 0) return {};
  const directory = path.join(tmpdir(), `printledger-emulators-${PORT_OFFSET}`);
  mkdirSync(directory, { recursive: true });
  return { TMPDIR: directory };
}

/** With PRINTLEDGER_PORT_OFFSET set, firebase-tools reads a copy of firebase.json with the shifted ports. */
function configArgs() {
  if (PORT_OFFSET === 0) return [];
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  config.firestore.rules = path.join(root, config.firestore.rules);
  config.firestore.indexes = path.join(root, config.firestore.indexes);
  config.emulators.auth.port = AUTH_PORT;
  config.emulators.firestore.port = FIRESTORE_PORT;
  // The hub and logging ports too: left to firebase-tools, two checkouts starting together race for
  // 4400/4500. They were 4400 and 4500 + offset, so the checkout at 300 logged on the hub port of
  // the one at 400 (4800). Now 4420 and 4470 + offset: checkouts 100 apart never meet, nor meet
  // one still on the old ports, nor the preview ports (4173 + offset).
  config.emulators.hub = { host: config.emulators.auth.host, port: 4420 + PORT_OFFSET };
  config.emulators.logging = { host: config.emulators.auth.host, port: 4470 + PORT_OFFSET };
  const file = path.join(tmpdir(), `printledger-firebase-${PORT_OFFSET}.json`);
  writeFileSync(file, JSON.stringify(config));
  return ['--config', file];
}

/** Starts both emulators (or reuses running ones) and returns a stop function. */
export async function startEmulators({ projectId = DEFAULT_PROJECT_ID, persist = false } = {}) {
  const children = [];
  const [authUp, firestoreUp] = await Promise.all([authAnswers(), firestoreAnswers()]);
  if (authUp && firestoreUp) {
    log(`reusing the emulators already running on ${AUTH_HOST} and ${FIRESTORE_HOST}`);
    await loadRules();
    return { stop: async () => {}, reused: true };
  }
  if (authUp !== firestoreUp) {
    throw new Error(
      `only one emulator answers (auth ${authUp ? 'up' : 'down'}, firestore ${firestoreUp ? 'up' : 'down'}); stop it or start the other by hand`,
    );
  }
  if (!existsSync(firebaseBin))
    throw new Error('firebase-tools is missing: run npm install (or npm ci) first');
  const way = chooseFirestoreWay();
  if (way === null) {
    log(INSTALL_HELP);
    process.exit(1);
  }
  const firebaseDataDir = path.join(DATA_DIR, 'firebase');
  const persistArgs = [];
  if (persist) {
    mkdirSync(firebaseDataDir, { recursive: true });
    if (existsSync(path.join(firebaseDataDir, 'firebase-export-metadata.json'))) {
      persistArgs.push('--import', firebaseDataDir);
    }
    persistArgs.push('--export-on-exit', firebaseDataDir);
  }
  const only = way === 'firebase' ? 'auth,firestore' : 'auth';
  children.push(
    start(
      firebaseBin,
      ['emulators:start', '--only', only, '--project', projectId, ...configArgs(), ...persistArgs],
      'firebase',
    ),
  );
  if (way === 'gcloud') {
    const gcloudArgs = [
      'emulators',
      'firestore',
      'start',
      `--host-port=${FIRESTORE_HOST}`,
      '--rules=firestore.rules',
    ];
    const metadata = persist ? findExportMetadata(path.join(DATA_DIR, 'firestore')) : null;
    if (metadata) gcloudArgs.push(`--import-data=${metadata}`);
    children.push(start('gcloud', gcloudArgs, 'firestore', { JAVA_TOOL_OPTIONS: javaOptions() }));
  }

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      if (persist && way === 'gcloud') {
        try {
          await exportFirestore(projectId);
        } catch (error) {
          log(`could not save Firestore data: ${error.message}`);
        }
      }
      await Promise.all(children.map(stopChild));
      log('stopped');
    })();
    return stopping;
  };

  try {
    await waitFor(authAnswers, 'Auth', children);
    await waitFor(firestoreAnswers, 'Firestore', children);
  } catch (error) {
    await stop();
    throw error;
  }
  try {
    await loadRules();
  } catch (error) {
    await stop();
    throw error;
  }
  log(`ready: auth on ${AUTH_HOST}, firestore on ${FIRESTORE_HOST} (${way}), project ${projectId}`);
  return { stop, reused: false };
}

function parseArgs(argv) {
  const options = { persist: false, exec: null, projectId: DEFAULT_PROJECT_ID };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--persist') options.persist = true;
    else if (arg === '--exec') options.exec = argv[++index];
    else if (arg === '--project') options.projectId = argv[++index];
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const emulators = await startEmulators(options);
  let exiting = false;
  const shutdown = async (code) => {
    if (exiting) return;
    exiting = true;
    await emulators.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(130));
  process.on('SIGTERM', () => shutdown(143));
  if (options.exec) {
    const child = spawn(options.exec, {
      cwd: root,
      shell: true,
      stdio: 'inherit',
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST,
        FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
        METADATA_SERVER_DETECTION: 'none',
      },
    });
    child.on('exit', (code, signal) => shutdown(code ?? (signal ? 1 : 0)));
  } else {
    log('press Ctrl-C to stop');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    log(`failed: ${error.message}`);
    process.exit(1);
  });
}
