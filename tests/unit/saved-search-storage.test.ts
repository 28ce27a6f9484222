import {
  markAlertedInStorage,
  readUserSavedSearches,
  recordSeenInStorage,
} from '@/features/saved-searches/saved-search-storage';
import { createMemoryKeyValueStore } from '../utils/memory-key-value-store';
import { criteria, setUpSavedSearchStore } from '../utils/saved-search-store';

const atOnce = () => Promise.resolve();

describe("the saved searches' storage, as the worker uses it", () => {
  it("reads a user's searches and seen rooms, records a list and marks alerts", async () => {
    const kv = createMemoryKeyValueStore();
    const { store } = setUpSavedSearchStore({ kv, username: 'Ada@Uni.test' });
    await store.whenReady();
    await store.recordSeen(['a']);
    const saved = await store.save(criteria({ location: 'Leeds' }), 'Leeds');
    if (saved.outcome !== 'saved') throw new Error('not saved');

    const seen = await recordSeenInStorage(kv, 'ada@uni.test ', ['a', 'b', 'c'], { nextTask: atOnce });
    expect(seen.count).toBe(3);
    await markAlertedInStorage(kv, 'ada@uni.test', [saved.search.id], seen.count);

    const read = await readUserSavedSearches(kv, 'ADA@uni.test', { nextTask: atOnce });
    expect(read.searches).toEqual([{ ...saved.search, alertedAtSeenCount: 3 }]);
    expect(read.seen.ids).toEqual(['a', 'b', 'c']);
    expect(await readUserSavedSearches(kv, 'bob@uni.test', { nextTask: atOnce })).toMatchObject({
      searches: [],
      seen: { ids: [] },
    });
  });
});
