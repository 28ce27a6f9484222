import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  isHar,
  MAX_REPLAY_DELAY_MS,
  toReplayEntry,
  toReplayHar,
  toReplayUrl,
  type Har,
  type HarEntry,
} from '@mocks/har-replay';

const PAGE = 'http://127.0.0.1:5174';
const SESSION_HAR = resolve(import.meta.dirname, '../fixtures/session.har');

function entry(
  url: string,
  {
    method = 'GET',
    status = 200,
    mimeType = 'application/json',
    text = '[]',
    headers = [{ name: 'content-type', value: 'application/json' }],
    encoding,
    time = 42,
  }: {
    method?: string;
    status?: number;
    mimeType?: string;
    text?: string;
    headers?: { name: string; value: string }[];
    encoding?: string;
    time?: number;
  } = {},
): HarEntry {
  return {
    startedDateTime: '2026-11-22T06:32:09.268Z',
    time,
    request: {
      method,
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [],
      queryString: [],
      headersSize: -1,
      bodySize: 0,
    },
    response: {
      status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers,
      content: { size: text.length, mimeType, text, ...(encoding ? { encoding } : {}) },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 0, receive: 0 },
  };
}

const har = (entries: HarEntry[]): Har => ({
  log: { version: '1.2', creator: { name: 'test', version: '1' }, entries },
});

describe('moving recorded URLs under the app API base', () => {
  it('maps a real backend origin onto /api, keeping the query', () => {
    expect(toReplayUrl('http://127.0.0.1:8000/external/geocode?postcode=BA2+4BA', '/api', PAGE)).toBe(
      `${PAGE}/api/external/geocode?postcode=BA2+4BA`,
    );
    expect(toReplayUrl('https://rooms-api.example.edu/rooms/', '/api', PAGE)).toBe(`${PAGE}/api/rooms/`);
  });

  it('keeps a recording of the demo itself under /api', () => {
    expect(toReplayUrl('http://localhost:5173/api/applications/', '/api', PAGE)).toBe(
      `${PAGE}/api/applications/`,
    );
  });

  it('leaves out anything that is not an API call', () => {
    expect(toReplayUrl('http://localhost:5173/assets/index.js', '/api', PAGE)).toBeUndefined();
    expect(toReplayUrl('http://localhost:5173/images/rooms/a.svg', '/api', PAGE)).toBeUndefined();
    expect(toReplayUrl('not a url at all', '/api', 'also not')).toBeUndefined();
    // In a recording of the demo, /rooms is the page and /api/rooms/ the endpoint.
    expect(
      toReplayUrl('http://localhost:5173/rooms', '/api', PAGE, { recordedUnderBase: true }),
    ).toBeUndefined();
  });
});

describe('preparing entries', () => {
  it('drops preflights, aborted requests and pages', () => {
    expect(toReplayEntry(entry('http://127.0.0.1:8000/rooms/', { method: 'OPTIONS' }), '/api', PAGE)).toBe(
      undefined,
    );
    expect(
      toReplayEntry(entry('http://127.0.0.1:8000/rooms/', { status: -1 }), '/api', PAGE),
    ).toBeUndefined();
    expect(toReplayEntry(entry('http://127.0.0.1:8000/rooms/', { status: 0 }), '/api', PAGE)).toBeUndefined();
    expect(
      toReplayEntry(entry('http://localhost:5173/rooms', { mimeType: 'text/html' }), '/api', PAGE),
    ).toBeUndefined();
  });

  it('drops framing headers, moves redirects along, decodes base64 JSON and caps the delay', () => {
    const prepared = toReplayEntry(
      entry('http://127.0.0.1:8000/rooms?x=a%20b', {
        status: 307,
        text: btoa('{"detail":"ok"}'),
        encoding: 'base64',
        time: 60_000,
        headers: [
          { name: 'Content-Encoding', value: 'gzip' },
          { name: 'content-length', value: '99' },
          { name: 'location', value: 'http://127.0.0.1:8000/rooms/' },
          { name: 'content-type', value: 'application/json' },
        ],
      }),
      '/api',
      PAGE,
    );
    expect(prepared?.request.url).toBe(`${PAGE}/api/rooms?x=a%20b`);
    expect(prepared?.request.queryString).toEqual([{ name: 'x', value: 'a b' }]);
    expect(prepared?.response.headers).toEqual([
      { name: 'location', value: `${PAGE}/api/rooms/` },
      { name: 'content-type', value: 'application/json' },
    ]);
    expect(prepared?.response.content.text).toBe('{"detail":"ok"}');
    expect(prepared?.response.content.encoding).toBeUndefined();
    expect(prepared?.time).toBe(MAX_REPLAY_DELAY_MS);
  });

  it('tells a recording of the demo from one of a backend', () => {
    const demo = toReplayHar(
      har([
        entry('http://localhost:5173/rooms', { mimeType: 'application/json' }),
        entry('http://localhost:5173/api/rooms/'),
      ]),
      '/api',
      PAGE,
    );
    expect(demo.log.entries.map((item) => item.request.url)).toEqual([`${PAGE}/api/rooms/`]);
  });
});

describe('the shipped session.har', () => {
  const recorded: unknown = JSON.parse(readFileSync(SESSION_HAR, 'utf8'));

  it('is a HAR recorded against a backend origin, with its API calls in order', () => {
    expect(isHar(recorded)).toBe(true);
    expect(isHar({ log: {} })).toBe(false);
    const replay = toReplayHar(recorded as Har, '/api', PAGE);
    expect(
      replay.log.entries.map((item) => `${item.request.method} ${new URL(item.request.url).pathname}`),
    ).toEqual([
      'POST /api/users/login',
      'GET /api/rooms/',
      'GET /api/applications/',
      'GET /api/external/geocode',
      'GET /api/external/room-distance',
      'POST /api/applications/',
      'GET /api/applications/',
    ]);
  });

  it('holds a token that does not expire before 2099, so replays restore sessions', () => {
    const login = (recorded as Har).log.entries.find((item) => item.request.url.endsWith('/users/login'));
    const body = JSON.parse(login?.response.content.text ?? '{}') as { access_token?: string };
    const payload = JSON.parse(atob(body.access_token?.split('.')[1] ?? '')) as { exp: number };
    expect(payload.exp * 1000).toBeGreaterThan(Date.UTC(2099, 0, 1));
  });
});
