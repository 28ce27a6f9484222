import type { RequestHandler } from 'msw';
import { DEMO_API_BASE_URL } from '@/config/env';
import { applicationsHandlers } from './applications';
import { authHandlers } from './auth';
import { externalHandlers } from './external';
import { notFoundHandler } from './fastapi';
import { roomsHandlers } from './rooms';

/**
 * Every mock API route under `baseUrl`: a path ('/api', resolved against the page's origin, or in Node
 * against the server's) or an absolute URL ('http://localhost:8000').
 */
export function createHandlers(baseUrl: string = DEMO_API_BASE_URL): RequestHandler[] {
  const handlers = [
    ...authHandlers(baseUrl),
    ...roomsHandlers(baseUrl),
    ...applicationsHandlers(baseUrl),
    ...externalHandlers(baseUrl),
  ];
  return servesPageOrigin(baseUrl) ? handlers : [...handlers, notFoundHandler(baseUrl)];
}

/**
 * Whether the API would sit at the root of the page's own origin. Unknown paths then get no FastAPI 404:
 * the service worker sees every request of the page, and a catch-all would swallow the app's own files.
 * Node has no page, so nothing to swallow.
 */
function servesPageOrigin(baseUrl: string): boolean {
  if (typeof location === 'undefined') return false;
  const resolved = new URL(baseUrl.replace(/\/+$/, '') || '/', location.href);
  return resolved.origin === location.origin && resolved.pathname === '/';
}

export const handlers = createHandlers();
