import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea';

/** The dialog's controls in the page's order: not every engine returns a selector list's matches in order. */
const controlsOf = (box: HTMLElement) =>
  [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );

/**
 * A modal dialog's keyboard (WAI-ARIA's dialog pattern): focus starts in its first field, its text selected
 * so typing replaces it (or on its first control), Tab and Shift+Tab go round
 * the dialog's controls, focus that lands outside (a screen reader's cursor) comes back, and Escape calls
 * `close`, wherever focus is: a click on the dialog's text may leave it on the page itself. The opener gives
 * focus back once it closes. Returns the dialog's keydown handler.
 */
export function useModalDialog(dialog: RefObject<HTMLElement | null>, close: () => void) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    // Before anything under the dialog (the navigation menu's own Escape) hears it; inside the dialog the
    // keydown handler below has already closed it.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const box = dialog.current;
      if (event.key !== 'Escape' || !box || (event.target instanceof Node && box.contains(event.target)))
        return;
      event.stopPropagation();
      closeRef.current();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [dialog]);

  // In the commit that shows the dialog, not after it: a dialog whose code loads on first use renders outside
  // the click's task, and a key pressed before a later effect ran would land on the page behind it.
  useLayoutEffect(() => {
    const field = dialog.current?.querySelector('input');
    if (field) {
      field.focus();
      field.select();
    } else if (dialog.current) controlsOf(dialog.current)[0]?.focus();
    const keepFocusInside = (event: FocusEvent) => {
      const box = dialog.current;
      if (box && event.target instanceof Node && !box.contains(event.target)) controlsOf(box)[0]?.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => document.removeEventListener('focusin', keepFocusInside);
  }, [dialog]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      // Only the dialog closes: nothing under it (the navigation menu) hears this Escape.
      event.stopPropagation();
      close();
      return;
    }

    if (event.key !== 'Tab' || !dialog.current) return;
    const controls = controlsOf(dialog.current);
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
