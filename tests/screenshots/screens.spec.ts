import { resolve } from 'node:path';
import { test, type Page } from '@playwright/test';
import { isLanguageCode, LANGUAGE_CODES } from '../../src/config/languages';

// Saves screenshots/<screen>-<theme>-<width>[-<language>].png for visual review; it asserts nothing. The
// project (playwright.screenshots.config.ts) gives the theme and width; SCREENS, LANGUAGES and VIEWPORT_ONLY
// narrow or change the run, as listed there.

const OUT_DIR = resolve(import.meta.dirname, '../../screenshots');
const DEMO = { email: 'demo@student.test', password: 'demo1234' };
/** The demo account's shortlist for the shortlist and comparison screens (seed rooms). */
const SHORTLIST = [
  { id: '6b026b08dbdf01ad5cffcc01', name: 'Whitechapel, London' },
  { id: '6b026b08dbdf01ad5cffcc02', name: 'Fallowfield, Manchester' },
  { id: '6b026b08dbdf01ad5cffcc03', name: 'Headingley, Leeds' },
];

interface Screen {
  name: string;
  path: string;
  /** Needs the demo account signed in. */
  auth: boolean;
  /** Resolves once the screen shows what the picture is for. */
  ready: (page: Page) => Promise<unknown>;
}

const SCREENS: Screen[] = [
  { name: 'login', path: '/login', auth: false, ready: (p) => p.locator('main h1').waitFor() },
  { name: 'register', path: '/register', auth: false, ready: (p) => p.locator('main h1').waitFor() },
  {
    name: 'home',
    path: '/',
    auth: true,
    ready: async (p) => {
      // The two panel toggles, Browse Rooms and View Applications.
      await p.locator('main button[aria-controls]').nth(0).click();
      await p.locator('main button[aria-controls]').nth(1).click();
      await p.locator('main article').first().waitFor();
      await p.locator('main article [data-status]').first().waitFor();
    },
  },
  { name: 'rooms', path: '/rooms', auth: true, ready: (p) => p.locator('main article').first().waitFor() },
  {
    name: 'applications',
    path: '/applications',
    auth: true,
    ready: (p) => p.locator('main article [data-status]').first().waitFor(),
  },
  {
    name: 'shortlist',
    path: '/shortlist',
    auth: true,
    ready: (p) => p.getByRole('figure').getByRole('img').first().waitFor(),
  },
  {
    name: 'compare',
    path: `/compare?ids=${SHORTLIST.map((room) => room.id).join(',')}`,
    auth: true,
    ready: (p) => p.getByRole('table').getByRole('columnheader').nth(3).waitFor(),
  },
  {
    name: 'save-search',
    path: '/rooms?location=Leeds&maxPrice=900',
    auth: true,
    ready: async (p) => {
      await p.locator('main article').first().waitFor();
      await p.locator('main button[aria-haspopup="dialog"]').click();
      await p.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'searches',
    path: '/searches',
    auth: true,
    ready: async (p) => {
      // A search saved from Room Listings, then a room listed that matches it: "1 new" is waiting.
      await p.goto('/rooms?location=Leeds&maxPrice=900');
      await p.locator('main button[aria-haspopup="dialog"]').click();
      await p.getByRole('dialog').locator('button[type="submit"]').click();
      await p.getByRole('dialog').waitFor({ state: 'detached' });
      await p.goto('/searches');
      await p.locator('[data-demo="student-rooms-list-new-room"] button').click();
      // Its toast says the room is listed; the count follows in an idle moment.
      await p.locator('.Toastify__toast').first().waitFor();
      await p.waitForTimeout(1000);
    },
  },
  {
    name: 'opened-search',
    path: '/searches',
    auth: true,
    ready: async (p) => {
      await p.locator('main li h2 a').first().click();
      await p.locator('main article').first().waitFor();
    },
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    auth: true,
    ready: (p) => p.locator('#not-found-title').waitFor(),
  },
];

/** A comma-separated option, or undefined when it is unset or empty. */
function listOption(name: string): string[] | undefined {
  const items = process.env[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}

/** An unknown name stops the run: a typo would otherwise save nothing, or English under another name. */
function checkNames(option: string, names: string[], known: readonly string[]): void {
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(`${option}: unknown ${unknown.join(', ')}; known: ${known.join(', ')}`);
  }
}

const onlyScreens = listOption('SCREENS');
if (onlyScreens) {
  checkNames(
    'SCREENS',
    onlyScreens,
    SCREENS.map((screen) => screen.name),
  );
}
const screens = SCREENS.filter((screen) => !onlyScreens || onlyScreens.includes(screen.name));
const languages = listOption('LANGUAGES') ?? ['en'];
checkNames('LANGUAGES', languages, LANGUAGE_CODES);
const fullPage = !process.env.VIEWPORT_ONLY;
const FULL_PAGE_STYLE = fullPage
  ? '[data-below-first-screen] { content-visibility: visible !important; }'
  : '';

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  // By name and type, so it works in every language.
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('main button[type="submit"]').click();
  await page.locator('#home-title').waitFor();
}

for (const language of languages.filter(isLanguageCode)) {
  test(`screens in ${language}`, async ({ page }, testInfo) => {
    const { theme, width } = testInfo.project.metadata as { theme: 'light' | 'dark'; width: number };
    // Saved before the first paint, as for a returning user: the theme, the language and the shortlist.
    await page.addInitScript(
      ([themeName, languageCode, shortlist]) => {
        localStorage.setItem('theme', themeName);
        localStorage.setItem('language', languageCode);
        localStorage.setItem(`shortlist:${shortlist.email}`, JSON.stringify(shortlist.rooms));
      },
      [theme, language, { email: DEMO.email, rooms: SHORTLIST }] as const,
    );
    // One login per language, before the first screen that needs it, as a user would.
    let loggedIn = false;
    for (const screen of screens) {
      await test.step(screen.name, async () => {
        if (screen.auth && !loggedIn) {
          await logIn(page);
          loggedIn = true;
        }
        await page.goto(screen.path);
        await screen.ready(page);
        // Lets transitions and late layout (fonts, images) settle; nothing on the page says when they have.
        // eslint-disable-next-line playwright/no-wait-for-timeout -- a picture, not a check: no condition to wait on
        await page.waitForTimeout(300);
        const suffix = language === 'en' ? '' : `-${language}`;
        const file = `${screen.name}-${theme}-${width}${suffix}.png`;
        // A full page draws the cards below the window too: off screen they skip painting
        // (content-visibility, docs/performance.md#the-room-grid) and would show as blank space.
        await page.screenshot({ path: resolve(OUT_DIR, file), fullPage, style: FULL_PAGE_STYLE });
        console.log(`screenshots/${file}`);
      });
    }
  });
}
