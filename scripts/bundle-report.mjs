#!/usr/bin/env node
// Prints every chunk of the build with its gzipped size, then each route's total: the
// entry's static imports plus the route page's own static imports (what a first visit
// to that route downloads). Reads dist/.vite/manifest.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipSizes = new Map();
const gz = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gzipSizes.get(file);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of chunk.imports ?? []) staticClosure(dependency, seen);
  return seen;
}
const jsFiles = (keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const total = (keys) => jsFiles(keys).reduce((sum, file) => sum + gz(file), 0);

console.log('\nChunks (gzipped):');
for (const [key, chunk] of Object.entries(manifest).sort((a, b) => gz(b[1].file) - gz(a[1].file))) {
  if (!chunk.file.endsWith('.js')) continue;
  console.log(`${kb(gz(chunk.file))}  ${chunk.file}  (${key})`);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = staticClosure(entryKey);
console.log(`\nRoutes (entry + the page's static imports, gzipped JavaScript):`);
console.log(`${kb(total(entry))}  entry alone`);
const rows = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !key.includes('/pages/')) continue;
  const keys = staticClosure(key, new Set(entry));
  const loadsFirestore =
    jsFiles(keys).some((file) => /firestore/i.test(file)) ||
    [...keys].some((k) => /firebase\/firestore|@firebase\/firestore/.test(k));
  rows.push([total(keys), `${kb(total(keys))}  ${key}${loadsFirestore ? '  [loads Firestore]' : ''}`]);
}
for (const [, line] of rows.sort((a, b) => a[0] - b[0])) console.log(line);
