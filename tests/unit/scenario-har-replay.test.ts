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

interface EntryOptions {
  method?: string;
  status?: number;
  mimeType?: string;
  text?: string;
  headers?: { name: string; value: string }[];
  encoding?: string;
  time?: number;
}

const recorded: unknown = JSON.parse(readFileSync(SESSION_HAR, 'utf8'));
const session = recorded as Har;

/** An entry answering `url`; the shipped session's first entry fills in what these tests ignore. */
function entry(url: string, options: EntryOptions = {}): HarEntry {
  const { method = 'GET', status = 200, mimeType = 'application/json', text = '[]' } = options;
  const { encoding, time = 42, headers = [{ name: 'content-type', value: 'application/json' }] } = options;
  const template = session.log.entries[0] as HarEntry;
  const content = { size: text.length, mimeType, text, ...(encoding && { encoding }) };
  return {
    ...template,
    time,
    request: { ...template.request, method, url },
    response: { ...template.response, status, headers, content },
  };
}

const har = (entries: HarEntry[]): Har => ({ log: { ...session.log, entries } });

describe('moving recorded URLs under the app API base', () => {
  it.each<[string, string | undefined, { page?: string; recordedUnderBase?: boolean }?]>([
    // A backend's origin moves onto /api, with the query.
    [
      'http://127.0.0.1:8000/external/geocode?postcode=BA2+4BA',
      `${PAGE}/api/external/geocode?postcode=BA2+4BA`,
    ],
    ['https://rooms-api.example.edu/rooms/', `${PAGE}/api/rooms/`],
    // A recording of the demo itself stays under /api.
    ['http://localhost:5173/api/applications/', `${PAGE}/api/applications/`],
    // Anything that is not an API call is left out.
    ['http://localhost:5173/assets/index.js', undefined],
    ['http://localhost:5173/images/rooms/a.svg', undefined],
    ['not a url at all', undefined, { page: 'also not' }],
    // In a recording of the demo, /rooms is the page and /api/rooms/ the endpoint.
    ['http://localhost:5173/rooms', undefined, { recordedUnderBase: true }],
  ])('%s becomes %s', (url, expected, { page = PAGE, ...options } = {}) => {
    expect(toReplayUrl(url, '/api', page, options)).toBe(expected);
  });
});

describe('preparing entries', () => {
  it.each<[string, EntryOptions]>([
    ['http://127.0.0.1:8000/rooms/', { method: 'OPTIONS' }],
    ['http://127.0.0.1:8000/rooms/', { status: -1 }],
    ['http://127.0.0.1:8000/rooms/', { status: 0 }],
    ['http://localhost:5173/rooms', { mimeType: 'text/html' }],
  ])('drops preflights, aborted requests and pages: %s %j', (url, options) => {
    expect(toReplayEntry(entry(url, options), '/api', PAGE)).toBeUndefined();
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
  it('is a HAR recorded against a backend origin, with its API calls in order', () => {
    expect(isHar(recorded)).toBe(true);
    expect(isHar({ log: {} })).toBe(false);
    const replay = toReplayHar(session, '/api', PAGE);
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
    const login = session.log.entries.find((item) => item.request.url.endsWith('/users/login'));
    const body = JSON.parse(login?.response.content.text ?? '{}') as { access_token?: string };
    const payload = JSON.parse(atob(body.access_token?.split('.')[1] ?? '')) as { exp: number };
    expect(payload.exp * 1000).toBeGreaterThan(Date.UTC(2099, 0, 1));
  });
});
