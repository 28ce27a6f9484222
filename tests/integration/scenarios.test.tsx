import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fromTraffic } from '@msw/source/traffic';
import { getDbSnapshot, resetDb } from '@mocks/db';
import { newRoom, newRoomId } from '@mocks/new-rooms';
import { DEMO_DB_STORAGE_KEY, persistDemoDb } from '@mocks/demo-persistence';
import { toReplayHar, type Har } from '@mocks/har-replay';
import { server } from '@mocks/node';
import {
  chooseScenario,
  FLAKY_EVERY,
  MANY_ROOMS_COUNT,
  scenarioHandlers,
  SESSION_CALL_LIMIT,
  SLOW_LATENCY_MS,
} from '@mocks/scenarios';
import { DEMO_USER, seedRooms } from '@mocks/seed';
import { createToken } from '@mocks/jwt';
import { createTestUser, findToast, renderApp } from '../utils/render-app';
import { useScenario } from '../utils/use-scenario';
import { factValue, statusBadge } from '../utils/queries';
import { findRoomsList } from '../utils/rooms-list';
import { FALLOWFIELD_ENSUITE } from '../fixtures/mock-api-exchanges';
import { DEMO_API_BASE_URL } from '@/config/env';
import { createSafeStorage } from '@/lib/safe-storage';

// Each test plays one scenario on top of the base handlers; tests/setup.ts resets handlers, db and storage.

const api = (path: string) => new URL(`/api${path}`, window.location.origin);
const demoUser = async () => ({ email: DEMO_USER.email, token: await createToken(DEMO_USER.email) });

