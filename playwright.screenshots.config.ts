import { defineConfig } from '@playwright/test';
import { chromiumLaunchArgs, chromiumPath } from './scripts/chromium.mjs';
import { SCREENSHOTS_APP_PORT, TEST_HOST } from './scripts/test-servers.mjs';

/**
 * `npm run screenshots`: a PNG of every screen × theme × width (× language) in screenshots/ (gitignored), for
 * visual review (docs/testing.md#screenshots). One project per theme × width; the screens and the login are
 * in tests/screenshots/screens.spec.ts, which no end-to-end config picks up (their testDir is tests/e2e).
 *
 * Environment (all optional):
 *   BASE_URL=http://127.0.0.1:5173   take them from a server that is already running; nothing is built or started
 *   WIDTHS=375,1280                  viewport widths in CSS px (375,768,1280 by default); the height is 900
 *   SCREENS=login,rooms              only these screens (the names in screens.spec.ts)
 *   LANGUAGES=en,es,zh-Hans,ar       these interface languages (en by default); files of other than en end in -<code>
 *   VIEWPORT_ONLY=1                  the first 900 px, not the full page
 *   SCREENSHOT_PORT=4279             where the demo build is served (4179, scripts/test-servers.mjs)
 */

const BASE_URL = process.env.BASE_URL?.trim() || undefined;
const APP_URL = BASE_URL ?? `http://${TEST_HOST}:${SCREENSHOTS_APP_PORT}`;
/** Its own folder, so a build for the screenshots never replaces the dist/ an end-to-end run is serving. */
const OUT_DIR = 'dist-screenshots';
const THEMES = ['light', 'dark'] as const;
const HEIGHT = 900;

function widths(): number[] {
  const raw = process.env.WIDTHS?.trim() || '375,768,1280';
  return raw.split(',').map((part) => {
    const width = Number(part.trim());
    if (!Number.isInteger(width) || width <= 0) {
      throw new Error(`WIDTHS must be positive whole numbers separated by commas, got "${raw}".`);
    }
    return width;
  });
}

export default defineConfig({
  testDir: 'tests/screenshots',
  // Beside the end-to-end runs' output, which the demo run clears, instead of clearing it.
  outputDir: 'test-results/screenshots',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One test walks every screen of one language after a single login.
  timeout: 120_000,
  reporter: 'list',
  use: {
    baseURL: APP_URL,
    launchOptions: { executablePath: chromiumPath, args: chromiumLaunchArgs },
  },
  projects: THEMES.flatMap((theme) =>
    widths().map((width) => ({
      name: `${theme}-${width}`,
      use: { colorScheme: theme, viewport: { width, height: HEIGHT } },
      metadata: { theme, width },
    })),
  ),
  webServer: BASE_URL
    ? undefined
    : {
        // The demo build, on its built-in mock API: VITE_API_URL is blanked even if the shell sets it. `vite
        // build` alone, without `npm run build`'s type check: a picture needs no type check.
        command:
          `npx vite build --outDir ${OUT_DIR} --emptyOutDir --logLevel warn && ` +
          `npx vite preview --outDir ${OUT_DIR} --port ${SCREENSHOTS_APP_PORT} --strictPort --host ${TEST_HOST}`,
        url: APP_URL,
        env: { VITE_API_URL: '' },
        // Never an older build that happens to be served there (`check-test-ports.mjs screenshots` says so first).
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
