import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AR, nav, roomsGrid, SLACK } from './arabic';
import { box, expectNoSidewaysScroll, useArabic } from './fixtures';

// Right to left in what only the demo build has (playwright.real-backend.config.ts leaves this file out): the
// demo panel and the many-rooms scenario's virtual grid; plus axe, which scans the same markup in both builds.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DEMO = { email: 'demo@student.test', password: 'demo1234' } as const;
/** Logs in on the Arabic login page. */
async function logInInArabic(page: Page) {
  await page.getByLabel(AR.email).fill(DEMO.email);
  await page.getByLabel(AR.password).fill(DEMO.password);
  await page.getByRole('button', { name: AR.login }).click();
  await expect(page.getByRole('heading', { name: AR.welcome })).toBeVisible({ timeout: 10_000 });
}

test.describe('right to left, in Arabic (demo build)', () => {
  test('puts the demo panel in the bottom-left corner', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/login');
    await useArabic(page);
    const toggle = page.getByRole('button', { name: AR.demoPanel });
    await expect(toggle).toBeVisible();
    const toggleBox = await box(toggle);
    expect(toggleBox.left).toBeLessThan(375 - toggleBox.right);
    await toggle.click();
    const panel = page.getByRole('dialog', { name: AR.demoPanel });
    await expect(panel).toBeVisible();
    const panelBox = await box(panel);
    expect(Math.abs(panelBox.left - toggleBox.left)).toBeLessThanOrEqual(SLACK);
    // The scenario's name keeps its own left-to-right order inside the sentence.
    await expect(panel.locator('code').first()).toHaveCSS('direction', 'ltr');
    await expect(panel).toContainText(AR.activeScenario);
    await expectNoSidewaysScroll(page);
  });

  test('starts the long (virtual) grid with the first room at the right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login?scenario=many-rooms');
    await useArabic(page);
    await logInInArabic(page);
    await nav(page).getByRole('link', { name: AR.rooms, exact: true }).click();
    const items = roomsGrid(page).locator('[aria-posinset]');
    await expect(items.first()).toHaveAttribute('aria-setsize', '5000', { timeout: 15_000 });
    const [first, second, third, fourth] = await Promise.all(
      ['1', '2', '3', '4'].map((position) => box(roomsGrid(page).locator(`[aria-posinset="${position}"]`))),
    );
    const list = await box(roomsGrid(page));
    expect(Math.abs(first!.right - list.right)).toBeLessThanOrEqual(SLACK);
    expect(second!.right).toBeLessThanOrEqual(first!.left);
    expect(third!.right).toBeLessThanOrEqual(second!.left);
    expect(Math.abs(third!.left - list.left)).toBeLessThanOrEqual(SLACK);
    // The fourth room starts the next row, at the right again.
    expect(fourth!.top).toBeGreaterThanOrEqual(first!.bottom);
    expect(Math.abs(fourth!.right - list.right)).toBeLessThanOrEqual(SLACK);
    await expectNoSidewaysScroll(page);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`passes axe on Room Listings in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((name) => window.localStorage.setItem('theme', name), theme);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/login');
      await useArabic(page);
      await logInInArabic(page);
      await page.goto('/rooms');
      await expect(roomsGrid(page).getByRole('article').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
