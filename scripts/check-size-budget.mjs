#!/usr/bin/env node
// The first-load size budget: the gzip size of the JS and CSS a first visit to /login and to /rooms needs, in a
// real-backend build (no MSW). Fails (exit 1) when a route is over its budget.
//
// Usage: npm run size                                  (builds into dist-size-check/, then checks)
//        node scripts/check-size-budget.mjs --no-build  (checks an existing dist-size-check/)
//        node scripts/check-size-budget.mjs --out-dir dist-x --json
//
// What "first load" means: the entry chunk, every chunk it imports statically (index.html modulepreloads
// them all), the CSS they carry, and the chunks the page start script asks for beside them: the split
// components of every route file on the way from the root to the page, wherever the build grouped them
// (scripts/route-preloads.ts), with their static imports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const DEFAULT_OUT_DIR = 'dist-size-check';
/** Any origin will do: the build only needs VITE_API_URL set to leave the mock API (MSW) out. */
const REAL_API_URL = 'http://127.0.0.1:8000';
/** 1 KB = 1,000 bytes, as Vite reports sizes. */
const KB = 1000;

/** Targets (docs/performance.md, first-load size), in KB of gzip over the route's first-load JS + CSS. */
export const ROUTE_TARGETS_KB = { '/login': 120, '/rooms': 145 };
/**
 * What npm test enforces: the sizes measured, with a little room. They stop the bundle from growing; lower them
 * as it shrinks. Their history and what each change cost: docs/performance.md#first-load-size.
 */
export const ROUTE_BUDGETS_KB = { '/login': 135.2, '/rooms': 144.9 };

/** The pages measured. */
const ROUTES = Object.keys(ROUTE_BUDGETS_KB);
/**
 * Modules a page loads by a dynamic import as it opens, rather than on first use: the API client's code, on
 * every page but the two forms. The route preloads (scripts/route-preloads.ts) ask for them with the page,
 * except where a real-backend build makes the page's calls before the app has arrived
 * (docs/performance.md#early-requests): the size counts them where the built preloads do.
 */
export const CALLED_AT_ONCE = {
  modules: ['src/lib/api-client.ts'],
  exceptOn: ['/login', '/register'],
  /**
   * Pages that call more as they open than their route loader asks for, which no early request can make:
   * Compare Rooms asks for each room's distance and geocode (calls with parameters). The client's code comes
   * with them in every build. `tests/integration/calls-at-opening.test.tsx` keeps this list true.
   */
  beyondLoaderOn: ['/compare'],
};

/**
 * Builds the app with a manifest into outDir, in its own process (Vite's environment variables are read
 * once per process). Any VITE_API_URL makes it a real-backend build: no MSW in the bundle.
 */
