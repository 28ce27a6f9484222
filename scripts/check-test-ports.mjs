#!/usr/bin/env node
// Run before the end-to-end tests: stops at once, with the way out, when a port the tests need is held by a
// server they did not start, instead of letting Playwright reuse it or time out minutes later.
import {
  checkAppPort,
  checkMockApiPort,
  DEMO_APP_PORT,
  MOCK_API_PORT,
  NGINX_ALT_APP_PORT,
  NGINX_APP_PORT,
  NGINX_REDEPLOY_APP_PORT,
  REAL_BACKEND_APP_PORT,
  UPDATE_APP_PORT,
} from './test-servers.mjs';

const checks = await Promise.all([
  checkAppPort(DEMO_APP_PORT, 'E2E_DEMO_APP_PORT'),
  checkAppPort(REAL_BACKEND_APP_PORT, 'E2E_REAL_BACKEND_APP_PORT'),
  checkAppPort(UPDATE_APP_PORT, 'E2E_UPDATE_APP_PORT'),
  checkAppPort(NGINX_APP_PORT, 'E2E_NGINX_APP_PORT'),
  checkAppPort(NGINX_ALT_APP_PORT, 'E2E_NGINX_ALT_APP_PORT'),
  checkAppPort(NGINX_REDEPLOY_APP_PORT, 'E2E_NGINX_REDEPLOY_APP_PORT'),
  checkMockApiPort(MOCK_API_PORT),
]);
const problems = checks.filter((check) => check.state === 'taken');
for (const problem of problems) console.error(`check-test-ports: ${problem.message}`);
if (problems.length > 0) process.exit(1);
