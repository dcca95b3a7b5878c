#!/usr/bin/env node
// Pre-renders the public pages a visitor lands on (/, /calculator, /pricing) into the build, so
// their first screen paints from the HTML and CSS alone, before any JavaScript (issue 15:
// Lighthouse mobile ≥ 95). The app renders each page in headless Chromium, signed out and with no
// network beyond the build, and the page's markup is written beside the app's empty root:
//   dist/index.html      /          (still the app shell of every other path: see the guard below)
//   dist/calculator.html /calculator
//   dist/pricing.html    /pricing   (the plans are left loading: they are read at visit time)
// The copy is inert (nothing in it can be typed into or pressed) and the app's root stays hidden
// until the app has rendered the same page; then, in one frame, the copy goes and the root shows.
// On any other path (index.html is the fallback of every route) the copy is dropped before the
// first paint. Static hosts serve /pricing from pricing.html (vite preview does; Firebase Hosting
// with cleanUrls).
//   node scripts/prerender.mjs [--dir dist]
// CHROMIUM_PATH picks the browser (as in playwright.config.ts); /usr/bin/chromium otherwise.
/* global document -- in page.evaluate, which runs in the page */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const dist = path.resolve(argument('--dir', 'dist'));
const PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/calculator', file: 'calculator.html' },
  { path: '/pricing', file: 'pricing.html' },
];
const MARKER = 'data-prerendered-path';
const CONFIG_ERROR_HEADING = 'PrintLedger is not configured';

// Runs in the page while the HTML is parsed, right after the two containers (kept small: it
// is inlined into three pages). Hides the copy at once on another path; otherwise swaps it for
// the app when the app's <h1> reads the same, or after 10 s whatever happens.
const SWAP_SCRIPT = `(function(){var p=document.getElementById('prerender'),r=document.getElementById('root');if(!p||!r)return;var o;function s(){if(o)o.disconnect();if(p.parentNode){p.parentNode.removeChild(p);r.hidden=false}}var a=location.pathname.replace(/\\/+$/,'')||'/';if(a!==p.getAttribute('${MARKER}')){s();return}var h=p.getAttribute('data-heading');o=new MutationObserver(function(){var e=r.querySelector('h1');if(e&&e.textContent===h)s()});o.observe(r,{childList:true,subtree:true});setTimeout(s,10000)})();`;

// The app starts after the copy's first frame, not before it: its chunks still download at once
// (the modulepreload links), but running them would otherwise hold the first paint back until the
// page has rendered (a tab in the background, where frames wait, starts it after 200 ms).
const deferredEntry = (source) =>
  `<script type="module">var started=false;function start(){if(!started){started=true;import(${JSON.stringify(source)})}}` +
  `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,200);</script>`;

const escapeAttribute = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function main() {
  const shellFile = path.join(dist, 'index.html');
  if (!existsSync(shellFile)) throw new Error(`No build in ${dist}: run vite build first.`);
  const shell = readFileSync(shellFile, 'utf8');
  if (shell.includes(MARKER)) throw new Error(`${dist} is pre-rendered already.`);
  if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">.');
  const entryMatch = shell.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entryMatch) throw new Error('index.html has no entry <script type="module" src=…>.');
  const [entryTag, entrySource] = entryMatch;

  const server = await preview({
    logLevel: 'silent',
    build: { outDir: dist },
    preview: { port: 0, host: '127.0.0.1', open: false },
  });
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!origin) throw new Error('vite preview gave no address');
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  let browser;
  try {
    browser = await chromium.launch({
      ...(executablePath && { executablePath }),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
    });
  } catch (error) {
    // The build still works without it: the pages then paint when their JavaScript has run.
    await new Promise((resolve) => server.httpServer.close(resolve));
    console.warn(`Not pre-rendered: no Chromium to render with (${String(error).split('\n')[0]}).`);
    return;
  }
  const written = [];
  try {
    for (const target of PAGES) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      // Nothing leaves the build: the session starts signed out and the plans read never answers,
      // so the copy shows what every visitor sees before their own data arrives.
      await page.route(
        (url) => url.origin !== origin,
        () => {},
      );
      await page.goto(`${origin}${target.path}`);
      const heading = page.locator('#root main h1').first();
      await heading.waitFor({ timeout: 30_000 });
      const { markup, title, headingText } = await page.evaluate(() => {
        const root = document.getElementById('root');
        return {
          markup: root?.innerHTML ?? '',
          title: document.title,
          headingText: root?.querySelector('h1')?.textContent ?? '',
        };
      });
      await page.close();
      if (!markup.includes('<h1')) throw new Error(`${target.path} rendered no heading`);
      // A build without a Firebase configuration shows src/app/config-error-screen.tsx on every
      // page: nothing worth pre-rendering (the README says how to configure one).
      if (headingText === CONFIG_ERROR_HEADING) {
        console.log(`Not pre-rendered: this build has no Firebase configuration ("${headingText}").`);
        return;
      }
      const html = shell
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(title)}</title>`)
        .replace(entryTag, deferredEntry(entrySource))
        .replace(
          '<div id="root"></div>',
          `<div id="prerender" inert ${MARKER}="${target.path}" data-heading="${escapeAttribute(headingText)}">${markup}</div>` +
            `<div id="root" hidden></div><script>${SWAP_SCRIPT}</script>`,
        );
      writeFileSync(path.join(dist, target.file), html);
      written.push(`${target.path} → ${target.file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
  console.log(`Pre-rendered: ${written.join(', ')}`);
}

await main();
