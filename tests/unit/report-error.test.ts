import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import {
  createErrorReporter,
  ERROR_BATCH_DELAY_MS,
  ERROR_BATCH_MAX,
  ERROR_BATCH_MAX_BYTES,
  ERROR_REPORT_MAX_BYTES,
  ERROR_REPORTS_PER_MINUTE,
} from '@/lib/error-reporting/error-reporter';
import type { ErrorReport } from '@/lib/error-reporting/report-error';
import { ApiError } from '@/lib/api-error';

const TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbGljZUB1bmkudGVzdCIsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJlLXBhcnQ';
const EMAIL = 'alice.smith+rooms@uni.example.edu';
const PASSWORD = 'hunter2-Secret!';

function setUp() {
  const logged: ErrorReport[] = [];
  const sent: { endpoint: string; body: { reports: ErrorReport[]; dropped: number } }[] = [];
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const reporter = createErrorReporter({
    endpoint: 'https://errors.example.edu/report',
    log: (report) => logged.push(report),
    send: (endpoint, body) => {
      sent.push({ endpoint, body: JSON.parse(body) as (typeof sent)[number]['body'] });
      return Promise.resolve();
    },
    now: () => clock,
  });
  return { reporter, logged, sent, advance: (ms: number) => (clock += ms) };
}

describe('reportError: redaction', () => {
  it('never lets a token, an email or a password into a report, wherever they hide', () => {
    const { reporter, logged, sent } = setUp();
    const error = new Error(
      `Request for ${EMAIL} failed: Authorization: Bearer ${TOKEN}; body {"email":"${EMAIL}","password":"${PASSWORD}"}`,
    );
    error.stack = `Error: at /login?token=${TOKEN}&password=${PASSWORD}\n    at submit (main.js:1:2)`;
    reporter.report(error, {
      source: 'mutation',
      queryKey: ['applications', 'list', EMAIL],
      variables: { email: EMAIL, password: PASSWORD },
      headers: { Authorization: `Bearer ${TOKEN}` },
      nested: { deeper: { note: `jwt=${TOKEN} user ${EMAIL}` } },
      jwt: TOKEN,
    });
    reporter.flush();

    const everything = JSON.stringify({ logged, sent });
    for (const secret of [TOKEN, EMAIL, PASSWORD, 'hunter2', 'alice']) {
      expect(everything, secret).not.toContain(secret);
    }
    // Still useful: the shape of what happened survives.
    expect(logged[0]).toMatchObject({
      source: 'mutation',
      name: 'Error',
      context: {
        queryKey: ['applications', 'list', '[email]'],
        variables: { email: '[redacted]', password: '[redacted]' },
        headers: { Authorization: '[redacted]' },
        jwt: '[redacted]',
      },
    });
    expect(logged[0]?.message).toContain('Authorization: [redacted]');
    expect(logged[0]?.stack).toContain('at submit (main.js:1:2)');
  });

  it('keeps what an API failure was, without its body', () => {
    const { reporter, logged } = setUp();
    reporter.report(new ApiError({ kind: 'http', status: 500, message: 'The server had a problem.' }), {
      source: 'query',
    });
    expect(logged[0]).toMatchObject({
      name: 'ApiError',
      message: 'The server had a problem.',
      context: { kind: 'http', status: 500 },
    });
  });

  it('reports thrown values that are not errors', () => {
    const { reporter, logged } = setUp();
    reporter.report({ password: PASSWORD, code: 7 }, { source: 'unhandled-rejection' });
    reporter.report(`failed for ${EMAIL}`, { source: 'window-error' });
    expect(logged.map((report) => report.message)).toEqual([
      '{"password":"[redacted]","code":7}',
      'failed for [email]',
    ]);
  });
});

