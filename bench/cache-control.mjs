// Cache-Control as production sends it (deploy/nginx.conf's map; docs/deploying.md#caching), for the
// benchmark's servers. Within one page a room photo shown again then comes from the browser's cache, as it
// does for users: served `no-store`, every search asked for each new card's photo again and decoded it anew
// (docs/performance.md#method). tests/unit/bench-cache-control.test.ts holds it to the nginx map.
import { relative, sep } from 'node:path';

/** Files a browser must check on every load: a new deploy ships a new one under the same name. */
const CHECKED_EVERY_LOAD = new Set([
  '/index.html',
  '/sw.js',
  '/mockServiceWorker.js',
  '/manifest.webmanifest',
  '/config.json',
]);

/** The header for a file, by its path under the build's root (`/index.html` for a client-side route). */
export function cacheControlFor(servedPath) {
  if (servedPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (CHECKED_EVERY_LOAD.has(servedPath)) return 'no-cache';
  return 'public, max-age=3600';
}

/** The header for `file`, served from the build folder `root`. */
export const cacheControlOfFile = (root, file) =>
  cacheControlFor(`/${relative(root, file).split(sep).join('/')}`);
