import { expect, test, type Page } from '@playwright/test';
import { FIRST_SCREEN_TEXT_STYLES } from '../../src/config/design-tokens';
import { registerAndLogIn } from './fixtures';

// The page-start script lays out a line in each first-screen text style while the page waits for its code
// (docs/performance.md#font-warm-up). A style a first screen shows but the warm-up leaves out is looked up
// again by the first render, on the critical path: every page a visit can open on is checked, at a phone's
// width and a desktop's, against the lines a first visit laid out.

interface WarmedUpStyle {
  family: string;
  weight: string;
  size: string;
}

declare global {
  interface Window {
    fontWarmUps?: WarmedUpStyle[];
  }
}

/** Records each line of the warm-up as the script adds it: it is gone by the end of the task adding it. */
function recordWarmUps() {
  window.fontWarmUps = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement) || !node.hasAttribute('data-font-warm-up')) continue;
        const { fontFamily, fontWeight, fontSize } = node.style;
        window.fontWarmUps?.push({ family: fontFamily, weight: fontWeight, size: fontSize });
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * The text on screen whose style the warm-up did not lay out, as `style: text`; the warm-up's styles are
 * computed in the same page, so that relative and clamped sizes resolve as the page's own do.
 */
function stylesNotWarmedUp(page: Page, warmedUp: WarmedUpStyle[]): Promise<string[]> {
  return page.evaluate((lines: WarmedUpStyle[]) => {
    const styleOf = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    };
    const warmed = new Set(
      lines.map(({ family, weight, size }) => {
        const line = document.createElement('div');
        Object.assign(line.style, { fontFamily: family, fontWeight: weight, fontSize: size });
        document.body.append(line);
        const style = styleOf(line);
        line.remove();
        return style;
      }),
    );
    const controls = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON']);
    return [...document.querySelectorAll('#root *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const onScreen = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        const hasText =
          controls.has(element.tagName) ||
          [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
        return onScreen && hasText && getComputedStyle(element).visibility === 'visible';
      })
      .filter((element) => !warmed.has(styleOf(element)))
      .map((element) => `${styleOf(element)}: ${element.textContent?.trim().slice(0, 40) ?? ''}`);
  }, warmedUp);
}

/** The paths of the modules index.html runs: the page's code, not the page-start script (a classic one). */
async function entryModules(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text();
  const sources = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  expect(sources, 'index.html runs its code as modules').not.toEqual([]);
  // Their paths, whatever origin the build is served from.
  return new Set(sources.map((source) => new URL(source ?? '', 'http://app.invalid').pathname));
}

const title = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

for (const [width, height] of [
  [375, 812],
  [1280, 900],
] as const) {
  test(`the font warm-up lays out every text style of each page's first screen, ${width} px wide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(recordWarmUps);
    // A first visit whose code takes a second to come, as on a phone: the warm-up runs whole meanwhile.
    const entry = await entryModules(page);
    const isEntry = (url: URL) => entry.has(url.pathname);
    await page.route(isEntry, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/login');
    await title(page);
    const warmedUp = await page.evaluate(() => window.fontWarmUps ?? []);
    expect(warmedUp).toHaveLength(FIRST_SCREEN_TEXT_STYLES.length);
    await page.unrouteAll({ behavior: 'wait' });

    const openAndCheck = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      expect(await stylesNotWarmedUp(page, warmedUp), `first screen of ${path}`).toEqual([]);
    };
    for (const path of ['/login', '/register']) await openAndCheck(path, () => title(page));
    await registerAndLogIn(page);
    await openAndCheck('/rooms', async () => {
      await title(page);
      await expect(page.getByRole('list', { name: 'Rooms' }).getByRole('article').first()).toBeVisible();
    });
    for (const path of ['/', '/applications', '/shortlist', '/searches', '/compare']) {
      await openAndCheck(path, () => title(page));
    }
  });
}
