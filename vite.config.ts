import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { parseConfig, type AppConfig } from './src/config/env-schema.ts';

// The public pages' own modules (src/app/router.tsx loads them lazily), and what each loads on
// demand for every visitor.
const PUBLIC_ROUTE_MODULES: Record<string, string[]> = {
  '/': ['src/features/home/pages/home-page.tsx'],
  '/calculator': ['src/features/calculator/pages/public-calculator-page.tsx'],
  '/pricing': ['src/features/pricing/pages/pricing-page.tsx', 'src/queries/public-plans.ts'],
  '/login': ['src/features/auth/pages/login-page.tsx'],
  '/register': ['src/features/auth/pages/register-page.tsx'],
  '/reset-password': ['src/features/auth/pages/reset-password-page.tsx'],
};

/**
 * A lazy route's chunk is otherwise found only once the entry has run: the download waits for the
 * entry's. A few bytes of inline script in index.html start the current public page's chunks (and
 * the plans read's on /pricing, with a connection to Firestore) alongside the entry. Nothing more
 * is downloaded than the page loads anyway.
 */
function publicRoutePreloads(config: AppConfig | null): Plugin {
  let base = '/';
  return {
    name: 'printledger-public-route-preloads',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const preloadedByEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const byModule = new Map(
          chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk] as const] : [])),
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, seen: Set<string>) => {
          if (seen.has(fileName) || preloadedByEntry.has(fileName)) return;
          seen.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
        };
        const routes: Record<string, string[]> = {};
        for (const [path, modules] of Object.entries(PUBLIC_ROUTE_MODULES)) {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = byModule.get(fileURLToPath(new URL(`./${module}`, import.meta.url)));
            if (!chunk) throw new Error(`public route ${path}: ${module} is not a chunk of the build`);
            closure(chunk.fileName, files);
          }
          routes[path] = [...files].map((file) => `${base}${file}`);
        }
        // Where the pricing page's REST read of the plans goes: connecting early saves a round trip.
        const firestoreOrigin = !config
          ? null
          : config.useEmulators
            ? `http://${config.firestoreEmulatorHost}:${config.firestoreEmulatorPort}`
            : 'https://firestore.googleapis.com';
        const script =
          `(function(){var r=${JSON.stringify(routes)}[location.pathname.replace(/(.)\\/$/,'$1')];if(!r)return;` +
          `function l(rel,href,cors){var e=document.createElement('link');e.rel=rel;e.href=href;if(cors)e.crossOrigin='';document.head.appendChild(e)}` +
          `for(var i=0;i<r.length;i++)l('modulepreload',r[i]);` +
          (firestoreOrigin
            ? `if(location.pathname.indexOf('/pricing')===0)l('preconnect',${JSON.stringify(firestoreOrigin)},true);`
            : '') +
          `})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Zod's JSON Schema generation (schema.toJSONSchema(), the standard schema's jsonSchema), which the
 * app never calls, is left out of the build: about 5 KB gzipped on every signed-in page. The
 * classic schemas call it only from those methods; here they throw if called. Validation,
 * messages and checks (aggregateChecks) are untouched. The tests run the real module.
 */
function withoutZodJsonSchema(): Plugin {
  const unavailable = '__printledgerNoJsonSchema';
  return {
    name: 'printledger-without-zod-json-schema',
    apply: 'build',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/zod/v4/classic/schemas.js')) return null;
      const replaced = code
        .replace(
          /^import \{ createStandardJSONSchemaMethod, createToJSONSchemaMethod \} from "\.\.\/core\/to-json-schema\.js";$/m,
          '',
        )
        .replace(/createStandardJSONSchemaMethod\(this, "(input|output)"\)/g, unavailable)
        .replace(/createToJSONSchemaMethod\(this, \{\}\)\(params\)/g, `${unavailable}()`)
        .replace(/processors\.(\w+Processor)\(/g, `${unavailable}(`);
      if (/createStandardJSONSchemaMethod|createToJSONSchemaMethod|processors\.\w+Processor/.test(replaced))
        this.error('zod changed: update withoutZodJsonSchema in vite.config.ts');
      return {
        code: `${replaced}\nfunction ${unavailable}() { throw new Error("JSON Schema generation is not part of this build"); }\n`,
        map: null,
      };
    },
  };
}

/**
 * Which chunk holds each source module, written next to the build's manifest
 * (.vite/modules.json, { "src/repositories/users.ts": "assets/users-….js" }): the manifest names
 * only the chunks a module starts, and the build merges a lazily loaded repository into a shared
 * chunk when others import it too. scripts/route-budget.mjs reads it to count the repositories a
 * route loads.
 */
function moduleChunks(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'printledger-module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds)
          if (id.startsWith(root) && !id.includes('/node_modules/'))
            chunkOf[id.slice(root.length)] = output.fileName;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(chunkOf, null, 1),
      });
    },
  };
}

/**
 * The installable app (issue 16): the web app manifest, and a service worker (workbox) that
 * precaches the app shell and every route's chunks, so the app opens with no network after one
 * visit. It never takes over by itself: a new version waits until the user reloads
 * (src/app/pwa/register.ts registers it after the page has loaded; update-prompt.tsx asks).
 * Firestore and Auth traffic goes past it to the network (Firestore keeps its own offline cache).
 */
const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/dashboard',
      name: 'PrintLedger',
      short_name: 'PrintLedger',
      description: '3D-printing costs, spools, projects, printers and runs for makers and print farms.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#4f46e5',
      background_color: '#f8fafc',
      categories: ['productivity', 'business', 'utilities'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,ttf}'],
      // Every app path opens the app shell; the pre-rendered pages are served by their own files
      // when online (scripts/prerender.mjs), and offline the shell renders them the same.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/__\//, /^\/emulator\//, /\.[a-z0-9]+$/i],
      cleanupOutdatedCaches: true,
      // The PDF library and its fonts are the largest files; they stay precached for offline PDFs.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });

export default defineConfig(({ mode }) => {
  const configResult = parseConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    define: {
      __APP_CONFIG__: JSON.stringify(configResult),
    },
    plugins: [
      react(),
      tailwindcss(),
      publicRoutePreloads(configResult.ok ? configResult.config : null),
      withoutZodJsonSchema(),
      moduleChunks(),
      installableApp(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // Firestore's pipeline regex engine, which the app never uses: see src/firebase/regex-engine.ts.
        re2js: fileURLToPath(new URL('./src/firebase/regex-engine.ts', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      manifest: true,
      sourcemap: false,
      reportCompressedSize: true,
      chunkSizeWarningLimit: 600,
    },
  };
});
