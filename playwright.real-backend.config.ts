import { defineConfig } from '@playwright/test';
import demoConfig from './playwright.config';

/**
 * The same end-to-end specs against a real backend over HTTP: `npm run mock-api` on 127.0.0.1:8000 and a
 * production build made with VITE_API_URL pointing at it, served from another origin (127.0.0.1:4174), so
 * CORS, redirects and absolute API URLs are exercised as they are in production. Ports differ from the demo
 * run's (4173), so both configs can run one after the other. The specs register unique users, so the mock
 * database needs no reset between runs; `POST http://127.0.0.1:8000/__reset` restores the seed data by hand.
 */

const API_URL = 'http://127.0.0.1:8000';
const APP_URL = 'http://127.0.0.1:4174';
const OUT_DIR = 'dist-real-backend-e2e';

export default defineConfig({
  ...demoConfig,
  // Every spec of the demo run, plus the checks that only hold against a real backend, minus the QA
  // scenarios, HAR replay and the many-rooms list, which exist only on the built-in mock API (the demo run covers them).
  // The axe matrix checks markup, which is the same in both builds; running it once keeps CI short.
  testIgnore: ['**/scenarios.spec.ts', '**/replay.spec.ts', '**/a11y.spec.ts', '**/long-room-list.spec.ts'],
  // Kept beside the demo run's output, which the demo run clears, instead of overwriting it.
  outputDir: 'test-results/real-backend',
  reporter: [['list'], ['html', { outputFolder: 'playwright-report/real-backend', open: 'never' }]],
  use: { ...demoConfig.use, baseURL: APP_URL },
  webServer: [
    {
      command: 'npm run mock-api',
      url: `${API_URL}/rooms/`,
      env: { MOCK_API_PORT: '8000', MOCK_API_LATENCY_MS: process.env.MOCK_API_LATENCY_MS ?? '0' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // `vite build` without the type check `npm run build` adds: `npm test` has already run tsc.
      command: `npx vite build --outDir ${OUT_DIR} --emptyOutDir --logLevel warn && npx vite preview --outDir ${OUT_DIR} --port 4174 --strictPort --host 127.0.0.1`,
      url: APP_URL,
      env: { VITE_API_URL: API_URL },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
