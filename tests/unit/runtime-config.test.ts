import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { loadRuntimeConfig, parseRuntimeConfig, RUNTIME_CONFIG_PATH } from '@/config/runtime-config';

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

  it('names the file when it is missing', async () => {
    serveConfig(() => new HttpResponse('Not Found', { status: 404 }));
    expect(await loadRuntimeConfig(realBuild)).toEqual({
      ok: false,
      cause: 'file',
      problem: 'The settings file /config.json is missing (the server answered 404).',
    });
  });

  it('names the file when it is not JSON (an index.html fallback, say)', async () => {
    serveConfig(
      () => new HttpResponse('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    expect(await loadRuntimeConfig(realBuild)).toEqual({
      ok: false,
      cause: 'file',
      problem: 'The settings file /config.json is not valid JSON.',
    });
  });

  it('blames the network, not the file, when it cannot be fetched at all', async () => {
    serveConfig(() => HttpResponse.error());
    expect(await loadRuntimeConfig(realBuild)).toEqual({
      ok: false,
      cause: 'network',
      problem: expect.stringContaining('this device seems to be offline') as string,
    });
  });

  it('gives up on a stalled network after its time-out, blaming the network', async () => {
    serveConfig(async () => {
      await new Promise(() => undefined);
      return HttpResponse.json({});
    });
    expect(await loadRuntimeConfig(realBuild, 50)).toMatchObject({ ok: false, cause: 'network' });
  });

  it('treats a server error as a network problem to retry, not a broken file', async () => {
    serveConfig(() => new HttpResponse('Bad Gateway', { status: 502 }));
    expect(await loadRuntimeConfig(realBuild)).toEqual({
      ok: false,
      cause: 'network',
      problem:
        'The server could not send the settings file /config.json (it answered 502). Retry in a moment.',
    });
  });

  it.each([
    ['an array', [], 'must hold a JSON object'],
    ['a string', 'https://rooms-api.example.edu', 'must hold a JSON object'],
    ['a javascript: apiUrl', { apiUrl: 'javascript:alert(1)' }, 'invalid "apiUrl"'],
    ['a protocol-relative apiUrl', { apiUrl: '//evil.example' }, 'invalid "apiUrl"'],
    ['a numeric apiUrl', { apiUrl: 8000 }, 'invalid "apiUrl"'],
    ['a tab inside the apiUrl, which browsers strip', { apiUrl: '/\t/evil.example' }, 'invalid "apiUrl"'],
    [
      'a newline inside the apiUrl',
      { apiUrl: 'https://rooms-api.example.edu\n.evil.example' },
      'invalid "apiUrl"',
    ],
    ['credentials in the URL', { apiUrl: 'https://user:pw@rooms-api.example.edu' }, 'invalid "apiUrl"'],
    ['a bad errorReportUrl', { errorReportUrl: 'ftp://errors.example' }, 'invalid "errorReportUrl"'],
  ])('refuses %s, naming the file', (_case, raw, problem) => {
    const result = parseRuntimeConfig(raw, realBuild);
    expect(result).toMatchObject({ ok: false, cause: 'file' });
    expect(!result.ok && result.problem).toContain('/config.json');
    expect(!result.ok && result.problem).toContain(problem);
  });
});
