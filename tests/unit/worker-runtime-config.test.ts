import {
  latestRuntimeConfig,
  withPolicyOf,
  type RuntimeConfigCopyDeps,
} from '@/service-worker/runtime-config-copy';

const CONFIG = { apiUrl: 'https://rooms-api.example.edu' };
const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } });

const keyOf = (key: RequestInfo | URL) =>
  typeof key === 'string' ? key : key instanceof URL ? key.href : key.url;

/** The worker's surroundings: a network answering `answer`, and a Cache Storage cache in memory. */
function worker(answer: () => Promise<Response>) {
  const copies = new Map<string, Response>();
  const deps: RuntimeConfigCopyDeps = {
    fetch: answer,
    openCache: () =>
      Promise.resolve({
        match: (key: RequestInfo | URL) => Promise.resolve(copies.get(keyOf(key))?.clone()),
        put: (key: RequestInfo | URL, response: Response) =>
          Promise.resolve(void copies.set(keyOf(key), response)),
      }),
    timeoutMs: 50,
  };
  return { deps, copies };
}

const bodyOf = async (response: Response | undefined) =>
  response ? ((await response.json()) as unknown) : undefined;

describe("the worker's copy of /config.json", () => {
  it('takes a valid answer from the network and keeps it as the copy', async () => {
    const { deps, copies } = worker(() => Promise.resolve(json(CONFIG)));
    expect(await bodyOf(await latestRuntimeConfig(deps))).toEqual(CONFIG);
    expect(await bodyOf(copies.get('/config.json'))).toEqual(CONFIG);
  });

  it('falls back to the last copy when the network stalls, after a short time-out', async () => {
    let network = () => Promise.resolve(json(CONFIG));
    const { deps } = worker(() => network());
    await latestRuntimeConfig(deps);
    network = () => new Promise<Response>(() => undefined);
    expect(await bodyOf(await latestRuntimeConfig(deps))).toEqual(CONFIG);
  });

  it('never keeps a captive portal’s HTML page as the config', async () => {
    let network = () => Promise.resolve(json(CONFIG));
    const { deps, copies } = worker(() => network());
    await latestRuntimeConfig(deps);
    network = () =>
      Promise.resolve(
        new Response('<html>Sign in to the Wi-Fi</html>', { headers: { 'Content-Type': 'text/html' } }),
      );
    expect(await bodyOf(await latestRuntimeConfig(deps))).toEqual(CONFIG);
    expect(await bodyOf(copies.get('/config.json'))).toEqual(CONFIG);
  });

  it.each([
    ['an array', []],
    ['a string', 'https://rooms-api.example.edu'],
  ])('does not keep %s as the config', async (_, body) => {
    const { deps, copies } = worker(() => Promise.resolve(json(body)));
    await latestRuntimeConfig(deps);
    expect(copies.size).toBe(0);
  });

  it('passes on the server’s own refusal when there is no copy, so the page can explain it', async () => {
    const { deps } = worker(() => Promise.resolve(new Response('Not Found', { status: 404 })));
    expect((await latestRuntimeConfig(deps))?.status).toBe(404);
  });

  it('has nothing to give with no network and no copy', async () => {
    const { deps } = worker(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await latestRuntimeConfig(deps)).toBeUndefined();
  });
});

describe('the policy a page starts under', () => {
  const index = () =>
    new Response('<!doctype html>', {
      headers: {
        'Content-Type': 'text/html',
        'Content-Security-Policy': "connect-src 'self' http://127.0.0.1:8000",
      },
    });

  it('is the one that came with the config the page will read, not the one cached with index.html', async () => {
    const config = json(CONFIG, { 'Content-Security-Policy': "connect-src 'self' http://localhost:8000" });
    const page = withPolicyOf(index(), config);
    expect(page.headers.get('Content-Security-Policy')).toBe("connect-src 'self' http://localhost:8000");
    expect(page.headers.get('Content-Type')).toBe('text/html');
    expect(await page.text()).toBe('<!doctype html>');
  });

  it('stays as cached when the config came without one (a static server that sends no policy)', () => {
    expect(withPolicyOf(index(), json(CONFIG)).headers.get('Content-Security-Policy')).toBe(
      "connect-src 'self' http://127.0.0.1:8000",
    );
    expect(withPolicyOf(index(), undefined).headers.get('Content-Security-Policy')).toBe(
      "connect-src 'self' http://127.0.0.1:8000",
    );
  });
});
