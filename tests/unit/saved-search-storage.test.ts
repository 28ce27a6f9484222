import {
  markAlertedInStorage,
  readUserSavedSearches,
  recordSeenInStorage,
} from '@/features/saved-searches/saved-search-storage';
import { matchesToAlert } from '@/features/saved-searches/new-rooms';
import { aRoom } from '../fixtures/rooms';
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

  it('rebases the searches when the stored seen record is damaged, so its next list raises no burst of alerts', async () => {
    const kv = createMemoryKeyValueStore();
    const { store } = setUpSavedSearchStore({ kv });
    await store.whenReady();
    await store.recordSeen(['a', 'b']);
    const saved = await store.save(criteria({ location: 'Leeds' }), 'Leeds');
    if (saved.outcome !== 'saved') throw new Error('not saved');
    await store.setNotify(saved.search.id, true);
    kv.values.set('seen:ada%40uni.test', { format: 'student-rooms/seen-rooms@1', count: 'many' });
    const warn = vi.fn();

    const rooms = ['a', 'b', 'c', 'd'].map((id) => aRoom({ id, address: '1 Leeds Road' }));
    const seen = await recordSeenInStorage(
      kv,
      'ada@uni.test',
      rooms.map(({ id }) => id),
      { nextTask: atOnce, warn },
    );
    const { searches } = await readUserSavedSearches(kv, 'ada@uni.test', { nextTask: atOnce, warn });
    expect(searches[0]).toMatchObject({ openedAtSeenCount: 4, alertedAtSeenCount: 4 });
    expect(await matchesToAlert(rooms, searches, seen)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
