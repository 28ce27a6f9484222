import { expect, test, type Page } from '@playwright/test';
import { logIn, register, uniqueEmail } from './fixtures';

// A click the user makes the moment a page appears after logging in must win over anything the login
// itself still had in flight. Runs in the demo build and, through playwright.real-backend.config.ts,
// against the HTTP mock API.

const PASSWORD = 'secret-pass-1';
const TRIES = 20;

/** Clicks the navigation bar's Rooms link and checks the user stays on /rooms with rooms shown. */
async function clickRoomsAndStay(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rooms', exact: true })
    .click();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page.getByRole('list', { name: 'Rooms' }).getByRole('article').first()).toBeVisible();
  // A late redirect came about 50 ms after the click; give one several times that, then look again.
  // eslint-disable-next-line playwright/no-wait-for-timeout
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page.getByRole('heading', { name: 'Room Listings' })).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('a click right after logging in is never lost', () => {
  // Twenty logins and checks in a row: more than the default time for one test.
  test.describe.configure({ timeout: 120_000 });

  test(`clicking Rooms the moment Home appears ends on /rooms, ${TRIES} times in a row`, async ({ page }) => {
    const email = uniqueEmail('race');
    await register(page, email, PASSWORD);
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      await test.step(`try ${attempt}`, async () => {
        await logIn(page, email, PASSWORD);
        await page.waitForURL((url) => url.pathname === '/');
        await clickRoomsAndStay(page);
        await logOut(page);
      });
    }
  });

  test('through /login?redirect=/applications, clicking Rooms the moment Applications shows ends on /rooms', async ({
    page,
  }) => {
    const email = uniqueEmail('race');
    await register(page, email, PASSWORD);
    await page.goto('/applications');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapplications$/);
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/applications');
    await clickRoomsAndStay(page);
  });

  test('a login in tab A takes tab B from /login to Home once, and then B stays where its user clicks', async ({
    context,
  }) => {
    const tabA = await context.newPage();
    const email = uniqueEmail('race');
    await register(tabA, email, PASSWORD);
    const tabB = await context.newPage();
    await tabB.goto('/login');
    await expect(tabB.getByRole('heading', { name: 'Login' })).toBeVisible();
    const pathsOfB: string[] = [];
    tabB.on('framenavigated', (frame) => {
      if (frame === tabB.mainFrame()) pathsOfB.push(new URL(frame.url()).pathname);
    });

    await logIn(tabA, email, PASSWORD);
    await expect(tabA.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
    await tabB.waitForURL((url) => url.pathname === '/');
    await clickRoomsAndStay(tabB);
    expect(pathsOfB).toEqual(['/', '/rooms']);
  });
});
