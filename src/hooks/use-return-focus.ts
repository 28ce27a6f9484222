import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Browsers move focus to <body> when the focused button becomes disabled, so a keyboard user who presses
 * Apply or Get Weather would lose their place while the request runs. Call `rememberFocus` as the action
 * starts; when `busy` is over, focus goes back to the button, unless the user has moved on meanwhile. When
 * the action removed the button (Cancel on a cancelled application), focus goes to `fallback` instead.
 */
export function useReturnFocus<T extends HTMLElement>(
  busy: boolean,
  fallback?: RefObject<HTMLElement | null>,
) {
  const ref = useRef<T>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (busy || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) (ref.current ?? fallback?.current)?.focus();
  }, [busy, fallback]);

  const rememberFocus = useCallback(() => {
    hadFocus.current = ref.current !== null && document.activeElement === ref.current;
  }, []);

  return { ref, rememberFocus };
}
