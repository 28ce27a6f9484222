import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { TEST_HOST, UPDATE_APP_PORT } from '../../scripts/test-servers.mjs';
import { registerAndLogIn, setNetworkOffline, waitForAppShellWorker } from './fixtures';

// A deploy replacing the build under an open tab (docs/offline.md#updates): build the demo twice, serve the
// first, swap in the second under the same origin, and check the tab is offered the new version and only
// switches when asked. Its own server and port, so the demo run's `vite preview` is untouched.
const ROOT = resolve(import.meta.dirname, '../..');
const ORIGIN = `http://${TEST_HOST}:${UPDATE_APP_PORT}`;
const BUILDS = { first: join(ROOT, 'dist-update-1'), second: join(ROOT, 'dist-update-2') } as const;
const UPDATE_BANNER = 'A new version is available.';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** Serves whichever build `root()` names, with the single-page fallback a real host has. */
function serveBuild(root: () => string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', ORIGIN).pathname));
    const file = join(root(), path);
    const isAppRoute = !extname(path);
    readFile(isAppRoute ? join(root(), 'index.html') : file).then(
      (body) => {
        const type = CONTENT_TYPES[isAppRoute ? '.html' : extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
        response.end(body);
      },
      () => {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
      },
    );
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(UPDATE_APP_PORT, TEST_HOST, () => resolveServer(server));
  });
}

const buildVersion = (page: Page) => page.locator('meta[name="app-version"]').getAttribute('content');

test.use({ baseURL: ORIGIN });

let current: string = BUILDS.first;
let server: Server;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const [version, outDir] of Object.entries(BUILDS)) {
    // One after the other: both builds write the route tree, and the machine has two cores.
    await promisify(execFile)(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        env: { ...process.env, VITE_API_URL: '', APP_VERSION: version },
      },
    );
  }
  server = await serveBuild(() => current);
});

test.afterAll(async () => {
  await new Promise((resolveClose) => server.close(resolveClose));
  await Promise.all(Object.values(BUILDS).map((dir) => rm(dir, { recursive: true, force: true })));
});

test('a new deployment is offered with a Reload button, and Reload shows it', async ({ page }) => {
  current = BUILDS.first;
  await page.goto('/login');
  await waitForAppShellWorker(page);
  expect(await buildVersion(page)).toBe('first');

  current = BUILDS.second;
  // The browser looks for a new worker on navigation; the old one still serves this page meanwhile.
  await registerAndLogIn(page);
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: UPDATE_BANNER });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  // Nothing switched by itself: the page is still the first build until the user asks.
  expect(await buildVersion(page)).toBe('first');

  await banner.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => buildVersion(page), { timeout: 20_000 }).toBe('second');
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
  await expect(banner).toBeHidden();

  // The old worker never serves the old index.html again, offline included.
  await setNetworkOffline(page, true);
  await page.reload();
  expect(await buildVersion(page)).toBe('second');
});
