import { expect, test } from '@playwright/test';
import { AR, nav, roomsGrid, SLACK } from './arabic';
import { waitForToast } from './axe';
import { box, expectNoSidewaysScroll, registerAndLogIn, textBox, useArabic } from './fixtures';

// Right to left, the layout mirrors by itself (docs/right-to-left.md): checked by where elements are, never by
// pixels, at a phone's and a desktop's width.

const WIDTHS = [375, 1280] as const;

test.describe('right to left, in Arabic', () => {
  for (const width of WIDTHS) {
    test(`mirrors the room cards, and nothing scrolls sideways, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await registerAndLogIn(page);
      await useArabic(page);
      await page.goto('/rooms');
      const card = roomsGrid(page).getByRole('article').first();
      await expect(card).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The logo is at the right end of the bar.
      const logo = await box(nav(page).getByRole('link', { name: 'Student Rooms' }));
      expect(logo.center).toBeGreaterThan((await box(nav(page))).center);

      // The price badge sits in the photo's top-left corner (top-right in English).
      const photo = await box(card.getByRole('img'));
      const price = await box(card.locator('[data-tone="accent"]'));
      expect(price.left - photo.left).toBeLessThan(photo.right - price.right);
      // Each fact's label is at the right of its value.
      const label = await box(card.locator('dt', { hasText: AR.postcode }));
      const value = await box(card.locator('dt', { hasText: AR.postcode }).locator('+ dd'));
      expect(label.left).toBeGreaterThanOrEqual(value.right - SLACK);
      // The title starts at the right.
      const title = await textBox(card.getByRole('heading'));
      expect(title.right).toBeGreaterThan(photo.right - 40);
    });

    test(`aligns form labels and fields to the right at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await useArabic(page);
      await expect(page.getByRole('heading', { name: AR.login })).toBeVisible();
      await expectNoSidewaysScroll(page);
      const label = await textBox(page.locator('label', { hasText: AR.email }));
      const input = await box(page.getByLabel(AR.email));
      expect(Math.abs(label.right - input.right)).toBeLessThanOrEqual(SLACK);
      expect(label.left).toBeGreaterThan(input.center);
      // An email reads left to right inside the right-to-left form.
      await expect(page.getByLabel(AR.email)).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('heading', { name: AR.login })).toHaveCSS('direction', 'rtl');
      // The heading starts at the right, where the fields do.
      const heading = await textBox(page.getByRole('heading', { name: AR.login }));
      expect(Math.abs(heading.right - input.right)).toBeLessThanOrEqual(SLACK);
    });
  }

  test('mirrors the navigation bar and its menu on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await registerAndLogIn(page);
    await useArabic(page);
    const logo = await box(nav(page).getByRole('link', { name: 'Student Rooms' }));
    const menuButton = nav(page).getByRole('button', { name: AR.menu });
    // The menu button is at the far left, the logo at the right.
    expect((await box(menuButton)).right).toBeLessThanOrEqual(logo.left + SLACK);
    expect(logo.center).toBeGreaterThan(375 / 2);
    await menuButton.click();
    const links = nav(page).getByRole('list');
    await expect(links).toBeVisible();
    // The open menu's links start at the right, as text does.
    const home = await textBox(links.getByRole('link', { name: AR.home }));
    expect(home.left).toBeGreaterThan(375 / 2);
    await expectNoSidewaysScroll(page);
  });

  test('mirrors the navigation bar on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerAndLogIn(page);
    await useArabic(page);
    const bar = await box(nav(page));
    const logo = await box(nav(page).getByRole('link', { name: 'Student Rooms' }));
    const home = await box(nav(page).getByRole('link', { name: AR.home }));
    const rooms = await box(nav(page).getByRole('link', { name: AR.rooms, exact: true }));
    const logout = await box(nav(page).getByRole('button', { name: AR.logout }));
    // Right to left: logo, Home, Rooms, ..., and the account controls at the far end, the left.
    expect(home.right).toBeLessThanOrEqual(logo.left + SLACK);
    expect(rooms.right).toBeLessThanOrEqual(home.left + SLACK);
    expect(logout.right).toBeLessThan(rooms.left);
    expect(logout.left - bar.left).toBeLessThan(bar.right - logout.right);
  });

  test('keeps toasts at the top centre with their close button at the left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerAndLogIn(page);
    await useArabic(page);
    await page.goto('/rooms');
    const card = roomsGrid(page).getByRole('article').first();
    await card.getByRole('button', { name: AR.refreshDistanceFor }).click();
    const toast = await waitForToast(page, AR.distanceUpdated);
    const toastBox = await box(toast);
    const viewportCenter = await page.evaluate(() => document.documentElement.clientWidth / 2);
    expect(Math.abs(toastBox.center - viewportCenter)).toBeLessThanOrEqual(SLACK);
    const close = await box(toast.getByRole('button', { name: AR.closeToast }));
    // The icon, and the message after it, start at the right.
    const icon = await box(toast.locator('.Toastify__toast-icon'));
    expect(icon.left).toBeGreaterThan(toastBox.center);
    expect(close.right).toBeLessThanOrEqual(icon.left);
  });
});
