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
  /** Set when the report was too large to send whole: its message and stack clipped, a large context left out. */
  truncated?: true;
}

export interface ErrorReporter {
  report: (error: unknown, context: ErrorContext) => void;
  /** Sends what is queued at once (the page is being hidden, or a test). */
  flush: () => void;
}

type PendingReport = Parameters<ErrorReporter['report']>;

/** Reports made before a reporter was installed or loaded: handed to the next one in the order they came. */
const pending: PendingReport[] = [];
let installed: ErrorReporter | null = null;
/** The runtime config's endpoint, once main.tsx knows it. */
let endpoint: string | null = null;
let reporterCode: Promise<typeof import('./error-reporter')> | null = null;
/** Whether a reporter is on its way: until it is installed, reports wait for it. */
let installing = false;
/** Counts installs: a reporter that finishes loading after a newer one was asked for, or installed, stands down. */
let generation = 0;

/** Loads the reporter's code once and installs a reporter for the endpoint known now. */
function installReporter() {
  installing = true;
  reporterCode ??= import('./error-reporter');
  const mine = ++generation;
  reporterCode.then(
    ({ createErrorReporter }) => {
      if (mine === generation) installErrorReporter(createErrorReporter({ endpoint }));
    },
    (error: unknown) => {
      if (mine !== generation) return;
      reporterCode = null;
      installing = false;
      // Nothing else can report this: the code that reports could not load (offline after a deploy).
      console.error('[reportError] the reporter could not load', error, ...pending.splice(0));
    },
  );
}

/** Makes `reporter` the one reportError uses, and hands it what was reported before; tests install their own. */
export function installErrorReporter(reporter: ErrorReporter): void {
  generation += 1;
  installing = false;
  installed = reporter;
  for (const [error, context] of pending.splice(0)) reporter.report(error, context);
}

/** From now on reports are also POSTed to `url` (the runtime config's errorReportUrl; main.tsx). */
export function sendErrorReportsTo(url: string): void {
  endpoint = url;
  installReporter();
}

/** Every unexpected error, from every source, comes here. */
export function reportError(error: unknown, context: ErrorContext): void {
  if (installed && !installing) {
    installed.report(error, context);
    return;
  }
  pending.push([error, context]);
  if (!installing) installReporter();
}

export function flushErrorReports(): void {
  installed?.flush();
}
