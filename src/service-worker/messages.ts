/**
 * What the page and the app-shell worker say to each other. Both sides import these, so a renamed message
 * cannot leave one side listening for a word the other no longer sends.
 */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type
  );
}

/**
 * The built worker's file, next to index.html in demo and real-backend builds alike (docs/offline.md#worker).
 * Names, not paths: the page prefixes the app's base path, the worker resolves them against its own URL.
 */
export const SERVICE_WORKER_FILE = 'sw.js';
/** msw's worker script, merged into the app-shell worker in demo builds. */
export const MOCK_SERVICE_WORKER_FILE = 'mockServiceWorker.js';
