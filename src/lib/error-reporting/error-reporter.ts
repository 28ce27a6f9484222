// What becomes of a report (docs/deploying.md#error-reporting): it is always logged to the console; when the
// runtime config names an endpoint, it is also POSTed there as JSON, in batches and at a limited rate, each
// batch small enough for a keepalive request. Every report passes through redact(): no token, email or
// password leaves the page. Loaded on demand by report-error.ts and main.tsx.
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
/**
 * Browsers refuse (silently, for us) a keepalive request once the bodies of those in flight would pass
 * 64 KiB. Batches in flight stay within this, with room left for the page's other keepalive requests.
 */
export const ERROR_BATCH_MAX_BYTES = 60 * 1024;
/** A report larger than this has its text clipped; if still larger, it is dropped and counted. */
export const ERROR_REPORT_MAX_BYTES = 16 * 1024;
const MINUTE_MS = 60_000;
const MAX_STACK = 4000;
/** What an oversized report keeps: the start of its message and stack, and its context if that is small. */
const CLIPPED_MESSAGE_LENGTH = 1000;
const CLIPPED_STACK_LENGTH = 2000;
const CLIPPED_CONTEXT_BYTES = 4 * 1024;

const encoder = new TextEncoder();
/** The size of `value` as a request body: UTF-8 bytes of its JSON. */
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

const clip = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length)}…`);

/** The report as it fits in a batch: itself, its text clipped (marked `truncated`), or null if neither fits. */
function fitReport(report: ErrorReport): ErrorReport | null {
  if (jsonBytes(report) <= ERROR_REPORT_MAX_BYTES) return report;
  const { stack, context, ...rest } = report;
  const clipped: ErrorReport = {
    ...rest,
    message: clip(report.message, CLIPPED_MESSAGE_LENGTH),
    ...(stack === undefined ? {} : { stack: clip(stack, CLIPPED_STACK_LENGTH) }),
    context: jsonBytes(context) <= CLIPPED_CONTEXT_BYTES ? context : {},
    truncated: true,
  };
  return jsonBytes(clipped) <= ERROR_REPORT_MAX_BYTES ? clipped : null;
}

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
  /** The bytes of the batches on their way, and whether a flush waits for them to finish. */
  let bytesInFlight = 0;
  let flushWaiting = false;

  /** The size of the next batch's body if `report` joined the queue. */
  const bodyBytesWith = (report: ErrorReport) => jsonBytes({ reports: [...queue, report], dropped });

  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!endpoint || (queue.length === 0 && dropped === 0)) return;
    const body = JSON.stringify({ reports: queue, dropped });
    const size = encoder.encode(body).length;
    if (bytesInFlight > 0 && bytesInFlight + size > ERROR_BATCH_MAX_BYTES) {
      // Sent now, the browser would refuse it: it is tried again when a batch on its way finishes.
      flushWaiting = true;
      return;
    }
    queue.length = 0;
    dropped = 0;
    bytesInFlight += size;
    const finished = () => {
      bytesInFlight -= size;
      if (!flushWaiting) return;
      flushWaiting = false;
      flush();
    };
    // A failing endpoint must never produce more errors to report.
    void send(endpoint, body)
      .catch(() => undefined)
      .then(finished);
  }

  function enqueue(report: ErrorReport) {
    const time = now();
    while (sentAt.length > 0 && time - sentAt[0]! >= MINUTE_MS) sentAt.shift();
    const fitted = fitReport(report);
    if (sentAt.length >= ERROR_REPORTS_PER_MINUTE || fitted === null) {
      dropped += 1;
      return;
    }
    sentAt.push(time);
    // A batch is cut before its body outgrows a keepalive request: what is queued goes first.
    if (queue.length > 0 && bodyBytesWith(fitted) > ERROR_BATCH_MAX_BYTES) flush();
    // Still queued, because batches on their way use the allowance: the oldest give way, and are counted.
    while (queue.length > 0 && bodyBytesWith(fitted) > ERROR_BATCH_MAX_BYTES) {
      queue.shift();
      dropped += 1;
    }
    queue.push(fitted);
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
