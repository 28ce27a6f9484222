import { routePreloadScript, type EarlyRequestOptions } from '../../scripts/route-preloads';
import {
  EARLY_REQUESTS_GLOBAL,
  EARLY_ROOM_LIST,
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
  roomListPaths: ['/', '/rooms'],
  roomList: { path: ROOM_LIST_PATH, key: EARLY_ROOM_LIST },
};

/** Runs the built script on the page at `path`, with `config` as the runtime config's answer. */
function runScriptAt(path: string, config: unknown = {}) {
  window.history.replaceState(null, '', path);
  const fetched = vi.fn((url: string) =>
    Promise.resolve(url === '/config.json' ? Response.json(config) : Response.json([])),
  );
  vi.stubGlobal('fetch', fetched);
  // The script is generated text that the browser runs as it is: running the text is what is tested.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(
    routePreloadScript({ '/rooms': ['/assets/rooms.js'] }, '/', OPTIONS),
  ) as () => void;
  run();
  return { fetched, urls: () => fetched.mock.calls.map(([url]) => url) };
}

afterEach(() => {
  delete window[EARLY_REQUESTS_GLOBAL];
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('requests started before the app has arrived', () => {
  it('on a signed-in page that shows rooms, asks for the config, then for the room list from the API it names', async () => {
    localStorage.setItem('jwt', 'a-token');
    const { urls } = runScriptAt('/rooms', { apiUrl: ' https://api.example.test/ ' });
    expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveAttribute(
      'href',
      '/assets/rooms.js',
    );
    const rooms = takeEarlyRequest(EARLY_ROOM_LIST);
    await expect(rooms).resolves.toBeInstanceOf(Response);
    expect(urls()).toEqual(['/config.json', 'https://api.example.test/rooms/']);
  });

  it("uses the build's API when the config names none", async () => {
    localStorage.setItem('jwt', 'a-token');
    const { urls } = runScriptAt('/', {});
    await takeEarlyRequest(EARLY_ROOM_LIST);
    expect(urls()).toEqual(['/config.json', '/api/rooms/']);
  });

  it('asks only for the config when nobody is signed in, or on a page without rooms', () => {
    expect(runScriptAt('/rooms').urls()).toEqual(['/config.json']);
    expect(takeEarlyRequest(EARLY_ROOM_LIST)).toBeUndefined();
    delete window[EARLY_REQUESTS_GLOBAL];

    localStorage.setItem('jwt', 'a-token');
    expect(runScriptAt('/applications').urls()).toEqual(['/config.json']);
    expect(takeEarlyRequest(EARLY_ROOM_LIST)).toBeUndefined();
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
