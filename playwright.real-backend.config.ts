import { defineConfig } from '@playwright/test';
import demoConfig from './playwright.config';
import {
  MOCK_API_ORIGIN,
  mockApiWebServer,
  REAL_BACKEND_APP_PORT,
  TEST_HOST,
} from './scripts/test-servers.mjs';

/**
 * The same end-to-end specs against a real backend over HTTP: `npm run mock-api` on its own test port
 * (scripts/test-servers.mjs) and a production build made with VITE_API_URL pointing at it, served from
 * another origin, so CORS, redirects and absolute API URLs are exercised as they are in production. Ports
 * differ from the demo run's, so both configs can run one after the other. The specs register unique users,
 * so the mock database needs no reset between runs; `POST <api>/__reset` restores the seed data by hand.
 */

const API_URL = MOCK_API_ORIGIN;
const APP_URL = `http://${TEST_HOST}:${REAL_BACKEND_APP_PORT}`;
const OUT_DIR = 'dist-real-backend-e2e';

export default defineConfig({
  ...demoConfig,
  // Every spec of the demo run, plus the checks that only hold against a real backend, minus the QA
  // scenarios, HAR replay and the many-rooms list, which exist only on the built-in mock API (the demo run covers them).
  // The axe matrix over every screen, width and scenario checks markup, which is the same in both builds;
  // running it once keeps CI short. The languages' axe checks (a11y-languages.spec.ts) run in both.
  testIgnore: [
    '**/scenarios.spec.ts',
    '**/replay.spec.ts',
    '**/a11y.spec.ts',
    '**/a11y-saved-searches.spec.ts',
    '**/long-room-list.spec.ts',
    '**/rtl-demo.spec.ts',
    // It makes and serves its own builds.
    '**/app-update.spec.ts',
    '**/*.nginx.spec.ts',
  ],
  // Kept beside the demo run's output, which the demo run clears, instead of overwriting it.
  outputDir: 'test-results/real-backend',
  reporter: [['list'], ['html', { outputFolder: 'playwright-report/real-backend', open: 'never' }]],
  use: { ...demoConfig.use, baseURL: APP_URL },
  webServer: [
    mockApiWebServer(),
    {
      // `vite build` without the type check `npm run build` adds: `npm test` has already run tsc.
      command: `npx vite build --outDir ${OUT_DIR} --emptyOutDir --logLevel warn && npx vite preview --outDir ${OUT_DIR} --port ${REAL_BACKEND_APP_PORT} --strictPort --host ${TEST_HOST}`,
      url: APP_URL,
      env: { VITE_API_URL: API_URL },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
