import { loadQueryCachePersister } from '@/app/query-persistence';
import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';

// Counts the requests for the persister's code (docs/performance.md#first-load).
const chunk = vi.hoisted(() => ({ requests: 0 }));
vi.mock('@/app/query-cache-persister', async (importOriginal) => {
  chunk.requests += 1;
  return importOriginal();
});

const emptyStore: AsyncKeyValueStore = {
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  delete: () => Promise.resolve(),
  keys: () => Promise.resolve([]),
  clear: () => Promise.resolve(),
};

describe("the saved query cache's code", () => {
  it('is not downloaded by a signed-out start, which has nothing to restore', async () => {
    const persister = loadQueryCachePersister({
      store: emptyStore,
      currentUsername: () => null,
      lock: (job) => job(),
    });
    expect(await persister.restoreClient()).toBeUndefined();
    expect(chunk.requests).toBe(0);

    // Something to clear (a login, a logout): now it loads.
    await persister.removeClient();
    expect(chunk.requests).toBe(1);
  });

  it('is loaded, and the saved cache read, as soon as a signed-in start calls preload', async () => {
    const reads: string[] = [];
    const store: AsyncKeyValueStore = {
      ...emptyStore,
      get: (key) => (reads.push(key), Promise.resolve(undefined)),
    };
    const persister = loadQueryCachePersister({
      store,
      currentUsername: () => 'ada@student.test',
      lock: (job) => job(),
    });
    persister.preload();
    await vi.waitFor(() => expect(reads.length).toBeGreaterThan(0));

    // The provider's restore, later, takes that read rather than reading again.
    const readsBeforeRestore = reads.length;
    expect(await persister.restoreClient()).toBeUndefined();
    expect(reads.length).toBe(readsBeforeRestore);
  });
});
