#!/usr/bin/env node
// The JavaScript budget of every route, from a build's manifest (issue 15). For each route it adds
// up the gzipped JavaScript a visit downloads and checks it:
//   /  and  /calculator                       at most 140 KB, no Firestore code at all;
//   /login, /register, /reset-password,
//   /pricing                                  at most 160 KB, and never the Firestore SDK (pricing
//                                             reads the plans over Firestore's REST API);
//   every page under /dashboard, /profile and
//   /admin (the lazy pages of src/app/router.tsx) at most 300 KB before its main content.
// A public visit counts the entry and the page with their static imports, plus what the page loads
// on demand for every visitor (the plans read). A dashboard visit counts the entry (with the
// layout), the page with its static imports, Firebase Auth (the session), and the repositories the
// route's modules import (src/queries/repositories.ts: one chunk each, loaded on first use) with
// the Firestore SDK. What only comes after the main content is left out: the layout's header
// summaries (src/app/layouts/dashboard-layout.tsx loads them once the first page has shown and its
// reads have settled), and what a user's action loads (Firebase Auth when a sign-in form is
// submitted, a form opened in a dialog, the virtualiser of a list grown long). The Playwright
// journey public-pages.spec.ts measures what the browser really downloads.
//   node scripts/route-budget.mjs [--dir dist] [--public-kb 140] [--auth-kb 160] [--dashboard-kb 300]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(argument('--dir', 'dist'));
const KB = 1024;
const budgets = {
  public: Number(argument('--public-kb', '140')) * KB,
  auth: Number(argument('--auth-kb', '160')) * KB,
  dashboard: Number(argument('--dashboard-kb', '300')) * KB,
};

const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run "npx vite build" first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const cache = new Map();
function read(file) {
  if (!cache.has(file)) {
    const content = readFileSync(path.join(dist, file));
    cache.set(file, { gzip: gzipSync(content).length, text: content.toString('utf8') });
  }
  return cache.get(file);
}
// Strings only a Firestore SDK carries, the Lite one included (tests/e2e/public-support.ts uses the
// same). Not the API's host name: the pricing page's REST read (no SDK) names it too.
const FIRESTORE_MARKERS = ['Firestore has already been started', 'X-WebChannel-Content-Type'];
export const containsFirestore = (text) => FIRESTORE_MARKERS.some((marker) => text.includes(marker));
// The full SDK's WebChannel transport (the Lite SDK and the REST read talk plain HTTP).
export const containsFullFirestore = (text) => text.includes('X-WebChannel-Content-Type');

function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of chunk.imports ?? []) staticClosure(dependency, seen);
  return seen;
}

// A module path as written in the source ('@/features/…', './printer-route') → its manifest key.
function manifestKey(specifier, fromDir) {
  const base = specifier.startsWith('@/')
    ? path.join('src', specifier.slice(2))
    : path.relative(root, path.resolve(root, fromDir, specifier));
  return ['', '.tsx', '.ts'].map((extension) => `${base}${extension}`).find((key) => manifest[key]);
}

