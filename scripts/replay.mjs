// `npm run replay -- path/to/session.har [--port 5174] [--host 127.0.0.1]`
//
// Serves the app (Vite's dev server, demo mode) with its API answered from a recorded session instead of
// the stateful mock. The HAR is served at /__replay/<file name> and VITE_MOCK_HAR tells the app where:
// mocks/browser.ts fetches it, moves its API calls under /api (mocks/har-replay.ts) and hands them to
// @msw/source's fromTraffic. The file is read on every request, so a new recording needs only a reload.
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';

const DEFAULT_PORT = 5174;
const root = fileURLToPath(new URL('..', import.meta.url));

function fail(message) {
  console.error(`replay: ${message}`);
  console.error('usage: npm run replay -- path/to/session.har [--port 5174] [--host 127.0.0.1]');
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, host: { type: 'string' } },
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { positionals, values } = parsed;
if (positionals.length !== 1) fail('give exactly one HAR file');

// npm runs scripts from the package root; a relative path means relative to where the user typed it.
const harPath = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
if (!existsSync(harPath)) fail(`no such file: ${harPath}`);

function readHar() {
  const har = JSON.parse(readFileSync(harPath, 'utf8'));
  if (!Array.isArray(har?.log?.entries)) throw new Error('not a HAR file (no log.entries)');
  return har;
}

let entryCount;
try {
  entryCount = readHar().log.entries.length;
} catch (error) {
  fail(`${harPath}: ${error instanceof Error ? error.message : String(error)}`);
}

const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  fail(`--port must be a port number, got ${values.port}`);
const host = values.host ?? '127.0.0.1';
const servedAt = `/__replay/${encodeURIComponent(basename(harPath))}`;

// Demo mode whatever the shell says, and the recording instead of the stateful mock.
process.env.VITE_API_URL = '';
process.env.VITE_MOCK_HAR = servedAt;

/** Serves the HAR to the page; a broken file answers 500 so the page says so instead of replaying nothing. */
function serveHar() {
  return {
    name: 'student-rooms:serve-replay-har',
    configureServer(server) {
      server.middlewares.use(servedAt, (_request, response) => {
        try {
          const body = JSON.stringify(readHar());
          response.setHeader('content-type', 'application/json');
          response.setHeader('cache-control', 'no-store');
          response.end(body);
        } catch (error) {
          response.statusCode = 500;
          response.setHeader('content-type', 'text/plain; charset=utf-8');
          response.end(
            `Could not read ${harPath}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      });
    },
  };
}

const server = await createServer({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  plugins: [serveHar()],
  server: { port, host, strictPort: true },
  clearScreen: false,
});
await server.listen();

const address = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`;
console.log(`Replaying ${harPath} (${entryCount} recorded entries) on ${address}`);
console.log('Any email and password log in; calls the recording lacks answer 404. Ctrl+C stops.');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
