/**
 * Where the runtime config is served, next to index.html (docs/deploying.md#runtime-config). Its own module,
 * with no imports, because the app-shell worker reads it too (it keeps a copy for offline starts), and so does
 * the build, for the script that asks for it early (docs/performance.md#early-requests).
 */
export const RUNTIME_CONFIG_PATH = '/config.json';

/**
 * How long start-up waits for the file. The app-shell worker answers from its last copy well before this
 * when the network stalls; only a first visit on a stalled network waits this long, then offers a retry.
 */
export const RUNTIME_CONFIG_TIMEOUT_MS = 10_000;
