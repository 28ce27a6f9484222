// The worker's copy of the runtime config, and the policy a page runs under (docs/deploying.md#redeploys).
// The config is fetched network-first with a short time-out and kept only when it is a JSON object, so a
// stalled network falls back to the last copy and a captive portal's HTML page is never kept as the config.
import { RUNTIME_CONFIG_PATH } from '@/config/runtime-config-path';

/** How long a start waits for a fresh config before using the last copy. */
export const CONFIG_NETWORK_TIMEOUT_MS = 2_000;

/** The cache that holds the last good copy. Not the precache: a precached copy would carry the build's
 * revision and never pick up a new `API_URL`. */
export const RUNTIME_CONFIG_CACHE = 'runtime-config';

/** What the worker needs from its surroundings; tests pass their own. */
export interface RuntimeConfigCopyDeps {
  fetch: (request: Request) => Promise<Response>;
  openCache: () => Promise<Pick<Cache, 'match' | 'put'>>;
  timeoutMs?: number;
}

/** A successful answer whose body is a JSON object: anything else is not a config worth keeping. */
export async function isRuntimeConfigResponse(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    const value: unknown = await response.clone().json();
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

async function fetchWithTimeout(deps: RuntimeConfigCopyDeps): Promise<Response | undefined> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve(undefined);
    }, deps.timeoutMs ?? CONFIG_NETWORK_TIMEOUT_MS);
  });
  const answered = (async () => {
    const request = new Request(new URL(RUNTIME_CONFIG_PATH, self.location.origin), {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
      signal: abort.signal,
    });
    const response = await deps.fetch(request);
    // A body that stalls after the headers counts against the same time-out.
    await response.clone().arrayBuffer();
    return response;
  })().catch(() => undefined);
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The freshest usable config: the network's answer when it is valid (kept as the new copy), else the last
 * copy, else whatever the network said (a 404 the page then explains), else undefined (no network, no copy).
 */
export async function latestRuntimeConfig(deps: RuntimeConfigCopyDeps): Promise<Response | undefined> {
  const fresh = await fetchWithTimeout(deps);
  const usable = fresh !== undefined && (await isRuntimeConfigResponse(fresh));
  try {
    const cache = await deps.openCache();
    if (usable) {
      await cache.put(RUNTIME_CONFIG_PATH, fresh.clone());
      return fresh;
    }
    return (await cache.match(RUNTIME_CONFIG_PATH)) ?? fresh;
  } catch {
    // No cache storage (a full disk, say): the network's answer is all there is.
    return fresh;
  }
}

const POLICY_HEADER = 'Content-Security-Policy';

/**
 * index.html under the policy that came with `config`. The server sends its policy with every file, and
 * its `connect-src` follows the config's `apiUrl`; the cached index.html still carries the policy of the
 * day it was cached. Taking the policy from the very config the page will read means the two always
 * match, across redeploys with another `API_URL` too.
 */
export function withPolicyOf(index: Response, config: Response | undefined): Response {
  const policy = config?.headers.get(POLICY_HEADER);
  if (!policy || index.headers.get(POLICY_HEADER) === policy) return index;
  const headers = new Headers(index.headers);
  headers.set(POLICY_HEADER, policy);
  return new Response(index.body, { status: index.status, statusText: index.statusText, headers });
}
