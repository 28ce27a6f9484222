// Which calls carry the session's token: read by the API client and by the build's early requests
// (docs/performance.md#early-requests), so it stays free of dependencies.

const API_ORIGIN = 'http://api.invalid';

/**
 * The one rule for which calls carry the bearer token: the backend's protected endpoints, the applications
 * and listing a room (`POST /rooms/`) (docs/backend.md#the-contract). Registration, login, the room list and
 * the look-ups never carry it: a public call has no use for it, and without it a browser sends no CORS
 * preflight first.
 */
export function carriesBearerToken(url: string | undefined, method = 'get'): boolean {
  if (url === undefined) return false;
  try {
    const { origin, pathname } = new URL(url, API_ORIGIN);
    // An absolute URL is not a path of this API.
    if (origin !== API_ORIGIN) return false;
    return (
      /^\/applications(?:\/|$)/.test(pathname) ||
      (method.toLowerCase() === 'post' && /^\/rooms\/?$/.test(pathname))
    );
  } catch {
    return false;
  }
}
