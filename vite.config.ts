/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { messageCatalogues } from './scripts/message-catalogues.ts';
import {
  queryCachePersisterChunk,
  registerAppShellWorkerChunk,
  roomScreensChunk,
  signedInChunk,
} from './scripts/room-screens-chunk.ts';
import { CALLED_AT_ONCE } from './scripts/check-size-budget.mjs';
import { routePreloads, pagesLoading } from './scripts/route-preloads.ts';
import { API_TIMEOUT_MS, STORAGE_KEY_TOKEN } from './src/config/business-constants.ts';
import { FIRST_SCREEN_TEXT_STYLES, FONT_BODY } from './src/config/design-tokens.ts';
import { LANGUAGE_CODES, LANGUAGES } from './src/config/languages.ts';
import { RUNTIME_CONFIG_PATH, RUNTIME_CONFIG_TIMEOUT_MS } from './src/config/runtime-config-path.ts';
import { carriesBearerToken } from './src/lib/bearer-token.ts';
import {
  APPLICATION_LIST_PATH,
  EARLY_REQUESTS_GLOBAL,
  EARLY_TOKEN_SEPARATOR,
  earlyApiRequestKey,
  ROOM_LIST_PATH,
} from './src/lib/early-requests.ts';
import { startupChunk } from './scripts/startup-chunk.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { stylisWithoutPrefixer } from './scripts/stylis-without-prefixer.ts';

/**
 * The install manifest (docs/offline.md#installing). Its colours are the light theme's surface and background
 * (`palettes.light` in themes.ts; a unit test keeps them equal), as are the per-scheme theme-color metas in
 * index.html.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  name: 'Student Rooms',
  short_name: 'Rooms',
  description: 'Browse student room listings, apply for rooms and manage your applications.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#ffffff',
  background_color: '#f5f6fa',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The app-shell worker, built from src/service-worker/sw.ts with Workbox's injectManifest: our own worker
 * code (it must merge with msw's in demo builds), with the build's file list injected (docs/offline.md#worker).
 */
function appShellWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // Registration is ours (src/app/app-updates.ts), so it can ask before switching to a new build.
    injectRegister: false,
    // The icons are public files, already in the glob below.
    includeManifestIcons: false,
    manifest: webAppManifest,
    injectManifest: {
      // A classic script: msw's worker is merged in with importScripts, which module workers lack.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{html,js,css,svg,png,webp,jpg,ico,woff2}'],
      // msw's script is loaded by the worker itself; the HAR files of `npm run replay` are data, not shell.
      globIgnores: ['mockServiceWorker.js', '**/*.har'],
    },
    devOptions: { enabled: false },
  });
}

// A build aimed at a real backend must not ship the mock service worker, even though public/ holds it.
function dropMockWorkerFromRealBackendBuild(apiUrl: string | undefined): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker-from-real-backend-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (apiUrl) await rm(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * Names the build in index.html: APP_VERSION when the deploy sets one, else package.json's version. It tells
 * which build a page came from, after an update (docs/offline.md#updates).
 */
function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
    version: string;
  };
  return version;
}

function buildVersionMeta(version: string): Plugin {
  return {
    name: 'build-version-meta',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'app-version', content: version }, injectTo: 'head' },
    ],
  };
}

/**
 * The favicon written into the built index.html as a data URL (docs/performance.md#page-start): a request of
 * its own cost a phone's first visit more in headers than the icon weighs. public/favicon.svg stays its one
 * source, served as a file too; the dev server uses that.
 */
