// @vitest-environment node
// The mock API over real HTTP, as `npm run mock-api` serves it. This runs in the plain Node project: the app
// project's setup starts msw/node, which would answer Node's fetch itself and prove nothing about the server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLatency } from '@mocks/db';
import { startMockApiServer, type MockApiServer } from '@mocks/http-server';
import {
  accounts,
  apiRequest,
  EXCHANGES,
  expectAnswer,
  expectExchange,
  FALLOWFIELD_ENSUITE,
  NEW_ROOM,
  NEW_ROOM_LISTED,
  WHITECHAPEL,
  type ApiRequestOptions,
} from '../fixtures/mock-api-exchanges';

const APP_ORIGIN = 'http://127.0.0.1:4174';

let api: MockApiServer;

beforeAll(async () => {
  api = await startMockApiServer({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await api.close();
});

beforeEach(async () => {
  expect((await fetch(`${api.url}/__reset`, { method: 'POST' })).status).toBe(204);
});

/** A request from the app's origin, as the browser sends it. */
function call(request: string, options: ApiRequestOptions = {}): Promise<Response> {
  const headers = { origin: APP_ORIGIN, ...options.headers };
  const [path, init] = apiRequest(request, { redirect: 'manual', ...options, headers });
  return fetch(`${api.url}${path}`, init);
}

const { registerAndLogin, loginDemo } = accounts(call);

/** With credentials allowed, the origin is echoed: errors too stay readable to the app. */
function expectCors(response: Response): void {
  expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  expect(response.headers.get('access-control-allow-credentials')).toBe('true');
}

describe('the mock API over HTTP', () => {
  it('listens on the port it was given, or on a free one for port 0', () => {
    expect(api.port).toBeGreaterThan(0);
    expect(api.url).toBe(`http://127.0.0.1:${api.port}`);
  });

  it('answers a CORS preflight for any origin, allowing the methods and the headers asked for', async () => {
    const response = await call('OPTIONS /applications/', {
      headers: {
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(200);
    expectCors(response);
    const methods = (response.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PATCH', 'OPTIONS']));
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
  });

  // Among them a 401, the text/plain 500 and FastAPI's 404s, all with the CORS headers.
  it.each(EXCHANGES)('%s %j: %i, with CORS headers', async (...exchange) => {
    expectCors(await expectExchange(call, exchange));
  });

  it('redirects /rooms to /rooms/ with 307 on the same origin', async () => {
    const response = await call('/rooms');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${api.url}/rooms/`);
    expectCors(response);
  });

  it('registers, logs in, applies, lists and cancels', async () => {
    const token = await registerAndLogin('flow@uni.example');
    const rooms = await expectAnswer(call('/rooms/'), 200);
    expect(rooms).toEqual(expect.arrayContaining([expect.objectContaining({ id: WHITECHAPEL })]));

    const applied = await call('POST /applications/', { token, body: { room_id: WHITECHAPEL } });
    expectCors(applied);
    const application = await expectAnswer<{ id: string }>(applied, 201);
    expect(application).toMatchObject({ room_id: WHITECHAPEL, status: 'applied' });
    await expectAnswer(call('/applications/', { token }), 200, [
      expect.objectContaining({ id: application.id, status: 'applied' }),
    ]);

    const cancel = () => call(`PATCH /applications/${application.id}/cancel`, { token });
    const cancelled = await cancel();
    expectCors(cancelled);
    await expectAnswer(cancelled, 200, expect.objectContaining({ id: application.id, status: 'cancelled' }));
    await expectAnswer(cancel(), 400, { detail: 'Application already cancelled' });
  });

  it('lists a new room for a signed-in user, after a preflight, until POST /__reset', async () => {
    const preflight = await call('OPTIONS /rooms/', {
      headers: {
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(200);
    const token = await registerAndLogin('lister@uni.example');
    const listed = await call('POST /rooms/', { token, body: NEW_ROOM });
    expectCors(listed);
    await expectAnswer(listed, 201, NEW_ROOM_LISTED);
    const rooms = await expectAnswer<unknown[]>(call('/rooms/'), 200);
    expect(rooms.at(-1)).toEqual(NEW_ROOM_LISTED);

    expect((await call('POST /__reset')).status).toBe(204);
    const after = await expectAnswer<unknown[]>(call('/rooms/'), 200);
    expect(after).not.toContainEqual(NEW_ROOM_LISTED);
  });

  it('keeps state between requests until POST /__reset restores the seed data', async () => {
    const body = { email: 'kept@uni.example', password: 'secret-pass-1' };
    await registerAndLogin(body.email, body.password);
    const duplicate = call('POST /users/register', { body: { ...body, password: 'other' } });
    await expectAnswer(duplicate, 400, { detail: 'Email already registered' });

    expect((await call('POST /__reset')).status).toBe(204);
    expect((await call('POST /users/login', { body })).status).toBe(401);
  });

  it('answers 503 to an apply still waiting out its latency when POST /__reset comes, and keeps serving', async () => {
    const token = await loginDemo();
    const before = await expectAnswer(call('/applications/', { token }), 200);
    setLatency(1000);
    try {
      const applying = call('POST /applications/', { token, body: { room_id: FALLOWFIELD_ENSUITE } });
      // Well inside the latency: the apply has reached the server and is waiting.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await fetch(`${api.url}/__reset`, { method: 'POST' })).status).toBe(204);
      const answer = await applying;
      expect(answer.status).toBe(503);
      expectCors(answer);
    } finally {
      setLatency(0);
    }
    await expectAnswer(call('/applications/', { token }), 200, before);
  });

  it('answers a FastAPI 404 for an unknown room', async () => {
    const response = await call('/rooms/6b026b08dbdf01ad5cffffff');
    await expectAnswer(response, 404, { detail: 'Room not found' });
    expectCors(response);
  });
});
