import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn } from './fixtures';

// `npm run replay` is a separate server (Vite's dev server with VITE_MOCK_HAR), so this spec starts the
// real script on a free port for its own tests and stops it afterwards: what is tested is what QA runs.
// Serial, so that both tests share one server in one worker.
test.describe.configure({ mode: 'serial' });

const ROOT = resolve(import.meta.dirname, '../..');
const SESSION_HAR = 'tests/fixtures/session.har';
const SERVER_START_TIMEOUT_MS = 90_000;
const RECORDED_ROOMS = ['Replay Loft, Bath', 'Replay Studio, York', 'Replay Terrace Room, Durham'];

let replay: ChildProcess | undefined;
let origin = '';
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run replay exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`npm run replay did not serve ${url} in time:\n${output}`);
}

/** Stops the server and everything it started: it leads its own process group. */
async function stopReplay(): Promise<void> {
  const child = replay;
  replay = undefined;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 10_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  replay = spawn(process.execPath, ['scripts/replay.mjs', SESSION_HAR, '--port', String(port)], {
    cwd: ROOT,
    // INIT_CWD is what npm would set; the HAR path is relative to it.
    env: { ...process.env, INIT_CWD: ROOT, NO_COLOR: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  replay.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  replay.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilServing(`${origin}/__replay/session.har`, replay);
});

test.afterAll(stopReplay);

test('serves the rooms and applications of the recorded session', async ({ page }) => {
  // The dev server compiles modules on first request, which makes the first load slower than a build's.
  test.setTimeout(90_000);
  await page.goto(`${origin}/login`);
  // The recorded login answers whatever is typed.
  await logIn(page, 'replay@student.test', 'anything');
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible({
    timeout: 30_000,
  });

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rooms', exact: true })
    .click();
  for (const name of RECORDED_ROOMS) {
    await expect(page.getByRole('article', { name })).toBeVisible({ timeout: 30_000 });
  }
  await expect(page.getByText('3 rooms', { exact: true })).toBeVisible();
  // Nothing comes from the stateful mock's seed.
  await expect(page.getByRole('article', { name: 'Whitechapel, London' })).toHaveCount(0);

  // The York application was accepted before the recording started.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
  const york = page.getByRole('list', { name: 'Applications' }).getByRole('article', {
    name: 'Replay Studio, York',
  });
  await expect(york.locator('[data-status]')).toHaveText('Accepted');
});

test('replays the recorded lookups and says so in the demo panel', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${origin}/login`);
  await logIn(page, 'someone@else.test', 'x');
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rooms', exact: true })
    .click();

  const bath = page.getByRole('article', { name: 'Replay Loft, Bath' });
  await bath.getByRole('button', { name: /Get Weather/ }).click();
  await expect(page.getByText('Weather data fetched! (demo)')).toBeVisible();
  await bath.getByRole('button', { name: /Refresh/ }).click();
  await expect(page.getByText('Distance updated!')).toBeVisible();
  await expect(bath.getByText(/^\d+\.\d km$/)).toBeVisible();

  // Calls the recording never made answer a clear 404 rather than reaching the stateful mock.
  const york = page.getByRole('article', { name: 'Replay Studio, York' });
  await york.getByRole('button', { name: /Get Weather/ }).click();
  await expect(page.getByText('Failed to get weather.')).toBeVisible();

  await page.getByRole('button', { name: 'Demo panel' }).click();
  await expect(page.getByRole('dialog', { name: 'Demo panel' })).toContainText('session.har');
});
