import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import { MOCK_API_ORIGIN, REAL_BACKEND_APP_PORT } from '../../scripts/test-servers.mjs';

/** Where the real-backend run's HTTP mock API listens (playwright.real-backend.config.ts). */
export { MOCK_API_ORIGIN };

/** Whether the page is the real-backend build (playwright.real-backend.config.ts) rather than the demo. */
export const isRealBackendBuild = (baseURL: string | undefined): boolean =>
  baseURL !== undefined && new URL(baseURL).port === String(REAL_BACKEND_APP_PORT);

let counter = 0;

/** A unique address per test run, so runs never collide in the persisted demo database. */
export function uniqueEmail(prefix = 'student'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@uni.example`;
}

export async function register(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful! You can now login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The URL changes before the Login page has rendered: wait for it, so callers fill its form, not Register's.
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A fresh account, registered and logged in, with Home shown; returns its email. */
export async function registerAndLogIn(page: Page, password = 'secret-pass-1'): Promise<string> {
  const email = uniqueEmail();
  await register(page, email, password);
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
  return email;
}

/**
 * How many rooms the list shows, once every card is in the page: a short list renders the first screenful
 * with the search and the rest right after, each item saying the full count in aria-setsize.
 */
export async function roomCardCount(page: Page): Promise<number> {
  const items = page.getByRole('list', { name: 'Rooms' }).locator(':scope > li');
  await expect(items.first()).toBeVisible();
  const total = Number(await items.first().getAttribute('aria-setsize'));
  await expect(items).toHaveCount(total);
  return total;
}

/** The room grid's columns at each width the layout tests visit. */
export const GRID_COLUMNS_BY_WIDTH = [
  [375, 1],
  [768, 2],
  [1024, 3],
  [1280, 3],
] as const;

/** Today's date as the backend writes it (naive UTC), which is what the date filter compares with. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Resolves once the app-shell worker controls the page, so a reload can be served without a network. */
export async function waitForAppShellWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** Everything the app saved for offline use (IndexedDB), as text: polled until a save has landed. */
export function savedQueryCacheText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const opening = indexedDB.open('student-rooms');
        opening.onerror = () => resolve('');
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('query-cache')) return resolve('');
          const reading = database.transaction('query-cache').objectStore('query-cache').getAll();
          reading.onerror = () => resolve('');
          reading.onsuccess = () => {
            database.close();
            resolve(JSON.stringify(reading.result));
          };
        };
      }),
  );
}

/**
 * The keys in the saved searches' database ('searches:…', 'seen:…'), or none when the page never made it.
 * It is looked for first: opening a database that does not exist would make an empty one, without its store.
 */
export function savedSearchesKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some(({ name }) => name === 'student-rooms-saved-searches')) return [];
    return new Promise<string[]>((resolve) => {
      const opening = indexedDB.open('student-rooms-saved-searches');
      opening.onerror = () => resolve([]);
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains('per-user')) return resolve([]);
        const reading = database.transaction('per-user').objectStore('per-user').getAllKeys();
        reading.onerror = () => resolve([]);
        reading.onsuccess = () => {
          database.close();
          resolve(reading.result.map(String));
        };
      };
    });
  });
}

/**
 * Chooses العربية in the page's Language select (the navigation bar's, behind Menu on a phone; or the form
 * page's), as a user would, and waits for the page to turn right to left. The choice is saved, so later pages
 * stay in Arabic.
 */
export async function useArabic(page: Page): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Language' });
  // By its role in the bar, not its name: the name changes with the language.
  const menu = page.getByRole('navigation').locator('button[aria-expanded]');
  if (!(await select.first().isVisible()) && (await menu.isVisible())) await menu.click();
  await select.first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // A menu opened to reach the select is closed again, as the layout checks expect the bar at rest.
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'true')
    await page.keyboard.press('Escape');
}

/** An element's edges in the viewport, for layout checks by position rather than by pixels. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  const { x, y, width, height } = found!;
  return { left: x, right: x + width, top: y, bottom: y + height, center: x + width / 2 };
}

/** Where an element's text is, rather than its box: a label or a heading is as wide as its column. */
export async function textBox(locator: Locator) {
  const { left, right } = await locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rect = range.getBoundingClientRect();
    return { left: rect.left, right: rect.right };
  });
  return { left, right, center: (left + right) / 2 };
}

/** WCAG 1.4.10: the page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

const networkEmulation = new WeakMap<Page, { session: CDPSession; offline: boolean }>();

async function emulateNetwork(session: CDPSession, offline: boolean): Promise<void> {
  await session.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * Takes the page's network away (or gives it back) as airplane mode would: no request gets through, and the
 * page is told it is offline. Browsers differ in whether a new document still hears "offline" after a reload
 * under `setOffline`, so the emulation is applied again after every navigation of the page.
 */
export async function setNetworkOffline(page: Page, offline: boolean): Promise<void> {
  await page.context().setOffline(offline);
  let emulation = networkEmulation.get(page);
  if (!emulation) {
    const session = await page.context().newCDPSession(page);
    const created = { session, offline };
    emulation = created;
    networkEmulation.set(page, created);
    page.on('domcontentloaded', () => {
      if (created.offline) void emulateNetwork(session, true).catch(() => undefined);
    });
  }
  emulation.offline = offline;
  await emulateNetwork(emulation.session, offline);
}
