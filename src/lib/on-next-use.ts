const USES = ['pointerdown', 'keydown', 'focusin'] as const;

/** Focus on a form control (a tap into a field, a browser's own autofill focus) is a use too. */
const isUse = (event: Event) =>
  event.type !== 'focusin' ||
  (event.target instanceof Element && event.target.matches('input, select, textarea, button'));

/**
 * Calls `listener` once, at the user's next key or pointer press or focus on a form control, captured on the
 * window before the page's own handlers: a press is dispatched before the click or key action it starts.
 * Returns a function that stops waiting.
 */
export function onNextUse(listener: () => void): () => void {
  const stop = () => USES.forEach((type) => window.removeEventListener(type, use, true));
  function use(event: Event) {
    if (!isUse(event)) return;
    stop();
    listener();
  }
  USES.forEach((type) => window.addEventListener(type, use, true));
  return stop;
}
