/** What an idle callback is told: how long it may still run before the next frame. */
export interface IdleTime {
  timeRemaining: () => number;
}

/** Idle callbacks where the global scope has them: a page, not a worker (nor Safari). */
const idleScope = globalThis as typeof globalThis & {
  requestIdleCallback?: (callback: (idle: IdleTime) => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** How long idle work that must happen soon (saved searches' counts) may wait on a busy page. */
export const IDLE_TIMEOUT_MS = 1_000;

/** A timer's stand-in for an idle period where there are no idle callbacks. */
const TIMER_SLICE_MS = 8;

/**
 * Runs `work` when the page is idle, off the interaction path (docs/performance.md), and at the latest after
 * `timeoutMs` if given, so a busy page still gets it done. Where there are no idle callbacks (Safari,
 * workers), a short timer stands in, with an 8 ms slice. Returns a function that cancels it.
 */
export function whenIdle(work: (idle: IdleTime) => void, timeoutMs?: number): () => void {
  if (typeof idleScope.requestIdleCallback === 'function') {
    const handle = idleScope.requestIdleCallback(
      work,
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    );
    return () => idleScope.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(() => {
    const startedAt = performance.now();
    work({ timeRemaining: () => Math.max(0, startedAt + TIMER_SLICE_MS - performance.now()) });
  }, 1);
  return () => clearTimeout(handle);
}
