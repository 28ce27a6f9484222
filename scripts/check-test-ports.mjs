#!/usr/bin/env node
// Run before the end-to-end tests: stops at once, with the way out, when a port the tests need is held by a
// server they did not start, instead of letting Playwright reuse it or time out minutes later.
//   node scripts/check-test-ports.mjs               the end-to-end runs' ports
//   node scripts/check-test-ports.mjs screenshots   only `npm run screenshots`' port
// Each run checks only its own ports, so screenshots can be taken while the end-to-end tests run, and back.
import {
  checkAppPort,
  checkMockApiPort,
  DEMO_APP_PORT,
  MOCK_API_PORT,
  NGINX_ALT_APP_PORT,
  NGINX_APP_PORT,
  NGINX_REDEPLOY_APP_PORT,
  REAL_BACKEND_APP_PORT,
  SCREENSHOTS_APP_PORT,
  UPDATE_APP_PORT,
} from './test-servers.mjs';

const runs = {
  e2e: () => [
    checkAppPort(DEMO_APP_PORT, 'E2E_DEMO_APP_PORT'),
    checkAppPort(REAL_BACKEND_APP_PORT, 'E2E_REAL_BACKEND_APP_PORT'),
    checkAppPort(UPDATE_APP_PORT, 'E2E_UPDATE_APP_PORT'),
    checkAppPort(NGINX_APP_PORT, 'E2E_NGINX_APP_PORT'),
    checkAppPort(NGINX_ALT_APP_PORT, 'E2E_NGINX_ALT_APP_PORT'),
    checkAppPort(NGINX_REDEPLOY_APP_PORT, 'E2E_NGINX_REDEPLOY_APP_PORT'),
    checkMockApiPort(MOCK_API_PORT),
  ],
  // Against BASE_URL the screenshot run starts no server, so it needs no port.
  screenshots: () =>
    process.env.BASE_URL
      ? []
      : [
          checkAppPort(SCREENSHOTS_APP_PORT, 'SCREENSHOT_PORT', {
            who: 'Screenshot runs',
            command: 'npm run screenshots',
          }),
        ],
};

const run = process.argv[2] ?? 'e2e';
if (!Object.hasOwn(runs, run)) {
  console.error(`check-test-ports: unknown run "${run}"; one of: ${Object.keys(runs).join(', ')}`);
  process.exit(2);
}
const checks = await Promise.all(runs[run]());
const problems = checks.filter((check) => check.state === 'taken');
for (const problem of problems) console.error(`check-test-ports: ${problem.message}`);
if (problems.length > 0) process.exit(1);
