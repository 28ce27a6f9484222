// Requests a page starts before the app's code has arrived (docs/performance.md#early-requests). The route
// preload script that index.html loads beside the entry (scripts/route-preloads.ts) starts the runtime
// config's request and, on a signed-in page, the API calls its route makes as it opens (the room list, the
// user's applications); on a phone the entry takes a second to arrive and run, and these wait for nothing in
// it. The app takes each over once, by its URL, instead of asking again. Dependency-free: the build step
// reads the global's name from here.

/**
 * The property of `window` the route preload script puts its requests in: under the runtime config's path,
 * and under `api:` and the path of an API call (`api:/rooms/`), since the script learns the API's URL only
 * from the config.
 */
export const EARLY_REQUESTS_GLOBAL = '__earlyRequests';

declare global {
  interface Window {
    [EARLY_REQUESTS_GLOBAL]?: Partial<Record<string, Promise<Response>>>;
  }
}

/**
 * The request the page started under `key`, handed over once: later calls (a refetch) find nothing. The
 * first call also tells a script that has not run yet that the app has started, so it starts nothing.
 */
export function takeEarlyRequest(key: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const requests = (window[EARLY_REQUESTS_GLOBAL] ??= {});
  const request = requests[key];
  delete requests[key];
  return request;
}

/**
 * Between a path and the token its request carried, in the key of a call that needs the session
 * (`api:/applications/ as <token>`): the client takes it over only for the session it was sent for.
 */
export const EARLY_TOKEN_SEPARATOR = ' as ';

/**
 * The key of a GET of the API that the script started: the API's URL is known only from the config. A call
 * that carries the bearer token is keyed by that token too.
 */
export const earlyApiRequestKey = (path: string, token?: string | null): string =>
  token ? `api:${path}${EARLY_TOKEN_SEPARATOR}${token}` : `api:${path}`;

/**
 * The room list's path on the API: the app's own call (rooms-api.ts) and the script's, which the client takes
 * over only when the two match.
 */
export const ROOM_LIST_PATH = '/rooms/';
export const EARLY_ROOM_LIST = earlyApiRequestKey(ROOM_LIST_PATH);

/** The user's applications' path on the API: the app's call (applications-api.ts) and the script's. */
export const APPLICATION_LIST_PATH = '/applications/';

/** Whether the page started any API call that nothing has taken over yet. */
export const hasEarlyApiRequest = (): boolean =>
  typeof window !== 'undefined' &&
  Object.keys(window[EARLY_REQUESTS_GLOBAL] ?? {}).some((key) => key.startsWith(earlyApiRequestKey('')));
