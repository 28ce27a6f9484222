import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape anywhere closes the disclosure and gives focus back to the control that opened it,
 * so keyboard users are never left on an element that has just disappeared.
 */
export function useCloseOnEscape(
  open: boolean,
  close: () => void,
  opener: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      opener.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, opener]);
}