describe('reportError: delivery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs every report, and POSTs them in one batch after a short delay', () => {
    const { reporter, logged, sent } = setUp();
    reporter.report(new Error('one'), { source: 'query' });
    reporter.report(new Error('two'), { source: 'router' });
    expect(logged).toHaveLength(2);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(ERROR_BATCH_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.endpoint).toBe('https://errors.example.edu/report');
    expect(sent[0]?.body.reports.map((report) => report.message)).toEqual(['one', 'two']);
  });

  it('sends a full batch at once', () => {
    const { reporter, sent } = setUp();
    for (let i = 0; i < ERROR_BATCH_MAX; i += 1) reporter.report(new Error(`e${i}`), { source: 'query' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.reports).toHaveLength(ERROR_BATCH_MAX);
  });

  it('sends at most the per-minute limit, counts the rest, and sends again a minute later', () => {
    const { reporter, sent, advance } = setUp();
    const burst = ERROR_REPORTS_PER_MINUTE + 5;
    for (let i = 0; i < burst; i += 1) reporter.report(new Error(`e${i}`), { source: 'window-error' });
    reporter.flush();
    const delivered = sent.flatMap((batch) => batch.body.reports);
    expect(delivered).toHaveLength(ERROR_REPORTS_PER_MINUTE);
    expect(sent.at(-1)?.body.dropped).toBe(5);

    advance(60_000);
    reporter.report(new Error('later'), { source: 'window-error' });
    reporter.flush();
    expect(sent.at(-1)?.body).toMatchObject({ reports: [{ message: 'later' }], dropped: 0 });
  });

  it('reports the same error object once, whichever sources see it', () => {
    const { reporter, logged } = setUp();
    const error = new Error('caught twice');
    reporter.report(error, { source: 'router' });
    reporter.report(error, { source: 'react-caught' });
    expect(logged.map((report) => report.source)).toEqual(['router']);
  });

  it('only logs when the runtime config names no endpoint', () => {
    const send = vi.fn(() => Promise.resolve());
    const log = vi.fn();
    const reporter = createErrorReporter({ endpoint: null, log, send });
    reporter.report(new Error('local'), { source: 'query' });
    reporter.flush();
    vi.advanceTimersByTime(ERROR_BATCH_DELAY_MS);
    expect(log).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('logs to the console by default', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createErrorReporter().report(new Error('to the console'), { source: 'window-error' });
    expect(consoleError).toHaveBeenCalledWith(
      '[reportError]',
      expect.objectContaining({ message: 'to the console', source: 'window-error' }),
    );
  });
});

describe('reportError: batches small enough for keepalive', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** What browsers allow the keepalive bodies in flight at once. */
  const KEEPALIVE_LIMIT_BYTES = 64 * 1024;
  const bytes = (body: string) => new TextEncoder().encode(body).length;

  /** A reporter whose sends stay on their way until `finishAll` is called, as a slow network would. */
  function setUpSlowEndpoint() {
    const bodies: string[] = [];
    const pending: { resolve: () => void; size: number }[] = [];
    let mostInFlight = 0;
    const reporter = createErrorReporter({
      endpoint: 'https://errors.example.edu/report',
      log: () => undefined,
      send: (_, body) => {
        bodies.push(body);
        return new Promise<void>((resolve) => {
          pending.push({ resolve, size: bytes(body) });
          mostInFlight = Math.max(
            mostInFlight,
            pending.reduce((total, { size }) => total + size, 0),
          );
        });
      },
    });
    const sent = () => bodies.map((body) => JSON.parse(body) as { reports: ErrorReport[]; dropped: number });
    const finishAll = async () => {
      pending.splice(0).forEach(({ resolve }) => resolve());
      await vi.advanceTimersByTimeAsync(0);
    };
    return { reporter, bodies, sent, finishAll, mostInFlight: () => mostInFlight };
  }

  /** A report of about 14 KB: its context holds seven long values (each string is capped at 2000). */
  const reportOf = (reporter: ReturnType<typeof createErrorReporter>, label: string) =>
    reporter.report(new Error(label), {
      source: 'query',
      ...Object.fromEntries(Array.from({ length: 7 }, (_, index) => [`part${index}`, 'x'.repeat(1990)])),
    });
  const labelsOf = (batch: { reports: ErrorReport[] } | undefined) =>
    batch?.reports.map((report) => report.message);

  it('cuts batches so each body stays under the limit, and sends the next when one has arrived', async () => {
    const { reporter, bodies, sent, finishAll, mostInFlight } = setUpSlowEndpoint();
    const labels = Array.from({ length: 9 }, (_, index) => `e${index}`);
    for (const label of labels) {
      reportOf(reporter, label);
      await finishAll();
    }
    reporter.flush();
    await finishAll();

    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(bytes(body)).toBeLessThanOrEqual(ERROR_BATCH_MAX_BYTES);
    expect(mostInFlight()).toBeLessThan(KEEPALIVE_LIMIT_BYTES);
    expect(sent().flatMap(labelsOf)).toEqual(labels);
    expect(sent().map((batch) => batch.dropped)).toEqual(sent().map(() => 0));
  });

  it('waits for a batch on its way before sending one that would pass the limit with it', async () => {
    const { reporter, sent, finishAll, mostInFlight } = setUpSlowEndpoint();
    for (const label of ['a', 'b', 'c', 'd', 'e']) reportOf(reporter, label);
    expect(sent().map(labelsOf)).toEqual([['a', 'b', 'c', 'd']]);
    reporter.flush();
    vi.advanceTimersByTime(ERROR_BATCH_DELAY_MS);
    expect(sent()).toHaveLength(1);

    await finishAll();
    expect(sent().map(labelsOf)).toEqual([['a', 'b', 'c', 'd'], ['e']]);
    expect(mostInFlight()).toBeLessThanOrEqual(ERROR_BATCH_MAX_BYTES);
  });

  it('drops the oldest waiting reports when the queue would outgrow a body, and counts them', async () => {
    const { reporter, sent, finishAll } = setUpSlowEndpoint();
    // Four fill a body, sent when a fifth arrives; it stays on its way while four more arrive, and with
    // the last of them the waiting five would not fit in one body: the oldest ('e') gives way.
    for (const label of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) reportOf(reporter, label);
    reporter.flush();
    expect(sent()).toHaveLength(1);

    await finishAll();
    expect(labelsOf(sent()[1])).toEqual(['f', 'g', 'h', 'i']);
    expect(sent()[1]?.dropped).toBe(1);
  });

  it('clips a report too large to send whole, and marks it', () => {
    const { reporter, bodies, sent } = setUpSlowEndpoint();
    reporter.report(new Error(`huge ${'x'.repeat(5000)}`), {
      source: 'router',
      ...Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`part${index}`, 'y'.repeat(1990)])),
    });
    reporter.flush();
    expect(bytes(bodies[0] ?? '')).toBeLessThanOrEqual(ERROR_REPORT_MAX_BYTES);
    const [report] = sent()[0]?.reports ?? [];
    expect(report).toMatchObject({ source: 'router', name: 'Error', truncated: true, context: {} });
    expect(report?.message).toMatch(/^huge x+…$/);
    expect(sent()[0]?.dropped).toBe(0);
  });

  it('drops a report that cannot be made small enough, and counts it in the next batch', () => {
    const { reporter, sent } = setUpSlowEndpoint();
    const unsendable = new Error('named at length');
    unsendable.name = 'N'.repeat(100_000);
    reporter.report(unsendable, { source: 'window-error' });
    reporter.report(new Error('next'), { source: 'window-error' });
    reporter.flush();
    expect(sent()).toEqual([{ reports: [expect.objectContaining({ message: 'next' })], dropped: 1 }]);
  });
});

