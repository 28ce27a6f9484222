import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import {
  isNetworkProblem,
  loadRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfigProblem,
} from '@/config/runtime-config';

const realBuild = { isDemoMode: false, apiBaseUrl: 'https://built-in.example.edu' };
const demoBuild = { isDemoMode: true, apiBaseUrl: '/api' };
const configUrl = new URL(RUNTIME_CONFIG_PATH, window.location.origin).href;

function serveConfig(response: Parameters<typeof http.get>[1]) {
  server.use(http.get(configUrl, response));
}

describe('the runtime config (/config.json)', () => {
  it('sends API calls to the apiUrl it names, instead of the build-time default', async () => {
    serveConfig(() =>
      HttpResponse.json({ apiUrl: 'https://rooms-api.example.edu/', errorReportUrl: '/errors' }),
    );
    expect(await loadRuntimeConfig(realBuild)).toEqual({
      ok: true,
      config: { apiBaseUrl: 'https://rooms-api.example.edu', errorReportUrl: '/errors' },
    });
  });

  it('keeps the build-time VITE_API_URL when the file names no apiUrl', async () => {
    serveConfig(() => HttpResponse.json({}));
    expect(await loadRuntimeConfig(realBuild)).toEqual({
      ok: true,
      config: { apiBaseUrl: 'https://built-in.example.edu', errorReportUrl: null },
    });
  });

  it('never lets the file turn a demo build into a real one', () => {
    expect(parseRuntimeConfig({ apiUrl: 'https://rooms-api.example.edu' }, demoBuild)).toMatchObject({
      ok: true,
      config: { apiBaseUrl: '/api' },
    });
  });

  it('says the file is missing', async () => {
    serveConfig(() => new HttpResponse('Not Found', { status: 404 }));
    expect(await loadRuntimeConfig(realBuild)).toEqual({
      ok: false,
      problem: { kind: 'missing', status: 404 },
    });
  });

  it('says the file is not JSON (an index.html fallback, say)', async () => {
    serveConfig(
      () => new HttpResponse('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    expect(await loadRuntimeConfig(realBuild)).toEqual({
      ok: false,
      problem: { kind: 'malformed' },
    });
  });

  it('blames the network, not the file, when it cannot be fetched at all', async () => {
    serveConfig(() => HttpResponse.error());
    expect(await loadRuntimeConfig(realBuild)).toEqual({ ok: false, problem: { kind: 'unreachable' } });
  });

  it('gives up on a stalled network after its time-out, blaming the network', async () => {
    serveConfig(async () => {
      await new Promise(() => undefined);
      return HttpResponse.json({});
    });
    expect(await loadRuntimeConfig(realBuild, 50)).toEqual({ ok: false, problem: { kind: 'unreachable' } });
  });

  it('treats a server error as a network problem to retry, not a broken file', async () => {
    serveConfig(() => new HttpResponse('Bad Gateway', { status: 502 }));
    const result = await loadRuntimeConfig(realBuild);
    expect(result).toEqual({ ok: false, problem: { kind: 'server-error', status: 502 } });
    expect(!result.ok && isNetworkProblem(result.problem)).toBe(true);
  });

  it.each<[string, unknown, RuntimeConfigProblem]>([
    ['an array', [], { kind: 'not-object' }],
    ['a string', 'https://rooms-api.example.edu', { kind: 'not-object' }],
    ['a javascript: apiUrl', { apiUrl: 'javascript:alert(1)' }, { kind: 'bad-url', field: 'apiUrl' }],
    ['a protocol-relative apiUrl', { apiUrl: '//evil.example' }, { kind: 'bad-url', field: 'apiUrl' }],
    ['a numeric apiUrl', { apiUrl: 8000 }, { kind: 'bad-url', field: 'apiUrl' }],
    [
      'a tab inside the apiUrl, which browsers strip',
      { apiUrl: '/\t/evil.example' },
      { kind: 'bad-url', field: 'apiUrl' },
    ],
    [
      'a newline inside the apiUrl',
      { apiUrl: 'https://rooms-api.example.edu\n.evil.example' },
      { kind: 'bad-url', field: 'apiUrl' },
    ],
    [
      'credentials in the URL',
      { apiUrl: 'https://user:pw@rooms-api.example.edu' },
      { kind: 'bad-url', field: 'apiUrl' },
    ],
    [
      'a bad errorReportUrl',
      { errorReportUrl: 'ftp://errors.example' },
      { kind: 'bad-url', field: 'errorReportUrl' },
    ],
  ])('refuses %s as a problem of the file, not of the network', (_case, raw, problem) => {
    const result = parseRuntimeConfig(raw, realBuild);
    expect(result).toEqual({ ok: false, problem });
    expect(isNetworkProblem(problem)).toBe(false);
  });
});
