import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { createQueryCachePersister, SAVED_SLICE_LENGTH } from '@/app/query-cache-persister';
import {
  SAVED_ENTRY_KEY,
  shouldPersistQuery,
  type QueryCachePersisterOptions,
} from '@/app/query-persistence';
import { createIndexedDbStore } from '@/lib/indexed-db-store';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { createQueryClient } from '@/app/query-client';
import { createMemoryKeyValueStore } from '../utils/memory-key-value-store';

const rooms = (count: number) => Array.from({ length: count }, (_, id) => ({ id: `r${id}`, price: id }));

const client = (dataUpdatedAt: number, data: unknown = ['room']): PersistedClient =>
  ({
    buster: 'v2',
    timestamp: 1,
    clientState: {
      mutations: [],
      queries: [
        { queryHash: '["rooms","list"]', queryKey: ['rooms', 'list'], state: { data, dataUpdatedAt } },
      ],
    },
  }) as unknown as PersistedClient;

const emptyClient = {
  buster: 'v2',
  timestamp: 1,
  clientState: { mutations: [], queries: [] },
} as PersistedClient;

function setUp(options: Partial<QueryCachePersisterOptions> = {}) {
  const store = createMemoryKeyValueStore();
  let username: string | null = 'ada@uni.test';
  const warn = vi.fn();
  const persister = createQueryCachePersister({
    store,
    currentUsername: () => username,
    nextTask: () => Promise.resolve(),
    warn,
    ...options,
  });
  const setUser = (next: string | null) => void (username = next);
  return { store, persister, warn, setUser };
}

/** Lets the throttle fire and the queued writes settle. */
async function settle() {
  await vi.advanceTimersByTimeAsync(1000);
}

