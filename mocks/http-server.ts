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

export interface MockApiServerOptions {
  /** 0 picks a free port; read the bound one from the result. */
  port?: number;
  host?: string;
  /** Added to every API response, as the demo's worker does; 0 answers at once. */
  latencyMs?: number;
}

export interface MockApiServer {
  /** The origin to point the app at (`VITE_API_URL`), e.g. 'http://127.0.0.1:8000'. */
  url: string;
  port: number;
  close: () => Promise<void>;
}

type Next = (error?: unknown) => void;
type Middleware = (request: IncomingMessage, response: ServerResponse, next: Next) => void;
type ErrorMiddleware = (
  error: unknown,
  request: IncomingMessage,
  response: ServerResponse,
  next: Next,
) => void;

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

export const DEFAULT_MOCK_API_PORT = 8000;
export const DEFAULT_MOCK_API_HOST = '127.0.0.1';

/** What Starlette's CORSMiddleware sends for allow_methods=['*']. */
const ALLOWED_METHODS = 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.end(text);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

/**
 * CORSMiddleware(allow_origins=['*'], allow_credentials=True, allow_methods=['*'], allow_headers=['*']).
 * With credentials allowed the origin is echoed rather than '*', which browsers would refuse. The headers
 * are set before the API answers, so errors (401, the text/plain 500) carry them too and stay readable.
 */
const cors: Middleware = (request, response, next) => {
  const origin = firstHeader(request.headers.origin);
  if (origin === undefined) {
    next();
    return;
  }
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('vary', 'Origin');

  const requestedMethod = firstHeader(request.headers['access-control-request-method']);
  if (request.method !== 'OPTIONS' || requestedMethod === undefined) {
    next();
    return;
  }
  // A preflight never reaches the routes, whatever the path.
  response.setHeader('access-control-allow-methods', ALLOWED_METHODS);
  response.setHeader('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
  const requestedHeaders = firstHeader(request.headers['access-control-request-headers']);
  if (requestedHeaders) response.setHeader('access-control-allow-headers', requestedHeaders);
  sendText(response, 200, 'OK');
};

/** Only this dev server has it, so e2e runs or a manual session can start from the seed data again. */
const reset: Middleware = (_request, response) => {
  resetDb();
  response.statusCode = 204;
  response.end();
};

/** How a test run recognises this server before reusing it (scripts/test-servers.mjs). */
const health: Middleware = (_request, response) => {
  sendJson(response, 200, { service: MOCK_API_SERVICE_NAME });
};

/**
 * msw middlewares by request origin. The handlers need an absolute base URL in Node, and the redirect
 * `location` must keep the host the client used ('127.0.0.1:8000' or 'localhost:8000'), as Starlette's does.
 */
function mockApiByOrigin(fallbackHost: () => string): Middleware {
  const middlewares = new Map<string, Middleware>();
  return (request, response, next) => {
    const origin = `http://${firstHeader(request.headers.host) ?? fallbackHost()}`;
    let middleware = middlewares.get(origin);
    if (!middleware) {
      middleware = createMiddleware(...createHandlers(origin)) as Middleware;
      middlewares.set(origin, middleware);
    }
    middleware(request, response, next);
  };
}

// The handlers already answer FastAPI's 404 for unknown API paths; this catches anything else.
const notFound: Middleware = (_request, response) => {
  sendJson(response, 404, { detail: 'Not Found' });
};

// Like an unhandled exception under uvicorn: a bare 500, with the CORS headers already set.
const internalError: ErrorMiddleware = (error, request, response, _next) => {
  console.error(`[mock api] ${request.method} ${request.url} failed`, error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  sendText(response, 500, 'Internal Server Error');
};

/** Starts the mock API over HTTP; resolves once it listens. */
export async function startMockApiServer({
  port = DEFAULT_MOCK_API_PORT,
  host = DEFAULT_MOCK_API_HOST,
  latencyMs = 0,
}: MockApiServerOptions = {}): Promise<MockApiServer> {
  setLatency(latencyMs);
  const server = createServer();
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const boundHost = () => `${urlHost}:${(server.address() as AddressInfo | null)?.port ?? port}`;

  const app = express()
    .disable('x-powered-by')
    .use(cors)
    .post('/__reset', reset)
    .get(MOCK_API_HEALTH_PATH, health)
    .use(mockApiByOrigin(boundHost))
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

  return {
    url: `http://${boundHost()}`,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive; without this, close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
