import { expect, test, type Page } from '@playwright/test';
import { GRID_COLUMNS_BY_WIDTH, logIn } from './fixtures';
import { expectPhotosAfterCards, recordFirstFrameOfSearch } from './first-frame';

// A long room list (the many-rooms scenario, demo build only: playwright.real-backend.config.ts leaves this
// file out) stays a small DOM while keeping its list semantics, columns and keyboard focus. Timing figures
// belong to `npm run bench` and are never asserted here.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const grid = (page: Page) => page.getByRole('list', { name: 'Rooms' });
/** The grid's own items (a card's languages are a list too). */
const gridItems = (page: Page) => grid(page).locator('[aria-posinset]');

const DEMO = { email: 'demo@student.test', password: 'demo1234' } as const;

async function expectHome(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible({
    timeout: 10_000,
  });
}

test.describe('a long room list (many-rooms scenario, 5,000 rooms)', () => {
  test.beforeEach(async ({ page }) => {
    // The scenario is chosen as QA would, in the URL; each test has its own context and mock database.
    await page.goto('/login?scenario=many-rooms');
    await logIn(page, DEMO.email, DEMO.password);
    await expectHome(page);
    await nav(page).getByRole('link', { name: 'Rooms', exact: true }).click();
    await expect(gridItems(page).first()).toBeVisible({ timeout: 15_000 });
  });

  test('is a small DOM that still says how many rooms there are', async ({ page }) => {
    const items = gridItems(page);
    await expect(items.first()).toHaveAttribute('aria-setsize', '5000');
    await expect(items.first()).toHaveAttribute('aria-posinset', '1');
    expect(await grid(page).getByRole('article').count()).toBeLessThan(60);
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    expect(elements).toBeLessThan(3_000);

    // Scrolling far down brings those rooms in and keeps the DOM small.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect
      .poll(async () => Number(await items.first().getAttribute('aria-posinset')))
      .toBeGreaterThan(1_000);
    expect(await grid(page).getByRole('article').count()).toBeLessThan(60);
  });

  test('puts 1, 2 or 3 cards in a row by width, and follows a resize without losing focus', async ({
    page,
  }) => {
    // Focus in the second card: rebuilding the rows for a new column count must give it back.
    const refresh = grid(page)
      .getByRole('article')
      .nth(1)
      .getByRole('button', { name: /^Refresh distance for / });
    const label = await refresh.getAttribute('aria-label');
    await refresh.focus();
    for (const [width, columns] of GRID_COLUMNS_BY_WIDTH) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() =>
          gridItems(page).evaluateAll((items) => {
            const top = items[0]?.getBoundingClientRect().top;
            return items.filter((item) => item.getBoundingClientRect().top === top).length;
          }),
        )
        .toBe(columns);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.locator(':focus')).toHaveAttribute('aria-label', label ?? '');
    }
  });

  test('follows a resize without losing the place: the room at the top of the window stays in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
    await expect
      .poll(async () => Number(await gridItems(page).first().getAttribute('aria-posinset')))
      .toBeGreaterThan(100);
    // The first room whose card reaches into the window (names repeat in a generated list; positions do not).
    const position = await gridItems(page).evaluateAll(
      (items) =>
        items.find((item) => item.getBoundingClientRect().bottom > 0)?.getAttribute('aria-posinset') ?? '',
    );
    expect(Number(position)).toBeGreaterThan(100);
    // Three columns become two: every row moves, and the grid scrolls that room back into the window.
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(grid(page).locator(`[aria-posinset="${position}"]`)).toBeInViewport();
  });

  test('Tab walks through the cards, scrolling them into view, and focus survives scrolling away', async ({
    page,
  }) => {
    const firstCard = grid(page).getByRole('article').first();
    await firstCard.getByRole('button').first().focus();
    // Each card has four buttons (weather, distance, apply, save): 60 presses walk through 15 cards, five rows.
    for (let press = 0; press < 60; press += 1) await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const position = await focused.evaluate((element) =>
      Number(element.closest('[aria-posinset]')?.getAttribute('aria-posinset')),
    );
    expect(position).toBeGreaterThan(12);
    await expect(focused).toBeInViewport();

    // Scroll far away with the focus left where it is: the focused card must stay in the DOM.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight));
    await expect
      .poll(async () => Number(await gridItems(page).last().getAttribute('aria-posinset')))
      .toBeGreaterThan(4_900);
    expect(await page.evaluate(() => document.activeElement?.closest('[aria-posinset]') !== null)).toBe(true);
    // And Tab carries on from it, bringing its neighbours back into view.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toBeInViewport();
  });

  test("paints a search's cards before their photos, which then fill the room kept for them", async ({
    page,
  }) => {
    // About one room in twelve is in London: a long result, so the virtual grid lays it out.
    await page.getByLabel('Location').fill('london');
    const firstFrame = recordFirstFrameOfSearch(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectPhotosAfterCards(grid(page), await firstFrame);
    expect(Number(await gridItems(page).first().getAttribute('aria-setsize'))).toBeGreaterThan(60);
  });
});
