// The benchmark's servers cache what production caches (docs/deploying.md#caching): a figure measured with
// every photo fetched again would time a cost no user pays, and one measured with more caching than nginx
// sends would hide one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControlFor, cacheControlOfFile } from '../../bench/cache-control.mjs';

const NGINX_CONF = readFileSync(join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');

/** What nginx's `map $uri` answers for a path: an exact entry, else the first matching regex, else the default. */
function nginxCacheControl(uri: string): string {
  const body = /map \$uri \$student_rooms_cache_control \{([^}]*)\}/.exec(NGINX_CONF)?.[1];
  if (!body) throw new Error('deploy/nginx.conf has no Cache-Control map');
  const entries = [...body.matchAll(/^\s*(\S+)\s+"([^"]*)";/gm)].map(([, key = '', value = '']) => ({
    key,
    value,
  }));
  const exact = entries.find(({ key }) => key === uri);
  if (exact) return exact.value;
  const pattern = entries.find(({ key }) => key.startsWith('~') && new RegExp(key.slice(1)).test(uri));
  if (pattern) return pattern.value;
  const fallback = entries.find(({ key }) => key === 'default');
  if (!fallback) throw new Error('the Cache-Control map has no default');
  return fallback.value;
}

describe("the benchmark's Cache-Control", () => {
  it.each([
    '/index.html',
    '/sw.js',
    '/mockServiceWorker.js',
    '/manifest.webmanifest',
    '/config.json',
    '/assets/startup-Dd6WOJdz.js',
    '/assets/toaster-vP5o2k2d.css',
    '/images/rooms/camden-compact.svg',
    '/images/room-default.svg',
    '/favicon.svg',
    '/theme-init.js',
    '/icons/icon-192.png',
  ])('is what nginx sends for %s', (path) => {
    expect(cacheControlFor(path)).toBe(nginxCacheControl(path));
  });

  it('names a file by its path under the folder it is served from', () => {
    const root = join('/srv', 'dist');
    expect(cacheControlOfFile(root, join(root, 'images', 'rooms', 'a.svg'))).toBe(
      cacheControlFor('/images/rooms/a.svg'),
    );
    expect(cacheControlOfFile(root, join(root, 'index.html'))).toBe('no-cache');
    expect(cacheControlOfFile(root, join(root, 'assets', 'startup-x.js'))).toMatch(/immutable/);
  });

  it('lets the browser keep a room photo and never a page, worker or config', () => {
    expect(cacheControlFor('/images/rooms/camden-compact.svg')).toMatch(/max-age=\d+/);
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/config.json')).toBe('no-cache');
  });
});
