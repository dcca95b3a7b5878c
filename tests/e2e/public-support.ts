import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

const previewPort = process.env.PREVIEW_PORT ?? '4173';

// Strings only a Cloud Firestore SDK carries, full or Lite (scripts/route-budget.mjs uses the same
// ones). Not the API's host name: the pricing page's REST read names it without any SDK.
const FIRESTORE_MARKERS = ['Firestore has already been started', 'X-WebChannel-Content-Type'];

/**
 * Opens a page a visitor lands on and waits until the app has taken over its pre-rendered copy
 * (scripts/prerender.mjs): until then what shows is inert, and a field focused or filled there
 * would be the copy's.
 */
export async function openPublicPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#prerender')).toHaveCount(0);
}

export const JS_BUDGET_BYTES = 140 * 1024;
/** The sign-in pages and /pricing (issue 15): at most 160 KB gzipped, and no Firestore SDK. */
export const SIGN_IN_JS_BUDGET_BYTES = 160 * 1024;

export interface ScriptLoad {
  files: string[];
  gzipBytes: number;
  firestoreFiles: string[];
}

/** Records every script the page downloads from the build, for measuring against dist-e2e/. */
export function recordScripts(page: Page) {
  const paths = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === previewPort && url.pathname.endsWith('.js')) paths.add(url.pathname);
  });
  return (): ScriptLoad => {
    const files = [...paths].sort();
    let gzipBytes = 0;
    const firestoreFiles: string[] = [];
    for (const file of files) {
      const content = readFileSync(path.resolve(process.env.E2E_DIST_DIR ?? 'dist-e2e', `.${file}`));
      gzipBytes += gzipSync(content).length;
      const text = content.toString('utf8');
      if (FIRESTORE_MARKERS.some((marker) => text.includes(marker))) firestoreFiles.push(file);
    }
    return { files, gzipBytes, firestoreFiles };
  };
}

/** Answers every request to a video service with an empty page, and counts them: tests never go online. */
export async function stubVideoService(page: Page) {
  const requests: string[] = [];
  await page.route(/youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>video</title>',
    });
  });
  return requests;
}
