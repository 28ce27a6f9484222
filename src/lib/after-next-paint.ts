/**
 * Runs `work` in a task of its own just after the browser has painted the next frame: what the user asked for
 * is on screen first, and the work follows at once rather than when the page is next idle, which on a busy
 * page can be much later. Without frames (tests in jsdom), a timer stands in. Returns a function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  // The frame's callbacks run before its style, layout and paint; a task queued from one runs after them.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
