import { createHmac } from 'node:crypto';
import {
  createApplication,
  getDbSnapshot,
  getLatency,
  loadDbSnapshot,
  resetDb,
  setLatency,
  subscribeToDb,
  type ApplicationRecord,
} from '@mocks/db';
import { createHandlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { createToken, MOCK_JWT_SECRET, TOKEN_LIFETIME_SECONDS, verifyToken } from '@mocks/jwt';
import { DEMO_USER, seedRooms } from '@mocks/seed';

// tests/setup.ts starts the msw server (unhandled requests are errors) and calls resetDb() after each test.

const MANCHESTER_STUDIO = '6b026b08dbdf01ad5cffcc0c'; // observed backend shape
const WHITECHAPEL = '6b026b08dbdf01ad5cffcc01'; // specification shape, postcode E1 4NS
const HEADINGLEY_UNDERSCORE_ID = '6b026b08dbdf01ad5cffcc03'; // `_id` instead of `id`
const COVENTRY_NO_POSTCODE = '6b026b08dbdf01ad5cffcc1a';
const DEMO_ACCEPTED_APPLICATION = '6b026b0edbdf01ad5cffd002';
const UNKNOWN_OBJECT_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const NAIVE_UTC_MICROSECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

interface CallOptions {
  method?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  redirect?: RequestRedirect;
}

const apiUrl = (path: string): URL => new URL(`/api${path}`, window.location.origin);

function call(path: string, { method = 'GET', body, token, headers = {}, redirect }: CallOptions = {}) {
  const init: RequestInit = { method, headers: { ...headers } };
  if (redirect) init.redirect = redirect;
  const requestHeaders = init.headers as Record<string, string>;
  if (token !== undefined) requestHeaders.Authorization = `Bearer ${token}`;
  if (body !== undefined) {
    requestHeaders['Content-Type'] = 'application/json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  return fetch(apiUrl(path), init);
}

async function json<T = unknown>(response: Response): Promise<T> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as T;
}

let userCounter = 0;
const freshEmail = () => `student${++userCounter}@uni.example`;

async function registerAndLogin(email = freshEmail(), password = 'secret123'): Promise<string> {
  expect((await call('/users/register', { method: 'POST', body: { email, password } })).status).toBe(200);
  const response = await call('/users/login', { method: 'POST', body: { email, password } });
  expect(response.status).toBe(200);
  return (await json<{ access_token: string }>(response)).access_token;
}

async function loginDemo(): Promise<string> {
  const response = await call('/users/login', { method: 'POST', body: DEMO_USER });
  return (await json<{ access_token: string }>(response)).access_token;
}

function apply(token: string, roomId: string) {
  return call('/applications/', { method: 'POST', token, body: { room_id: roomId } });
}

function cancel(token: string, applicationId: string) {
  return call(`/applications/${applicationId}/cancel`, { method: 'PATCH', token });
}

describe('mock API: users', () => {
  it('registers a user and answers with the email only', async () => {
    const response = await call('/users/register', {
      method: 'POST',
      body: { email: 'ann@uni.example', password: 'pw' },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ email: 'ann@uni.example' });
  });

  it('normalises the email like pydantic: trims and lower-cases the domain only', async () => {
    const response = await call('/users/register', {
      method: 'POST',
      body: { email: '  Ann.Lee@Uni.EXAMPLE ', password: 'pw' },
    });
    expect(await json(response)).toEqual({ email: 'Ann.Lee@uni.example' });
    const login = await call('/users/login', {
      method: 'POST',
      body: { email: 'Ann.Lee@uni.example', password: 'pw' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a duplicate registration with 400', async () => {
    const body = { email: 'dup@uni.example', password: 'pw' };
    await call('/users/register', { method: 'POST', body });
    const response = await call('/users/register', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ detail: 'Email already registered' });
  });

  it.each(['not-an-email', 'a@b', '@uni.example', 'two@@uni.example', 'spaces in@uni.example', 'a@uni.123'])(
    'answers 422 with a detail array for the malformed email %j',
    async (email) => {
      const response = await call('/users/register', { method: 'POST', body: { email, password: 'pw' } });
      expect(response.status).toBe(422);
      expect(await json(response)).toEqual({
        detail: [
          { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error.email' },
        ],
      });
    },
  );

  it('reports every invalid field at once, including a missing or empty password', async () => {
    const missing = await call('/users/register', { method: 'POST', body: { email: 'bad' } });
    expect(missing.status).toBe(422);
    expect(await json(missing)).toEqual({
      detail: [
        { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error.email' },
        { loc: ['body', 'password'], msg: 'field required', type: 'value_error.missing' },
      ],
    });

    const empty = await call('/users/register', {
      method: 'POST',
      body: { email: 'ok@uni.example', password: '' },
    });
    expect(empty.status).toBe(422);
    const { detail } = await json<{ detail: { loc: string[]; type: string }[] }>(empty);
    expect(detail).toEqual([
      expect.objectContaining({ loc: ['body', 'password'], type: 'value_error.any_str.min_length' }),
    ]);
  });

  it('answers malformed or missing bodies with a 422 detail array, never a crash', async () => {
    for (const body of ['{"email": ', 'null', '[]', '"text"']) {
      const response = await call('/users/register', { method: 'POST', body });
      expect(response.status).toBe(422);
      const { detail } = await json<{ detail: unknown[] }>(response);
      expect(Array.isArray(detail) && detail.length > 0).toBe(true);
    }
    const empty = await fetch(apiUrl('/users/login'), { method: 'POST' });
    expect(empty.status).toBe(422);
    expect(await json(empty)).toEqual({
      detail: [{ loc: ['body'], msg: 'field required', type: 'value_error.missing' }],
    });
  });

  it('logs in with a bearer JWT for the email, valid for 60 minutes', async () => {
    await call('/users/register', { method: 'POST', body: { email: 'jwt@uni.example', password: 'pw' } });
    const before = Math.floor(Date.now() / 1000);
    const response = await call('/users/login', {
      method: 'POST',
      body: { email: 'jwt@uni.example', password: 'pw' },
    });
    expect(response.status).toBe(200);
    const body = await json<{ access_token: string; token_type: string }>(response);
    expect(body.token_type).toBe('bearer');
    expect(await verifyToken(body.access_token)).toBe('jwt@uni.example');

    const [header = '', payload = ''] = body.access_token.split('.');
    expect(JSON.parse(atob(header))).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub: string;
      exp: number;
    };
    expect(claims.sub).toBe('jwt@uni.example');
    expect(claims.exp - before).toBeGreaterThanOrEqual(TOKEN_LIFETIME_SECONDS);
    expect(claims.exp - before).toBeLessThanOrEqual(TOKEN_LIFETIME_SECONDS + 1);
  });

  it('answers 401 with one message for a wrong password and for an unknown user', async () => {
    await call('/users/register', { method: 'POST', body: { email: 'pw@uni.example', password: 'right' } });
    for (const body of [
      { email: 'pw@uni.example', password: 'wrong' },
      { email: 'nobody@uni.example', password: 'right' },
    ]) {
      const response = await call('/users/login', { method: 'POST', body });
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ detail: 'Invalid email or password' });
    }
  });

  it('answers 422 for a malformed email at login', async () => {
    const response = await call('/users/login', { method: 'POST', body: { email: 'nope', password: 'pw' } });
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      detail: [
        { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error.email' },
      ],
    });
  });

  it('has a seeded demo user with content', async () => {
    const token = await loginDemo();
    const response = await call('/applications/', { token });
    const applications = await json<ApplicationRecord[]>(response);
    expect(applications.map((application) => application.status)).toEqual([
      'applied',
      'accepted',
      'cancelled',
    ]);
  });
});

describe('mock API: rooms', () => {
  it('lists at least 24 rooms, raw, in both the specification and the backend shapes', async () => {
    const response = await call('/rooms/');
    expect(response.status).toBe(200);
    const rooms = await json<Record<string, unknown>[]>(response);
    expect(rooms.length).toBeGreaterThanOrEqual(24);
    expect(rooms).toEqual(seedRooms);

    const backendShape = rooms.filter((room) => 'address' in room);
    expect(backendShape.length).toBeGreaterThan(0);
    for (const room of backendShape) {
      expect(Object.keys(room).sort()).toEqual([
        'address',
        'description',
        'id',
        'postcode',
        'price_per_month',
        'title',
      ]);
    }
    expect(rooms.some((room) => 'location' in room && !('image' in room))).toBe(true);
    expect(rooms.some((room) => room.languages === null)).toBe(true);
    expect(rooms.some((room) => 'price' in room && !('price_per_month' in room))).toBe(true);
    expect(rooms.some((room) => '_id' in room && !('id' in room))).toBe(true);

    const ids = rooms.map((room) => room.id ?? room._id);
    expect(new Set(ids).size).toBe(rooms.length);
    for (const room of rooms) {
      const price = room.price_per_month ?? room.price;
      expect(price).toBeGreaterThanOrEqual(450);
      expect(price).toBeLessThanOrEqual(1200);
      if (typeof room.image === 'string') expect(room.image).toMatch(/^\/images\/rooms\/[a-z0-9-]+\.svg$/);
    }
  });

  it('redirects /rooms to /rooms/ with 307 on the same origin, and fetch follows it', async () => {
    const manual = await call('/rooms', { redirect: 'manual' });
    expect(manual.status).toBe(307);
    expect(manual.headers.get('location')).toBe(apiUrl('/rooms/').href);

    const followed = await call('/rooms');
    expect(followed.status).toBe(200);
    expect((await json<unknown[]>(followed)).length).toBe(seedRooms.length);
  });

  it('returns one room by id, whether it is stored with `id` or `_id`', async () => {
    const response = await call(`/rooms/${MANCHESTER_STUDIO}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      id: MANCHESTER_STUDIO,
      title: 'Studio flat by Manchester Piccadilly',
    });

    const underscore = await call(`/rooms/${HEADINGLEY_UNDERSCORE_ID}`);
    expect(await json(underscore)).toMatchObject({
      _id: HEADINGLEY_UNDERSCORE_ID,
      location: 'Headingley, Leeds',
    });
  });

  it('answers 400 for a malformed room id and 404 for an unknown one', async () => {
    const malformed = await call('/rooms/not-an-id');
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual({ detail: 'Invalid room ID' });

    const unknown = await call(`/rooms/${UNKNOWN_OBJECT_ID}`);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ detail: 'Room not found' });
  });

  it('answers FastAPI’s 404 for a path it has no route for', async () => {
    const response = await call('/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ detail: 'Not Found' });
  });
});

describe('mock API: applications', () => {
  it('needs a token: 401 "Not authenticated" without one, or with another scheme', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Basic dXNlcjpwdw==' }];
    for (const headers of attempts) {
      const response = await call('/applications/', { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await json(response)).toEqual({ detail: 'Not authenticated' });
    }
  });

  it('refuses invalid, tampered, expired and orphaned tokens with 401 "Invalid authentication credentials"', async () => {
    const token = await registerAndLogin('holder@uni.example');
    const expired = await createToken('holder@uni.example', Date.now() - (TOKEN_LIFETIME_SECONDS + 5) * 1000);
    const tampered = `${token.slice(0, -4)}AAAA`;
    const forged = (await createToken('holder@uni.example')).replace(/\.[^.]+$/, '.c2lnbmF0dXJl');
    const orphaned = await createToken('never-registered@uni.example');
    for (const bad of ['garbage', '', tampered, forged, expired, orphaned]) {
      const response = await call('/applications/', { token: bad });
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ detail: 'Invalid authentication credentials' });
    }
  });

  it('starts empty for a new user, and applying answers 201 in the backend shape', async () => {
    const token = await registerAndLogin('applicant@uni.example');
    expect(await json(await call('/applications/', { token }))).toEqual([]);

    const before = Date.now();
    const response = await apply(token, MANCHESTER_STUDIO);
    expect(response.status).toBe(201);
    const created = await json<ApplicationRecord>(response);
    expect(Object.keys(created).sort()).toEqual(['applied_at', 'id', 'room_id', 'status', 'user_email']);
    expect(created).toMatchObject({
      user_email: 'applicant@uni.example',
      room_id: MANCHESTER_STUDIO,
      status: 'applied',
    });
    expect(created.id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.applied_at).toMatch(NAIVE_UTC_MICROSECONDS);
    const appliedAt = Date.parse(`${created.applied_at.slice(0, 23)}Z`);
    expect(appliedAt).toBeGreaterThanOrEqual(before);
    expect(appliedAt).toBeLessThanOrEqual(Date.now());

    expect(await json(await call('/applications/', { token }))).toEqual([created]);
  });

  it('generates deterministic ObjectIds, restarting with the seed', async () => {
    const token = await registerAndLogin();
    const first = await json<ApplicationRecord>(await apply(token, MANCHESTER_STUDIO));
    const second = await json<ApplicationRecord>(await apply(token, WHITECHAPEL));
    expect([first.id, second.id]).toEqual(['6b026b0fdbdf01ad5c000001', '6b026b0fdbdf01ad5c000002']);
    resetDb();
    expect(createApplication('x@uni.example', WHITECHAPEL).id).toBe('6b026b0fdbdf01ad5c000001');
  });

  it('redirects POST /applications to /applications/ with 307', async () => {
    const token = await registerAndLogin();
    const response = await call('/applications', {
      method: 'POST',
      token,
      body: { room_id: WHITECHAPEL },
      redirect: 'manual',
    });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(apiUrl('/applications/').href);
  });

  it('refuses a second active application for the same room, but allows one after cancelling', async () => {
    const token = await registerAndLogin();
    const first = await json<ApplicationRecord>(await apply(token, WHITECHAPEL));

    const again = await apply(token, WHITECHAPEL);
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ detail: 'Already applied for this room.' });

    expect((await cancel(token, first.id)).status).toBe(200);
    const renewed = await apply(token, WHITECHAPEL);
    expect(renewed.status).toBe(201);
  });

  it('crashes with a text/plain 500 for a malformed room id, like the real backend', async () => {
    const token = await registerAndLogin();
    const response = await apply(token, 'room-1');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Internal Server Error');
  });

  it('answers 404 for an unknown room and 422 for a missing room_id', async () => {
    const token = await registerAndLogin();
    const unknown = await apply(token, UNKNOWN_OBJECT_ID);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ detail: 'Room not found' });

    const missing = await call('/applications/', { method: 'POST', token, body: {} });
    expect(missing.status).toBe(422);
    expect(await json(missing)).toEqual({
      detail: [{ loc: ['body', 'room_id'], msg: 'field required', type: 'value_error.missing' }],
    });
  });

  it('checks the token before the body fields, but decodes the body first (FastAPI order)', async () => {
    const noToken = await call('/applications/', { method: 'POST', body: {} });
    expect(noToken.status).toBe(401);
    const malformed = await call('/applications/', { method: 'POST', body: '{oops' });
    expect(malformed.status).toBe(422);
  });

  it('never shows or cancels another user’s applications', async () => {
    const alice = await registerAndLogin('alice@uni.example');
    const bob = await registerAndLogin('bob@uni.example');
    const alices = await json<ApplicationRecord>(await apply(alice, WHITECHAPEL));
    await apply(bob, MANCHESTER_STUDIO);

    const bobs = await json<ApplicationRecord[]>(await call('/applications/', { token: bob }));
    expect(bobs.map((application) => application.user_email)).toEqual(['bob@uni.example']);

    const response = await cancel(bob, alices.id);
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ detail: 'Application not found' });
  });

  it('cancels an application once: 200 with status "cancelled", then 400', async () => {
    const token = await registerAndLogin();
    const created = await json<ApplicationRecord>(await apply(token, WHITECHAPEL));

    const response = await cancel(token, created.id);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ...created, status: 'cancelled' });

    const again = await cancel(token, created.id);
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ detail: 'Application already cancelled' });
  });

  it('answers 400 for a malformed application id, 404 for an unknown one, 307 for a trailing slash', async () => {
    const token = await registerAndLogin();
    const malformed = await cancel(token, 'abc');
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual({ detail: 'Invalid application ID' });

    const unknown = await cancel(token, UNKNOWN_OBJECT_ID);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ detail: 'Application not found' });

    const slash = await call(`/applications/${UNKNOWN_OBJECT_ID}/cancel/`, {
      method: 'PATCH',
      token,
      redirect: 'manual',
    });
    expect(slash.status).toBe(307);
    expect(slash.headers.get('location')).toBe(apiUrl(`/applications/${UNKNOWN_OBJECT_ID}/cancel`).href);
  });

  it('refuses to cancel an application staff have already decided', async () => {
    const token = await loginDemo();
    const response = await cancel(token, DEMO_ACCEPTED_APPLICATION);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ detail: 'Application can no longer be cancelled' });
  });

  it('needs a token to cancel', async () => {
    const response = await call(`/applications/${DEMO_ACCEPTED_APPLICATION}/cancel`, { method: 'PATCH' });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ detail: 'Not authenticated' });
  });
});

describe('mock API: external services', () => {
  it('geocodes the contract’s example postcode exactly, in any spelling', async () => {
    for (const postcode of ['E1 4NS', 'e14ns', '  E1   4ns ']) {
      const response = await call(`/external/geocode?postcode=${encodeURIComponent(postcode)}`);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ latitude: 51.5074, longitude: -0.1278 });
    }
  });

  it('geocodes other postcodes deterministically, near their city and inside the UK', async () => {
    const read = async (postcode: string) =>
      json<{ latitude: number; longitude: number }>(
        await call(`/external/geocode?postcode=${encodeURIComponent(postcode)}`),
      );
    const leeds = await read('LS6 3HN');
    expect(await read('LS6 3HN')).toEqual(leeds);
    expect(leeds.latitude).toBeCloseTo(53.8, 0);
    expect(leeds.longitude).toBeCloseTo(-1.55, 0);
    expect(await read('M1 3BB')).not.toEqual(await read('M1 2AE'));

    const elsewhere = await read('ZZ9 9ZZ');
    expect(elsewhere.latitude).toBeGreaterThan(49.9);
    expect(elsewhere.latitude).toBeLessThan(60.9);
    expect(elsewhere.longitude).toBeGreaterThan(-8.7);
    expect(elsewhere.longitude).toBeLessThan(1.8);
  });

  it('answers 400 for a postcode that is not a UK postcode, and 422 without one', async () => {
    for (const postcode of ['', 'hello', '12345', 'E1 4N']) {
      const response = await call(`/external/geocode?postcode=${encodeURIComponent(postcode)}`);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ detail: 'Could not geocode postcode' });
    }
    const missing = await call('/external/geocode');
    expect(missing.status).toBe(422);
    expect(await json(missing)).toEqual({
      detail: [{ loc: ['query', 'postcode'], msg: 'field required', type: 'value_error.missing' }],
    });
  });

  it('gives a deterministic, plausible distance for each room', async () => {
    const read = async (roomId: string) => {
      const response = await call(`/external/room-distance?room_id=${roomId}`);
      expect(response.status).toBe(200);
      return json<{ distance_meters: number; duration_seconds: number }>(response);
    };
    const first = await read(WHITECHAPEL);
    expect(await read(WHITECHAPEL)).toEqual(first);
    expect(await read(HEADINGLEY_UNDERSCORE_ID)).not.toEqual(first);
    expect(first.distance_meters).toBeGreaterThanOrEqual(800);
    expect(first.distance_meters).toBeLessThanOrEqual(12_000);
    expect(first.duration_seconds).toBe(Math.round(first.distance_meters * 0.12));
  });

  it('answers the backend’s errors for bad, unknown and unlocatable rooms', async () => {
    const cases: [string, number, unknown][] = [
      ['?room_id=nope', 400, { detail: 'Invalid room ID' }],
      [`?room_id=${UNKNOWN_OBJECT_ID}`, 404, { detail: 'Room not found' }],
      [`?room_id=${COVENTRY_NO_POSTCODE}`, 400, { detail: 'Failed to geocode postcodes' }],
      [
        '',
        422,
        { detail: [{ loc: ['query', 'room_id'], msg: 'field required', type: 'value_error.missing' }] },
      ],
    ];
    for (const [query, status, body] of cases) {
      const response = await call(`/external/room-distance${query}`);
      expect(response.status).toBe(status);
      expect(await json(response)).toEqual(body);
    }
  });
});

describe('mock API under another base URL', () => {
  it('serves the same API under an absolute base URL, as a Node HTTP mock server would', async () => {
    const base = 'http://127.0.0.1:8000';
    server.use(...createHandlers(base));

    const rooms = await fetch(`${base}/rooms/`);
    expect(rooms.status).toBe(200);
    expect(await json<unknown[]>(rooms)).toHaveLength(seedRooms.length);
    const redirect = await fetch(`${base}/rooms`, { redirect: 'manual' });
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe(`${base}/rooms/`);
    const unknown = await fetch(`${base}/nowhere`);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ detail: 'Not Found' });
  });

  it('adds no catch-all when the API would own the whole page origin', () => {
    const prefixed = createHandlers('/api');
    expect(createHandlers('')).toHaveLength(prefixed.length - 1);
    expect(createHandlers(window.location.origin)).toHaveLength(prefixed.length - 1);
  });
});

describe('mock database', () => {
  it('snapshots as plain JSON and loads a snapshot back', async () => {
    const token = await registerAndLogin('saved@uni.example');
    await apply(token, WHITECHAPEL);
    const stored = JSON.stringify(getDbSnapshot());

    resetDb();
    expect((await call('/applications/', { token })).status).toBe(401); // the user is gone with the data
    expect(loadDbSnapshot(JSON.parse(stored))).toBe(true);
    const applications = await json<ApplicationRecord[]>(await call('/applications/', { token }));
    expect(applications.map((application) => application.room_id)).toEqual([WHITECHAPEL]);
    // The id counter is part of the snapshot, so a reload never hands out an id twice.
    const next = await json<ApplicationRecord>(await apply(token, MANCHESTER_STUDIO));
    expect(next.id).toBe('6b026b0fdbdf01ad5c000002');
  });

  it('refuses to load anything that is not a valid snapshot, leaving the data untouched', () => {
    const before = getDbSnapshot();
    const invalid: unknown[] = [
      null,
      'text',
      {},
      { ...before, version: 2 },
      { ...before, rooms: [{ title: 'no id' }] },
      { ...before, applications: [{ id: 'x' }] },
      { ...before, nextId: -1 },
    ];
    for (const value of invalid) expect(loadDbSnapshot(value)).toBe(false);
    expect(getDbSnapshot()).toEqual(before);
  });

  it('hands out copies, so callers cannot change the data behind its back', () => {
    const snapshot = getDbSnapshot();
    snapshot.rooms.length = 0;
    snapshot.users.intruder = 'pw';
    expect(getDbSnapshot().rooms).toHaveLength(seedRooms.length);
    expect(getDbSnapshot().users).not.toHaveProperty('intruder');
  });

  it('tells subscribers about every change until they unsubscribe', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToDb(listener);
    try {
      await call('/users/register', { method: 'POST', body: { email: 'sub@uni.example', password: 'pw' } });
      expect(listener).toHaveBeenCalledTimes(1);
      await call('/rooms/'); // reads change nothing
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
    }
    resetDb();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('delays every answer by the configured latency, and none by default', async () => {
    expect(getLatency()).toBe(0);
    expect(() => setLatency(-1)).toThrow(RangeError);
    setLatency(60);
    try {
      const started = performance.now();
      await call('/rooms/');
      expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    } finally {
      setLatency(0);
    }
  });
});

describe('mock JWT', () => {
  it('signs with real HMAC-SHA256, so any JWT library accepts the tokens', async () => {
    const token = await createToken('ünïcode@uni.example', 1_800_000_000_000);
    const [header = '', payload = '', signature = ''] = token.split('.');
    expect(signature).toBe(
      createHmac('sha256', MOCK_JWT_SECRET).update(`${header}.${payload}`).digest('base64url'),
    );
  });

  it('accepts a token until its exp second has passed, then refuses it', async () => {
    const issuedAt = 1_800_000_000_000;
    const token = await createToken('a@uni.example', issuedAt);
    const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS * 1000;
    expect(await verifyToken(token, issuedAt)).toBe('a@uni.example');
    expect(await verifyToken(token, expiresAt + 999)).toBe('a@uni.example');
    expect(await verifyToken(token, expiresAt + 1000)).toBeNull();
  });

  it('refuses malformed and re-signed tokens', async () => {
    const token = await createToken('a@uni.example');
    const [header = '', , signature = ''] = token.split('.');
    const otherPayload = btoa(JSON.stringify({ sub: 'b@uni.example', exp: 9_999_999_999 })).replace(
      /=+$/,
      '',
    );
    for (const bad of ['', 'a.b', 'a.b.c.d', '!!!.???.***', `${header}.${otherPayload}.${signature}`]) {
      expect(await verifyToken(bad)).toBeNull();
    }
  });
});
