import type { RequestHandler } from 'msw';
import { DEMO_API_BASE_URL } from '@/config/env';
import { applicationsHandlers } from './applications';
import { authHandlers } from './auth';
import { externalHandlers } from './external';
import { notFoundHandler } from './fastapi';
import { roomsHandlers } from './rooms';

/**
 * Every mock API route under `baseUrl`: a path ('/api', resolved against the page's origin) or an absolute
 * URL ('http://localhost:8000', needed in Node where there is no page to resolve against).
 */
export function createHandlers(baseUrl: string = DEMO_API_BASE_URL): RequestHandler[] {
  const handlers: RequestHandler[] = [
    ...authHandlers(baseUrl),
    ...roomsHandlers(baseUrl),
    ...applicationsHandlers(baseUrl),
    ...externalHandlers(baseUrl),
  ];
  return servesWholeOrigin(baseUrl) ? handlers : [...handlers, notFoundHandler(baseUrl)];
}

/**
 * Whether the API would sit at the root of the page's own origin. Unknown paths then get no FastAPI 404:
 * the service worker sees every request of the page, and a catch-all would swallow the app's own files.
 */
function servesWholeOrigin(baseUrl: string): boolean {
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (trimmed === '') return true;
  if (typeof location === 'undefined') return false;
  const resolved = new URL(trimmed, location.href);
  return resolved.origin === location.origin && resolved.pathname === '/';
}

export const handlers = createHandlers();
