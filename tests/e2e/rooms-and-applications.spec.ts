import { expect, test, type Page } from '@playwright/test';
import { registerAndLogIn, roomCardCount, todayUtc } from './fixtures';

const ROOM = 'Fallowfield, Manchester';

async function newSignedInUser(page: Page) {
  const email = await registerAndLogIn(page);
  return email;
}

test('apply from Rooms, cancel from Rooms, apply again, then cancel under Your Applications', async ({
  page,
}) => {
  await newSignedInUser(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rooms', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Room Listings' })).toBeVisible();

  const card = page.getByRole('article', { name: ROOM });
  await expect(card.getByText('$620/mo')).toBeVisible();

  await card.getByRole('button', { name: `Apply for ${ROOM}` }).click();
  await expect(page.getByText('Application submitted! Status: Pending')).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText('pending');

  await card.getByRole('button', { name: /Cancel Application/ }).click();
  await expect(page.getByText('Application cancelled.')).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText('cancelled');

  await card.getByRole('button', { name: `Apply for ${ROOM}` }).click();
  await expect(card.locator('[data-status]')).toHaveText('pending');
  await expect(card.getByRole('button', { name: /Cancel Application/ })).toBeEnabled();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Applications' });
  await expect(list.getByRole('article')).toHaveCount(2);

  await page.getByLabel('Status').selectOption('pending');
  await page.getByLabel('Date').fill(todayUtc());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(list.getByRole('article')).toHaveCount(1);
  const pending = list.getByRole('article', { name: ROOM });
  await expect(pending.getByText(`Applied on: ${todayUtc()}`)).toBeVisible();
  await expect(pending.locator('[data-status]')).toHaveText('Pending');

  await pending.getByRole('button', { name: /Cancel/ }).click();
  await expect(page.getByText('Application cancelled.').first()).toBeVisible();
  await expect(page.getByText('No applications found for your criteria.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.locator('[data-status]')).toHaveText(['Cancelled', 'Cancelled']);
});

test('filters rooms on Search and Reset shows them all again', async ({ page }) => {
  await newSignedInUser(page);
  await page.goto('/rooms');
  const grid = page.getByRole('list', { name: 'Rooms' });
  const total = await roomCardCount(page);

  await page.getByLabel('Location').fill('leeds');
  await page.getByLabel('Max Price').fill('500');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(grid.getByRole('article')).toHaveCount(1);
  await expect(grid.getByRole('article')).toHaveAccessibleName('Shared house room in Hyde Park, Leeds');

  await page.getByLabel('Language').fill('Klingon');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No rooms found for your criteria.')).toBeVisible();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(grid.getByRole('article')).toHaveCount(total);
});

test('Home toggles the embedded rooms and applications lists', async ({ page }) => {
  const email = await newSignedInUser(page);
  await expect(page.getByText(`Hello, ${email}!`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rooms' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Browse Rooms' }).click();
  await expect(page.getByRole('list', { name: 'Rooms' })).toBeVisible();
  await page.getByRole('button', { name: 'View Applications' }).click();
  await expect(page.getByText('No applications found for your criteria.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Browse Rooms' }).click();
  await expect(page.getByRole('list', { name: 'Rooms' })).toHaveCount(0);
  await page.getByRole('button', { name: 'View Applications' }).click();
  await expect(page.getByText('No applications found for your criteria.')).toHaveCount(0);
});

test('weather and distance come from the mock API', async ({ page }) => {
  await newSignedInUser(page);
  await page.goto('/rooms');
  const card = page.getByRole('article', { name: 'Whitechapel, London' });
  await card.getByRole('button', { name: /Get Weather/ }).click();
  await expect(card.getByText('Lat: 51.5074, Lng: -0.1278')).toBeVisible();
  await expect(page.getByText('Weather data fetched! (demo)')).toBeVisible();
  await card.getByRole('button', { name: /Refresh/ }).click();
  await expect(card.getByText(/^\d+\.\d km$/)).toBeVisible();
  await expect(page.getByText('Distance updated!')).toBeVisible();
});
