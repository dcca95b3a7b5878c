#!/usr/bin/env node
// Draws the app's icons (public/icons/*.png, committed) from the logo in public/favicon.svg with
// Chromium: the sizes the web app manifest and the platforms ask for (issue 16), plus a maskable
// one whose logo sits inside the safe zone on a full-bleed background. Run after changing the logo:
//   node scripts/make-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public', 'icons');
const svg = readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');
const BRAND = '#4f46e5';

// name, size in px, and the logo's share of the canvas (maskable icons keep it in the inner 80%).
const ICONS = [
  { file: 'icon-192.png', size: 192, logo: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, logo: 1, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, logo: 0.7, background: BRAND },
  { file: 'apple-touch-icon-180.png', size: 180, logo: 0.84, background: BRAND },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(out, { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const logo = Math.round(icon.size * icon.logo);
    await page.setContent(
      `<html><body style="margin:0;background:${icon.background};display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px">` +
        `<div style="width:${logo}px;height:${logo}px">${svg.replace('<svg ', `<svg width="${logo}" height="${logo}" `)}</div></body></html>`,
    );
    await page.screenshot({
      path: path.join(out, icon.file),
      omitBackground: icon.background === 'transparent',
    });
    await page.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
