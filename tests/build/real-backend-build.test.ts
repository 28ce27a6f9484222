// @vitest-environment node
// A build aimed at a real backend must ship neither the mock service worker nor any MSW code. A demo build is
// made too, as a control: it must contain the very markers we look for, so the check cannot pass vacuously.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppManifest } from '../../vite.config';
import { APPLICATION_LIST_PATH, ROOM_LIST_PATH } from '../../src/lib/early-requests';
import { COMPILE_WHOLE_FILE } from '../../scripts/compile-hints';
import { builtRoutePreloads } from '../../scripts/check-size-budget.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const REAL_API_URL = 'http://127.0.0.1:8000';
const REAL_OUT_DIR = join(ROOT, 'dist-real-backend');
const DEMO_OUT_DIR = join(ROOT, 'dist-demo-control');
const WORKER_FILE = 'mockServiceWorker.js';
const SHELL_WORKER_FILE = 'sw.js';
// Each build takes seconds; the limits only stop a hung build from hanging the suite.
const BUILD_TIMEOUT_MS = 55_000;
const SUITE_SETUP_TIMEOUT_MS = 120_000;

// Strings from msw's browser bundle that survive minification; the demo control proves each one is a real marker.
const MSW_MARKERS = ['mockServiceWorker', 'mswjs.io', '[MSW]', 'msw/worker:stop', 'setupWorker'];
// The demo panel (src/features/demo) is demo-only as well: its id, its reset button's label, and the mark of
// its List a new room button (LIST_NEW_ROOM_MARKER), which pages place too.
const DEMO_PANEL_MARKERS = ['student-rooms-demo-panel', 'Reset demo data', 'student-rooms-list-new-room'];

const viteBin = join(createRequire(import.meta.url).resolve('vite/package.json'), '..', 'bin', 'vite.js');

interface Build {
  files: string[];
  js: Map<string, string>;
}

/** The environment of the child build: the caller's, minus what vitest adds (NODE_ENV=test would change the bundle). */
function buildEnv(apiUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    const injectedByVitest =
      key.startsWith('VITEST') ||
      ['NODE_ENV', 'TEST', 'SSR', 'MODE', 'DEV', 'PROD', 'BASE_URL'].includes(key);
    if (!injectedByVitest && !key.startsWith('VITE_')) env[key] = value;
  }
  // An empty value still wins over any .env file, so the demo build is a demo build whatever the machine has.
  env.VITE_API_URL = apiUrl;
  env.NO_COLOR = '1';
  return env;
}

function viteBuild(outDir: string, apiUrl: string): Promise<void> {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(
      process.execPath,
      [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: ROOT, env: buildEnv(apiUrl), stdio: ['ignore', 'pipe', 'pipe'], timeout: BUILD_TIMEOUT_MS },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolveBuild();
      else reject(new Error(`vite build into ${outDir} failed (${code ?? signal}):\n${output}`));
    });
  });
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

async function buildInto(outDir: string, apiUrl: string): Promise<Build> {
  await viteBuild(outDir, apiUrl);
  const files = await listFiles(outDir);
  const js = new Map<string, string>();
  for (const file of files.filter((name) => /\.(?:m?js)$/.test(name) && name !== WORKER_FILE)) {
    js.set(file, await readFile(join(outDir, file), 'utf8'));
  }
  return { files, js };
}

function filesContaining(build: Build, marker: string): string[] {
  return [...build.js].filter(([, code]) => code.includes(marker)).map(([file]) => file);
}

let demo: Build;
let real: Build;

