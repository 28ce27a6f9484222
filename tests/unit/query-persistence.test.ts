import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { createQueryCachePersister, MAX_PERSISTED_ROOMS, shouldPersistQuery } from '@/app/query-persistence';
import type { KeyValueStorage } from '@/lib/safe-storage';

function memoryStorage() {
  const values = new Map<string, string>();
  const storage: KeyValueStorage & { writes: number } = {
    writes: 0,
    get: (key) => values.get(key) ?? null,
    set(key, value) {
      this.writes += 1;
      values.set(key, value);
    },
    remove: (key) => void values.delete(key),
  };
  return storage;
}

const client = (dataUpdatedAt: number, data: unknown = ['room']): PersistedClient =>
  ({
    buster: 'v1',
    timestamp: 1,
    clientState: {
      mutations: [],
      queries: [
        { queryHash: '["rooms","list"]', queryKey: ['rooms', 'list'], state: { data, dataUpdatedAt } },
      ],
    },
  }) as unknown as PersistedClient;

describe('the query cache persister', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('batches saves and serialises only when kept data changed', async () => {
    const storage = memoryStorage();
    const persister = createQueryCachePersister(storage);
    await persister.persistClient(client(1));
    await persister.persistClient(client(1));
    vi.advanceTimersByTime(1000);
    expect(storage.writes).toBe(1);

    // A new look-up query changes the cache but not the kept data: nothing is serialised again.
    await persister.persistClient(client(1));
    vi.advanceTimersByTime(1000);
    expect(storage.writes).toBe(1);

    await persister.persistClient(client(2));
    vi.advanceTimersByTime(1000);
    expect(storage.writes).toBe(2);
    expect(await persister.restoreClient()).toMatchObject({
      clientState: { queries: [{ state: { dataUpdatedAt: 2 } }] },
    });
  });

  it('does not keep a cache too large for browser storage', async () => {
    const storage = memoryStorage();
    const persister = createQueryCachePersister(storage);
    await persister.persistClient(client(1, 'x'.repeat(2_100_000)));
    vi.advanceTimersByTime(1000);
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('saves a pending change at once when the page is going away', async () => {
    const storage = memoryStorage();
    const persister = createQueryCachePersister(storage);
    await persister.persistClient(client(3));
    persister.flush();
    expect(storage.writes).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(storage.writes).toBe(1);
    expect(await persister.restoreClient()).toMatchObject({
      clientState: { queries: [{ state: { dataUpdatedAt: 3 } }] },
    });
  });

  it('keeps the room list and own applications, but not a room list too long to save', () => {
    const query = (queryKey: unknown[], data: unknown, status = 'success') =>
      ({ queryKey, state: { data, status } }) as unknown as Parameters<typeof shouldPersistQuery>[0];
    const rooms = (count: number) => Array.from({ length: count }, (_, id) => ({ id: String(id) }));
    expect(shouldPersistQuery(query(['rooms', 'list'], rooms(MAX_PERSISTED_ROOMS)))).toBe(true);
    expect(shouldPersistQuery(query(['rooms', 'list'], rooms(MAX_PERSISTED_ROOMS + 1)))).toBe(false);
    expect(shouldPersistQuery(query(['applications', 'list', 'ada@uni.test'], []))).toBe(true);
    expect(shouldPersistQuery(query(['rooms', 'list'], undefined, 'error'))).toBe(false);
    expect(shouldPersistQuery(query(['rooms', 'distance', 'r1'], 1200))).toBe(false);
    expect(shouldPersistQuery(query(['geocode', 'LS6 1AA'], null))).toBe(false);
  });

  it('drops a corrupt saved cache', async () => {
    const storage = memoryStorage();
    storage.set('student-rooms:query-cache', '{broken');
    expect(await createQueryCachePersister(storage).restoreClient()).toBeUndefined();
    expect(storage.get('student-rooms:query-cache')).toBeNull();
  });
});