export function buildRealBackend(outDir = DEFAULT_OUT_DIR, apiUrl = REAL_API_URL) {
  const viteBin = join(createRequire(import.meta.url).resolve('vite/package.json'), '..', 'bin', 'vite.js');
  const env = { ...process.env, VITE_API_URL: apiUrl, NO_COLOR: '1' };
  const result = spawnSync(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  if (result.status !== 0)
    throw new Error(`vite build into ${outDir} failed (${result.status ?? result.signal})`);
}

const gzipSizeCache = new Map();
export function gzipSizeOf(file) {
  if (!gzipSizeCache.has(file)) gzipSizeCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipSizeCache.get(file);
}

/** Every file (JS and CSS) a manifest entry needs, following static imports only. */
function collectStatic(manifest, key, files, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collectStatic(manifest, imported, files, seen);
}

/**
 * The build's page start script (scripts/route-preloads.ts), which index.html loads before the first paint:
 * its text, and page -> the files it asks for beside the entry.
 */
export function builtRoutePreloads(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const file = html.match(/<script src="\/(assets\/page-start-[\w-]+\.js)"><\/script>/)?.[1];
  if (!file) throw new Error('index.html loads no page start script');
  const script = readFileSync(join(dir, file), 'utf8');
  // Minified, the map is still JSON, keyed by path: `var e={"/rooms":["/assets/…"]}`.
  const routes = script.match(/var \w+ ?= ?(\{"\/[^}]*\})/)?.[1];
  if (!routes) throw new Error(`${file} names no routes`);
  return { script, routes: JSON.parse(routes) };
}

/** The files index.html runs as modules: the entry chunk, and any chunk Vite puts beside it. */
function entryFiles(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script type="module" crossorigin src="\/(assets\/[\w-]+\.js)"><\/script>/g),
  ];
  if (files.length === 0) throw new Error('index.html runs no module script');
  return files.map((match) => match[1]);
}

/**
 * Per route: the files a first load needs and their gzip sizes. Reads `<outDir>/.vite/manifest.json` for the
 * chunks' imports and CSS, index.html for the entry and the page start script for each page's chunks.
 * Returns { [route]: { files: [{ file, gzipBytes }], gzipBytes, budgetBytes } }.
 */
export function measureRouteSizes(outDir = DEFAULT_OUT_DIR) {
  const dir = resolve(ROOT, outDir);
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with --manifest first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  // A chunk that holds a group of modules is listed by its file, not by a module (vite.config.ts).
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keyOf = (file) => {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`${file} is not in the build manifest`);
    return key;
  };

  // The route preloads ask for these with the pages that call at once; a renamed module would drop them.
  for (const module of CALLED_AT_ONCE.modules)
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest: update CALLED_AT_ONCE`);
  const entry = entryFiles(dir);
  const preloads = builtRoutePreloads(dir).routes;
  const result = {};
  for (const route of ROUTES) {
    // Each page measured preloads its own route's chunks; one without any is no longer split, or renamed.
    if (!preloads[route]) throw new Error(`The route preloads name no ${route}: is it still split?`);
    const files = new Set();
    for (const file of [...entry, ...preloads[route].map((url) => url.slice(1))])
      collectStatic(manifest, keyOf(file), files);
    const sized = [...files]
      .filter((file) => /\.(?:js|css)$/.test(file))
      .map((file) => ({ file, gzipBytes: gzipSizeOf(join(dir, file)) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    result[route] = {
      files: sized,
      gzipBytes: sized.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0),
      budgetBytes: ROUTE_BUDGETS_KB[route] * KB,
      targetBytes: ROUTE_TARGETS_KB[route] * KB,
    };
  }
  return result;
}

export const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function main() {
  const args = process.argv.slice(2);
  const outDirIndex = args.indexOf('--out-dir');
  const outDir = outDirIndex >= 0 ? args[outDirIndex + 1] : DEFAULT_OUT_DIR;
  if (!args.includes('--no-build')) buildRealBackend(outDir);
  const sizes = measureRouteSizes(outDir);
  if (args.includes('--json')) {
    console.log(JSON.stringify(sizes, null, 2));
  }
  let failed = false;
  console.log('First-load JS + CSS (gzip), real-backend build:');
  for (const [route, { files, gzipBytes, budgetBytes, targetBytes }] of Object.entries(sizes)) {
    const ok = gzipBytes <= budgetBytes;
    failed ||= !ok;
    const target = gzipBytes <= targetBytes ? 'target met' : `target ${formatKb(targetBytes)} NOT MET`;
    console.log(
      `  ${ok ? 'PASS' : 'FAIL'} ${route.padEnd(7)} ${formatKb(gzipBytes).padStart(9)} (budget ${formatKb(budgetBytes)}; ${target})`,
    );
    if (!ok || args.includes('--verbose')) {
      for (const { file, gzipBytes: bytes } of files)
        console.log(`         ${formatKb(bytes).padStart(9)}  ${file}`);
    }
  }
  if (failed) {
    console.error(
      'Over the first-load budget: move heavy code out of the entry chunk (dynamic import) or drop it.',
    );
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
