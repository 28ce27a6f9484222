// Settings read at start-up from a file served next to index.html, so one build serves every environment
// (docs/deploying.md#runtime-config). The nginx container writes the file from its environment; a build
// ships a default holding its VITE_API_URL. This module makes the one request for it, so a service worker
// can serve that URL network-first with a cached fallback.
import { apiBaseUrl as buildTimeApiBaseUrl, isDemoMode } from './env';
import { takeEarlyRequest } from '@/lib/early-requests';
import { RUNTIME_CONFIG_PATH, RUNTIME_CONFIG_TIMEOUT_MS } from './runtime-config-path';

export { RUNTIME_CONFIG_PATH, RUNTIME_CONFIG_TIMEOUT_MS };

export interface RuntimeConfig {
  /** Where API calls go: the file's `apiUrl`, else the build's VITE_API_URL (demo builds: the mock API). */
  apiBaseUrl: string;
  /** Where error reports are POSTed; null keeps them in the console. */
  errorReportUrl: string | null;
}

type UrlField = 'apiUrl' | 'errorReportUrl';

/**
 * Why the config could not be used. Its wording loads only with the page that explains it
 * (src/app/layout/startup-error-page.tsx), so the first load carries none of it.
 */
export type RuntimeConfigProblem =
  | { kind: 'unreachable' }
  | { kind: 'server-error'; status: number }
  | { kind: 'missing'; status: number }
  | { kind: 'malformed' }
  | { kind: 'not-object' }
  | { kind: 'bad-url'; field: UrlField };

/**
 * The network's fault (offline, a stalled connection, a server error), which a retry may fix, rather than
 * the file's, which only whoever runs the site can fix.
 */
export const isNetworkProblem = ({ kind }: RuntimeConfigProblem): boolean =>
  kind === 'unreachable' || kind === 'server-error';

export type RuntimeConfigResult =
  { ok: true; config: RuntimeConfig } | { ok: false; problem: RuntimeConfigProblem };

/** An absolute http(s) URL or a same-origin path, trailing slashes dropped; undefined when invalid. */
function readUrl(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  // Browsers strip tabs and newlines from URLs, so '/\t/evil.example' would become another host.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects.
  if (/[\u0000-\u001f\u007f\s]/.test(trimmed)) return undefined;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) {
    return trimmed.replace(/\/+$/, '') || '/';
  }
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.username || url.password) return undefined;
  } catch {
    return undefined;
  }
  return trimmed.replace(/\/+$/, '');
}

/** What the build decided: demo or real, and its VITE_API_URL. Tests pass their own. */
export interface BuildDefaults {
  isDemoMode: boolean;
  apiBaseUrl: string;
}

const buildDefaults: BuildDefaults = { isDemoMode, apiBaseUrl: buildTimeApiBaseUrl };

/** Checks the parsed file. Unknown keys are ignored, so a newer file does not break an older build. */
export function parseRuntimeConfig(raw: unknown, build: BuildDefaults = buildDefaults): RuntimeConfigResult {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, problem: { kind: 'not-object' } };
  }
  const fields: Partial<Record<UrlField, string | null>> = {};
  for (const field of ['apiUrl', 'errorReportUrl'] as const) {
    const value = readUrl((raw as Record<string, unknown>)[field]);
    if (value === undefined) {
      return { ok: false, problem: { kind: 'bad-url', field } };
    }
    fields[field] = value;
  }
  return {
    ok: true,
    config: {
      // Demo or real is a build-time choice: a demo build always talks to its built-in mock API.
      apiBaseUrl: build.isDemoMode ? build.apiBaseUrl : (fields.apiUrl ?? build.apiBaseUrl),
      errorReportUrl: fields.errorReportUrl ?? null,
    },
  };
}

/**
 * The one request for the file; never throws: a failure is a problem to show. No answer in time, or a
 * server error, is the network's fault; a missing or broken file is the site's.
 */
export async function loadRuntimeConfig(
  build: BuildDefaults = buildDefaults,
  timeoutMs = RUNTIME_CONFIG_TIMEOUT_MS,
): Promise<RuntimeConfigResult> {
  let raw: unknown;
  try {
    // The route preload script may have asked already, with these same options (docs/performance.md#early-requests).
    const response = await (takeEarlyRequest(RUNTIME_CONFIG_PATH) ??
      fetch(RUNTIME_CONFIG_PATH, {
        cache: 'no-cache',
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      }));
    const { status } = response;
    if (status >= 500) return { ok: false, problem: { kind: 'server-error', status } };
    if (!response.ok) return { ok: false, problem: { kind: 'missing', status } };
    const text = await response.text();
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, problem: { kind: 'malformed' } };
    }
  } catch {
    // No answer, or the body stopped arriving: offline, a stalled network, or the time-out above.
    return { ok: false, problem: { kind: 'unreachable' } };
  }
  return parseRuntimeConfig(raw, build);
}
