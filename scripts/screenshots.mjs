#!/usr/bin/env node
// Saves a PNG of every screen × theme × width to screenshots/ (gitignored), for visual review.
// Usage: npm run screenshots            (builds the demo app and serves it with vite preview)
//        BASE_URL=http://127.0.0.1:5173 node scripts/screenshots.mjs   (against a running server)
//        SCREENS=login,rooms  WIDTHS=375,1280  VIEWPORT_ONLY=1  SCREENSHOT_PORT=4273  narrow the run
//        DIR=rtl   sets <html dir="rtl"> before first paint (files end in -rtl), to review the mirrored layout
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchArgs, chromiumPath } from './chromium.mjs';

const OUT_DIR = 'screenshots';
const WIDTHS = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number);
const THEMES = ['light', 'dark'];
const PREVIEW_PORT = Number(process.env.SCREENSHOT_PORT ?? 4173);
const ONLY_SCREENS = process.env.SCREENS?.split(',');
const DEMO = { email: 'demo@student.test', password: 'demo1234' };
const DIRECTION = process.env.DIR === 'rtl' ? 'rtl' : 'ltr';

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
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Welcome to Student Rooms' }).waitFor();
}

const screens = [
  {
    name: 'login',
    path: '/login',
    auth: false,
    ready: (p) => p.getByRole('heading', { name: 'Login' }).waitFor(),
  },
  {
    name: 'register',
    path: '/register',
    auth: false,
    ready: (p) => p.getByRole('heading', { name: 'Register' }).waitFor(),
  },
  {
    name: 'home',
    path: '/',
    auth: true,
    ready: async (p) => {
      await p.getByRole('button', { name: 'Browse Rooms' }).click();
      await p.getByRole('button', { name: 'View Applications' }).click();
      await p.getByRole('list', { name: 'Rooms' }).waitFor();
      await p.getByRole('list', { name: 'Applications' }).waitFor();
    },
  },
  {
    name: 'rooms',
    path: '/rooms',
    auth: true,
    ready: (p) => p.getByRole('list', { name: 'Rooms' }).waitFor(),
  },
  {
    name: 'applications',
    path: '/applications',
    auth: true,
    ready: (p) => p.getByRole('list', { name: 'Applications' }).waitFor(),
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    auth: true,
    ready: (p) => p.getByRole('heading', { name: 'Page not found' }).waitFor(),
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
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
        await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
        if (DIRECTION === 'rtl') {
          // As the Arabic choice will: <html dir="rtl"> as soon as the parser has made <html>.
          await context.addInitScript(() => {
            const apply = () => {
              if (!document.documentElement) return false;
              document.documentElement.setAttribute('dir', 'rtl');
              return true;
            };
            if (!apply()) {
              const observer = new MutationObserver(() => {
                if (apply()) observer.disconnect();
              });
              observer.observe(document, { childList: true });
            }
          });
        }
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
          const suffix = DIRECTION === 'rtl' ? '-rtl' : '';
          const file = `${OUT_DIR}/${screen.name}-${theme}-${width}${suffix}.png`;
          await page.screenshot({ path: file, fullPage: !process.env.VIEWPORT_ONLY });
          console.log(file);
        }
        await context.close();
      }
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
