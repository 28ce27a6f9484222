import { AxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createLazyApiClient, jsonBody } from '@/lib/api';
import { EARLY_REQUESTS_GLOBAL, earlyApiRequestKey } from '@/lib/early-requests';
import { createApiClient, fromAxiosError } from '@/lib/api-client';
import { ApiError, toApiError } from '@/lib/api-error';
import { carriesBearerToken } from '@/lib/bearer-token';

const url = '/api/probe';

// Each test file builds its own client the way the app does, with a token it controls.
let token: string | null = null;
const onSessionExpired = vi.fn<(token: string) => void>();
const apiClient = createApiClient({ getToken: () => token, onSessionExpired });

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  try {
    await request;
  } catch (error) {
    return toApiError(error);
  }
  throw new Error('expected the request to fail');
}

describe('the API client', () => {
  afterEach(() => {
    token = null;
    onSessionExpired.mockReset();
  });

  it('adds the bearer token to an applications call when one exists, and nothing otherwise', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/applications/', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json([]);
      }),
    );
    await apiClient.get('/applications/');
    token = 'token-123';
    await apiClient.get('/applications/');
    expect(seen).toEqual([null, 'Bearer token-123']);
  });

  it.each([
    ['get', '/applications/', true],
    ['post', '/applications/', true],
    ['post', '/applications', true],
    ['patch', '/applications/6b026b0e0000000000000001/cancel', true],
    ['post', '/users/register', false],
    ['post', '/users/login', false],
    ['get', '/rooms/', false],
    ['post', '/rooms/', true],
    ['post', '/rooms', true],
    ['get', '/rooms/6b026b08dbdf01ad5cffcc01', false],
    ['post', '/rooms/6b026b08dbdf01ad5cffcc01', false],
    ['get', '/external/geocode?postcode=E1%204NS', false],
    ['get', '/external/room-distance?room_id=6b026b08dbdf01ad5cffcc01', false],
    ['get', '/applications-archive/', false],
    ['get', '/rooms/applications/', false],
  ] as const)('while signed in, %s %s carries the token: %s', async (method, path, carries) => {
    const seen: (string | null)[] = [];
    server.use(
      http.all('/api/*', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    token = 'token-123';
    await apiClient.request({ method, url: path });
    expect(seen).toEqual([carries ? 'Bearer token-123' : null]);
    expect(carriesBearerToken(path, method)).toBe(carries);
  });

  it('never sends the token to another origin, even to a path named /applications/', () => {
    expect(carriesBearerToken('https://elsewhere.example/applications/')).toBe(false);
    expect(carriesBearerToken('//elsewhere.example/applications/')).toBe(false);
  });

  it('says which token a 401 refused, and takes a 401 to a call without one as an ordinary error', async () => {
    server.use(
      http.all('/api/*', () =>
        HttpResponse.json({ detail: 'Invalid authentication credentials' }, { status: 401 }),
      ),
    );
    token = 'token-123';
    const refused = await failureOf(apiClient.get('/applications/'));
    expect(refused).toMatchObject({ status: 401, sessionExpired: true });
    expect(onSessionExpired.mock.calls).toEqual([['token-123']]);

    // Public calls carry no token, so their 401 ends no session.
    for (const path of ['/rooms/', '/external/geocode', '/users/login']) {
      const failure = await failureOf(apiClient.get(path));
      expect(failure).toMatchObject({ status: 401, sessionExpired: false });
    }
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('sets a request time-out', () => {
    expect(apiClient.defaults.timeout).toBeGreaterThan(0);
  });
});

describe('error normalisation', () => {
  it('uses detail when it is a string', async () => {
    server.use(
      http.get(url, () => HttpResponse.json({ detail: 'Invalid email or password' }, { status: 401 })),
    );
    const error = await failureOf(apiClient.get('/probe'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      detail: 'Invalid email or password',
      message: 'Invalid email or password',
    });
  });

  it('joins the msg values when detail is a 422 array', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json(
          {
            detail: [
              {
                loc: ['body', 'email'],
                msg: 'value is not a valid email address',
                type: 'value_error.email',
              },
              { loc: ['body', 'password'], msg: 'field required', type: 'value_error.missing' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failureOf(apiClient.get('/probe'));
    expect(error.message).toBe('value is not a valid email address; field required');
    expect(error.message).not.toContain('[object Object]');
  });

  it('explains a text/plain 500 without showing its body', async () => {
    server.use(
      http.get(
        url,
        () =>
          new HttpResponse('Internal Server Error', {
            status: 500,
            headers: { 'content-type': 'text/plain' },
          }),
      ),
    );
    const error = await failureOf(apiClient.get('/probe'));
    expect(error).toMatchObject({ kind: 'http', status: 500, detail: undefined });
    expect(error.message).toBe('The server had a problem. Please try again later.');
  });

  it('explains an HTML error page from a proxy', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502 }),
      ),
    );
    const error = await failureOf(apiClient.get('/probe'));
    expect(error.message).toBe('The server had a problem. Please try again later.');
  });

  it('treats a 200 carrying an HTML page as an unexpected response', async () => {
    server.use(http.get(url, () => HttpResponse.html('<!doctype html><title>Login</title>')));
    const response = await apiClient.get('/probe');
    expect(() => jsonBody(response)).toThrow('The server sent an unexpected response.');
  });

  it('treats truncated JSON as an unexpected response', async () => {
    server.use(
      http.get(
        url,
        () => new HttpResponse('[{"id": "a", "ti', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const response = await apiClient.get('/probe');
    expect(() => jsonBody(response)).toThrow('The server sent an unexpected response.');
  });

  it('reports a time-out', () => {
    // What axios throws when `timeout` elapses (msw's XHR interception cannot simulate the timer itself).
    const error = fromAxiosError(new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED));
    expect(error).toMatchObject({
      kind: 'timeout',
      message: 'The server took too long to answer. Please try again.',
    });
    expect(fromAxiosError(new AxiosError('timeout', AxiosError.ETIMEDOUT)).kind).toBe('timeout');
  });

  it('reports a network failure', async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    const error = await failureOf(apiClient.get('/probe'));
    expect(error).toMatchObject({
      kind: 'network',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('never leaks a raw error', () => {
    const error = toApiError(new TypeError('Cannot read properties of undefined'));
    expect(error.message).toBe('Something went wrong. Please try again.');
  });
});

describe('the installed client', () => {
  it('refuses to send anything before the app has installed its client', async () => {
    vi.resetModules();
    const freshModule = await import('@/lib/api');
    expect(() => freshModule.apiClient()).toThrow('The API client was used before the app installed it.');
    const installed = freshModule.createLazyApiClient({
      getToken: () => null,
      onSessionExpired: () => undefined,
    });
    freshModule.installApiClient(installed);
    expect(freshModule.apiClient()).toBe(installed);
  });

  it("loads axios with the first call, and that call answers as the client's own would", async () => {
    server.use(http.get(url, () => HttpResponse.json({ detail: 'Nope' }, { status: 400 })));
    vi.resetModules();
    const { createLazyApiClient } = await import('@/lib/api');
    const client = createLazyApiClient({ getToken: () => null, onSessionExpired: () => undefined });
    // A fresh module has its own ApiError class, so the rejection is read as it is.
    await expect(client.get('/probe')).rejects.toMatchObject({ kind: 'http', status: 400, message: 'Nope' });
  });

  it('reports a call whose code cannot load (offline before it was saved) as a network failure', async () => {
    vi.resetModules();
    vi.doMock('@/lib/api-client', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const { createLazyApiClient } = await import('@/lib/api');
      const client = createLazyApiClient({ getToken: () => null, onSessionExpired: () => undefined });
      await expect(client.get('/probe')).rejects.toMatchObject({
        kind: 'network',
        message: 'Could not reach the server. Check your connection and try again.',
      });
    } finally {
      vi.doUnmock('@/lib/api-client');
    }
  });
});

describe('a GET the page started before the app arrived (docs/performance.md#early-requests)', () => {
  let gets = 0;
  beforeEach(() => {
    gets = 0;
    server.use(
      http.get(url, () => {
        gets += 1;
        return HttpResponse.json({ detail: 'Asked again' }, { status: 503 });
      }),
    );
  });
  afterEach(() => delete window[EARLY_REQUESTS_GLOBAL]);

  /** A response the script's fetch could have given, from `where`. */
  function startedEarly(response: Response, where = new URL(url, window.location.href).href) {
    Object.defineProperty(response, 'url', { value: where });
    window[EARLY_REQUESTS_GLOBAL] = { 'api:/probe': Promise.resolve(response) };
  }

  const lazyClient = () => createLazyApiClient({ getToken: () => null, onSessionExpired: () => undefined });

  it('is taken over once: its answer, parsed, and no second request', async () => {
    startedEarly(Response.json([{ id: 'r1' }]));
    const client = lazyClient();
    await expect(client.get('/probe')).resolves.toMatchObject({ status: 200, data: [{ id: 'r1' }] });
    expect(gets).toBe(0);
    // A refetch is the client's own.
    await expect(client.get('/probe')).rejects.toMatchObject({ status: 503, message: 'Asked again' });
    expect(gets).toBe(1);
  });

  it('is asked again by the client when it failed, so the failure is explained as any other', async () => {
    startedEarly(new Response('Internal Server Error', { status: 500 }));
    await expect(lazyClient().get('/probe')).rejects.toMatchObject({ status: 503 });
    expect(gets).toBe(1);
  });

  it('is asked again when it went anywhere else than the client would send it', async () => {
    startedEarly(Response.json([]), 'https://elsewhere.example.test/probe');
    await expect(lazyClient().get('/probe')).rejects.toMatchObject({ status: 503 });
    expect(gets).toBe(1);
  });

  it("carrying the session's token, is taken over only by a call for that same session", async () => {
    let applicationGets: (string | null)[] = [];
    server.use(
      http.get('/api/applications/', ({ request }) => {
        applicationGets.push(request.headers.get('authorization'));
        return HttpResponse.json([{ id: 'asked again' }]);
      }),
    );
    const sentWith = (sessionToken: string) => {
      const response = Response.json([{ id: 'early' }]);
      Object.defineProperty(response, 'url', {
        value: new URL('/api/applications/', window.location.href).href,
      });
      window[EARLY_REQUESTS_GLOBAL] = {
        [earlyApiRequestKey('/applications/', sessionToken)]: Promise.resolve(response),
      };
    };
    const clientFor = (sessionToken: string) =>
      createLazyApiClient({ getToken: () => sessionToken, onSessionExpired: () => undefined });

    sentWith('token-a');
    await expect(clientFor('token-a').get('/applications/')).resolves.toMatchObject({
      data: [{ id: 'early' }],
    });
    expect(applicationGets).toEqual([]);

    // Another session began before the app arrived: its own request, with its own token.
    applicationGets = [];
    sentWith('token-a');
    await expect(clientFor('token-b').get('/applications/')).resolves.toMatchObject({
      data: [{ id: 'asked again' }],
    });
    expect(applicationGets).toEqual(['Bearer token-b']);
  });

  it("ends the session that sent it when it was refused (401): the client asks again, with the session's token", async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.get('/api/applications/', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ detail: 'Could not validate credentials' }, { status: 401 });
      }),
    );
    const refused = new Response(JSON.stringify({ detail: 'Could not validate credentials' }), {
      status: 401,
    });
    Object.defineProperty(refused, 'url', {
      value: new URL('/api/applications/', window.location.href).href,
    });
    window[EARLY_REQUESTS_GLOBAL] = {
      [earlyApiRequestKey('/applications/', 'revoked-token')]: Promise.resolve(refused),
    };
    const expired = vi.fn<(token: string) => void>();
    const client = createLazyApiClient({ getToken: () => 'revoked-token', onSessionExpired: expired });
    await expect(client.get('/applications/')).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(authorizations).toEqual(['Bearer revoked-token']);
    expect(expired).toHaveBeenCalledWith('revoked-token');
  });

  it('is a time-out when it ran out of time, without asking again', async () => {
    window[EARLY_REQUESTS_GLOBAL] = {
      'api:/probe': Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
    };
    await expect(lazyClient().get('/probe')).rejects.toMatchObject({ kind: 'timeout' });
    expect(gets).toBe(0);
  });
});
