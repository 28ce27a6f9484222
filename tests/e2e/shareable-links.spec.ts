import { expect, test, type Page } from '@playwright/test';
import { logIn, register, roomCardCount, uniqueEmail } from './fixtures';

// Filters live in the URL: a link reproduces the results, Back and Forward restore earlier searches, and a
// malformed link falls back to the full list. Every screen also reflows without sideways scrolling.

const roomCards = (page: Page) => page.getByRole('list', { name: 'Rooms' }).getByRole('article');
const applicationItems = (page: Page) =>
  page.getByRole('list', { name: 'Applications' }).getByRole('article');

/** A new account per test: the real-backend run shares one database between tests. */
async function signIn(page: Page): Promise<void> {
  const email = uniqueEmail('links');
  await register(page, email, 'secret-pass-1');
  await logIn(page, email, 'secret-pass-1');
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
}

/** Applies for the first room and waits until the server has confirmed it. */
async function applyForFirstRoom(page: Page): Promise<void> {
  await page.goto('/rooms');
  const card = roomCards(page).first();
  await card.getByRole('button', { name: /^Apply for / }).click();
  await expect(card.getByRole('button', { name: /^Cancel Application/ })).toBeEnabled();
}

/** Goes to Your Applications through the navigation bar (its menu on narrow screens), as a user would. */
async function openApplications(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await nav.getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();
}

async function search(page: Page, location: string): Promise<void> {
  await page.getByLabel('Location').fill(location);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('a filtered link opened in another tab shows the same rooms and the same filters', async ({
  page,
  context,
}) => {
  await signIn(page);
  const link = '/rooms?location=leeds&maxPrice=500';
  await page.goto(link);
  await expect(roomCards(page)).toHaveCount(1);
  await expect(roomCards(page)).toHaveAccessibleName('Shared house room in Hyde Park, Leeds');

  // Same browser context, so the same signed-in session, as a link opened in a new tab.
  const other = await context.newPage();
  await other.goto(link);
  await expect(roomCards(other)).toHaveCount(1);
  await expect(roomCards(other)).toHaveAccessibleName('Shared house room in Hyde Park, Leeds');
  await expect(other.getByLabel('Location')).toHaveValue('leeds');
  await expect(other.getByLabel('Max Price')).toHaveValue('500');
});

test('Back and Forward restore earlier searches, results and form alike', async ({ page }) => {
  await signIn(page);
  await page.goto('/rooms');
  const total = await roomCardCount(page);

  await search(page, 'leeds');
  await expect(page).toHaveURL(/\/rooms\?location=leeds$/);
  await expect(roomCards(page)).toHaveCount(2);
  await search(page, 'london');
  await expect(page).toHaveURL(/\/rooms\?location=london$/);
  const londonCount = await roomCardCount(page);
  expect(londonCount).toBeGreaterThan(2);

  await page.goBack();
  await expect(page).toHaveURL(/\/rooms\?location=leeds$/);
  await expect(roomCards(page)).toHaveCount(2);
  await expect(page.getByLabel('Location')).toHaveValue('leeds');

  await page.goBack();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(roomCards(page)).toHaveCount(total);
  await expect(page.getByLabel('Location')).toHaveValue('');

  await page.goForward();
  await expect(roomCards(page)).toHaveCount(2);
  await page.goForward();
  await expect(page).toHaveURL(/\/rooms\?location=london$/);
  await expect(roomCards(page)).toHaveCount(londonCount);
  await expect(page.getByLabel('Location')).toHaveValue('london');

  await applyForFirstRoom(page);
  await openApplications(page);
  await expect(applicationItems(page)).toHaveCount(1);
  await page.getByLabel('Status').selectOption('cancelled');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/applications\?status=cancelled$/);
  await expect(page.getByText('No applications found for your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(applicationItems(page)).toHaveCount(1);
  await page.goBack();
  await expect(page.getByLabel('Status')).toHaveValue('cancelled');
  await expect(page.getByText('No applications found for your criteria.')).toBeVisible();
  await page.goForward();
  await expect(page.getByLabel('Status')).toHaveValue('');
  await expect(applicationItems(page)).toHaveCount(1);
});

test('malformed filters in a link fall back to the unfiltered list', async ({ page }) => {
  await signIn(page);
  await page.goto('/rooms');
  const rooms = await roomCardCount(page);
  await page.goto('/rooms?maxPrice=abc');
  await expect(roomCards(page)).toHaveCount(rooms);
  await expect(page.getByLabel('Max Price')).toHaveValue('');

  await applyForFirstRoom(page);
  await openApplications(page);
  await expect(applicationItems(page)).toHaveCount(1);
  await page.goto('/applications?status=bogus&date=2026-99-99');
  await expect(applicationItems(page)).toHaveCount(1);
  await expect(page.getByLabel('Status')).toHaveValue('');
  await expect(page.getByLabel('Date')).toHaveValue('');
});

/** Visits every screen at this width and reports any that scroll sideways. */
async function expectReflowEverywhere(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  const overflowing: string[] = [];
  const check = async (screen: string) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) overflowing.push(`${screen} by ${overflow} px`);
  };

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await check('Login');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await check('Register');

  const email = uniqueEmail('reflow');
  await register(page, email, 'secret-pass-1');
  await logIn(page, email, 'secret-pass-1');
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
  await page.getByRole('button', { name: 'Browse Rooms' }).click();
  await page.getByRole('button', { name: 'View Applications' }).click();
  await expect(roomCards(page).first()).toBeVisible();
  await expect(page.getByText('No applications found for your criteria.')).toBeVisible();
  await check('Home with both lists open');

  await applyForFirstRoom(page);
  await check('Rooms');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await check('the open menu');
  await openApplications(page);
  await expect(applicationItems(page)).toHaveCount(1);
  await check('Applications');

  await page.goto('/rooms?location=atlantis');
  await expect(page.getByText('No rooms found for your criteria.')).toBeVisible();
  await check('Rooms, nothing found');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await check('Not found');

  expect(overflowing, `screens scrolling sideways at ${width} px`).toEqual([]);
}

test('200 % zoom of a 1280 px window (640 CSS px) needs no sideways scrolling on any screen', async ({
  page,
}) => {
  await expectReflowEverywhere(page, 640);
});

test('nothing scrolls sideways at 320 px on any screen', async ({ page }) => {
  await expectReflowEverywhere(page, 320);
});
