// Production delivery through deploy/nginx.conf (playwright.nginx.config.ts; docs/deploying.md): the real-
// backend build under `npm run preview:nginx`, the HTTP mock API on another origin.
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { MOCK_API_PORT, NGINX_ALT_APP_PORT, NGINX_APP_PORT, TEST_HOST } from '../../scripts/test-servers.mjs';
import { recordCspViolations } from './csp';
import { logIn, register, uniqueEmail } from './fixtures';

const APP_URL = `http://${TEST_HOST}:${NGINX_APP_PORT}`;
const ALT_APP_URL = `http://${TEST_HOST}:${NGINX_ALT_APP_PORT}`;
// The same mock API under two names: two origins, as two deployments of one build would have.
const API_ORIGIN = `http://${TEST_HOST}:${MOCK_API_PORT}`;
const ALT_API_ORIGIN = `http://localhost:${MOCK_API_PORT}`;
// What playwright.nginx.config.ts gives the first start as ERROR_REPORT_URL.
const ERROR_REPORT_URL = `${API_ORIGIN}/__error-reports`;

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The CSP's directives by name. */
function cspDirectives(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(response: APIResponse, apiOrigin = API_ORIGIN) {
  const headers = response.headers();
  const csp = cspDirectives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'", apiOrigin]);
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  }
}

async function get(page: Page, path: string, baseUrl = APP_URL) {
  return page.request.get(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
}

test('caching headers, gzip and every security header', async ({ page }) => {
  const index = await get(page, '/');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe(NO_CACHE);
  expect(index.headers()['content-encoding']).toBe('gzip');
  expectSecurityHeaders(index);

  const html = await index.text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script, 'the entry chunk in index.html').toBeDefined();
  const chunk = await get(page, script!);
  expect(chunk.headers()['cache-control']).toBe(IMMUTABLE);
  expect(chunk.headers()['content-type']).toContain('javascript');
  expect(chunk.headers()['content-encoding']).toBe('gzip');
  expectSecurityHeaders(chunk);

  const config = await get(page, '/config.json');
  expect(config.headers()['cache-control']).toBe(NO_CACHE);
  expect(config.headers()['content-type']).toContain('application/json');
  expect(config.headers()['content-encoding']).toBe('gzip');

  const favicon = await get(page, '/favicon.svg');
  expect(favicon.headers()['cache-control']).toBe('public, max-age=3600');
  expect(favicon.headers()['content-encoding']).toBe('gzip');

  // The app-shell service worker and the install manifest: never cached, so a deploy is seen at once.
  const worker = await get(page, '/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe(NO_CACHE);
  expect(worker.headers()['content-encoding']).toBe('gzip');
  const manifest = await get(page, '/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe(NO_CACHE);

  // A real-backend build has no mock worker; a missing script is a 404, never index.html.
  const missing = await get(page, '/mockServiceWorker.js');
  expect(missing.status()).toBe(404);
  const missingChunk = await get(page, '/assets/no-such-chunk.js');
  expect(missingChunk.status()).toBe(404);
  expect(missingChunk.headers()['cache-control']).toBeUndefined();
  expectSecurityHeaders(missingChunk);
});

test('CSS chunks are compressed and cached for good', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  // The toaster's stylesheet loads with the page's first use (docs/performance.md#first-load).
  await page.getByLabel('Email').focus();
  const cssChunk = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .find((path) => path.startsWith('/assets/') && path.endsWith('.css')),
    );
  await expect.poll(cssChunk).toBeDefined();
  const stylesheet = await cssChunk();
  expect(stylesheet, 'a CSS chunk loaded once the login form is used').toBeDefined();
  const css = await get(page, stylesheet!);
  expect(css.headers()['cache-control']).toBe(IMMUTABLE);
  expect(css.headers()['content-encoding']).toBe('gzip');
});

test('deep links and reloads get the app, with index.html never cached', async ({ page }) => {
  for (const path of ['/rooms', '/applications?status=pending', '/some/unknown/page']) {
    const response = await get(page, path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toBe(NO_CACHE);
  }
  const email = uniqueEmail('deep-link');
  await register(page, email, 'secret-pass-1');
  // A deep link while logged out goes to Login, then back where it pointed.
  await page.goto('/applications');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page, email, 'secret-pass-1');
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();
  await page.goto('/some/unknown/page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});

test('control: the CSP is enforced, and the listener sees a violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true;';
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]).toContain('script-src');
  expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
});

test('a whole session causes no CSP violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const email = uniqueEmail('csp');
  const password = 'secret-pass-1';
  await register(page, email, password);
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Rooms', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Room Listings' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Whitechapel, London' });
  await card.getByRole('button', { name: /Get Weather/ }).click();
  await expect(page.getByText('Weather data fetched! (demo)')).toBeVisible();
  await card.getByRole('button', { name: /Refresh/ }).click();
  await expect(page.getByText('Distance updated!')).toBeVisible();

  await card.getByRole('button', { name: 'Apply for Whitechapel, London' }).click();
  await expect(page.getByText('Application submitted! Status: Pending')).toBeVisible();
  await card.getByRole('button', { name: /Cancel Application/ }).click();
  await expect(page.getByText('Application cancelled.')).toBeVisible();

  await nav.getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Applications' }).getByRole('article')).toHaveCount(1);

  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('one build, started with two API_URL values, calls two API origins', async ({ page }) => {
  const [first, second] = [await get(page, '/', APP_URL), await get(page, '/', ALT_APP_URL)];
  expect(await second.text(), 'the same build behind both').toBe(await first.text());
  expectSecurityHeaders(second, ALT_API_ORIGIN);

  for (const [appUrl, apiOrigin, config] of [
    [APP_URL, API_ORIGIN, { apiUrl: API_ORIGIN, errorReportUrl: ERROR_REPORT_URL }],
    [ALT_APP_URL, ALT_API_ORIGIN, { apiUrl: ALT_API_ORIGIN }],
  ] as const) {
    expect(await (await get(page, '/config.json', appUrl)).json()).toEqual(config);
    await page.goto(`${appUrl}/login`);
    const answer = page.waitForResponse((response) => response.url().endsWith('/users/login'));
    await logIn(page, uniqueEmail('nobody'), 'wrong-password');
    const response = await answer;
    expect(new URL(response.url()).origin).toBe(apiOrigin);
    expect(response.status()).toBe(401);
  }
});

test('a bad config file gets a message naming it, not a blank page', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.route('**/config.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"apiUrl": ' }),
  );
  await page.goto('/login');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Student Rooms cannot start' })).toBeVisible();
  await expect(alert).toContainText('The settings file /config.json is not valid JSON.');

  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('The settings file /config.json is missing');
  expect(violations).toEqual([]);
});

test('an unexpected error is POSTed to the configured endpoint, redacted, within the CSP', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const reportSent = page.waitForRequest(
    (request) => request.url() === ERROR_REPORT_URL && request.method() === 'POST',
  );
  // A throw nothing catches, carrying a token and an email, as a bug might.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Boom for student@uni.example with Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln');
    });
  });
  const body = (await reportSent).postDataJSON() as { reports: { source: string; message: string }[] };
  expect(body.reports).toEqual([
    expect.objectContaining({ source: 'window-error', message: 'Boom for [email] with Bearer [token]' }),
  ]);
  expect(violations).toEqual([]);
});