describe('the query cache persister', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('batches saves and writes only when kept data changed', async () => {
    const { store, persister } = setUp();
    const set = vi.spyOn(store, 'set');
    await persister.persistClient(client(1));
    await persister.persistClient(client(1));
    await settle();
    expect(set).toHaveBeenCalledTimes(1);

    // A new look-up query changes the cache but not the kept data: nothing is written again.
    await persister.persistClient(client(1));
    await settle();
    expect(set).toHaveBeenCalledTimes(1);

    await persister.persistClient(client(2));
    await settle();
    expect(set).toHaveBeenCalledTimes(2);
  });

  it('saves a 50,000-room list in slices, each its own write, and restores it whole and in order', async () => {
    const { store, persister } = setUp();
    const set = vi.spyOn(store, 'set');
    const list = rooms(50_000);
    await persister.persistClient(client(1, list));
    await settle();
    const sliceWrites = set.mock.calls.filter(([key]) => key !== SAVED_ENTRY_KEY);
    expect(sliceWrites).toHaveLength(Math.ceil(50_000 / SAVED_SLICE_LENGTH));
    for (const [, slice] of sliceWrites)
      expect((slice as unknown[]).length).toBeLessThanOrEqual(SAVED_SLICE_LENGTH);

    const restored = await persister.restoreClient();
    expect(restored?.clientState.queries[0]?.state.data).toEqual(list);
  });

  it('yields to the page between slices when saving and restoring', async () => {
    const nextTask = vi.fn(() => Promise.resolve());
    const { persister } = setUp({ nextTask });
    await persister.persistClient(client(1, rooms(SAVED_SLICE_LENGTH * 3)));
    await settle();
    expect(nextTask).toHaveBeenCalledTimes(3);
    await persister.restoreClient();
    expect(nextTask).toHaveBeenCalledTimes(6);
  });

  it('removes the previous save’s slices once the new save is complete', async () => {
    const { store, persister } = setUp();
    await persister.persistClient(client(1, rooms(SAVED_SLICE_LENGTH * 2)));
    await settle();
    await persister.persistClient(client(2, rooms(SAVED_SLICE_LENGTH + 1)));
    await settle();
    expect([...store.values.keys()].filter((key) => key !== SAVED_ENTRY_KEY)).toHaveLength(2);
    expect((await persister.restoreClient())?.clientState.queries[0]?.state.data).toHaveLength(
      SAVED_SLICE_LENGTH + 1,
    );
  });

  it('saves a pending change at once when the page is going away', async () => {
    const { store, persister } = setUp();
    const set = vi.spyOn(store, 'set');
    await persister.persistClient(client(3));
    persister.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(set).toHaveBeenCalledTimes(1);
    await settle();
    expect(set).toHaveBeenCalledTimes(1);
    expect(await persister.restoreClient()).toMatchObject({
      clientState: { queries: [{ state: { dataUpdatedAt: 3 } }] },
    });
  });

  it('deletes everything at once when the cache is emptied (logout)', async () => {
    const { store, persister } = setUp();
    await persister.persistClient(client(1, rooms(SAVED_SLICE_LENGTH * 2)));
    await settle();
    await persister.persistClient(emptyClient);
    await settle();
    expect(store.values.size).toBe(0);
  });

  it('never restores another user’s saved data, and deletes it', async () => {
    const { store, persister, setUser } = setUp();
    await persister.persistClient(client(1));
    await settle();
    setUser('grace@uni.test');
    expect(await persister.restoreClient()).toBeUndefined();
    expect(store.values.size).toBe(0);
  });

  it.each([
    ['not an object', 'broken'],
    ['a foreign format', { format: 'someone-else', client: {} }],
    [
      'a damaged client',
      { format: 'student-rooms/query-cache@1', username: 'ada@uni.test', client: { timestamp: 1 } },
    ],
  ])('discards a saved entry that is %s', async (_, entry) => {
    const { store, persister } = setUp();
    await store.set(SAVED_ENTRY_KEY, entry);
    expect(await persister.restoreClient()).toBeUndefined();
    expect(store.values.size).toBe(0);
  });

  it('discards a save whose slices are missing', async () => {
    const { store, persister } = setUp();
    await persister.persistClient(client(1, rooms(SAVED_SLICE_LENGTH * 2)));
    await settle();
    const aSlice = [...store.values.keys()].find((key) => key !== SAVED_ENTRY_KEY);
    await store.delete([aSlice ?? '']);
    expect(await persister.restoreClient()).toBeUndefined();
    expect(store.values.size).toBe(0);
  });

  it('keeps working, saving nothing, when the store refuses; it says why once', async () => {
    const refusing = createMemoryKeyValueStore();
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    refusing.set = () => Promise.reject(quota);
    refusing.get = () => Promise.reject(quota);
    const { persister, warn } = setUp({ store: refusing });
    await persister.persistClient(client(1));
    await settle();
    await persister.persistClient(client(2));
    await settle();
    expect(await persister.restoreClient()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('IndexedDB'), quota);
  });

  it('two tabs saving long lists at once leave a whole save that restores offline', async () => {
    // Each tab yields to its page between slices, as in the browser, so their saves can interleave.
    const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 1));
    const { store, persister: firstTab } = setUp({ nextTask });
    // A second tab: its own persister over the same IndexedDB store, as two tabs of the app are.
    const secondTab = createQueryCachePersister({ store, currentUsername: () => 'ada@uni.test', nextTask });
    await firstTab.persistClient(client(1, rooms(SAVED_SLICE_LENGTH * 3)));
    await secondTab.persistClient(client(2, rooms(SAVED_SLICE_LENGTH * 2 + 1)));
    // Both tabs' throttles fire together: the refetch after a reconnect lands in both at once.
    await vi.advanceTimersByTimeAsync(1100);
    const restored = await createQueryCachePersister({
      store,
      currentUsername: () => 'ada@uni.test',
      nextTask: () => Promise.resolve(),
    }).restoreClient();
    const data = restored?.clientState.queries[0]?.state.data;
    expect(Array.isArray(data) ? data.length : data).toBe(SAVED_SLICE_LENGTH * 2 + 1);
    // Nothing is left behind that no entry points at.
    expect([...store.values.keys()].filter((key) => key !== SAVED_ENTRY_KEY)).toHaveLength(3);
  });

  it('clears the disk at logout even after a refused write, so the next user finds nothing', async () => {
    const { store, persister, setUser } = setUp();
    await persister.persistClient(client(1, rooms(SAVED_SLICE_LENGTH * 2)));
    await settle();
    expect(store.values.size).toBeGreaterThan(0);
    // The quota runs out on the next save...
    const quota = vi
      .spyOn(store, 'set')
      .mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await persister.persistClient(client(2, rooms(SAVED_SLICE_LENGTH * 2)));
    await settle();
    quota.mockRestore();
    // ...then the user logs out.
    setUser(null);
    await persister.persistClient(emptyClient);
    await settle();
    expect(store.values.size).toBe(0);
  });

  it('keeps the room list, own applications and geocodes, not distances or failed queries', () => {
    const query = (queryKey: readonly unknown[], data: unknown, status = 'success') =>
      ({ queryKey, state: { data, status } }) as unknown as Parameters<typeof shouldPersistQuery>[0];
    expect(shouldPersistQuery(query(roomQueries.list().queryKey, rooms(50_000)))).toBe(true);
    expect(shouldPersistQuery(query(['applications', 'list', 'ada@uni.test'], []))).toBe(true);
    expect(shouldPersistQuery(query(roomQueries.list().queryKey, undefined, 'error'))).toBe(false);
    expect(shouldPersistQuery(query(roomQueries.distance('r1').queryKey, 1200))).toBe(false);
    // A postcode's coordinates never change; an unknown postcode's answer (null) does not either.
    const geocode = roomQueries.geocode('LS6 1AA').queryKey;
    expect(shouldPersistQuery(query(geocode, { latitude: 53.8, longitude: -1.57 }))).toBe(true);
    expect(shouldPersistQuery(query(geocode, null))).toBe(true);
    expect(shouldPersistQuery(query(geocode, undefined, 'error'))).toBe(false);
  });
});

describe('restored geocodes', () => {
  it('are kept for the session, as a look-up made now is: no observer holds them until the map asks', () => {
    const client = createQueryClient();
    const restored = client
      .getQueryCache()
      .build(client, { queryKey: roomQueries.geocode('LS6 1AA').queryKey });
    expect(restored.gcTime).toBe(Infinity);
    const list = client.getQueryCache().build(client, { queryKey: roomQueries.list().queryKey });
    expect(list.gcTime).not.toBe(Infinity);
  });
});

describe('the IndexedDB store', () => {
  it('round-trips values, lists keys and deletes them', async () => {
    const store = createIndexedDbStore('test-db', 'test-store');
    await store.set('a', { rooms: [1, 2] });
    await store.set('b', 'text');
    expect(await store.get('a')).toEqual({ rooms: [1, 2] });
    expect((await store.keys()).sort()).toEqual(['a', 'b']);
    await store.delete(['a']);
    expect(await store.get('a')).toBeUndefined();
    await store.clear();
    expect(await store.keys()).toEqual([]);
  });

  it('rejects, rather than throwing, where IndexedDB is missing', async () => {
    const original = globalThis.indexedDB;
    // @ts-expect-error private mode in some browsers: no IndexedDB at all
    delete globalThis.indexedDB;
    try {
      await expect(createIndexedDbStore('test-db', 'test-store').get('a')).rejects.toThrow();
    } finally {
      globalThis.indexedDB = original;
    }
  });
});
