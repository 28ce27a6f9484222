// The one place that says which loopback ports the end-to-end tests start servers on, and how a test run
// tells its own mock API from somebody else's server (a developer's FastAPI backend, say) on that port.
import { request } from 'node:http';

function portFromEnv(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}

export const TEST_HOST = '127.0.0.1';

/** The demo build (built-in mock API) under `vite preview`. */
export const DEMO_APP_PORT = portFromEnv('E2E_DEMO_APP_PORT', 4173);
/** The build that talks to a real backend over HTTP, served from its own origin. */
export const REAL_BACKEND_APP_PORT = portFromEnv('E2E_REAL_BACKEND_APP_PORT', 4174);
/**
 * The real-backend build served by nginx (`npm run preview:nginx`, deploy/nginx.conf), and the same build
 * started a second time with another API_URL (playwright.nginx.config.ts).
 */
export const NGINX_APP_PORT = portFromEnv('E2E_NGINX_APP_PORT', 4175);
export const NGINX_ALT_APP_PORT = portFromEnv('E2E_NGINX_ALT_APP_PORT', 4176);
/**
 * The HTTP mock API for the real-backend run. Not 8000 (uvicorn's default) nor any other common
 * development port, so a backend a developer runs locally is never mistaken for it.
 */
export const MOCK_API_PORT = portFromEnv('E2E_MOCK_API_PORT', 28413);
/** The update test's own server, which swaps one build for the next under the same origin. */
export const UPDATE_APP_PORT = portFromEnv('E2E_UPDATE_APP_PORT', 4177);
/** The redeploy test's own nginx, stopped and started again with another API_URL under the same origin. */
export const NGINX_REDEPLOY_APP_PORT = portFromEnv('E2E_NGINX_REDEPLOY_APP_PORT', 4178);
/**
 * The demo build `npm run screenshots` serves (playwright.screenshots.config.ts): a port of its own, so
 * screenshots can be taken while the end-to-end tests hold theirs. SCREENSHOT_PORT, not E2E_*: it is not an
 * end-to-end run.
 */
export const SCREENSHOTS_APP_PORT = portFromEnv('SCREENSHOT_PORT', 4179);

/** Only the mock API answers this path, with this body: how a run recognises the server it may reuse. */
export const MOCK_API_HEALTH_PATH = '/__mock-api/health';
export const MOCK_API_SERVICE_NAME = 'student-rooms-mock-api';

/** The mock API's origin in the runs that start it (real-backend and nginx). */
export const MOCK_API_ORIGIN = `http://${TEST_HOST}:${MOCK_API_PORT}`;

/**
 * Playwright's entry for `npm run mock-api`, shared by the runs that need it. Only the mock API answers the
 * health path with 200, so nobody else's server on the port is reused; scripts/check-test-ports.mjs has
 * already stopped the run if a foreign server holds it.
 */
export function mockApiWebServer() {
  return {
    command: 'npm run mock-api',
    url: `${MOCK_API_ORIGIN}${MOCK_API_HEALTH_PATH}`,
    env: {
      MOCK_API_PORT: String(MOCK_API_PORT),
      MOCK_API_LATENCY_MS: process.env.MOCK_API_LATENCY_MS ?? '0',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

const PROBE_TIMEOUT_MS = 2000;

/** GET over loopback; resolves to null when nothing listens (connection refused). */
function probe(port, path, host) {
  return new Promise((resolve) => {
    const req = request({ host, port, path, method: 'GET', timeout: PROBE_TIMEOUT_MS }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        if (body.length < 10_000) body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('timeout', () => {
      req.destroy();
      resolve({ status: 0, body: '', timedOut: true });
    });
    req.on('error', (error) =>
      resolve(error.code === 'ECONNREFUSED' ? null : { status: 0, body: '', error }),
    );
    req.end();
  });
}

function isMockApiHealth({ status, body }) {
  if (status !== 200) return false;
  try {
    return JSON.parse(body)?.service === MOCK_API_SERVICE_NAME;
  } catch {
    return false;
  }
}

/**
 * What holds `port`: 'free', 'mock-api' (ours, safe to reuse) or 'taken' (anything else), with the message
 * that stops the run in the last case.
 */
export async function checkMockApiPort(port = MOCK_API_PORT, host = TEST_HOST) {
  const answer = await probe(port, MOCK_API_HEALTH_PATH, host);
  if (answer === null) return { state: 'free' };
  if (isMockApiHealth(answer)) return { state: 'mock-api' };
  const seen = answer.timedOut
    ? 'did not answer within 2 s'
    : answer.error
      ? `failed (${answer.error.code ?? answer.error.message})`
      : `answered ${answer.status}`;
  return {
    state: 'taken',
    message:
      `Port ${port} on ${host} is taken by a server that is not the Student Rooms mock API ` +
      `(GET ${MOCK_API_HEALTH_PATH} ${seen}). The real-backend end-to-end tests start the mock API there. ` +
      `Stop that server (\`ss -ltnp 'sport = :${port}'\` shows which process holds it), or choose another ` +
      `port: E2E_MOCK_API_PORT=<free port> npm test`,
  };
}

/**
 * The app ports are served by `vite preview` of a build made for the run; a server already there would be
 * an older build, so they are never reused: 'free' or 'taken', with the message for the latter. `who` and
 * `command` name the run that needs the port (the end-to-end tests unless told).
 */
export async function checkAppPort(
  port,
  envName,
  { host = TEST_HOST, who = 'The end-to-end tests', command = 'npm test' } = {},
) {
  const answer = await probe(port, '/', host);
  if (answer === null) return { state: 'free' };
  return {
    state: 'taken',
    message:
      `Port ${port} on ${host} is already in use. ${who} serve a fresh build there and never ` +
      `reuse a server they did not start. Stop that server (\`ss -ltnp 'sport = :${port}'\` shows which ` +
      `process holds it), or choose another port: ${envName}=<free port> ${command}`,
  };
}
