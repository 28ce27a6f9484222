// What becomes of a report (docs/deploying.md#error-reporting): it is always logged to the console; when the
// runtime config names an endpoint, it is also POSTed there as JSON, in batches and at a limited rate. Every
// report passes through redact(): no token, email or password leaves the page. Loaded on demand by
// report-error.ts and main.tsx.
import { redact, redactText } from './redact';
import type { ErrorContext, ErrorReport, ErrorReporter } from './report-error';

export interface ErrorReporterOptions {
  /** Where batches are POSTed; null logs only. */
  endpoint?: string | null;
  log?: (report: ErrorReport) => void;
  send?: (endpoint: string, body: string) => Promise<unknown>;
  now?: () => number;
}

export const ERROR_BATCH_DELAY_MS = 2000;
export const ERROR_BATCH_MAX = 10;
export const ERROR_REPORTS_PER_MINUTE = 20;
const MINUTE_MS = 60_000;
const MAX_STACK = 4000;

/**
 * An ApiError (src/lib/api-error.ts), known by its name and fields: importing the class would tie this
 * module, which loads on demand, to the chunk that holds axios.
 */
function isApiError(error: Error): error is Error & { kind: string; status: number | undefined } {
  return error.name === 'ApiError' && 'kind' in error && typeof error.kind === 'string';
}

function describe(error: unknown): Pick<ErrorReport, 'name' | 'message' | 'stack'> & { details?: object } {
  if (error instanceof Error) {
    const details = isApiError(error) ? { kind: error.kind, status: error.status } : undefined;
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
