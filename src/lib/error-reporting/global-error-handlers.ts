import type { RootOptions } from 'react-dom/client';
import { flushErrorReports, reportError } from './report-error';

/** React's root-level hooks: errors no boundary caught, and errors a boundary (a route's) did catch. */
export const reactRootErrorOptions: Pick<RootOptions, 'onUncaughtError' | 'onCaughtError'> = {
  onUncaughtError: (error, info) =>
    reportError(error, { source: 'react-uncaught', componentStack: info.componentStack }),
  onCaughtError: (error, info) =>
    reportError(error, { source: 'react-caught', componentStack: info.componentStack }),
};

/**
 * The browser's note that some ResizeObserver notifications wait for the next frame: it comes as a window
 * error with no error object whenever an observer's callback changes the size of what is observed, as the
 * virtual grid does measuring the rows a fast scroll brings in. Those notifications are delivered in the next
 * frame; nothing failed, and a fling would otherwise send dozens of reports.
 */
const isResizeObserverLoopNote = (event: ErrorEvent) =>
  event.error == null && /^ResizeObserver loop\b/.test(event.message);

/**
 * Errors that escape everything else: a throw in an event handler or a timer, a rejected promise nobody
 * awaited. Queued reports are sent when the page is hidden. Returns the function that removes the listeners.
 */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isResizeObserverLoopNote(event)) return;
    reportError(event.error ?? event.message, {
      source: 'window-error',
      file: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) =>
    reportError(event.reason, { source: 'unhandled-rejection' });
  const onPageHide = () => flushErrorReports();
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('pagehide', onPageHide);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('pagehide', onPageHide);
  };
}
