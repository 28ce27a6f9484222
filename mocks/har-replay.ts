import type { fromTraffic } from '@msw/source/traffic';
import { isRecord } from '@/lib/raw-values';

/**
 * Prepares a recorded session (a HAR file) for replay with @msw/source's `fromTraffic`. A recording holds
 * whatever the browser fetched, against whichever origin the app was pointed at: a real backend on
 * http://127.0.0.1:8000, the mock API server, or the demo's own /api. Replay serves it under the app's
 * API base, so every API entry is moved there and everything else (pages, scripts, images, preflights)
 * is dropped. Plain functions without msw/browser, so vitest can check them.
 */

export type Har = Parameters<typeof fromTraffic>[0];
export type HarEntry = Har['log']['entries'][number];

/** The backend's top-level routes; anything else in a recording is the app's own files. */
const API_PATH = /^\/(?:users|rooms|applications|external)(?:\/|$)/;

// The body in a HAR is already decoded, and the browser builds its own framing around a mocked response.
const DROPPED_RESPONSE_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/** Replays wait as long as the recording did (fromTraffic uses `time`), but never longer than this. */
export const MAX_REPLAY_DELAY_MS = 1500;

export const isHar = (value: unknown): value is Har =>
  isRecord(value) && isRecord(value.log) && Array.isArray(value.log.entries);

/** '/api' or 'http://host/api' (resolved against the page) as an origin and a path without a trailing slash. */
function resolveBase(apiBaseUrl: string, pageOrigin: string): { origin: string; path: string } {
  const base = new URL(apiBaseUrl.replace(/\/+$/, '') || '/', pageOrigin);
  return { origin: base.origin, path: base.pathname.replace(/\/+$/, '') };
}

function parseUrl(text: string, pageOrigin: string): URL | undefined {
  try {
    return new URL(text, pageOrigin);
  } catch {
    return undefined;
  }
}

const underBase = (path: string, basePath: string) =>
  basePath !== '' && (path === basePath || path.startsWith(`${basePath}/`));

export interface ReplayUrlOptions {
  /**
   * The recording is of the demo itself, whose API sits under the base too: then only paths under the
   * base are API calls, and '/rooms' is the page of that name, not the endpoint.
   */
  recordedUnderBase?: boolean;
}

/** Moves one recorded API URL under the app's API base; undefined when it is not an API call. */
export function toReplayUrl(
  recordedUrl: string,
  apiBaseUrl: string,
  pageOrigin: string,
  { recordedUnderBase = false }: ReplayUrlOptions = {},
): string | undefined {
  const url = parseUrl(recordedUrl, pageOrigin);
  if (!url) return undefined;
  const base = resolveBase(apiBaseUrl, pageOrigin);
  let path = url.pathname;
  if (underBase(path, base.path)) path = path.slice(base.path.length);
  else if (recordedUnderBase) return undefined;
  if (!API_PATH.test(path)) return undefined;
  return `${base.origin}${base.path}${path}${url.search}`;
}

/**
 * One HAR entry as replay needs it, or undefined to leave it out. Redirect targets move with the URLs, so
 * a recorded 307 stays inside the replay; base64 bodies (fromTraffic decodes only text/*) become text.
 */
export function toReplayEntry(
  entry: HarEntry,
  apiBaseUrl: string,
  pageOrigin: string,
  options: ReplayUrlOptions = {},
): HarEntry | undefined {
  const method = entry.request.method.toUpperCase();
  // Preflights only happen across origins, and replay is same-origin. A status of 0 (browsers) or -1
  // (Playwright) is a request that got no answer, usually one the app aborted; it has nothing to replay.
  if (method === 'OPTIONS' || entry.response.status <= 0) return undefined;
  // The API never answers with a page: an HTML entry is a navigation to one of the app's routes.
  if (entry.response.content.mimeType?.includes('html')) return undefined;
  const url = toReplayUrl(entry.request.url, apiBaseUrl, pageOrigin, options);
  if (!url) return undefined;

  const headers = entry.response.headers
    .filter((header) => !DROPPED_RESPONSE_HEADERS.has(header.name.toLowerCase()))
    .map((header) =>
      header.name.toLowerCase() === 'location'
        ? { ...header, value: toReplayUrl(header.value, apiBaseUrl, pageOrigin, options) ?? header.value }
        : header,
    );

  const content = { ...entry.response.content };
  if (content.encoding === 'base64' && content.text) {
    content.text = new TextDecoder().decode(
      Uint8Array.from(atob(content.text), (char) => char.charCodeAt(0)),
    );
    delete content.encoding;
  }

  return {
    ...entry,
    // Decoded parameters from the URL itself: recorders disagree on whether they percent-encode them.
    request: {
      ...entry.request,
      url,
      queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
    },
    response: { ...entry.response, headers, content },
    time: Math.min(Math.max(entry.time, 0), MAX_REPLAY_DELAY_MS),
  };
}

/** Every API entry of a recording, moved under the app's API base, in the order it was recorded. */
export function toReplayHar(har: Har, apiBaseUrl: string, pageOrigin: string): Har {
  const basePath = resolveBase(apiBaseUrl, pageOrigin).path;
  const recordedUnderBase = har.log.entries.some((entry) => {
    const url = parseUrl(entry.request.url, pageOrigin);
    return url !== undefined && underBase(url.pathname, basePath);
  });
  const entries = har.log.entries.flatMap(
    (entry) => toReplayEntry(entry, apiBaseUrl, pageOrigin, { recordedUnderBase }) ?? [],
  );
  return { ...har, log: { ...har.log, entries } };
}