function call(
  path: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(api(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const card = (name: string) => screen.getByRole('article', { name });
const applicationItems = () =>
  within(screen.getByRole('list', { name: 'Applications' })).getAllByRole('article');

describe('scenarios in the app', () => {
  it('empty: no rooms and no applications, while the data itself stays', async () => {
    useScenario('empty');
    const before = getDbSnapshot();
    renderApp({ url: '/rooms', as: await demoUser() });
    expect(await screen.findByText('No rooms found for your criteria.')).toBeInTheDocument();
    expect(getDbSnapshot()).toEqual(before);
  });

  it('empty: does not touch the persisted demo database', async () => {
    persistDemoDb(createSafeStorage());
    const user = await createTestUser();
    const saved = localStorage.getItem(DEMO_DB_STORAGE_KEY);
    expect(saved).toContain(user.email);
    useScenario('empty');
    expect(await (await call('/rooms/')).json()).toEqual([]);
    expect(await (await call('/applications/', { token: user.token })).json()).toEqual([]);
    expect(localStorage.getItem(DEMO_DB_STORAGE_KEY)).toBe(saved);
  });

  it("rooms-error: 'Failed to fetch rooms.'", async () => {
    useScenario('rooms-error');
    renderApp({ url: '/rooms', as: await createTestUser() });
    expect(await screen.findByText('Failed to fetch rooms.')).toBeInTheDocument();
  });

  it("applications-error: 'Could not fetch' on Your Applications", async () => {
    useScenario('applications-error');
    renderApp({ url: '/applications', as: await demoUser() });
    expect(await screen.findByText('Could not fetch')).toBeInTheDocument();
  });

  it("apply-fails: toasts 'Failed to apply.' and offers Apply again", async () => {
    useScenario('apply-fails');
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    const room = await screen.findByRole('article', { name: 'Whitechapel, London' });
    await user.click(within(room).getByRole('button', { name: 'Apply for Whitechapel, London' }));
    expect(await findToast('Failed to apply.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('Whitechapel, London')).getByRole('button', { name: /^Apply for/ })).toBeEnabled(),
    );
  });

  it("cancel-fails: toasts 'Failed to cancel.' and the application stays pending", async () => {
    useScenario('cancel-fails');
    const { user } = renderApp({ url: '/rooms', as: await demoUser() });
    const room = await screen.findByRole('article', { name: 'Studio flat by Manchester Piccadilly' });
    await user.click(await within(room).findByRole('button', { name: /Cancel Application/ }));
    expect(await findToast('Failed to cancel.')).toBeInTheDocument();
    await waitFor(() =>
      expect(statusBadge(card('Studio flat by Manchester Piccadilly'))).toHaveTextContent('pending'),
    );
  });

  it("distance-fails and geocode-fails: 'Error' and their toasts", async () => {
    useScenario('distance-fails');
    useScenario('geocode-fails');
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    const room = await screen.findByRole('article', { name: 'Whitechapel, London' });
    await user.click(within(room).getByRole('button', { name: /Refresh/ }));
    expect(await findToast('Failed to get distance.')).toBeInTheDocument();
    await user.click(within(room).getByRole('button', { name: /Get Weather/ }));
    expect(await findToast('Failed to get weather.')).toBeInTheDocument();
    expect(factValue(room, 'Distance:')).toHaveTextContent('Error');
    expect(factValue(room, 'Weather:')).toHaveTextContent('Error');
  });

  it('real-backend-shapes: cards named by title, applications named from the rooms', async () => {
    useScenario('real-backend-shapes');
    renderApp({ url: '/applications', as: await demoUser() });
    await waitFor(() =>
      expect(applicationItems().map((item) => item.getAttribute('aria-label'))).toContain(
        'Bright single room near Queen Mary University',
      ),
    );
    // The spec-shaped seed room only has a title now, and its embedded `room` is gone from the application.
    expect(screen.queryByRole('article', { name: 'Whitechapel, London' })).not.toBeInTheDocument();
  });

  it('new-rooms: the first load shows the usual rooms, each refetch two new ones more', async () => {
    useScenario('new-rooms');
    const { queryClient } = renderApp({ url: '/rooms', as: await createTestUser() });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(seedRooms.length));
    expect(screen.queryByRole('article', { name: newRoom(0).title })).not.toBeInTheDocument();
    await act(() => queryClient.refetchQueries({ queryKey: ['rooms', 'list'] }));
    expect(await screen.findByRole('article', { name: newRoom(0).title })).toBeInTheDocument();
    expect(card(newRoom(1).title)).toBeInTheDocument();
    await act(() => queryClient.refetchQueries({ queryKey: ['rooms', 'list'] }));
    expect(await screen.findByRole('article', { name: newRoom(3).title })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(seedRooms.length + 4);
  });

  it('reviewed: Accepted and Rejected badges on Your Applications', async () => {
    useScenario('reviewed');
    renderApp({ url: '/applications', as: await demoUser() });
    await screen.findByRole('list', { name: 'Applications' });
    await waitFor(() =>
      expect(applicationItems().map((item) => statusBadge(item)?.textContent)).toEqual(
        expect.arrayContaining(['Accepted', 'Rejected']),
      ),
    );
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });
});

describe('scenarios at the API', () => {
  it('many-rooms: 5,000 rooms, and applying to one of them works end to end', async () => {
    useScenario('many-rooms');
    const user = await createTestUser();
    const rooms = (await (await call('/rooms/')).json()) as { id?: string; _id?: string }[];
    expect(rooms).toHaveLength(MANY_ROOMS_COUNT);
    const roomId = rooms[4321]?.id ?? rooms[4321]?._id ?? '';
    expect((await call(`/rooms/${roomId}`)).status).toBe(200);

    const applied = await call('/applications/', {
      method: 'POST',
      token: user.token,
      body: { room_id: roomId },
    });
    expect(applied.status).toBe(201);
    const application = (await applied.json()) as { id: string; status: string };
    expect(application.status).toBe('applied');
    const again = await call('/applications/', {
      method: 'POST',
      token: user.token,
      body: { room_id: roomId },
    });
    expect(again.status).toBe(400);

    const mine = (await (await call('/applications/', { token: user.token })).json()) as {
      room_id: string;
    }[];
    expect(mine.map((item) => item.room_id)).toEqual([roomId]);
    const cancelled = await call(`/applications/${application.id}/cancel`, {
      method: 'PATCH',
      token: user.token,
    });
    expect(cancelled.status).toBe(200);

    const distance = await call(`/external/room-distance?room_id=${roomId}`);
    expect(distance.status).toBe(200);
    // Seeded rooms still answer as before.
    expect((await call('/external/room-distance?room_id=6b026b08dbdf01ad5cffcc01')).status).toBe(200);
  });

  it(`flaky: every call number ${FLAKY_EVERY}, ${FLAKY_EVERY * 2}... is a text/plain 500, the rest answer normally`, async () => {
    useScenario('flaky');
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await call('/rooms/');
      statuses.push(response.status);
      if (response.status === 500) {
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(await response.text()).toBe('Internal Server Error');
      }
    }
    expect(statuses).toEqual([200, 200, 500, 200, 200, 500]);
  });

  it(`session-expires: the token is refused after ${SESSION_CALL_LIMIT} authenticated calls, until a new login`, async () => {
    useScenario('session-expires');
    const { token } = await createTestUser('expiring@uni.test', 'secret123');
    const statuses: number[] = [];
    for (let index = 0; index < SESSION_CALL_LIMIT + 2; index += 1) {
      statuses.push((await call('/applications/', { token })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 401, 401]);
    expect(await (await call('/applications/', { token })).json()).toEqual({
      detail: 'Invalid authentication credentials',
    });
    // Public calls are not part of the session.
    expect((await call('/rooms/')).status).toBe(200);

    const login = await call('/users/login', {
      method: 'POST',
      body: { email: 'expiring@uni.test', password: 'secret123' },
    });
    const { access_token: fresh } = (await login.json()) as { access_token: string };
    expect((await call('/applications/', { token: fresh })).status).toBe(200);
  });

  it('real-backend-shapes: only the observed fields', async () => {
    useScenario('real-backend-shapes');
    const rooms = (await (await call('/rooms/')).json()) as Record<string, unknown>[];
    for (const room of rooms) {
      expect(Object.keys(room).sort()).toEqual(
        ['address', 'description', 'id', 'postcode', 'price_per_month', 'title'].sort(),
      );
    }
    const { token } = await demoUser();
    const applications = (await (await call('/applications/', { token })).json()) as Record<
      string,
      unknown
    >[];
    expect(applications.length).toBeGreaterThan(0);
    for (const application of applications) {
      expect(Object.keys(application).sort()).toEqual([
        'applied_at',
        'id',
        'room_id',
        'status',
        'user_email',
      ]);
    }
    // Errors pass through untouched.
    expect((await call('/applications/')).status).toBe(401);
  });

  it('new-rooms: two more rooms at each call after the first, the same ones each time, and they work', async () => {
    useScenario('new-rooms');
    const ids = async () =>
      ((await (await call('/rooms/')).json()) as { id?: string; _id?: string }[]).map(
        (room) => room.id ?? room._id,
      );
    const seeded = seedRooms.map((room) => room.id ?? ('_id' in room ? room._id : undefined));
    expect(await ids()).toEqual(seeded);
    expect(await ids()).toEqual([...seeded, newRoomId(0), newRoomId(1)]);
    expect(await ids()).toEqual([...seeded, ...[0, 1, 2, 3].map(newRoomId)]);

    // A new room opens, can be measured and applied for, as any room can.
    expect(await (await call(`/rooms/${newRoomId(2)}`)).json()).toEqual(newRoom(2));
    expect((await call(`/external/room-distance?room_id=${newRoomId(2)}`)).status).toBe(200);
    const user = await createTestUser();
    const applied = await call('/applications/', {
      method: 'POST',
      token: user.token,
      body: { room_id: newRoomId(2) },
    });
    expect(applied.status).toBe(201);
    // One not listed yet is not there.
    expect((await call(`/rooms/${newRoomId(9)}`)).status).toBe(404);

    // Rooms listed with POST /rooms/ stay in the list, before the scenario's.
    const listed = await call('/rooms/', {
      method: 'POST',
      token: user.token,
      body: {
        title: 'Loft in Jericho, Oxford',
        address: '8 Walton Street, Oxford',
        price_per_month: 800,
        postcode: 'OX2 6AE',
      },
    });
    const { id } = (await listed.json()) as { id: string };
    expect((await ids()).slice(seeded.length)).toEqual([id, ...[0, 1, 2, 3, 4, 5].map(newRoomId)]);
  });

  it('new-rooms: a reload of the tab goes on from the rooms already listed, and choosing it anew starts over', async () => {
    // The tab's sessionStorage: the scenario's handlers are made again at each page load.
    const tab = createSafeStorage(() => window.sessionStorage);
    const load = () => server.use(...scenarioHandlers('new-rooms', DEMO_API_BASE_URL, tab));
    const newIds = async () =>
      ((await (await call('/rooms/')).json()) as { id?: string; _id?: string }[])
        .map((room) => room.id ?? room._id)
        .slice(seedRooms.length);
    load();
    expect(await newIds()).toEqual([]);
    expect(await newIds()).toEqual([0, 1].map(newRoomId));

    server.resetHandlers();
    load();
    expect(await newIds()).toEqual([0, 1, 2, 3].map(newRoomId));
    // A room listed before the reload still opens.
    expect((await call(`/rooms/${newRoomId(0)}`)).status).toBe(200);

    chooseScenario({ search: '?scenario=new-rooms', storage: tab, envScenario: undefined });
    server.resetHandlers();
    load();
    expect(await newIds()).toEqual([]);
  });

  it('slow: a call takes two to three seconds', async () => {
    useScenario('slow');
    const started = performance.now();
    expect((await call('/rooms/')).status).toBe(200);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(SLOW_LATENCY_MS.min - 50);
    expect(elapsed).toBeLessThan(SLOW_LATENCY_MS.max + 1000);
  });

  it('slow: an apply still waiting when the demo data is reset is refused, and the reset data stays the seed', async () => {
    useScenario('slow');
    const { token } = await demoUser();
    const seeded = getDbSnapshot();
    expect(seeded.applications.some((application) => application.room_id === FALLOWFIELD_ENSUITE)).toBe(
      false,
    );
    const applying = call('/applications/', {
      method: 'POST',
      token,
      body: { room_id: FALLOWFIELD_ENSUITE },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    resetDb();
    expect((await applying).status).toBe(503);
    expect(getDbSnapshot()).toEqual(seeded);
  });
});

describe('replaying the recorded session', () => {
  it('serves the rooms of tests/fixtures/session.har instead of the stateful mock', async () => {
    const har = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../fixtures/session.har'), 'utf8'),
    ) as Har;
    server.use(...fromTraffic(toReplayHar(har, '/api', window.location.origin)));
    renderApp({ url: '/rooms', as: await createTestUser() });
    const list = await findRoomsList();
    expect(within(list).getByRole('article', { name: 'Replay Loft, Bath' })).toBeInTheDocument();
    expect(within(list).getByRole('article', { name: 'Replay Studio, York' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Whitechapel, London' })).not.toBeInTheDocument();
  });
});
