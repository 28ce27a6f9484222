#!/usr/bin/env node
// Saves a PNG of every screen × theme × width (× language) to screenshots/ (gitignored), for visual review.
// Usage: npm run screenshots            (builds the demo app and serves it with vite preview)
//        BASE_URL=http://127.0.0.1:5173 node scripts/screenshots.mjs   (against a running server)
//        SCREENS=login,rooms  WIDTHS=375,1280  VIEWPORT_ONLY=1  SCREENSHOT_PORT=4273  narrow the run
//        LANGUAGES=en,es,zh-Hans,ar   also in other languages (English only by default; files *-<code>.png)
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchArgs, chromiumPath } from './chromium.mjs';

const OUT_DIR = 'screenshots';
const WIDTHS = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number);
const THEMES = ['light', 'dark'];
const PREVIEW_PORT = Number(process.env.SCREENSHOT_PORT ?? 4173);
const ONLY_SCREENS = process.env.SCREENS?.split(',');
const LANGUAGES = (process.env.LANGUAGES ?? 'en').split(',');
const DEMO = { email: 'demo@student.test', password: 'demo1234' };
/** The demo account's shortlist for the shortlist and comparison screens (seed rooms). */
const SHORTLIST = [
  { id: '6b026b08dbdf01ad5cffcc01', name: 'Whitechapel, London' },
  { id: '6b026b08dbdf01ad5cffcc02', name: 'Fallowfield, Manchester' },
  { id: '6b026b08dbdf01ad5cffcc03', name: 'Headingley, Leeds' },
];

async function waitForServer(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server at ${url} did not start`);
}

async function startPreview() {
  const child = spawn(
    `npm run build && npx vite preview --host 127.0.0.1 --strictPort --port ${PREVIEW_PORT}`,
    {
      shell: true,
      stdio: 'ignore',
      env: { ...process.env, VITE_API_URL: '' },
      detached: true,
    },
  );
  await waitForServer(`http://127.0.0.1:${PREVIEW_PORT}/`);
  return () => process.kill(-child.pid);
}

async function logIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  // By name and type, so it works in every language.
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('main button[type="submit"]').click();
  await page.locator('#home-title').waitFor();
}

const screens = [
  {
    name: 'login',
    path: '/login',
    auth: false,
    ready: (p) => p.locator('main h1').waitFor(),
  },
  {
    name: 'register',
    path: '/register',
    auth: false,
    ready: (p) => p.locator('main h1').waitFor(),
  },
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
  {
    name: 'rooms',
    path: '/rooms',
    auth: true,
    ready: (p) => p.locator('main article').first().waitFor(),
  },
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
    path: `/compare?ids=${SHORTLIST.slice(0, 3)
      .map((room) => room.id)
      .join(',')}`,
    auth: true,
    ready: (p) => p.getByRole('table').getByRole('columnheader').nth(3).waitFor(),
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    auth: true,
    ready: (p) => p.locator('#not-found-title').waitFor(),
  },
];

async function main() {
  let baseUrl = process.env.BASE_URL;
  let stop = () => undefined;
  if (!baseUrl) {
    stop = await startPreview();
    baseUrl = `http://127.0.0.1:${PREVIEW_PORT}`;
  }
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumLaunchArgs });
  try {
    for (const [language, theme, width] of LANGUAGES.flatMap((language) =>
      THEMES.flatMap((theme) => WIDTHS.map((width) => [language, theme, width])),
    )) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
      await context.addInitScript(
        ([themeName, languageCode, shortlist]) => {
          localStorage.setItem('theme', themeName);
          localStorage.setItem('language', languageCode);
          localStorage.setItem(`shortlist:${shortlist.email}`, JSON.stringify(shortlist.rooms));
        },
        [theme, language, { email: DEMO.email, rooms: SHORTLIST }],
      );
      const page = await context.newPage();
      let loggedIn = false;
      for (const screen of screens.filter((s) => !ONLY_SCREENS || ONLY_SCREENS.includes(s.name))) {
        if (screen.auth && !loggedIn) {
          await logIn(page, baseUrl);
          loggedIn = true;
        }
        await page.goto(`${baseUrl}${screen.path}`);
        await screen.ready(page);
        await page.waitForTimeout(300);
        const suffix = language === 'en' ? '' : `-${language}`;
        const file = `${OUT_DIR}/${screen.name}-${theme}-${width}${suffix}.png`;
        await page.screenshot({ path: file, fullPage: !process.env.VIEWPORT_ONLY });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
