// A redeploy with another API_URL under the same origin (docs/deploying.md#redeploys): a returning visitor,
// whose app-shell worker cached index.html under the first start's policy, must keep working under the
// second start's config, with no CSP violation. This test starts and stops its own nginx on its own port,
// serving the build the nginx run made (playwright.nginx.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { MOCK_API_PORT, NGINX_REDEPLOY_APP_PORT, TEST_HOST } from '../../scripts/test-servers.mjs';
import { recordCspViolations } from './csp';
import { logIn, register, uniqueEmail, waitForAppShellWorker } from './fixtures';

const ROOT = resolve(import.meta.dirname, '../..');
const ORIGIN = `http://${TEST_HOST}:${NGINX_REDEPLOY_APP_PORT}`;
// The same mock API under two names: two origins, as a move of the backend would have.
const FIRST_API_ORIGIN = `http://${TEST_HOST}:${MOCK_API_PORT}`;
const SECOND_API_ORIGIN = `http://localhost:${MOCK_API_PORT}`;
const BUILD_DIR = 'dist-nginx-e2e';

test.use({ baseURL: ORIGIN });

let nginx: ChildProcess | undefined;

/** `npm run preview:nginx` on this test's port with `apiUrl`; resolves once it serves /config.json. */
async function startNginx(apiUrl: string): Promise<void> {
  nginx = spawn(process.execPath, [resolve(ROOT, 'scripts/preview-nginx.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(NGINX_REDEPLOY_APP_PORT), PREVIEW_DIR: BUILD_DIR, API_URL: apiUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        try {
          const response = await fetch(`${ORIGIN}/config.json`);
          return ((await response.json()) as { apiUrl?: string }).apiUrl;
        } catch {
          return undefined;
        }
      },
      { timeout: 20_000 },
    )
    .toBe(apiUrl);
}

async function stopNginx(): Promise<void> {
  const running = nginx;
  nginx = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((done) => running.once('exit', done));
  running.kill('SIGTERM');
  await exited;
}

test.afterEach(stopNginx);

test('a restart with another API_URL leaves a returning visitor able to register, log in and see rooms', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await recordCspViolations(page);
  const password = 'secret-pass-1';

  await startNginx(FIRST_API_ORIGIN);
  const firstVisitor = uniqueEmail('before');
  await register(page, firstVisitor, password);
  await logIn(page, firstVisitor, password);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rooms', exact: true })
    .click();
  await expect(page.getByRole('article', { name: 'Whitechapel, London' })).toBeVisible();
  await waitForAppShellWorker(page);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Whitechapel, London' })).toBeVisible();

  // The redeploy: the same build, the same origin, the backend under another address.
  await stopNginx();
  await startNginx(SECOND_API_ORIGIN);

  // The same browser profile comes back; the worker it installed answers the navigation.
  await page.goto('/rooms');
  await expect(page.getByRole('article', { name: 'Whitechapel, London' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  const newcomer = uniqueEmail('after');
  const registered = page.waitForResponse((response) => response.url().endsWith('/users/register'));
  await register(page, newcomer, password);
  expect(new URL((await registered).url()).origin).toBe(SECOND_API_ORIGIN);

  const loggedIn = page.waitForResponse((response) => response.url().endsWith('/users/login'));
  await logIn(page, newcomer, password);
  expect((await loggedIn).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rooms', exact: true })
    .click();
  await expect(page.getByRole('article', { name: 'Whitechapel, London' })).toBeVisible();

  expect(violations).toEqual([]);
});