describe('reportError: before a reporter is installed', () => {
  // A fresh module each time: no reporter installed yet, as at start-up.
  async function freshReportError() {
    vi.resetModules();
    return import('@/lib/error-reporting/report-error');
  }

  it('loads the default reporter with the first error, which logs it redacted', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reportError } = await freshReportError();
    reportError(new Error(`first for ${EMAIL}`), { source: 'window-error' });
    reportError(new Error('second'), { source: 'unhandled-rejection' });
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(2));
    expect(consoleError.mock.calls.map(([, report]) => (report as ErrorReport).message)).toEqual([
      'first for [email]',
      'second',
    ]);
  });

  it('hands the reports made before it to the reporter installed next, in order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reportError, installErrorReporter } = await freshReportError();
    reportError(new Error('one'), { source: 'router' });
    reportError(new Error('two'), { source: 'query' });
    const logged: ErrorReport[] = [];
    installErrorReporter(createErrorReporter({ log: (report) => logged.push(report) }));
    reportError(new Error('three'), { source: 'mutation' });
    expect(logged.map((report) => report.message)).toEqual(['one', 'two', 'three']);
  });

  it('sends what is reported while the endpoint’s reporter loads to that endpoint, not only to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const endpoint = 'https://errors.example.edu/report';
    const received: string[] = [];
    server.use(
      http.post(endpoint, async ({ request }) => {
        const body = (await request.json()) as { reports: ErrorReport[] };
        received.push(...body.reports.map((report) => report.message));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { reportError, sendErrorReportsTo, flushErrorReports } = await freshReportError();
    // Before the runtime config: the default reporter, which only logs.
    reportError(new Error('before the config'), { source: 'window-error' });
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    sendErrorReportsTo(endpoint);
    reportError(new Error('while its reporter loads'), { source: 'router' });
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(2));
    flushErrorReports();
    await vi.waitFor(() => expect(received).toEqual(['while its reporter loads']));
  });

  it('still logs what was reported when the reporter’s code cannot load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.doMock('@/lib/error-reporting/error-reporter', () => {
      throw new Error('chunk missing');
    });
    onTestFinished(() => void vi.doUnmock('@/lib/error-reporting/error-reporter'));
    const { reportError } = await freshReportError();
    const lost = new Error('reported anyway');
    reportError(lost, { source: 'router' });
    await vi.waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[reportError] the reporter could not load',
        expect.anything(),
        [lost, { source: 'router' }],
      ),
    );
  });
});
