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
import { seedRooms } from '@mocks/seed';
import {
  accounts,
  apiRequest,
  distance,
  EXCHANGES,
  expectAnswer,
  FALLOWFIELD_ENSUITE,
  expectExchange,
  geocode,
  HEADINGLEY_UNDERSCORE_ID,
  MANCHESTER_STUDIO,
  NEW_ROOM,
  NEW_ROOM_LISTED,
  UNKNOWN_ID,
  WHITECHAPEL,
  type ApiRequestOptions,
} from '../fixtures/mock-api-exchanges';

// tests/setup.ts starts the msw server (unhandled requests are errors) and calls resetDb() after each test.

type Claims = { sub: string; exp: number };
const BACKEND_ROOM_KEYS = ['address', 'description', 'id', 'postcode', 'price_per_month', 'title'];
const NAIVE_UTC_MICROSECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

const apiUrl = (path: string): URL => new URL(`/api${path}`, window.location.origin);

function call(request: string, options?: ApiRequestOptions) {
  const [path, init] = apiRequest(request, options);
  return fetch(apiUrl(path), init);
}

const { registerAndLogin, loginDemo } = accounts(call);
const apply = (token: string, roomId: string) =>
  call('POST /applications/', { token, body: { room_id: roomId } });
const cancel = (token: string, id: string) => call(`PATCH /applications/${id}/cancel`, { token });
const created = (response: Promise<Response>) => expectAnswer<ApplicationRecord>(response, 201);
const detail = (text: string) => ({ detail: text });

