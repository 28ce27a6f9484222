// @vitest-environment node
// The mock API over real HTTP, as `npm run mock-api` serves it. This runs in the plain Node project: the app
// project's setup starts msw/node, which would answer Node's fetch itself and prove nothing about the server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockApiServer, type MockApiServer } from '@mocks/http-server';

const APP_ORIGIN = 'http://127.0.0.1:4174';
const WHITECHAPEL = '6b026b08dbdf01ad5cffcc01';

let api: MockApiServer;

beforeAll(async () => {
  api = await startMockApiServer({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await api.close();
});

beforeEach(async () => {
  const response = await fetch(`${api.url}/__reset`, { method: 'POST' });
  expect(response.status).toBe(204);
});

/** A request from the app's origin, as the browser sends it. */
function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('origin', APP_ORIGIN);
  return fetch(`${api.url}${path}`, { redirect: 'manual', ...init, headers });
}

function postJson(path: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return call(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

function expectCorsHeaders(response: Response): void {
  expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  expect(response.headers.get('access-control-allow-credentials')).toBe('true');
}

async function signUpAndLogIn(email: string): Promise<string> {
  expect((await postJson('/users/register', { email, password: 'secret-pass-1' })).status).toBe(200);
  const login = await postJson('/users/login', { email, password: 'secret-pass-1' });
  expect(login.status).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return token;
}

describe('the mock API over HTTP', () => {
  it('listens on the port it was given, or on a free one for port 0', () => {
    expect(api.port).toBeGreaterThan(0);
    expect(api.url).toBe(`http://127.0.0.1:${api.port}`);
  });

  it('answers a CORS preflight for any origin, allowing the methods and the headers asked for', async () => {
    const response = await call('/applications/', {
      method: 'OPTIONS',
      headers: {
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(200);
    expectCorsHeaders(response);
    const methods = (response.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PATCH', 'OPTIONS']));
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
  });

  it('puts the CORS headers on a 401', async () => {
    const response = await call('/applications/');
    expect(response.status).toBe(401);
    expectCorsHeaders(response);
    expect(await response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('puts the CORS headers on the text/plain 500 for a malformed room id', async () => {
    const token = await signUpAndLogIn('crash@uni.example');
    const response = await postJson('/applications/', { room_id: 'not-an-object-id' }, token);
    expect(response.status).toBe(500);
    expectCorsHeaders(response);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Internal Server Error');
  });

  it('redirects /rooms to /rooms/ with 307 on the same origin', async () => {
    const response = await call('/rooms');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${api.url}/rooms/`);
    expectCorsHeaders(response);
  });

  it('answers 422 with a detail array for an invalid email', async () => {
    const response = await postJson('/users/register', { email: 'not-an-email', password: 'x' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [
        { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error.email' },
      ],
    });
  });

  it('registers, logs in, applies, lists and cancels', async () => {
    const token = await signUpAndLogIn('flow@uni.example');
    const auth = { authorization: `Bearer ${token}` };

    const rooms = await call('/rooms/');
    expect(rooms.status).toBe(200);
    expect(await rooms.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: WHITECHAPEL })]),
    );

    const applied = await postJson('/applications/', { room_id: WHITECHAPEL }, token);
    expect(applied.status).toBe(201);
    expectCorsHeaders(applied);
    const application = (await applied.json()) as { id: string; room_id: string; status: string };
    expect(application).toMatchObject({ room_id: WHITECHAPEL, status: 'applied' });

    const listed = await call('/applications/', { headers: auth });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([expect.objectContaining({ id: application.id, status: 'applied' })]);

    const cancelled = await call(`/applications/${application.id}/cancel`, {
      method: 'PATCH',
      headers: auth,
    });
    expect(cancelled.status).toBe(200);
    expectCorsHeaders(cancelled);
    expect(await cancelled.json()).toMatchObject({ id: application.id, status: 'cancelled' });

    const again = await call(`/applications/${application.id}/cancel`, { method: 'PATCH', headers: auth });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: 'Application already cancelled' });
  });

  it('keeps state between requests until POST /__reset restores the seed data', async () => {
    await signUpAndLogIn('kept@uni.example');
    const duplicate = await postJson('/users/register', { email: 'kept@uni.example', password: 'other' });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({ detail: 'Email already registered' });

    expect((await call('/__reset', { method: 'POST' })).status).toBe(204);
    const afterReset = await postJson('/users/login', {
      email: 'kept@uni.example',
      password: 'secret-pass-1',
    });
    expect(afterReset.status).toBe(401);
  });

  it('answers FastAPI 404s for unknown paths', async () => {
    for (const path of ['/nope', '/rooms/6b026b08dbdf01ad5cffffff']) {
      const response = await call(path);
      expect(response.status).toBe(404);
      expectCorsHeaders(response);
    }
  });
});