beforeAll(async () => {
  // One after the other: both builds regenerate the route tree, and the machine has two cores.
  demo = await buildInto(DEMO_OUT_DIR, '');
  real = await buildInto(REAL_OUT_DIR, REAL_API_URL);
}, SUITE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([DEMO_OUT_DIR, REAL_OUT_DIR].map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('production build against a real backend', () => {
  it('control: the demo build ships the worker and every MSW marker', () => {
    expect(demo.files).toContain(WORKER_FILE);
    expect(demo.js.size).toBeGreaterThan(0);
    for (const marker of MSW_MARKERS) {
      expect(filesContaining(demo, marker), `marker ${JSON.stringify(marker)} in the demo build`).not.toEqual(
        [],
      );
    }
  });

  it('control: the demo build ships the demo panel', () => {
    for (const marker of DEMO_PANEL_MARKERS) {
      expect(filesContaining(demo, marker), `marker ${JSON.stringify(marker)} in the demo build`).not.toEqual(
        [],
      );
    }
  });

  it('does not ship mockServiceWorker.js', () => {
    expect(real.files).not.toContain(WORKER_FILE);
    expect(existsSync(join(REAL_OUT_DIR, WORKER_FILE))).toBe(false);
    expect(real.files).toContain('index.html');
  });

  it('emits no MSW code', () => {
    expect(real.js.size).toBeGreaterThan(0);
    for (const marker of MSW_MARKERS) {
      expect(filesContaining(real, marker), `files with marker ${JSON.stringify(marker)}`).toEqual([]);
    }
  });

  it('emits no demo panel, not even as an unused chunk', () => {
    for (const marker of DEMO_PANEL_MARKERS) {
      expect(filesContaining(real, marker), `files with marker ${JSON.stringify(marker)}`).toEqual([]);
    }
    expect(real.files.filter((file) => file.includes('demo-panel'))).toEqual([]);
  });

  it('points the API client at VITE_API_URL', () => {
    expect([...real.js.values()].some((code) => code.includes(REAL_API_URL))).toBe(true);
  });

  it('ships a default /config.json: the build-time API URL, or nothing in a demo build', async () => {
    expect(JSON.parse(await readFile(join(REAL_OUT_DIR, 'config.json'), 'utf8'))).toEqual({
      apiUrl: REAL_API_URL,
    });
    expect(JSON.parse(await readFile(join(DEMO_OUT_DIR, 'config.json'), 'utf8'))).toEqual({});
  });
});

describe('styled-components without the vendor prefixer it never runs (docs/performance.md#queries-and-bundles)', () => {
  // Words only the prefixer's tables hold: the app's own styles use none of them.
  const PREFIXER_MARKERS = ['fill-available', 'box-pack', '-ms-'];

  it('leaves the prefixer out of both builds', () => {
    for (const build of [real, demo]) {
      for (const marker of PREFIXER_MARKERS) {
        expect(filesContaining(build, marker), `files with ${JSON.stringify(marker)}`).toEqual([]);
      }
    }
  });
});

describe("the route's code asked for beside the entry (docs/performance.md#route-preloads)", () => {
  it('index.html starts with one script for the first paint and the route preloads, and every file it names was built', async () => {
    // Throws when index.html loads no page start script.
    const { script, routes } = builtRoutePreloads(REAL_OUT_DIR);
    const html = await readFile(join(REAL_OUT_DIR, 'index.html'), 'utf8');
    // The first-paint scripts are in it (docs/performance.md#page-start), not requests of their own.
    expect(html).not.toMatch(/theme-init|language-init/);
    expect(script).toContain('data-theme');
    expect(script).toContain('prefers-color-scheme');
    expect(script).toContain('"zh-Hans"');
    // The favicon is in the page too: its own request cost more in headers than the icon weighs.
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg /);
    expect(Object.keys(routes)).toEqual(expect.arrayContaining(['/', '/login', '/register', '/rooms']));
    for (const files of Object.values(routes)) {
      for (const file of files) expect(real.files).toContain(file.slice(1));
    }
    // The room screens' code is for the room pages only.
    const roomScreens = routes['/rooms']?.find((file) => file.includes('room-screens'));
    expect(roomScreens).toBeDefined();
    expect(routes['/login']).not.toContain(roomScreens);
  });
});

describe('requests started before the entry has run (docs/performance.md#early-requests)', () => {
  it("a real-backend build makes each page's calls at opening itself, and leaves the API client's code for later there", () => {
    const { script, routes } = builtRoutePreloads(REAL_OUT_DIR);
    const calls = JSON.parse(script.match(/var \w+ ?= ?(\[\{.*?\])\.filter/)?.[1] ?? '[]') as {
      path: string;
      withToken: boolean;
      pages: string[];
    }[];
    expect(calls).toEqual([
      expect.objectContaining({
        path: ROOM_LIST_PATH,
        withToken: false,
        pages: ['/', '/applications', '/compare', '/rooms', '/searches', '/shortlist'],
      }),
      expect.objectContaining({
        path: APPLICATION_LIST_PATH,
        withToken: true,
        pages: ['/', '/applications', '/compare', '/rooms', '/shortlist'],
      }),
    ]);
    for (const page of ['/', '/applications', '/rooms', '/searches', '/shortlist']) {
      expect(
        routes[page]?.some((file) => file.includes('api-client')),
        page,
      ).toBe(false);
    }
    // Compare Rooms asks for more as it opens (each room's distance and geocode): the client comes with it.
    expect(routes['/compare']?.some((file) => file.includes('api-client'))).toBe(true);
  });

  it('a demo build starts no request: its mock API answers only once the app has started it', () => {
    const { script, routes } = builtRoutePreloads(DEMO_OUT_DIR);
    expect(script).not.toContain('fetch(');
    expect(routes['/rooms']?.some((file) => file.includes('api-client'))).toBe(true);
  });
});

describe('compile hints (docs/performance.md#compile-hints)', () => {
  it('marks the code a page runs on arrival for V8 to compile whole, and leaves code loaded on first use alone', async () => {
    const { routes } = builtRoutePreloads(REAL_OUT_DIR);
    const html = await readFile(join(REAL_OUT_DIR, 'index.html'), 'utf8');
    const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[\w-]+\.js)"/g)].map((match) => match[1] ?? '');
    const onArrival = new Set([
      ...entry,
      ...Object.values(routes).flatMap((files) => files.map((f) => f.slice(1))),
    ]);
    expect([...onArrival].some((file) => file.includes('startup'))).toBe(true);
    expect([...onArrival].some((file) => file.includes('room-screens'))).toBe(true);
    const hinted = (file: string) => real.js.get(file)?.startsWith(`${COMPILE_WHOLE_FILE}\n`);
    for (const file of onArrival) {
      // The page start script is classic, run once before the first paint: there is nothing to hint.
      if (!file.includes('page-start')) expect(hinted(file), file).toBe(true);
    }
    const onFirstUse = [...real.js.keys()].filter((file) =>
      /assets\/(toaster|virtual-room-grid)-/.test(file),
    );
    expect(onFirstUse).toHaveLength(2);
    for (const file of onFirstUse) expect(hinted(file), file).toBe(false);
  });
});

/** The URLs the app-shell worker precaches, read from the list injected into sw.js. */
function precachedUrls(build: Build): string[] {
  const worker = build.js.get(SHELL_WORKER_FILE) ?? '';
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '').sort();
}