describe('mock API answers', () => {
  it.each(EXCHANGES)('%s %j: %i', async (...exchange) => {
    await expectExchange(call, exchange);
  });

  it.each([
    ['/rooms', '/rooms/'],
    ['POST /applications', '/applications/'],
    [`PATCH /applications/${UNKNOWN_ID}/cancel/`, `/applications/${UNKNOWN_ID}/cancel`],
  ])('redirects %s to %s with 307 on the same origin', async (request, canonical) => {
    const token = await registerAndLogin();
    const body = request.startsWith('POST') ? { room_id: WHITECHAPEL } : undefined;
    const response = await call(request, { token, body, redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(apiUrl(canonical).href);
  });
});

describe('mock API: users', () => {
  it('normalises the email like pydantic: trims and lower-cases the domain only', async () => {
    const body = { email: '  Ann.Lee@Uni.EXAMPLE ', password: 'pw' };
    await expectAnswer(call('POST /users/register', { body }), 200, { email: 'Ann.Lee@uni.example' });
    const login = await call('POST /users/login', { body: { email: 'Ann.Lee@uni.example', password: 'pw' } });
    expect(login.status).toBe(200);
  });

  it('logs in with a bearer JWT for the email, valid for 60 minutes', async () => {
    const body = { email: 'jwt@uni.example', password: 'pw' };
    await call('POST /users/register', { body });
    const before = Math.floor(Date.now() / 1000);
    const login = await expectAnswer<{ access_token: string; token_type: string }>(
      call('POST /users/login', { body }),
      200,
    );
    expect(login.token_type).toBe('bearer');
    expect(await verifyToken(login.access_token)).toBe('jwt@uni.example');

    const [header = '', payload = ''] = login.access_token.split('.');
    expect(JSON.parse(atob(header))).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Claims;
    expect(claims.sub).toBe('jwt@uni.example');
    expect(claims.exp - before).toBeGreaterThanOrEqual(TOKEN_LIFETIME_SECONDS);
    expect(claims.exp - before).toBeLessThanOrEqual(TOKEN_LIFETIME_SECONDS + 1);
  });

  it('has a seeded demo user with content', async () => {
    const token = await loginDemo();
    const applications = await expectAnswer<ApplicationRecord[]>(call('/applications/', { token }), 200);
    expect(applications.map(({ status }) => status)).toEqual(['applied', 'accepted', 'cancelled']);
  });
});

describe('mock API: rooms', () => {
  it('lists at least 24 rooms, raw, in both the specification and the backend shapes', async () => {
    const rooms = await expectAnswer<Record<string, unknown>[]>(call('/rooms/'), 200, seedRooms);
    expect(rooms.length).toBeGreaterThanOrEqual(24);
    const backendShape = rooms.filter((room) => 'address' in room);
    expect(backendShape.length).toBeGreaterThan(0);
    for (const room of backendShape) {
      expect(Object.keys(room).sort()).toEqual(BACKEND_ROOM_KEYS);
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
});

describe('mock API: listing a room', () => {
  const listRoom = (token: string, body: unknown) => call('POST /rooms/', { token, body });

  it('lists it last in GET /rooms/, in the same shape, and serves it by id', async () => {
    const token = await registerAndLogin();
    const room = await expectAnswer<{ id: string }>(listRoom(token, NEW_ROOM), 201, NEW_ROOM_LISTED);
    const rooms = await expectAnswer<unknown[]>(call('/rooms/'), 200);
    expect(rooms).toHaveLength(seedRooms.length + 1);
    expect(rooms.at(-1)).toEqual(NEW_ROOM_LISTED);
    await expectAnswer(call(`/rooms/${room.id}`), 200, NEW_ROOM_LISTED);
  });

  it('reads the fields as pydantic does: description optional, numbers as text, extra fields ignored', async () => {
    const token = await registerAndLogin();
    const { description: _omitted, ...withoutDescription } = NEW_ROOM;
    const body = { ...withoutDescription, price_per_month: ' 540.5 ', languages: ['English'] };
    const listed = await expectAnswer<Record<string, unknown>>(listRoom(token, body), 201);
    expect(listed).toEqual({ ...NEW_ROOM_LISTED, description: null, price_per_month: 540.5 });
  });

  it('refuses a stale token and a redirect keeps the method (307)', async () => {
    const token = await registerAndLogin('gone@uni.example');
    resetDb();
    await expectAnswer(listRoom(token, NEW_ROOM), 401, detail('Invalid authentication credentials'));
    const redirected = await call('POST /rooms', { token, body: NEW_ROOM, redirect: 'manual' });
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('location')).toBe(apiUrl('/rooms/').href);
    expect(getDbSnapshot().rooms).toHaveLength(seedRooms.length);
  });

  it('keeps listed rooms in the snapshot the demo stores', async () => {
    await listRoom(await registerAndLogin(), NEW_ROOM);
    const stored = JSON.parse(JSON.stringify(getDbSnapshot())) as unknown;
    resetDb();
    expect(loadDbSnapshot(stored)).toBe(true);
    expect(getDbSnapshot().rooms.at(-1)).toEqual(NEW_ROOM_LISTED);
  });
});

describe('mock API: applications', () => {
  it('refuses invalid, tampered, expired and orphaned tokens with 401 "Invalid authentication credentials"', async () => {
    const token = await registerAndLogin('holder@uni.example');
    const expired = await createToken('holder@uni.example', Date.now() - (TOKEN_LIFETIME_SECONDS + 5) * 1000);
    const tampered = `${token.slice(0, -4)}AAAA`;
    const forged = (await createToken('holder@uni.example')).replace(/\.[^.]+$/, '.c2lnbmF0dXJl');
    const orphaned = await createToken('never-registered@uni.example');
    for (const bad of ['garbage', '', tampered, forged, expired, orphaned]) {
      const response = await call('/applications/', { token: bad });
      await expectAnswer(response, 401, detail('Invalid authentication credentials'));
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('starts empty for a new user, and applying answers 201 in the backend shape', async () => {
    const token = await registerAndLogin('applicant@uni.example');
    await expectAnswer(call('/applications/', { token }), 200, []);

    const before = Date.now();
    const application = await created(apply(token, MANCHESTER_STUDIO));
    expect(Object.keys(application).sort()).toEqual(['applied_at', 'id', 'room_id', 'status', 'user_email']);
    expect(application).toMatchObject({
      user_email: 'applicant@uni.example',
      room_id: MANCHESTER_STUDIO,
      status: 'applied',
    });
    expect(application.id).toMatch(/^[0-9a-f]{24}$/);
    expect(application.applied_at).toMatch(NAIVE_UTC_MICROSECONDS);
    const appliedAt = Date.parse(`${application.applied_at.slice(0, 23)}Z`);
    expect(appliedAt).toBeGreaterThanOrEqual(before);
    expect(appliedAt).toBeLessThanOrEqual(Date.now());

    await expectAnswer(call('/applications/', { token }), 200, [application]);
  });

  it('generates deterministic ObjectIds, restarting with the seed', async () => {
    const token = await registerAndLogin();
    const first = await created(apply(token, MANCHESTER_STUDIO));
    const second = await created(apply(token, WHITECHAPEL));
    expect([first.id, second.id]).toEqual(['6b026b0fdbdf01ad5c000001', '6b026b0fdbdf01ad5c000002']);
    resetDb();
    expect(createApplication('x@uni.example', WHITECHAPEL).id).toBe('6b026b0fdbdf01ad5c000001');
  });

  it('refuses a second active application for the same room, but allows one after cancelling', async () => {
    const token = await registerAndLogin();
    const first = await created(apply(token, WHITECHAPEL));
    await expectAnswer(apply(token, WHITECHAPEL), 400, detail('Already applied for this room.'));
    expect((await cancel(token, first.id)).status).toBe(200);
    await created(apply(token, WHITECHAPEL));
  });

  it('never shows or cancels another user’s applications', async () => {
    const alice = await registerAndLogin('alice@uni.example');
    const bob = await registerAndLogin('bob@uni.example');
    const alices = await created(apply(alice, WHITECHAPEL));
    await apply(bob, MANCHESTER_STUDIO);
    const bobs = await expectAnswer<ApplicationRecord[]>(call('/applications/', { token: bob }), 200);
    expect(bobs.map((application) => application.user_email)).toEqual(['bob@uni.example']);
    await expectAnswer(cancel(bob, alices.id), 404, detail('Application not found'));
  });

  it('cancels an application once: 200 with status "cancelled", then 400', async () => {
    const token = await registerAndLogin();
    const application = await created(apply(token, WHITECHAPEL));
    await expectAnswer(cancel(token, application.id), 200, { ...application, status: 'cancelled' });
    await expectAnswer(cancel(token, application.id), 400, detail('Application already cancelled'));
  });
});

describe('mock API: external services', () => {
  it('geocodes other postcodes deterministically, near their city and inside the UK', async () => {
    const read = (postcode: string) =>
      expectAnswer<{ latitude: number; longitude: number }>(call(geocode(postcode)), 200);
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

  it('gives a deterministic, plausible distance for each room', async () => {
    const read = (roomId: string) =>
      expectAnswer<{ distance_meters: number; duration_seconds: number }>(call(distance(roomId)), 200);
    const first = await read(WHITECHAPEL);
    expect(await read(WHITECHAPEL)).toEqual(first);
    expect(await read(HEADINGLEY_UNDERSCORE_ID)).not.toEqual(first);
    expect(first.distance_meters).toBeGreaterThanOrEqual(800);
    expect(first.distance_meters).toBeLessThanOrEqual(12_000);
    expect(first.duration_seconds).toBe(Math.round(first.distance_meters * 0.12));
  });
});

describe('mock API under another base URL', () => {
  it('serves the same API under an absolute base URL', async () => {
    const base = 'http://127.0.0.1:8000';
    server.use(...createHandlers(base));
    await expectAnswer(fetch(`${base}/rooms/`), 200, seedRooms);
    const redirect = await fetch(`${base}/rooms`, { redirect: 'manual' });
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe(`${base}/rooms/`);
    await expectAnswer(fetch(`${base}/nowhere`), 404, detail('Not Found'));
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
    const applications = await expectAnswer<ApplicationRecord[]>(call('/applications/', { token }), 200);
    expect(applications.map((application) => application.room_id)).toEqual([WHITECHAPEL]);
    // The id counter is part of the snapshot, so a reload never hands out an id twice.
    expect((await created(apply(token, MANCHESTER_STUDIO))).id).toBe('6b026b0fdbdf01ad5c000002');
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
      await call('POST /users/register', { body: { email: 'sub@uni.example', password: 'pw' } });
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

  it('writes nothing for a request that came before the data was reset: 503, and the seed stays', async () => {
    const token = await loginDemo();
    const before = await expectAnswer<ApplicationRecord[]>(call('/applications/', { token }), 200);
    expect(before.some((application) => application.room_id === FALLOWFIELD_ENSUITE)).toBe(false);
    // The reset lands while the request is being handled: as its token is checked.
    const sign = crypto.subtle.sign.bind(crypto.subtle);
    const resetMidway = vi.spyOn(crypto.subtle, 'sign').mockImplementationOnce((...args) => {
      resetDb();
      return sign(...args);
    });
    await expectAnswer(apply(token, FALLOWFIELD_ENSUITE), 503, 'Service Unavailable');
    expect(resetMidway).toHaveBeenCalled();
    await expectAnswer(call('/applications/', { token }), 200, before);
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
