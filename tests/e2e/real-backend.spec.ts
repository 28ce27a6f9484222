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

  test("a signed-in page load asks for the room list and the applications once each, before the app's code has run", async ({
    page,
  }) => {
    await registerAndLogIn(page);
    // Home, where logging in lands, asks for the list too: its document must be gone before counting.
    await page.goto('about:blank');
    const calls: Request[] = [];
    const asked = new Set<string>();
    let earlyAsked: () => void = () => {};
    const early = new Promise<void>((resolve) => (earlyAsked = resolve));
    const clientCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/api-client-[^/]+\.js$/.test(request.url())) clientCode.push(request.url());
      const path = request.url().slice(API_ORIGIN.length);
      if (!request.url().startsWith(API_ORIGIN) || request.method() !== 'GET') return;
      if (path !== '/rooms/' && path !== '/applications/') return;
      calls.push(request);
      if (request.resourceType() === 'fetch') asked.add(path);
      if (asked.size === 2) earlyAsked();
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
    // One of each, and it is the route preload script's fetch (docs/performance.md#early-requests), not the
    // app's own client (XHR); only the applications carry the session's token.
    const summary = calls.map((request) => ({
      path: request.url().slice(API_ORIGIN.length),
      type: request.resourceType(),
      bearer: request.headers()['authorization']?.startsWith('Bearer ') ?? false,
    }));
    expect(summary).toEqual(
      expect.arrayContaining([
        { path: '/rooms/', type: 'fetch', bearer: false },
        { path: '/applications/', type: 'fetch', bearer: true },
      ]),
    );
    expect(summary).toHaveLength(2);
    // With both answers on their way, the page needs the API client's code only once it is used.
    expect(clientCode).toEqual([]);
    const firstCard = page.getByRole('list', { name: 'Rooms' }).getByRole('article').first();
    await firstCard.getByRole('button', { name: /^Apply for / }).click();
    await expect(firstCard.getByRole('button', { name: /^Cancel application for /i })).toBeVisible();
    expect(clientCode).toHaveLength(1);
  });

  test('a room the user has applied for offers Cancel Application from the first render of a first visit', async ({
    page,
    browser,
    baseURL,
  }) => {
    await registerAndLogIn(page);
    await page.goto('/rooms');
    const card = page.getByRole('list', { name: 'Rooms' }).getByRole('article').first();
    const apply = card.getByRole('button', { name: /^Apply for / });
    const applyLabel = (await apply.getAttribute('aria-label')) ?? '';
    await apply.click();
    await expect(card.getByRole('button', { name: /^Cancel application for /i })).toBeVisible();

    // The same session on a device with nothing saved: its token, no saved query cache, no worker.
    const device = await browser.newContext({
      storageState: await page.context().storageState(),
      serviceWorkers: 'block',
    });
    const visit = await device.newPage();
    await visit.addInitScript((label) => {
      const page = window as unknown as { applyShown: boolean };
      page.applyShown = false;
      new MutationObserver(() => {
        const buttons = [...document.querySelectorAll('button')];
        if (buttons.some((button) => button.getAttribute('aria-label') === label)) page.applyShown = true;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    }, applyLabel);
    let answered: () => void = () => {};
    const applicationsAnswered = new Promise<void>((resolve) => (answered = resolve));
    visit.on('response', (response) => {
      const isList =
        response.url() === `${API_ORIGIN}/applications/` && response.request().method() === 'GET';
      if (isList) answered();
    });
    // The app's code arrives after the answer, as on a phone.
    await visit.route(/\/assets\/startup-[^/]+\.js$/, async (route) => {
      await Promise.race([applicationsAnswered, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await route.continue();
    });
    await visit.goto(new URL('/rooms', baseURL).href);
    const sameCard = visit.getByRole('list', { name: 'Rooms' }).getByRole('article').first();
    await expect(sameCard.getByRole('button', { name: /^Cancel application for /i })).toBeVisible();
    expect(await visit.evaluate(() => (window as unknown as { applyShown: boolean }).applyShown)).toBe(false);
    await device.close();
  });
});