function inlineFavicon(): Plugin {
  let publicDir = '';
  return {
    name: 'inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      const link = 'href="/favicon.svg"';
      if (!html.includes(link)) throw new Error('index.html no longer links /favicon.svg');
      // Single quotes inside the attribute's double ones; only what a URL cannot carry is escaped, so the
      // markup stays readable and compresses with the page.
      const svg = readFileSync(resolve(publicDir, 'favicon.svg'), 'utf8')
        .trim()
        .replace(/"/g, "'")
        .replace(/[%#<>]/g, encodeURIComponent);
      return html.replace(link, `href="data:image/svg+xml,${svg}"`);
    },
  };
}

/**
 * The runtime config's default (docs/deploying.md#runtime-config): `/config.json` holds the build's
 * VITE_API_URL (`{}` in a demo build), so a build served as plain files works as it did; the nginx container
 * writes its own from API_URL. Served by the dev server too, so `npm start` finds it.
 */
function defaultRuntimeConfig(apiUrl: string | undefined): Plugin {
  const source = `${JSON.stringify(apiUrl ? { apiUrl } : {}, null, 2)}\n`;
  return {
    name: 'default-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiUrl = process.env.VITE_API_URL ?? env.VITE_API_URL;
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        quoteStyle: 'single',
        // A route's component and its error, pending and not-found components in one chunk: one request, not
        // one each, on a phone's 150 ms round trip (docs/performance.md#route-preloads).
        codeSplittingOptions: {
          defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
        },
      }),
      react(),
      stylisWithoutPrefixer(),
      // English from src/config/messages.ts and src/locales/*.po, compiled here (docs/languages.md).
      messageCatalogues({ demo: !apiUrl }),
      dropMockWorkerFromRealBackendBuild(apiUrl),
      appShellWorker(),
      buildVersionMeta(process.env.APP_VERSION?.trim() || packageVersion()),
      inlineFavicon(),
      defaultRuntimeConfig(apiUrl),
      // The current route's code asked for beside the entry (docs/performance.md#route-preloads).
      // Every page but the two forms calls the API as it opens: its client's code comes with the page's.
      // A real-backend build also asks for the config and, signed in, the calls the page makes as it opens
      // (the room list, the user's applications) before the entry has run (docs/performance.md#early-requests);
      // a demo build's mock API is not there before the app starts it.
      // It also lays out the first screen's text styles while the page waits (docs/performance.md#font-warm-up).
      routePreloads({
        calledAtOnce: CALLED_AT_ONCE,
        fontWarmUp: {
          family: FONT_BODY,
          styles: FIRST_SCREEN_TEXT_STYLES,
          samples: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, LANGUAGES[code].name])),
        },
        ...(apiUrl
          ? {
              earlyRequests: {
                globalName: EARLY_REQUESTS_GLOBAL,
                configPath: RUNTIME_CONFIG_PATH,
                configTimeoutMs: RUNTIME_CONFIG_TIMEOUT_MS,
                defaultApiUrl: apiUrl,
                apiTimeoutMs: API_TIMEOUT_MS,
                sessionTokenKey: STORAGE_KEY_TOKEN,
                tokenSeparator: EARLY_TOKEN_SEPARATOR,
                calls: (
                  [
                    [ROOM_LIST_PATH, 'RoomList'],
                    [APPLICATION_LIST_PATH, 'Applications'],
                  ] as const
                ).map(([path, loader]) => ({
                  path,
                  key: earlyApiRequestKey(path),
                  withToken: carriesBearerToken(path),
                  pages: pagesLoading(loader, resolve(import.meta.dirname, 'src/routes')),
                })),
              },
            }
          : {}),
      }),
      // The code a page runs as it arrives, compiled whole while it downloads (docs/performance.md#compile-hints).
      compileHints(CALLED_AT_ONCE),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: resolve(import.meta.dirname, 'src') },
        { find: '@mocks', replacement: resolve(import.meta.dirname, 'mocks') },
        // TanStack Store asks for the shim, which brings its own useSyncExternalStore for React 17 and older;
        // React 19 has it, and the package's own entry without the shim uses React's (0.2 KB off every load).
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
    },
    build: {
      // Current browsers all have modulepreload, and one without it still loads the modules when imported: the
      // polyfill only cost every first load its bytes (docs/performance.md#route-preloads).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: startupChunk(import.meta.dirname),
                debugName: 'startup',
                includeDependenciesRecursively: false,
              },
              {
                name: queryCachePersisterChunk(import.meta.dirname),
                debugName: 'query-cache-persister',
                includeDependenciesRecursively: false,
              },
              {
                name: registerAppShellWorkerChunk(import.meta.dirname),
                debugName: 'register-app-shell-worker',
                includeDependenciesRecursively: false,
              },
              {
                name: signedInChunk(import.meta.dirname),
                debugName: 'signed-in',
                includeDependenciesRecursively: false,
              },
              {
                name: roomScreensChunk(import.meta.dirname),
                debugName: 'room-screens',
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    test: {
      globals: true,
      restoreMocks: true,
      testTimeout: 15_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
            sequence: { groupOrder: 0 },
          },
        },
        {
          // Plain Node without the jsdom setup (whose msw/node would intercept real HTTP): production builds
          // and the mock API's HTTP server, once the app tests are done (two cores).
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/build/**/*.test.ts', 'tests/http/**/*.test.ts'],
            testTimeout: 120_000,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  };
});
