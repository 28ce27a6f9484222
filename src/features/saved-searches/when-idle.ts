/** How long idle work may wait before it runs anyway, so a busy page still gets its counts. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `work` when the page is idle (a timer where there are no idle callbacks: Safari, workers), off the
 * interaction path (docs/saved-searches.md#speed). Returns a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  const scope = globalThis as typeof globalThis & {
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (typeof scope.requestIdleCallback === 'function' && typeof scope.cancelIdleCallback === 'function') {
    const handle = scope.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => scope.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}
