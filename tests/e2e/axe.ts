import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// What the accessibility specs share: WCAG 2.2 AA through axe, the 24 px target check, the saved theme, and a
// toast waited for until its colours are final.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const THEMES = ['light', 'dark'] as const;

export type ThemeName = (typeof THEMES)[number];

/** The saved theme is in place before the first paint, as for a returning user (tests/screenshots/screens.spec.ts). */
export async function useTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.addInitScript((name) => window.localStorage.setItem('theme', name), theme);
}

/** Soft: one run reports every screen's violations, not just the first. */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes
        .map((node) => `${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ') ?? ''})`)
        .join(' | ')}`,
  );
  expect.soft(found, `axe violations in ${state}`).toEqual([]);

  // A toast coming in or going out is drawn scaled, its close button a little under 24 px for that moment:
  // the sizes are read once every toast has settled (its own animations, not its progress bar's).
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('.Toastify__toast')].flatMap((toast) =>
        toast.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      ),
    ),
  );

  // WCAG 2.5.8 without axe's spacing exception: every visible control is at least 24×24 px. Links inside
  // a sentence are exempt ('Don't have an account? Register').
  const tooSmall = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="switch"], [tabindex="0"]',
      ),
    ]
      .filter((element) => !element.closest('p') || element.tagName !== 'A')
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false }))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}" ` +
          `${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
  expect.soft(tooSmall, `targets under 24×24 px in ${state}`).toEqual([]);

  // WCAG 1.4.11, which axe leaves to people: a toast's close button is an icon with no text, so it must stand
  // out 3:1 from its toast, at the opacity it is drawn with.
  const faintCloseButtons = await page.evaluate(() => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (channels: number[]) => {
      const [r = 0, g = 0, b = 0] = channels.map((channel) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    return [...document.querySelectorAll<HTMLElement>('.Toastify__toast')].flatMap((toast) => {
      const button = toast.querySelector<HTMLElement>('.Toastify__close-button');
      if (!button) return [];
      const style = getComputedStyle(button);
      const alpha = Number(style.opacity);
      const background = rgb(getComputedStyle(toast).backgroundColor);
      const drawn = rgb(style.color).map(
        (channel, index) => channel * alpha + (background[index] ?? 0) * (1 - alpha),
      );
      const [lighter, darker] = [luminance(drawn), luminance(background)].sort((a, b) => b - a);
      const ratio = ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
      return ratio >= 3 ? [] : [`"${toast.textContent?.trim()}": ${ratio.toFixed(2)}:1`];
    });
  });
  expect.soft(faintCloseButtons, `toast close buttons under 3:1 in ${state}`).toEqual([]);
}

/** Toasts bounce in: colours are only final once the entrance animation has run. */
export async function waitForToast(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  // Hovering pauses the toast (pauseOnHover), so it stays for the scan however long that takes. Only once it
  // has landed: hovered mid-bounce on a slow machine, the pointer could end up beside it, and the toast would
  // close itself during the scan. Its countdown bar stopping shows the pause took.
  await toast.hover();
  await expect(toast.locator('.Toastify__progress-bar')).toHaveCSS('animation-play-state', 'paused');
  return toast;
}
