import { expect, test } from '@playwright/test';
import { registerAndLogIn, setNetworkOffline } from './fixtures';

const ROOM = 'Headingley, Leeds';
const OFFLINE_BANNER = 'You are offline — showing saved data';
const REFUSED = 'You are offline. Apply and cancel will work again when you are back online.';

test('offline: the banner, the saved data, and an apply refused without any request; back online it works once', async ({
  page,
}) => {
  await registerAndLogIn(page);

  const applyRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/applications\/?$/.test(new URL(request.url()).pathname)) {
      applyRequests.push(request.url());
    }
  });

  await page.goto('/rooms');
  const card = page.getByRole('article', { name: ROOM });
  await expect(card).toBeVisible();

  await setNetworkOffline(page, true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Apply for ${ROOM}` }).click();
  await expect(page.getByText(REFUSED)).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveCount(0);
  expect(applyRequests).toHaveLength(0);

  await setNetworkOffline(page, false);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  await card.getByRole('button', { name: `Apply for ${ROOM}` }).click();
  await expect(page.getByText('Application submitted! Status: Pending')).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText('pending');
  expect(applyRequests).toHaveLength(1);
});

test('a reload keeps the applications made before it', async ({ page }) => {
  await registerAndLogIn(page);
  await page.goto('/rooms');
  const card = page.getByRole('article', { name: ROOM });
  await card.getByRole('button', { name: `Apply for ${ROOM}` }).click();
  await expect(page.getByText('Application submitted! Status: Pending')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article', { name: ROOM }).locator('[data-status]')).toHaveText('pending');
  await page.goto('/applications');
  await expect(
    page.getByRole('list', { name: 'Applications' }).getByRole('article', { name: ROOM }),
  ).toBeVisible();
});
