import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchArgs, chromiumPath } from './scripts/chromium.mjs';
import { DEMO_APP_PORT, TEST_HOST } from './scripts/test-servers.mjs';

const BASE_URL = `http://${TEST_HOST}:${DEMO_APP_PORT}`;
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Desktop Chrome'];

export default defineConfig({
  testDir: 'tests/e2e',
  // Checks that only hold against a real HTTP backend; playwright.real-backend.config.ts runs them. The
  // nginx delivery checks run in playwright.nginx.config.ts.
  testIgnore: ['**/*real-backend.spec.ts', '**/*.nginx.spec.ts'],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Flaky tests get fixed, not retried.
  retries: 0,
  workers: 2,
  // A fresh browser's first page of the demo build renders once the mock API's worker is active, that is
  // once the app-shell worker has installed and cached the app: on a busy two-core CI machine that took up to
  // about 5 s, the default wait, and first-page titles were missed by a few hundred milliseconds
  // (docs/testing.md). What the tests check is unchanged; only how long a check may wait for it.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        headless: true,
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumLaunchArgs,
        },
      },
    },
  ],
  webServer: {
    // Demo mode: the app runs on its built-in mock API, so VITE_API_URL is blanked even if the shell sets it.
    command: `npm run build && npx vite preview --port ${DEMO_APP_PORT} --strictPort --host ${TEST_HOST}`,
    url: BASE_URL,
    env: { VITE_API_URL: '' },
    // Never an older build that happens to be served there (scripts/check-test-ports.mjs says so first).
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
