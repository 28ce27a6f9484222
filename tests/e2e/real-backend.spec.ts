import { expect, test, type Request } from '@playwright/test';
import { logIn, MOCK_API_ORIGIN, register, registerAndLogIn, uniqueEmail } from './fixtures';

// Only playwright.real-backend.config.ts runs this file: the app is built with VITE_API_URL and talks to
// `npm run mock-api` on another origin, so nothing of the in-browser mock may be left.

const API_ORIGIN = MOCK_API_ORIGIN;

test('the app talks to the backend over HTTP, past the app-shell worker, with no demo badge', async ({
  page,
}) => {
  const apiRequests: string[] = [];
  const apiAnsweredByWorker: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === API_ORIGIN) apiRequests.push(request.url());
  });
  page.on('response', (response) => {
    const fromApi = new URL(response.url()).origin === API_ORIGIN;
    if (fromApi && response.fromServiceWorker()) apiAnsweredByWorker.push(response.url());
  });

  const email = uniqueEmail('real');
  await register(page, email, 'secret-pass-1');
  await expect(page.getByText('Demo data')).toHaveCount(0);
  await logIn(page, email, 'secret-pass-1');
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
  await expect(page.getByText('Demo data')).toHaveCount(0);

  // An authorised cross-origin GET needs a CORS preflight; the list only shows if the browser allowed it.
  const applications = page.waitForResponse(
    (response) => response.url() === `${API_ORIGIN}/applications/` && response.request().method() === 'GET',
  );
  await page.goto('/applications');
  expect((await applications).status()).toBe(200);
  await expect(page.getByText('No applications found for your criteria.')).toBeVisible();

  expect(apiRequests).toEqual(
    expect.arrayContaining([
      `${API_ORIGIN}/users/register`,
      `${API_ORIGIN}/users/login`,
      `${API_ORIGIN}/applications/`,
    ]),
  );
  // The one worker is the app shell (docs/offline.md#worker), and it never answers an API call.
  const workers = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const registrations = await navigator.serviceWorker.getRegistrations();
    return registrations.map((registration) => new URL(registration.active?.scriptURL ?? '').pathname);
  });
  expect(workers).toEqual(['/sw.js']);
  expect(apiAnsweredByWorker).toEqual([]);
});

test('the build serves no mock service worker script', async ({ request }) => {
  const response = await request.get('/mockServiceWorker.js');
  const body = await response.text();
  expect(body).not.toContain('Mock Service Worker');
  // Either no such file, or the preview server's SPA fallback: the app's HTML, not a script.
  const servedHtml = response.status() !== 404;
  expect(servedHtml ? response.headers()['content-type'] : 'text/html').toMatch(/^text\/html/);
  expect(servedHtml ? body : '<div id="root"').toContain('<div id="root"');
});

test.describe("with the app's code arriving after the route preload script, as on a phone", () => {
  // The script starts nothing once the app has started: on a warm cache the entry may run first, and the
  // app then asks for the list itself, still once. Here the entry is held until the script has asked, so
  // the check is of the early request, every run. No worker, whose answers the hold could not see.
  test.use({ serviceWorkers: 'block' });

  test("a signed-in page load asks for the room list once, before the app's code has run", async ({
    page,
  }) => {
    await registerAndLogIn(page);
    // Home, where logging in lands, asks for the list too: its document must be gone before counting.
    await page.goto('about:blank');
    const roomLists: Request[] = [];
    let earlyAsked: () => void = () => {};
    const early = new Promise<void>((resolve) => (earlyAsked = resolve));
    page.on('request', (request) => {
      if (request.url() !== `${API_ORIGIN}/rooms/` || request.method() !== 'GET') return;
      roomLists.push(request);
      if (request.resourceType() === 'fetch') earlyAsked();
    });
    await page.route(/\/assets\/startup-[^/]+\.js$/, async (route) => {
      // Released after a while regardless: a script that never asks fails the check below, not the run.
      await Promise.race([early, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await route.continue();
    });
    await page.goto('/rooms');
    await expect(page.getByRole('list', { name: 'Rooms' }).getByRole('article').first()).toBeVisible();
    // Give a second request (the app asking for itself) the chance to show itself before counting.
    // eslint-disable-next-line playwright/no-wait-for-timeout
    await page.waitForTimeout(1000);
    // One, and it is the route preload script's fetch (docs/performance.md#early-requests), not the app's own
    // client (XHR).
    expect(roomLists.map((request) => request.resourceType())).toEqual(['fetch']);
    expect(roomLists[0]?.headers()['authorization']).toBeUndefined();
  });
});
