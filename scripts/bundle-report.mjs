#!/usr/bin/env node
// Prints every chunk of the build with its gzipped size, largest first (the per-route
// totals and the public pages' budget are scripts/route-budget.mjs). Reads dist/.vite/manifest.json.
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

console.log('\nChunks (gzipped):');
for (const [key, chunk] of Object.entries(manifest).sort((a, b) => gz(b[1].file) - gz(a[1].file))) {
  if (!chunk.file.endsWith('.js')) continue;
  console.log(`${kb(gz(chunk.file))}  ${chunk.file}  (${key})`);
}
