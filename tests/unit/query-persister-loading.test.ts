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
});
