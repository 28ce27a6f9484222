#!/usr/bin/env node
// The stack's floor (docs/performance.md#the-stacks-floor): builds bench/floor/ (one route, one query, one
// toast on the app's own packages) and measures its first load the way `npm run size` measures ours: the
// entry chunk, its static imports and their CSS, gzip level 9. `npm run bench` reports our routes as ratios
// to it; `npm run bench:floor` prints just that, in a few seconds.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';
import react from '@vitejs/plugin-react';
import { buildRealBackend, formatKb, gzipSizeOf, measureRouteSizes } from './check-size-budget.mjs';

const ROOT = resolve(import.meta.dirname, '..');
export const FLOOR_DIR = 'dist-bench-floor';
/** Goals for our first loads, as multiples of the floor. */
export const FLOOR_RATIO_GOALS = { '/login': 1.1, '/rooms': 1.25 };

export async function buildFloor(outDir = FLOOR_DIR) {
  await viteBuild({
    root: join(ROOT, 'bench', 'floor'),
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    // The app's build pipeline (the React plugin), so both are minified and bundled alike.
    plugins: [react()],
    build: { outDir: join(ROOT, outDir), emptyOutDir: true, manifest: true },
  });
}

/** The manifest of a build made with --manifest. */
function readManifest(dir) {
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with a manifest first`);
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** The files (JS and CSS) `key` needs, following static imports. */
function staticFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, files);
  return files;
}

const gzipOf = (dir, files) => [...files].reduce((sum, file) => sum + gzipSizeOf(join(dir, file)), 0);

/** The gzip bytes of the floor's first load, and its files. */
export function measureFloor(outDir = FLOOR_DIR) {
  const dir = join(ROOT, outDir);
  const manifest = readManifest(dir);
  const files = new Set();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticFiles(manifest, key, files);
  const sized = [...files].map((file) => ({ file, gzipBytes: gzipSizeOf(join(dir, file)) }));
  return { files: sized, gzipBytes: gzipOf(dir, files) };
}

/** Our toasts load just after the first render; the floor loads react-toastify up front. */
const TOASTER_MODULE = 'src/lib/toasts/toaster.tsx';

/**
 * Our routes' first loads beside the floor: { floorBytes, routes: { [route]: { gzipBytes, ratio, goal,
 * withToasterBytes, withToasterRatio } } }. The second pair adds the toaster chunk we load after the first
 * render, for a like-for-like comparison with the floor, which loads it up front.
 */
export function compareWithFloor(appDir, floorDir = FLOOR_DIR) {
  const floor = measureFloor(floorDir);
  const dir = join(ROOT, appDir);
  const toaster = staticFiles(readManifest(dir), TOASTER_MODULE);
  const routes = {};
  for (const [route, { gzipBytes, files }] of Object.entries(measureRouteSizes(appDir))) {
    const inRoute = new Set(files.map(({ file }) => file));
    const withToasterBytes =
      gzipBytes +
      gzipOf(
        dir,
        [...toaster].filter((file) => !inRoute.has(file)),
      );
    routes[route] = {
      gzipBytes,
      ratio: gzipBytes / floor.gzipBytes,
      goal: FLOOR_RATIO_GOALS[route],
      withToasterBytes,
      withToasterRatio: withToasterBytes / floor.gzipBytes,
    };
  }
  return { floorBytes: floor.gzipBytes, floorFiles: floor.files, routes };
}

async function main() {
  const appDir = 'dist-size-check';
  buildRealBackend(appDir);
  await buildFloor();
  const { floorBytes, floorFiles, routes } = compareWithFloor(appDir);
  console.log(`Stack floor (bench/floor): ${formatKb(floorBytes)} gzip`);
  for (const { file, gzipBytes } of floorFiles)
    console.log(`    ${formatKb(gzipBytes).padStart(9)}  ${file}`);
  for (const [route, entry] of Object.entries(routes)) {
    const { gzipBytes, ratio, goal, withToasterBytes, withToasterRatio } = entry;
    const verdict = ratio <= goal ? 'goal met' : 'goal NOT MET';
    console.log(
      `  ${route.padEnd(7)} ${formatKb(gzipBytes).padStart(9)}  ${ratio.toFixed(2)}x the floor (goal <= ${goal}x: ` +
        `${verdict}); with the toaster loaded after the first render: ${formatKb(withToasterBytes)}, ` +
        `${withToasterRatio.toFixed(2)}x`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
