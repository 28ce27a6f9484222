import { useSyncExternalStore } from 'react';

/** The writing direction of the page: what `<html dir>` says (docs/right-to-left.md#the-direction). */
export type DocumentDirection = 'ltr' | 'rtl';

/** `<html dir>` as the app reads it: only 'rtl' means right to left; missing, 'auto' or anything else is 'ltr'. */
export function readDocumentDirection(): DocumentDirection {
  if (typeof document === 'undefined') return 'ltr';
  return document.documentElement.dir.trim().toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * Calls `onChange` whenever `<html dir>` is set, changed or removed. One observer per subscriber: a handful of
 * components read the direction, and each observer watches a single attribute of a single element.
 */
export function subscribeToDocumentDirection(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * The page's direction, followed as it changes. The one source for anything direction-dependent in script;
 * layout itself follows through logical CSS properties and needs no script.
 */
export function useDocumentDirection(): DocumentDirection {
  return useSyncExternalStore(subscribeToDocumentDirection, readDocumentDirection, () => 'ltr');
}
