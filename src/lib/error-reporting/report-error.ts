// The one place every unexpected error goes (docs/deploying.md#error-reporting). It always logs to the
// console; when the runtime config names an endpoint, it also POSTs the reports there as JSON, in batches
// and at a limited rate. Every report passes through redact(): no token, email or password leaves the page.
import { ApiError } from '@/lib/api-error';
import { redact, redactText } from './redact';

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

export interface ErrorReporterOptions {
  /** Where batches are POSTed; null logs only. */
  endpoint?: string | null;
  log?: (report: ErrorReport) => void;
  send?: (endpoint: string, body: string) => Promise<unknown>;
  now?: () => number;
}

export interface ErrorReporter {
  report: (error: unknown, context: ErrorContext) => void;
  /** Sends what is queued at once (the page is being hidden, or a test). */
  flush: () => void;
}

export const ERROR_BATCH_DELAY_MS = 2000;
export const ERROR_BATCH_MAX = 10;
export const ERROR_REPORTS_PER_MINUTE = 20;
const MINUTE_MS = 60_000;
const MAX_STACK = 4000;

function describe(error: unknown): Pick<ErrorReport, 'name' | 'message' | 'stack'> & { details?: object } {
  if (error instanceof Error) {
    const details = error instanceof ApiError ? { kind: error.kind, status: error.status } : undefined;
    return {
      name: error.name,
      message: redactText(error.message),
      ...(error.stack ? { stack: redactText(error.stack.slice(0, MAX_STACK)) } : {}),
      ...(details ? { details } : {}),
    };
  }
  return { name: typeof error, message: redactText(typeof error === 'string' ? error : safeJson(error)) };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(redact(value)) ?? String(value);
  } catch {
    return String(value);
  }
}

const logToConsole = (report: ErrorReport) => console.error('[reportError]', report);

const postJson = (endpoint: string, body: string) =>
  fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    // Still sent when the page is being closed.
    keepalive: true,
    credentials: 'omit',
  });

export function createErrorReporter({
  endpoint = null,
  log = logToConsole,
  send = postJson,
  now = Date.now,
}: ErrorReporterOptions = {}): ErrorReporter {
  // The same error often arrives twice (a route's error boundary and React's onCaughtError): once is enough.
  const seen = new WeakSet<object>();
  const queue: ErrorReport[] = [];
  const sentAt: number[] = [];
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!endpoint || (queue.length === 0 && dropped === 0)) return;
    const body = JSON.stringify({ reports: queue.splice(0), dropped });
    dropped = 0;
    // A failing endpoint must never produce more errors to report.
    send(endpoint, body).catch(() => undefined);
  }

  function enqueue(report: ErrorReport) {
    const time = now();
    while (sentAt.length > 0 && time - sentAt[0]! >= MINUTE_MS) sentAt.shift();
    if (sentAt.length >= ERROR_REPORTS_PER_MINUTE) {
      dropped += 1;
      return;
    }
    sentAt.push(time);
    queue.push(report);
    if (queue.length >= ERROR_BATCH_MAX) flush();
    else timer ??= setTimeout(flush, ERROR_BATCH_DELAY_MS);
  }

  function report(error: unknown, { source, ...context }: ErrorContext) {
    if (typeof error === 'object' && error !== null) {
      if (seen.has(error)) return;
      seen.add(error);
    }
    const { details, ...described } = describe(error);
    const entry: ErrorReport = {
      source,
      ...described,
      context: redact({ ...context, ...details }) as Record<string, unknown>,
      page: typeof location === 'undefined' ? '' : redactText(location.pathname),
      time: new Date(now()).toISOString(),
    };
    log(entry);
    if (endpoint) enqueue(entry);
  }

  return { report, flush };
}

let installed: ErrorReporter = createErrorReporter();

/** Makes `reporter` the one reportError uses; main.tsx installs one with the runtime config's endpoint. */
export function installErrorReporter(reporter: ErrorReporter): void {
  installed = reporter;
}

/** Every unexpected error, from every source, comes here. */
export function reportError(error: unknown, context: ErrorContext): void {
  installed.report(error, context);
}

export function flushErrorReports(): void {
  installed.flush();
}
