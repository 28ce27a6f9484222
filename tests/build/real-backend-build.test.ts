// @vitest-environment node
// A build aimed at a real backend must ship neither the mock service worker nor any MSW code. A demo build is
// made too, as a control: it must contain the very markers we look for, so the check cannot pass vacuously.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const REAL_API_URL = 'http://127.0.0.1:8000';
const REAL_OUT_DIR = join(ROOT, 'dist-real-backend');
const DEMO_OUT_DIR = join(ROOT, 'dist-demo-control');
const WORKER_FILE = 'mockServiceWorker.js';
// Each build takes seconds; the limits only stop a hung build from hanging the suite.
const BUILD_TIMEOUT_MS = 55_000;
const SUITE_SETUP_TIMEOUT_MS = 120_000;

// Strings from msw's browser bundle that survive minification; the demo control proves each one is a real marker.
const MSW_MARKERS = ['mockServiceWorker', 'mswjs.io', '[MSW]', 'msw/worker:stop', 'setupWorker'];
// The demo panel (src/features/demo) is demo-only as well: its id and its reset button's label.
const DEMO_PANEL_MARKERS = ['student-rooms-demo-panel', 'Reset demo data'];

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

describe('production build against a real backend', () => {
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
