import { routePreloadScript, type EarlyRequestOptions } from '../../scripts/route-preloads';
import {
  APPLICATION_LIST_PATH,
  EARLY_REQUESTS_GLOBAL,
  EARLY_ROOM_LIST,
  EARLY_TOKEN_SEPARATOR,
  earlyApiRequestKey,
  ROOM_LIST_PATH,
  takeEarlyRequest,
} from '@/lib/early-requests';

const OPTIONS: EarlyRequestOptions = {
  globalName: EARLY_REQUESTS_GLOBAL,
  configPath: '/config.json',
  configTimeoutMs: 10_000,
  defaultApiUrl: '/api',
  apiTimeoutMs: 15_000,
  sessionTokenKey: 'jwt',
  tokenSeparator: EARLY_TOKEN_SEPARATOR,
  calls: [
    { path: ROOM_LIST_PATH, key: EARLY_ROOM_LIST, withToken: false, pages: ['/', '/rooms'] },
    {
      path: APPLICATION_LIST_PATH,
      key: earlyApiRequestKey(APPLICATION_LIST_PATH),
      withToken: true,
      pages: ['/applications', '/rooms'],
    },
  ],
};

const EARLY_APPLICATIONS = earlyApiRequestKey(APPLICATION_LIST_PATH, 'a-token');

/** Runs the built script on the page at `path`, with `config` as the runtime config's answer. */
function runScriptAt(path: string, config: unknown = {}) {
  window.history.replaceState(null, '', path);
  const fetched = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(url === '/config.json' ? Response.json(config) : Response.json([])),
  );
  vi.stubGlobal('fetch', fetched);
  // The script is generated text that the browser runs as it is: running the text is what is tested.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(
    routePreloadScript({ '/rooms': ['/assets/rooms.js'] }, '/', { early: OPTIONS }),
  ) as () => void;
  run();
  return {
    fetched,
    urls: () => fetched.mock.calls.map(([url]) => url),
    headersOf: (url: string) => fetched.mock.calls.find(([called]) => called === url)?.[1]?.headers,
  };
}

afterEach(() => {
  delete window[EARLY_REQUESTS_GLOBAL];
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('requests started before the app has arrived', () => {
  it("on a signed-in page, asks for the config, then for the page's calls from the API it names", async () => {
    localStorage.setItem('jwt', 'a-token');
    const { urls, headersOf } = runScriptAt('/rooms', { apiUrl: ' https://api.example.test/ ' });
    expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveAttribute(
      'href',
      '/assets/rooms.js',
    );
    await expect(takeEarlyRequest(EARLY_ROOM_LIST)).resolves.toBeInstanceOf(Response);
    await expect(takeEarlyRequest(EARLY_APPLICATIONS)).resolves.toBeInstanceOf(Response);
    expect(urls()).toEqual([
      '/config.json',
      'https://api.example.test/rooms/',
      'https://api.example.test/applications/',
    ]);
    // The public list goes without the token (no CORS preflight); the applications need it.
    expect(headersOf('https://api.example.test/rooms/')).toEqual({ Accept: 'application/json' });
    expect(headersOf('https://api.example.test/applications/')).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer a-token',
    });
  });

  it('keys a call that carries the token by that token, so only the same session takes it over', async () => {
    localStorage.setItem('jwt', 'a-token');
    runScriptAt('/applications');
    expect(takeEarlyRequest(earlyApiRequestKey(APPLICATION_LIST_PATH))).toBeUndefined();
    expect(takeEarlyRequest(earlyApiRequestKey(APPLICATION_LIST_PATH, 'another-token'))).toBeUndefined();
    await expect(takeEarlyRequest(EARLY_APPLICATIONS)).resolves.toBeInstanceOf(Response);
    expect(takeEarlyRequest(EARLY_ROOM_LIST)).toBeUndefined();
  });

  it("uses the build's API when the config names none", async () => {
    localStorage.setItem('jwt', 'a-token');
    const { urls } = runScriptAt('/', {});
    await takeEarlyRequest(EARLY_ROOM_LIST);
    expect(urls()).toEqual(['/config.json', '/api/rooms/']);
  });

  it('asks only for the config when nobody is signed in, or on a page that calls nothing as it opens', () => {
    expect(runScriptAt('/rooms').urls()).toEqual(['/config.json']);
    expect(takeEarlyRequest(EARLY_ROOM_LIST)).toBeUndefined();
    expect(Object.keys(window[EARLY_REQUESTS_GLOBAL] ?? {})).toEqual(['/config.json']);
    delete window[EARLY_REQUESTS_GLOBAL];

    localStorage.setItem('jwt', 'a-token');
    expect(runScriptAt('/searches').urls()).toEqual(['/config.json']);
    expect(Object.keys(window[EARLY_REQUESTS_GLOBAL] ?? {})).toEqual(['/config.json']);
  });

  it.each([
    '//elsewhere.example.test',
    '/\\elsewhere.example.test',
    'javascript:alert(1)',
    'https://user:pw@api.example.test',
    'https://api.example.test/\tx',
  ])('sends nothing, the token least of all, to an API address the app would refuse (%s)', async (apiUrl) => {
    localStorage.setItem('jwt', 'a-token');
    const { urls } = runScriptAt('/rooms', { apiUrl });
    // The app asks for itself, and explains the config's problem; the request is no time-out.
    await expect(takeEarlyRequest(EARLY_APPLICATIONS)).rejects.not.toMatchObject({ name: 'TimeoutError' });
    await expect(takeEarlyRequest(EARLY_ROOM_LIST)).rejects.toThrow();
    expect(urls()).toEqual(['/config.json']);
  });

  it("asks the client to ask for itself when the config did not answer, rather than reporting the config's time-out as the API's", async () => {
    localStorage.setItem('jwt', 'a-token');
    window.history.replaceState(null, '', '/rooms');
    const timedOut = new DOMException('The operation timed out.', 'TimeoutError');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(timedOut)),
    );
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    (new Function(routePreloadScript({}, '/', { early: OPTIONS })) as () => void)();
    await expect(takeEarlyRequest('/config.json')).rejects.toBe(timedOut);
    const rooms = takeEarlyRequest(EARLY_ROOM_LIST);
    await expect(rooms).rejects.toThrow();
    await expect(rooms).rejects.not.toBe(timedOut);
  });

  it('starts nothing once the app has started, which asks for itself', () => {
    localStorage.setItem('jwt', 'a-token');
    expect(takeEarlyRequest('/config.json')).toBeUndefined();
    expect(runScriptAt('/rooms').fetched).not.toHaveBeenCalled();
  });

  it('hands each request over once: a refetch asks anew', async () => {
    const { fetched } = runScriptAt('/rooms');
    const config = takeEarlyRequest('/config.json');
    expect(config).toBe(fetched.mock.results[0]?.value);
    expect(takeEarlyRequest('/config.json')).toBeUndefined();
    await config;
  });
});
