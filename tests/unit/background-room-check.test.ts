import { newRoom } from '@mocks/new-rooms';
import { seedRooms } from '@mocks/seed';
import { readRoomList } from '@/features/rooms/api/read-rooms';
import { syncBackgroundAlerts } from '@/features/saved-searches/background-alerts';
import type { SavedSearchStore } from '@/features/saved-searches/saved-search';
import {
  createSavedSearchesKeyValueStore,
  storedUser,
} from '@/features/saved-searches/saved-search-database';
import {
  readUserSavedSearches,
  recordSeenInStorage,
  writeSearches,
} from '@/features/saved-searches/saved-search-storage';
import { runBackgroundRoomCheck } from '@/service-worker/background-room-check';
import { aSavedSearch } from '../fixtures/saved-searches';
import { withGrantedPeriodicSync } from '../utils/periodic-sync';

// The worker's background check as it runs (docs/saved-searches.md#alerts): the owner record the page writes,
// the saved searches' own database, the real rule for new matches, and GET /rooms/ with no token. Only the
// network and the notification are stand-ins.

const ADA = 'Ada@Uni.test';
const API = 'https://api.rooms.test';
const periodicSync = { register: () => Promise.resolve(), unregister: () => Promise.resolve() };

withGrantedPeriodicSync(periodicSync);

it('fetches the public list, notifies a new match once, and a second run shows nothing new', async () => {
  const kv = createSavedSearchesKeyValueStore();
  // The rooms already seen on this device, recorded as the page records them.
  const seedIds = readRoomList(seedRooms).map(({ id }) => id);
  const seen = await recordSeenInStorage(kv, ADA, seedIds);
  // Typed in lower case: the location rule ignores case and finds it inside "Headingley, Leeds".
  const search = aSavedSearch({ filters: { location: 'leeds' }, openedAtSeenCount: seen.count });
  await writeSearches(kv, storedUser(ADA), { searches: [search], criteriaDropped: new Set() });
  // The owner record, written by the page's own code.
  const store = {
    getSnapshot: () => ({ status: 'ready', searches: [search] }),
  } as unknown as SavedSearchStore;
  await syncBackgroundAlerts(store, ADA, API);

  const leedsRoom = newRoom(0);
  expect(leedsRoom.title).toContain('Leeds');
  const fetchRooms = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(Response.json([...seedRooms, leedsRoom])),
  );
  vi.stubGlobal('fetch', fetchRooms);
  const showNotification = vi.fn((_title: string, _options?: NotificationOptions) => Promise.resolve());
  const registration = { showNotification } as unknown as ServiceWorkerRegistration;

  await runBackgroundRoomCheck(registration);
  expect(fetchRooms).toHaveBeenCalledTimes(1);
  const [url, init] = fetchRooms.mock.calls[0]!;
  expect(url).toBe(`${API}/rooms/`);
  expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  expect(showNotification).toHaveBeenCalledTimes(1);
  expect(showNotification).toHaveBeenCalledWith(
    '1 new room for Leeds',
    expect.objectContaining({
      tag: 'room-alert:leeds',
      data: { path: '/rooms?location=leeds&search=leeds' },
    }),
  );
  const stored = await readUserSavedSearches(kv, ADA);
  expect(stored.seen.ids).toContain(leedsRoom.id);
  expect(stored.searches[0]?.alertedAtSeenCount).toBe(stored.seen.ids.length);

  await runBackgroundRoomCheck(registration);
  expect(fetchRooms).toHaveBeenCalledTimes(2);
  expect(showNotification).toHaveBeenCalledTimes(1);
});