describe('the app-shell worker (docs/offline.md#worker)', () => {
  it('precaches index.html and every code, style and image file of the build, in both builds', () => {
    for (const build of [demo, real]) {
      const precached = precachedUrls(build);
      expect(precached).toContain('index.html');
      const shellFiles = build.files.filter(
        (file) => /\.(?:js|css|svg|png)$/.test(file) && file !== SHELL_WORKER_FILE && file !== WORKER_FILE,
      );
      expect(shellFiles.length).toBeGreaterThan(10);
      expect(precached).toEqual(expect.arrayContaining(shellFiles));
      expect(precached).not.toContain(WORKER_FILE);
    }
  });

  it('carries the mock API in demo builds only', () => {
    const demoWorker = demo.js.get(SHELL_WORKER_FILE) ?? '';
    expect(demoWorker).toContain('importScripts');
    expect(demoWorker).toContain(WORKER_FILE);
    const realWorker = real.js.get(SHELL_WORKER_FILE) ?? '';
    expect(realWorker.length).toBeGreaterThan(0);
    expect(realWorker).not.toContain('importScripts');
    expect(realWorker).not.toContain(WORKER_FILE);
  });

  it('knows nothing of the real API: it cannot intercept or cache its calls', () => {
    expect(real.js.get(SHELL_WORKER_FILE)).not.toContain(new URL(REAL_API_URL).host);
  });
});

describe('the install manifest (docs/offline.md#installing)', () => {
  let html: string;
  let manifest: Record<string, unknown>;

  beforeAll(async () => {
    html = await readFile(join(REAL_OUT_DIR, 'index.html'), 'utf8');
    manifest = JSON.parse(await readFile(join(REAL_OUT_DIR, 'manifest.webmanifest'), 'utf8')) as Record<
      string,
      unknown
    >;
  }, SUITE_SETUP_TIMEOUT_MS);

  it('is linked from index.html, with a theme-color for each colour scheme', () => {
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: light\)"/);
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)"/);
  });

  it('names the app and opens it standalone at the root', () => {
    expect(manifest).toMatchObject({
      name: 'Student Rooms',
      short_name: 'Rooms',
      start_url: '/',
      display: 'standalone',
      // The themes' colours; tests/unit/first-paint-theme.test.ts ties these to the palettes.
      theme_color: webAppManifest.theme_color,
      background_color: webAppManifest.background_color,
    });
  });

  it('has 192 px and 512 px icons and a maskable one, each PNG of the size it claims', async () => {
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const png = await readFile(join(REAL_OUT_DIR, icon.src));
      // A PNG's width and height sit at bytes 16 and 20 of its IHDR chunk.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});