// The signed-in routes: every lazy page of the router after <RequireAuth />, named by its path.
function signedInRoutes() {
  const source = readFileSync(path.join(root, 'src/app/router.tsx'), 'utf8');
  const start = source.indexOf('<RequireAuth />');
  const routes = [];
  let prefix = '';
  const pattern = /path: paths\.(\w+)(?:\.root)?,|(index: true)|path: '([^']+)'|import\('([^']+)'\)/g;
  let pending = null;
  for (const match of source.slice(start).matchAll(pattern)) {
    if (match[1]) prefix = `/${match[1]}`;
    else if (match[2]) pending = prefix;
    else if (match[3]) pending = `${prefix}/${match[3]}`;
    else if (match[4]) {
      routes.push({ path: pending ?? prefix, page: manifestKey(match[4], 'src/app'), source: match[4] });
      pending = null;
    }
  }
  return routes;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const SESSION = 'src/session/session-gateway.ts';
const PUBLIC_PLANS = 'src/queries/public-plans.ts';

// The repositories a signed-in route loads: each is a loader, `export const spoolsRepository =
// lazyRepository(() => import('@/repositories/spools')…)` (src/queries/repositories.ts, and any
// module that defines its own). A route counts the loaders its modules import statically (the
// entry's, the page's, the layout's header summaries'), read from the sources: the build merges
// the loaders into shared chunks, so its manifest cannot tell which a page calls. A module that
// imports `repositories` (every repository at once) counts them all. A loader imported by a
// write a page offers (a form's save) is counted too: simpler, and on the safe side.
const sourceFile = (specifier, fromFile) => {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return null;
  const base = specifier.startsWith('@/')
    ? path.join('src', specifier.slice(2))
    : path.relative(root, path.resolve(root, path.dirname(fromFile), specifier));
  return ['', '.tsx', '.ts', '/index.ts', '/index.tsx']
    .map((extension) => `${base}${extension}`)
    .find((file) => /\.tsx?$/.test(file) && existsSync(path.join(root, file)));
};
// The manifest key of the chunk that holds a source module (vite.config.ts writes modules.json).
const modulesFile = path.join(dist, '.vite', 'modules.json');
const chunkOfModule = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : {};
const chunkKeyOf = (file) =>
  file &&
  (manifest[file] ? file : Object.keys(manifest).find((key) => manifest[key].file === chunkOfModule[file]));
const sources = new Map();
function parseSource(file) {
  if (!sources.has(file)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const imports = [];
    // Static imports and re-exports, not `import type` (erased) nor import() (on demand).
    for (const match of text.matchAll(
      /^(?:import|export)\s+(type\s+)?(?:([\w*\s{},$]*?)\s+from\s+)?'([^']+)';/gm,
    )) {
      if (match[1]) continue;
      const target = sourceFile(match[3], file);
      if (!target) continue;
      const names = [
        ...(match[2] ?? '').matchAll(/(?:^|[{,\s])(?!type\s)(\w+)(?:\s+as\s+\w+)?(?=\s*[,}])/g),
      ].map((name) => name[1]);
      imports.push({ target, names });
    }
    const loaders = new Map(
      [...text.matchAll(/export const (\w+) = lazyRepository\(\s*\(\) =>\s*import\('([^']+)'\)/g)].map(
        (match) => [match[1], chunkKeyOf(sourceFile(match[2], file))],
      ),
    );
    sources.set(file, { text, imports, loaders });
  }
  return sources.get(file);
}
function sourceClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const { target } of parseSource(file).imports) sourceClosure(target, seen);
  return seen;
}
/** The manifest keys of the repositories the modules reachable from `files` import. */
function repositoriesLoadedBy(files) {
  const modules = files.reduce((seen, file) => sourceClosure(file, seen), new Set());
  const loaded = new Set();
  for (const file of modules) {
    const { text, imports, loaders } = parseSource(file);
    // A module that defines a loader and calls it itself (its own queries).
    for (const [name, key] of loaders)
      if (text.split(name).length > 2) loaded.add(key ?? `${name} (not in the build)`);
    for (const { target, names } of imports) {
      const targetLoaders = parseSource(target).loaders;
      for (const name of names) {
        if (targetLoaders.has(name)) loaded.add(targetLoaders.get(name) ?? `${name} (not in the build)`);
      }
    }
  }
  return [...loaded];
}
const sourceEntry = readFileSync(path.join(root, 'index.html'), 'utf8').match(/src="\/(src\/[^"]+)"/)[1];

