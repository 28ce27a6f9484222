import { expect, test } from '@playwright/test';
import { MOCK_API_ORIGIN, registerAndLogIn } from './fixtures';

// Real-backend mode only (playwright.real-backend.config.ts): here the API is a separate server that the
// browser can lose while the app's own files still load. In demo mode the API lives in the page itself.
const API_ORIGIN = MOCK_API_ORIGIN;

test('a reload with the network gone shows the saved rooms and application statuses under the offline banner', async ({
  page,
  context,
}) => {
  await registerAndLogIn(page);
  await page.goto('/rooms');
  const card = page.getByRole('article', { name: 'Whitechapel, London' });
  await card.getByRole('button', { name: 'Apply for Whitechapel, London' }).click();
  await expect(card.locator('[data-status]')).toHaveText('pending');
  await page.goto('/applications');
  await expect(page.getByRole('list', { name: 'Applications' })).toBeVisible();
  // The cache is saved at most once a second.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('student-rooms:query-cache') ?? ''))
    .toContain('"status":"applied"');

  const apiCalls: string[] = [];
  await context.route(`${API_ORIGIN}/**`, (route) => {
    apiCalls.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.goto('/rooms');
  // The app's own files still load; every API call fails as it would with the network gone.
  await expect(page.getByRole('heading', { name: 'Room Listings' })).toBeVisible();
  await context.setOffline(true);

  await expect(page.getByText('You are offline — showing saved data')).toBeVisible();
  const savedCard = page.getByRole('article', { name: 'Whitechapel, London' });
  await expect(savedCard).toBeVisible();
  await expect(savedCard.locator('[data-status]')).toHaveText('pending');
  await expect(page.getByText('Failed to fetch rooms.')).toHaveCount(0);
  expect(apiCalls.length).toBeGreaterThan(0);
});
