#!/usr/bin/env node
// The public pages' JavaScript budget, from a build's manifest. For each public route it adds up the
// gzipped JavaScript a visit downloads (the entry and the route page, each with its static imports,
// plus what the page imports on demand for every visitor) and checks it:
//   /  and  /calculator   no Firestore code, at most 140 KB gzipped in all;
//   /pricing              loads Firestore on demand for the plans (the only public page that does),
//                         never before its heading and spinner paint.
// Dynamic imports made at run time (Firebase Auth for a stored session, the signed-in calculator's
// printers) are not counted: a visitor does not load them. The Playwright journey public-pages.spec.ts
// measures what the browser really downloads.
//   node scripts/route-budget.mjs [--dir dist] [--budget-kb 140]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const dist = path.resolve(argument('--dir', 'dist'));
const budgetKb = Number(argument('--budget-kb', '140'));

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
// Strings only the Cloud Firestore SDK carries (@firebase/app merely lists the package name).
const FIRESTORE_MARKERS = ['firestore.googleapis.com', 'Firestore has already been started'];
export const containsFirestore = (text) => FIRESTORE_MARKERS.some((marker) => text.includes(marker));

function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of chunk.imports ?? []) staticClosure(dependency, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// `onDemand`: modules the page imports at run time for every visitor (the plans query); they count too.
// The calculator's printers loader is left out: only a signed-in user triggers it.
const routes = [
  { path: '/', page: 'src/features/home/pages/home-page.tsx', onDemand: [], firestore: false, budget: true },
  {
    path: '/calculator',
    page: 'src/features/calculator/pages/public-calculator-page.tsx',
    onDemand: [],
    firestore: false,
    budget: true,
  },
  {
    path: '/pricing',
    page: 'src/features/pricing/pages/pricing-page.tsx',
    onDemand: ['src/queries/app-repositories.ts'],
    firestore: true,
    budget: false,
  },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const jsFiles = (keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const failures = [];
console.log(`Public routes, gzipped JavaScript of a visit (budget ${budgetKb} KB for / and /calculator):`);
for (const route of routes) {
  const missing = [route.page, ...route.onDemand].filter((key) => !manifest[key]);
  if (missing.length > 0) {
    failures.push(`${route.path}: ${missing.join(', ')} not in the build`);
    continue;
  }
  const firstPaint = staticClosure(route.page, staticClosure(entryKey));
  const all = route.onDemand.reduce((seen, key) => staticClosure(key, seen), new Set(firstPaint));
  const files = jsFiles(all);
  const paintFiles = new Set(jsFiles(firstPaint));
  const total = files.reduce((sum, file) => sum + read(file).gzip, 0);
  const paintTotal = [...paintFiles].reduce((sum, file) => sum + read(file).gzip, 0);
  const withFirestore = files.filter((file) => containsFirestore(read(file).text));
  const verdicts = [];
  if (route.budget && total > budgetKb * 1024) verdicts.push(`over the ${budgetKb} KB budget`);
  if (!route.firestore && withFirestore.length > 0)
    verdicts.push(`loads Firestore (${withFirestore.join(', ')})`);
  if (route.firestore && withFirestore.length === 0)
    verdicts.push('expected to load Firestore for the plans');
  if (withFirestore.some((file) => paintFiles.has(file))) verdicts.push('Firestore delays the first paint');
  console.log(
    `  ${route.path.padEnd(12)} ${kb(total).padStart(9)} in all, ${kb(paintTotal)} before the page paints` +
      `${withFirestore.length ? '  [Firestore, on demand]' : ''}${verdicts.length ? `  ✗ ${verdicts.join('; ')}` : '  ✓'}`,
  );
  for (const file of files.sort((x, y) => read(y).gzip - read(x).gzip)) {
    console.log(
      `      ${kb(read(file).gzip).padStart(9)}  ${file}${paintFiles.has(file) ? '' : '  (on demand)'}`,
    );
  }
  failures.push(...verdicts.map((verdict) => `${route.path}: ${verdict}`));
}

// The entry itself must never carry Firestore: every route would pay for it.
const entryFiles = [...staticClosure(entryKey)]
  .map((key) => manifest[key].file)
  .filter((f) => f.endsWith('.js'));
if (entryFiles.some((file) => containsFirestore(read(file).text))) failures.push('the entry loads Firestore');

if (failures.length > 0) {
  console.error(`\nRoute budget failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nRoute budget met.');