const routes = [
  { path: '/', page: 'src/features/home/pages/home-page.tsx', onDemand: [], kind: 'public' },
  {
    path: '/calculator',
    page: 'src/features/calculator/pages/public-calculator-page.tsx',
    onDemand: [],
    kind: 'public',
  },
  { path: '/login', page: 'src/features/auth/pages/login-page.tsx', onDemand: [], kind: 'auth' },
  { path: '/register', page: 'src/features/auth/pages/register-page.tsx', onDemand: [], kind: 'auth' },
  {
    path: '/reset-password',
    page: 'src/features/auth/pages/reset-password-page.tsx',
    onDemand: [],
    kind: 'auth',
  },
  {
    path: '/pricing',
    page: 'src/features/pricing/pages/pricing-page.tsx',
    onDemand: [PUBLIC_PLANS],
    kind: 'auth',
  },
  ...signedInRoutes().map((route) => ({
    ...route,
    onDemand: [SESSION, ...repositoriesLoadedBy([sourceEntry, route.page].filter(Boolean))],
    kind: 'dashboard',
  })),
];

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const jsFiles = (keys) =>
  [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
const sum = (files) => files.reduce((total, file) => total + read(file).gzip, 0);
const failures = [];
const verbose = process.argv.includes('--verbose');
const rows = [];
for (const route of routes) {
  const missing = [route.page, ...route.onDemand].filter((key) => !key || !manifest[key]);
  if (missing.length > 0) {
    failures.push(`${route.path}: ${route.source ?? missing.join(', ')} not in the build`);
    continue;
  }
  const pageKeys = staticClosure(route.page, staticClosure(entryKey));
  const all = route.onDemand.reduce((seen, key) => staticClosure(key, seen), new Set(pageKeys));
  const files = jsFiles(all);
  const pageFiles = new Set(jsFiles(pageKeys));
  const total = sum(files);
  const withFirestore = files.filter((file) => containsFirestore(read(file).text));
  const withFullFirestore = files.filter((file) => containsFullFirestore(read(file).text));
  const budget = budgets[route.kind];
  const verdicts = [];
  if (total > budget) verdicts.push(`${kb(total)} is over the ${kb(budget)} budget`);
  if (route.kind === 'public' && withFirestore.length > 0)
    verdicts.push(`loads Firestore code (${withFirestore.join(', ')})`);
  if (route.kind === 'auth' && withFullFirestore.length > 0)
    verdicts.push(`loads the Firestore SDK (${withFullFirestore.join(', ')})`);
  if (route.kind !== 'dashboard' && withFirestore.some((file) => pageFiles.has(file)))
    verdicts.push('Firestore delays the first paint');
  rows.push({
    route,
    total,
    paint: sum([...pageFiles]),
    budget,
    firestore: withFullFirestore.length > 0,
    verdicts,
  });
  failures.push(...verdicts.map((verdict) => `${route.path}: ${verdict}`));
  if (verbose) {
    console.log(`${route.path}`);
    for (const file of files.sort((x, y) => read(y).gzip - read(x).gzip)) {
      console.log(
        `  ${kb(read(file).gzip).padStart(9)}  ${file}${pageFiles.has(file) ? '' : '  (on demand)'}`,
      );
    }
  }
}

const header = ['Route', 'Counted', 'Page + entry', 'Budget', 'Firestore SDK', ''];
const table = rows.map(({ route, total, paint, budget, firestore, verdicts }) => [
  route.path,
  kb(total),
  kb(paint),
  kb(budget),
  firestore ? 'yes' : 'no',
  verdicts.length ? '✗' : '✓',
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((row) => row[column].length)),
);
const line = (cells) =>
  cells
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
    .join('  ');
console.log(
  '\nGzipped JavaScript per route ("Counted" is what the budget checks; see the top of this script):',
);
console.log(line(header));
for (const row of table) console.log(line(row));

// The entry itself must never carry Firestore: every route would pay for it.
if (jsFiles(staticClosure(entryKey)).some((file) => containsFirestore(read(file).text)))
  failures.push('the entry loads Firestore');

if (failures.length > 0) {
  console.error(`\nRoute budget failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nRoute budget met.');
