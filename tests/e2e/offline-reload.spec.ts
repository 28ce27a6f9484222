import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  isRealBackendBuild,
  MOCK_API_ORIGIN,
  registerAndLogIn,
  savedQueryCacheText,
  setNetworkOffline,
  waitForAppShellWorker,
} from './fixtures';

// Runs against both builds: the demo (mock API inside the app-shell worker) and the real-backend build
// (HTTP mock API on its own origin). docs/offline.md says what works offline.
const OFFLINE_BANNER = 'You are offline — showing saved data';
const REFUSED = 'You are offline. Apply and cancel will work again when you are back online.';
// Both within the filtered link's maxPrice=600.
const APPLIED_ROOM = 'Headingley, Leeds';
const OTHER_ROOM = 'Selly Oak, Birmingham';

const isApplyRequest = (method: string, url: string) =>
  method === 'POST' && /\/applications\/?$/.test(new URL(url).pathname);

async function expectSavedRooms(page: Page) {
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  const applied = page.getByRole('article', { name: APPLIED_ROOM });
  await expect(applied).toBeVisible();
  await expect(applied.locator('[data-status]')).toHaveText(/^pending$/i);
}

test('with the network gone, a reload of /rooms, /applications and a filtered link shows the saved data', async ({
  page,
}) => {
  await registerAndLogIn(page);
  await page.goto('/rooms');
  const card = page.getByRole('article', { name: APPLIED_ROOM });
  await card.getByRole('button', { name: `Apply for ${APPLIED_ROOM}` }).click();
  await expect(page.getByText('Application submitted! Status: Pending')).toBeVisible();
  await page.goto('/applications');
  await expect(page.getByRole('list', { name: 'Applications' })).toBeVisible();
  await waitForAppShellWorker(page);
  // Saves are batched over a second.
  await expect.poll(() => savedQueryCacheText(page)).toContain('"status":"applied"');

  const applyRequests: string[] = [];
  page.on('request', (request) => {
    if (isApplyRequest(request.method(), request.url())) applyRequests.push(request.url());
  });
  await setNetworkOffline(page, true);

  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Room Listings' })).toBeVisible();
  await expectSavedRooms(page);

  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();
  await expectSavedRooms(page);

  await page.goto('/rooms?maxPrice=600');
  await expect(page.getByLabel('Max price')).toHaveValue('600');
  await expectSavedRooms(page);
  // Whitechapel costs more than 600 a month.
  await expect(page.getByRole('article', { name: 'Whitechapel, London' })).toHaveCount(0);

  const other = page.getByRole('article', { name: OTHER_ROOM });
  await other.getByRole('button', { name: `Apply for ${OTHER_ROOM}` }).click();
  await expect(page.getByText(REFUSED)).toBeVisible();
  expect(applyRequests).toHaveLength(0);

  await setNetworkOffline(page, false);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  await other.getByRole('button', { name: `Apply for ${OTHER_ROOM}` }).click();
  await expect(other.locator('[data-status]')).toHaveText('pending');
  await expect(page.getByText('Application submitted! Status: Pending')).toBeVisible();
  expect(applyRequests).toHaveLength(1);
});

/** 10,000 rooms in the backend's own shape, for the real-backend build's API. */
function tenThousandBackendRooms() {
  return Array.from({ length: 10_000 }, (_, index) => ({
    _id: `6b026b0adbdf01ad5c${index.toString(16).padStart(6, '0')}`,
    title: `Generated room ${index + 1}`,
    description: null,
    address: `${(index % 180) + 1} Test Street, Leeds`,
    price_per_month: 350 + ((index * 37) % 950),
    postcode: 'LS6 1AA',
  }));
}

/**
 * Makes the API answer 10,000 rooms and returns the page to open: the demo serves them from its scenario,
 * the real-backend build's HTTP API is answered here, in the backend's own shape.
 */
async function serveTenThousandRooms(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  if (!isRealBackendBuild(baseURL)) return '/rooms?scenario=ten-thousand-rooms';
  const body = JSON.stringify(tenThousandBackendRooms());
  await context.route(`${MOCK_API_ORIGIN}/rooms/`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  return '/rooms';
}

test('a 10,000-room list survives an offline reload', async ({ page, context, baseURL }) => {
  const roomsPage = await serveTenThousandRooms(context, baseURL);
  await registerAndLogIn(page);
  await page.goto(roomsPage);
  const count = page.getByRole('status').filter({ hasText: /^10000 rooms$/ });
  await expect(count).toBeVisible({ timeout: 15_000 });
  await waitForAppShellWorker(page);
  await expect.poll(() => savedQueryCacheText(page), { timeout: 15_000 }).toContain('"slicedListKeys"');

  await setNetworkOffline(page, true);
  await page.reload();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(count).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rooms' }).getByRole('article').first()).toBeVisible();
});

test('one visit is enough: register, log in, open Rooms in the app, and the next start works offline', async ({
  page,
}) => {
  // One page load; everything after it is in-app navigation, as a student's first session is.
  await registerAndLogIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Rooms', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Room Listings' })).toBeVisible();
  await expect(page.getByRole('article', { name: APPLIED_ROOM })).toBeVisible();
  // A few seconds: the worker installs (with the settings file) and the list is saved.
  await waitForAppShellWorker(page);
  await expect.poll(() => savedQueryCacheText(page)).toContain(APPLIED_ROOM.split(',')[0]);

  await setNetworkOffline(page, true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Room Listings' })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('article', { name: APPLIED_ROOM })).toBeVisible();
  await expect(page.getByText('Student Rooms cannot start')).toBeHidden();
});
