import { expect, test, type Page, type Request } from '@playwright/test';
import { logIn, register, registerAndLogIn, savedQueryCacheText, uniqueEmail } from './fixtures';

// Performance hygiene that can be checked without timing anything: no refetch storms between screens (the
// long-list checks are in long-room-list.spec.ts). Timing figures belong to `npm run bench`, never here.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const grid = (page: Page) => page.getByRole('list', { name: 'Rooms' });

const isRoomsListRequest = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/rooms/');

async function expectHome(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible({
    timeout: 10_000,
  });
}

test('Rooms, Applications, Home and Rooms again ask for the room list once (staleTime 60 s)', async ({
  page,
}) => {
  const email = uniqueEmail('perf');
  await register(page, email, 'secret-pass-1');
  const roomRequests: Request[] = [];
  // In demo mode the mock service worker answers these; the page's fetches are still reported here
  // (fromServiceWorker), which the check below makes sure of, so the count cannot pass vacuously.
  page.on('request', (request) => {
    if (isRoomsListRequest(request)) roomRequests.push(request);
  });
  await logIn(page, email, 'secret-pass-1');
  await expectHome(page);

  // Home asks for the list ahead of the click (docs/offline.md#rooms-at-once); Rooms then uses it.
  await nav(page).getByRole('link', { name: 'Rooms', exact: true }).click();
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  await expect.poll(() => roomRequests.length).toBe(1);
  const response = await roomRequests[0]?.response();
  expect(response?.ok()).toBe(true);

  await nav(page).getByRole('link', { name: 'Applications', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
  // Hovering a link preloads its route (and its loader's prefetch): that must not refetch either.
  await nav(page).getByRole('link', { name: 'Rooms', exact: true }).hover();
  await nav(page).getByRole('link', { name: 'Rooms', exact: true }).click();
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  // Give a stray refetch the chance to show itself before counting: waiting for something not to happen.
  // eslint-disable-next-line playwright/no-wait-for-timeout
  await page.waitForTimeout(500);
  expect(roomRequests).toHaveLength(1);
});

test('one page load asks for the room list once, with saved data restored too', async ({ page }) => {
  await registerAndLogIn(page);
  await page.goto('/rooms');
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  // The list is saved for the next load (batched over a second).
  await expect.poll(() => savedQueryCacheText(page)).toContain('"rooms","list"');

  const roomRequests: Request[] = [];
  page.on('request', (request) => {
    if (isRoomsListRequest(request)) roomRequests.push(request);
  });
  await page.reload();
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  await expect.poll(() => roomRequests.length).toBe(1);
  // Give a second request (a revalidation after the restore) the chance to show itself before counting.
  // eslint-disable-next-line playwright/no-wait-for-timeout
  await page.waitForTimeout(1500);
  expect(roomRequests).toHaveLength(1);
});

test('a first visit loads one document: the redirect to Login and the router tagging the entry stay in the page', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      documents.push(request.url());
  });
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Frooms$/);
  // The worker's install and the mock API's start must not reload the page either.
  await page.evaluate(() => navigator.serviceWorker.ready);
  // eslint-disable-next-line playwright/no-wait-for-timeout
  await page.waitForTimeout(1000);
  expect(documents).toHaveLength(1);
});

test('React takes over from the painted shell with the page itself, never an empty page between them, returning too', async ({
  page,
}) => {
  // What #root holds after each change: the shell, nothing, or the app.
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { __rootStates: string[] }).__rootStates = states;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      const state = root.children.length === 0 ? 'empty' : root.querySelector('.app-shell') ? 'shell' : 'app';
      // From the shell on: the parser inserts #root before the shell inside it.
      if (states.length === 0 && state !== 'shell') return;
      if (states.at(-1) !== state) states.push(state);
    }).observe(document, { childList: true, subtree: true });
  });
  const rootStates = () =>
    page.evaluate(() => (window as unknown as { __rootStates: string[] }).__rootStates);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await rootStates()).toEqual(['shell', 'app']);

  await registerAndLogIn(page);
  await page.goto('/rooms');
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  expect(await rootStates()).toEqual(['shell', 'app']);

  // A returning visitor, whose rooms come from the saved data.
  await expect.poll(() => savedQueryCacheText(page)).toContain('"rooms","list"');
  await page.reload();
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  expect(await rootStates()).toEqual(['shell', 'app']);
});
