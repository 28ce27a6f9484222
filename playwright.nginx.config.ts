import { defineConfig } from '@playwright/test';
import demoConfig from './playwright.config';
import {
  MOCK_API_ORIGIN,
  mockApiWebServer,
  MOCK_API_PORT,
  NGINX_ALT_APP_PORT,
  NGINX_APP_PORT,
  TEST_HOST,
} from './scripts/test-servers.mjs';

/**
 * Production delivery (docs/deploying.md): one real-backend build served through deploy/nginx.conf by
 * `npm run preview:nginx`, against the HTTP mock API on another origin. The same build is started twice with
 * different API_URL values (the mock API as 127.0.0.1 and as localhost: two origins, one server), which
 * proves the runtime config. Its build-time VITE_API_URL is an address nothing answers, so a call that did
 * not follow /config.json would fail (and break the CSP's connect-src).
 */

const API_URL = MOCK_API_ORIGIN;
const ALT_API_URL = `http://localhost:${MOCK_API_PORT}`;
const BUILD_TIME_API_URL = 'http://build-time-default.invalid';
/** The first start also names an error-report endpoint (on the API's origin, so connect-src stays the same). */
const ERROR_REPORT_URL = `${API_URL}/__error-reports`;
const APP_URL = `http://${TEST_HOST}:${NGINX_APP_PORT}`;
const ALT_APP_URL = `http://${TEST_HOST}:${NGINX_ALT_APP_PORT}`;
const OUT_DIR = 'dist-nginx-e2e';

/** `npm run preview:nginx` on `port` with API_URL (and ERROR_REPORT_URL); it stops nginx and removes its temp files on SIGTERM. */
function nginxServer(
  appUrl: string,
  port: number,
  env: { API_URL: string; ERROR_REPORT_URL?: string },
  buildFirst: boolean,
) {
  const build = `npx vite build --outDir ${OUT_DIR} --emptyOutDir --logLevel warn && `;
  return {
    // `npm test` has already type-checked, so the build is `vite build` alone.
    command: `${buildFirst ? build : ''}node scripts/preview-nginx.mjs`,
    url: `${appUrl}/config.json`,
    env: { VITE_API_URL: BUILD_TIME_API_URL, PORT: String(port), PREVIEW_DIR: OUT_DIR, ...env },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  ...demoConfig,
  testIgnore: [],
  testMatch: ['**/*.nginx.spec.ts'],
  outputDir: 'test-results/nginx',
  reporter: [['list'], ['html', { outputFolder: 'playwright-report/nginx', open: 'never' }]],
  use: { ...demoConfig.use, baseURL: APP_URL },
  webServer: [
    mockApiWebServer(),
    // Playwright starts these one after the other, so the second nginx finds the first one's build.
    nginxServer(APP_URL, NGINX_APP_PORT, { API_URL, ERROR_REPORT_URL }, true),
    nginxServer(ALT_APP_URL, NGINX_ALT_APP_PORT, { API_URL: ALT_API_URL }, false),
  ],
});
