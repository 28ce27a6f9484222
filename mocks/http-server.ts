import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { createMiddleware } from '@mswjs/http-middleware';
import { MOCK_API_HEALTH_PATH, MOCK_API_SERVICE_NAME } from '../scripts/test-servers.mjs';
import { resetDb, setLatency } from './db';
import { createHandlers } from './handlers';

/**
 * The mock API as a real HTTP server: the same handlers and in-memory database as the browser demo and
 * vitest, behind Express, with CORS answered the way FastAPI's CORSMiddleware does with every origin and
 * credentials allowed. State lives as long as the process; `POST /__reset` restores the seed data.
 */

export interface MockApiServer {
  /** The origin to point the app at (`VITE_API_URL`), e.g. 'http://127.0.0.1:8000'. */
  url: string;
  port: number;
  close: () => Promise<void>;
}

type Next = (error?: unknown) => void;
type Middleware = (request: IncomingMessage, response: ServerResponse, next: Next) => void;
type ErrorMiddleware = (error: unknown, ...rest: Parameters<Middleware>) => void;

/** The part of Express used here; the package ships no types and @types/express is not installed. */
interface ExpressApp {
  (request: IncomingMessage, response: ServerResponse): void;
  disable(setting: string): ExpressApp;
  use(handler: Middleware | ErrorMiddleware): ExpressApp;
  post(path: string, handler: Middleware): ExpressApp;
  get(path: string, handler: Middleware): ExpressApp;
}

// Express is @mswjs/http-middleware's dependency, not ours, so it is required from there (the very copy the
// middleware is written for), and typed by hand so that its missing declarations leak no `any` here.
const requireFromMiddleware = createRequire(createRequire(import.meta.url).resolve('@mswjs/http-middleware'));
const express = requireFromMiddleware('express') as () => ExpressApp;

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

function send(response: ServerResponse, status: number, body: string, contentType: string): void {
  response.statusCode = status;
  response.setHeader('content-type', contentType);
  response.end(body);
}

const sendText = (response: ServerResponse, status: number, text: string) =>
  send(response, status, text, 'text/plain; charset=utf-8');
const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, JSON.stringify(body), 'application/json');

/**
 * CORSMiddleware(allow_origins=['*'], allow_credentials=True, allow_methods=['*'], allow_headers=['*']).
 * With credentials allowed the origin is echoed rather than '*', which browsers would refuse. The headers
 * are set before the API answers, so errors (401, the text/plain 500) carry them too and stay readable.
 */
const cors: Middleware = (request, response, next) => {
  const origin = firstHeader(request.headers.origin);
  if (origin === undefined) return next();
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('vary', 'Origin');
  const requestedMethod = firstHeader(request.headers['access-control-request-method']);
  if (request.method !== 'OPTIONS' || requestedMethod === undefined) return next();
  // A preflight never reaches the routes, whatever the path. Starlette's answer for allow_methods=['*']:
  response.setHeader('access-control-allow-methods', 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT');
  response.setHeader('access-control-max-age', '600');
  const requestedHeaders = firstHeader(request.headers['access-control-request-headers']);
  if (requestedHeaders) response.setHeader('access-control-allow-headers', requestedHeaders);
  sendText(response, 200, 'OK');
};

// The handlers already answer FastAPI's 404 for unknown API paths; this catches anything else.
const notFound: Middleware = (_request, response) => sendJson(response, 404, { detail: 'Not Found' });

// Like an unhandled exception under uvicorn: a bare 500, with the CORS headers already set. Express tells
// an error handler by its four parameters.
const internalError: ErrorMiddleware = (error, request, response, _next) => {
  console.error(`[mock api] ${request.method} ${request.url} failed`, error);
  if (response.headersSent) response.destroy();
  else sendText(response, 500, 'Internal Server Error');
};

/** Starts the mock API over HTTP; resolves once it listens. Port 0 picks a free port. */
export async function startMockApiServer({
  port = 8000,
  host = '127.0.0.1',
  // Added to every API response, as the demo's worker does; 0 answers at once.
  latencyMs = 0,
}: { port?: number; host?: string; latencyMs?: number } = {}): Promise<MockApiServer> {
  setLatency(latencyMs);
  const server = createServer();

  const app = express()
    .disable('x-powered-by')
    .use(cors)
    // Only this dev server has it, so e2e runs or a manual session can start from the seed data again.
    .post('/__reset', (_request, response) => {
      resetDb();
      response.statusCode = 204;
      response.end();
    })
    // How a test run recognises this server before reusing it (scripts/test-servers.mjs).
    .get(MOCK_API_HEALTH_PATH, (_request, response) =>
      sendJson(response, 200, { service: MOCK_API_SERVICE_NAME }),
    )
    // Relative routes, resolved against the origin each request was sent to: a redirect's `location`
    // keeps the host the client used ('127.0.0.1:8000' or 'localhost:8000'), as Starlette's does.
    .use(createMiddleware(...createHandlers('')) as Middleware)
    .use(notFound)
    .use(internalError);
  server.on('request', app);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const boundPort = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
    port: boundPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive; without this, close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
