import { expect, test } from '@playwright/test';
import { expectAccessible, THEMES, useTheme } from './axe';
import { registerAndLogIn } from './fixtures';

// Saved searches' screens and states under axe and the 24 px target check (tests/e2e/axe.ts), in both themes
// at a phone's and a desktop's width: the Save search dialog, Saved searches with a new room waiting, and
// Room Listings opened from it with the New badge. Demo build only: the new room comes from the demo's List a
// new room button (docs/saved-searches.md#demo-and-qa).

const WIDTHS = [375, 1280] as const;
const NAME = 'Leeds · up to $900/mo';

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`saved searches pass axe: ${theme} theme, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      const at = (screen: string) => `${screen} (${theme}, ${width} px)`;
      await registerAndLogIn(page);

      await page.goto('/searches');
      await expect(page.getByRole('link', { name: 'Go to Room Listings' })).toBeVisible();
      await expectAccessible(page, at('Saved searches, empty'));

      await page.goto('/rooms?location=Leeds&maxPrice=900');
      await expect(page.getByRole('list', { name: 'Rooms' }).getByRole('article').first()).toBeVisible();
      await page.getByRole('button', { name: 'Save search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save search' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Enter a name.')).toBeVisible();
      await expectAccessible(page, at('the Save search dialog with its error'));
      await dialog.getByRole('textbox', { name: 'Name' }).fill(NAME);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();

      await page.goto('/searches');
      await page.getByRole('button', { name: 'List a new room' }).click();
      const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: NAME }) });
      await expect(item.getByText('1 new', { exact: true })).toBeVisible();
      await expectAccessible(page, at('Saved searches with a new room'));

      await item.getByRole('link', { name: NAME }).click();
      await expect(page.getByRole('list', { name: 'Rooms' }).getByText('New', { exact: true })).toBeVisible();
      // The listing's toast collapses as it leaves, a 1 px high box for a moment: scanned once it is gone.
      await expect(page.locator('.Toastify__toast')).toHaveCount(0);
      await expectAccessible(page, at('Room Listings opened from a saved search'));
    });
  }
}
