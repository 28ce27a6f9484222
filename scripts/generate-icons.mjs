// Draws the install icons (docs/offline.md#installing) from the favicon's shapes with headless Chromium, so
// no image tool is needed. Run `node scripts/generate-icons.mjs` after changing the mark; the PNGs are
// committed, because the build only copies them.
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchArgs, chromiumPath } from './chromium.mjs';

const ACCENT = '#2f4fd9';
const HOUSE = `<path d="M14 34 L32 18 L50 34 V50 H14 Z" fill="#ffffff"/><rect x="27" y="38" width="10" height="12" fill="${ACCENT}"/>`;

// "any" icons keep the favicon's rounded square. The maskable one fills the whole square and keeps the
// house inside the central 80 % that every launcher's mask leaves visible.
const icons = [
  { file: 'icon-192.png', size: 192, svg: `<rect width="64" height="64" rx="14" fill="${ACCENT}"/>${HOUSE}` },
  { file: 'icon-512.png', size: 512, svg: `<rect width="64" height="64" rx="14" fill="${ACCENT}"/>${HOUSE}` },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    svg: `<rect width="64" height="64" fill="${ACCENT}"/><g transform="translate(32 34) scale(0.72) translate(-32 -34)">${HOUSE}</g>`,
  },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumLaunchArgs });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}" style="display:block">${svg}</svg></body></html>`,
    );
    await writeFile(
      new URL(`../public/icons/${file}`, import.meta.url),
      await page.screenshot({ omitBackground: true }),
    );
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
