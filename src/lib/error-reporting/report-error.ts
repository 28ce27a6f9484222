// The one place every unexpected error goes (docs/deploying.md#error-reporting). What a report becomes is the
// installed reporter's business (error-reporter.ts: redacted, logged, and POSTed when the runtime config names
// an endpoint). That code loads with the first error, or at start-up when there is an endpoint: most pages
// never report anything, so it stays out of the first load.
export type ErrorSource =
  | 'router'
  | 'query'
  | 'mutation'
  | 'react-uncaught'
  | 'react-caught'
  | 'window-error'
  | 'unhandled-rejection';

export interface ErrorContext {
  source: ErrorSource;
  [detail: string]: unknown;
}

export interface ErrorReport {
  source: ErrorSource;
  name: string;
  message: string;
  stack?: string;
  /** Whatever the source added (a query key, a component stack), redacted. */
  context: Record<string, unknown>;
  /** The path only: a query string may hold anything. */
  page: string;
  time: string;
}

export interface ErrorReporter {
  report: (error: unknown, context: ErrorContext) => void;
  /** Sends what is queued at once (the page is being hidden, or a test). */
  flush: () => void;
}

type PendingReport = Parameters<ErrorReporter['report']>;

/** Reports made before a reporter was installed or loaded: handed to the first one in the order they came. */
const pending: PendingReport[] = [];
let installed: ErrorReporter | null = null;
let loadingDefault = false;
/** An endpoint's reporter on its way (main.tsx): reports wait for it rather than go to the default one. */
let awaited = false;

function loadDefaultReporter() {
  if (loadingDefault || awaited) return;
  loadingDefault = true;
  void import('./error-reporter').then(
    ({ createErrorReporter }) => {
      // An endpoint's reporter may be installed, or on its way, meanwhile: the pending reports are its.
      if (!installed && !awaited) installErrorReporter(createErrorReporter());
    },
    (error: unknown) => {
      loadingDefault = false;
      // Nothing else can report this: the code that reports could not load (offline after a deploy).
      console.error('[reportError] the reporter could not load', error, ...pending.splice(0));
    },
  );
}

/** Makes `reporter` the one reportError uses; main.tsx installs one with the runtime config's endpoint. */
export function installErrorReporter(reporter: ErrorReporter): void {
  installed = reporter;
  for (const [error, context] of pending.splice(0)) reporter.report(error, context);
}

/**
 * Installs the reporter `loading` resolves to (the runtime config's endpoint, main.tsx); until then reports wait
 * for it. Should it not load, the default reporter takes them, logging to the console.
 */
export function installErrorReporterOnceLoaded(loading: Promise<ErrorReporter>): void {
  awaited = true;
  loading.then(
    (reporter) => {
      awaited = false;
      installErrorReporter(reporter);
    },
    (error: unknown) => {
      awaited = false;
      console.warn('[reportError] the reporter for the error endpoint could not load', error);
      if (pending.length > 0) loadDefaultReporter();
    },
  );
}

/** Every unexpected error, from every source, comes here. */
export function reportError(error: unknown, context: ErrorContext): void {
  if (installed) {
    installed.report(error, context);
    return;
  }
  pending.push([error, context]);
  loadDefaultReporter();
}

export function flushErrorReports(): void {
  installed?.flush();
}
