import { SAVED_SEARCHES_MAX } from '@/config/business-constants';
import { matchesToAlert, newMatchIds } from '@/features/saved-searches/new-rooms';
import { aRoom } from '../fixtures/rooms';
import { createMemoryKeyValueStore } from '../utils/memory-key-value-store';
import { createChangeBus, criteria, setUpSavedSearchStore } from '../utils/saved-search-store';

const leeds = criteria({ location: 'Leeds', maxPrice: '600' });

async function ready(store: { whenReady: () => Promise<void> }) {
  await store.whenReady();
}

describe('the saved search store', () => {
  it('saves a search with nothing new in it, and reads it back on the next visit', async () => {
    const { kv, store } = setUpSavedSearchStore();
    await ready(store);
    await store.recordSeen(['a', 'b', 'c']);
    const result = await store.save(leeds, '  Leeds · up to $600/mo ');
    expect(result).toMatchObject({
      outcome: 'saved',
      search: { name: 'Leeds · up to $600/mo', notify: false },
    });
    if (result.outcome !== 'saved') throw new Error('not saved');
    expect(result.search.id).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(result.search).toMatchObject({ openedAtSeenCount: 3, alertedAtSeenCount: 3 });

    const { store: later } = setUpSavedSearchStore({ kv });
    expect(later.getSnapshot().status).toBe('loading');
    await ready(later);
    expect(later.getSnapshot()).toEqual({ status: 'ready', searches: [result.search] });
    expect(later.seenRooms.getSnapshot()?.count).toBe(3);
  });

  it("keeps each user's searches to themselves, however they type their email, and across logout", async () => {
    const { store, signInAs } = setUpSavedSearchStore({ username: 'Ada@Uni.test ' });
    await ready(store);
    await store.save(leeds, 'Leeds');
    signInAs('bob@uni.test');
    expect(store.getSnapshot()).toEqual({ status: 'loading', searches: [] });
    await ready(store);
    expect(store.getSnapshot()).toEqual({ status: 'ready', searches: [] });
    signInAs(null);
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(await store.save(leeds, 'Leeds')).toEqual({ outcome: 'not-stored' });
    signInAs('ada@uni.test');
    await ready(store);
    expect(store.getSnapshot().searches.map((search) => search.name)).toEqual(['Leeds']);
  });

  it('discards damaged data with one warning and starts again', async () => {
    const kv = createMemoryKeyValueStore();
    kv.values.set('searches:ada%40uni.test', { format: 'student-rooms/saved-searches@1', searches: [1, {}] });
    kv.values.set('seen:ada%40uni.test', 'not a record');
    const { store, warn } = setUpSavedSearchStore({ kv });
    await ready(store);
    expect(store.getSnapshot()).toEqual({ status: 'ready', searches: [] });
    // One warning for the searches and the seen record together, never a crash.
    expect(warn).toHaveBeenCalledOnce();
    expect((await store.save(leeds, 'Leeds')).outcome).toBe('saved');
    await store.recordSeen(['a']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps valid searches when only the seen record is damaged, and makes none of the next list new', async () => {
    const kv = createMemoryKeyValueStore();
    const { store: before } = setUpSavedSearchStore({ kv });
    await ready(before);
    await before.recordSeen(['a', 'b', 'c']);
    await before.save(leeds, 'Leeds');
    const york = await before.save(criteria({ location: 'York' }), 'York');
    if (york.outcome !== 'saved') throw new Error('not saved');
    await before.setNotify(york.search.id, true);
    kv.values.set('seen:ada%40uni.test', { format: 'student-rooms/seen-rooms@1', count: 'many' });

    const { store, warn } = setUpSavedSearchStore({ kv });
    await ready(store);
    expect(store.getSnapshot().searches.map((search) => search.name)).toEqual(['Leeds', 'York']);
    const rooms = ['a', 'b', 'c', 'd'].map((id) =>
      aRoom({ id, address: id === 'd' ? '2 York Road' : '1 Leeds Road', pricePerMonth: 500 }),
    );
    const seen = await store.recordSeen(rooms.map((room) => room.id));
    expect(seen.count).toBe(4);
    const { searches } = store.getSnapshot();
    for (const search of searches)
      expect(await newMatchIds(rooms, search, seen, search.openedAtSeenCount)).toEqual([]);
    expect(await matchesToAlert(rooms, searches, seen)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    // Rooms after the rebase are new again.
    const later = await store.recordSeen(['e']);
    expect(later.positionOf('e')).toBe(4);
    expect(store.getSnapshot().searches[1]).toMatchObject({ openedAtSeenCount: 4, alertedAtSeenCount: 4 });
  });

  it('discards data of an older version with one warning', async () => {
    const kv = createMemoryKeyValueStore();
    kv.values.set('searches:ada%40uni.test', { format: 'student-rooms/saved-searches@0', searches: [] });
    const { store, warn } = setUpSavedSearchStore({ kv });
    await ready(store);
    expect(store.getSnapshot().searches).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it(`keeps ${SAVED_SEARCHES_MAX} searches, and saving the same criteria again updates one`, async () => {
    const { store } = setUpSavedSearchStore();
    await ready(store);
    for (let city = 0; city < SAVED_SEARCHES_MAX; city += 1) {
      expect((await store.save(criteria({ location: `City ${city}` }), `City ${city}`)).outcome).toBe(
        'saved',
      );
    }
    expect(await store.save(criteria({ location: 'Leeds' }), 'Leeds')).toEqual({ outcome: 'limit-reached' });
    const again = await store.save(criteria({ location: '  city 3 ' }), 'Third city');
    expect(again.outcome).toBe('updated');
    const names = store.getSnapshot().searches.map((search) => search.name);
    expect(names).toHaveLength(SAVED_SEARCHES_MAX);
    expect(names.at(-1)).toBe('Third city');
    expect(names).not.toContain('City 3');
    // The same filters in another order update it too, even at the limit: it takes the new order.
    const reordered = await store.save(
      criteria({ location: 'City 4' }, 'price-asc'),
      'Fourth, cheapest first',
    );
    expect(reordered).toMatchObject({ outcome: 'updated', search: { sort: 'price-asc' } });
    expect(store.getSnapshot().searches).toHaveLength(SAVED_SEARCHES_MAX);
    expect(store.getSnapshot().searches.at(-1)).toMatchObject({
      name: 'Fourth, cheapest first',
      sort: 'price-asc',
    });
  });

  it('says a search was not stored when the browser refuses, and shows nothing new', async () => {
    const kv = createMemoryKeyValueStore();
    const { store } = setUpSavedSearchStore({ kv });
    await ready(store);
    vi.spyOn(kv, 'set').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    expect(await store.save(leeds, 'Leeds')).toEqual({ outcome: 'not-stored' });
    expect(store.getSnapshot().searches).toEqual([]);
  });

  it('resolves every change as not done, without throwing, when the browser refuses to read too', async () => {
    const kv = createMemoryKeyValueStore();
    const { store, warn } = setUpSavedSearchStore({ kv });
    await ready(store);
    const saved = await store.save(leeds, 'Leeds');
    if (saved.outcome !== 'saved') throw new Error('not saved');
    vi.spyOn(kv, 'get').mockRejectedValue(new DOMException('gone', 'UnknownError'));
    expect(await store.save(criteria({ location: 'York' }), 'York')).toEqual({ outcome: 'not-stored' });
    expect(await store.remove(saved.search.id)).toBeNull();
    expect(await store.setNotify(saved.search.id, true)).toBe(false);
    expect(await store.markOpened(saved.search.id)).toBeNull();
    expect((await store.recordSeen(['a'])).count).toBe(0);
    expect(store.getSnapshot().searches).toEqual([saved.search]);
    expect(warn).toHaveBeenCalled();
  });

  it('removes a search and puts it back where it was', async () => {
    const { store } = setUpSavedSearchStore();
    await ready(store);
    for (const city of ['A', 'B', 'C']) await store.save(criteria({ location: city }), city);
    const removed = await store.remove(store.getSnapshot().searches[1]?.id ?? '');
    expect(removed?.name).toBe('B');
    expect(await store.remove('missing')).toBeNull();
    expect(await store.restore(removed!)).toBe(true);
    expect(store.getSnapshot().searches.map((search) => search.name)).toEqual(['A', 'B', 'C']);
  });

  it('notes openings and alerts against the seen count', async () => {
    const { store } = setUpSavedSearchStore();
    await ready(store);
    await store.recordSeen(['a', 'b']);
    const saved = await store.save(leeds, 'Leeds');
    if (saved.outcome !== 'saved') throw new Error('not saved');
    expect(await store.setNotify(saved.search.id, true)).toBe(true);
    const seen = await store.recordSeen(['a', 'b', 'c', 'd']);
    expect(seen.count).toBe(4);
    expect(seen.positionOf('c')).toBe(2);
    await store.markAlerted([saved.search.id], seen.count);
    expect(store.getSnapshot().searches[0]).toMatchObject({ notify: true, alertedAtSeenCount: 4 });
    expect(await store.markOpened(saved.search.id)).toBe(2);
    expect(await store.markOpened(saved.search.id)).toBe(4);
    expect(await store.markOpened('missing')).toBeNull();
  });

  it('lets two tabs share one database: each sees the other’s writes, and neither loses any', async () => {
    const kv = createMemoryKeyValueStore();
    const bus = createChangeBus();
    const { store: first } = setUpSavedSearchStore({ kv, channel: bus() });
    const { store: second } = setUpSavedSearchStore({ kv, channel: bus() });
    await Promise.all([ready(first), ready(second)]);
    await Promise.all([first.save(leeds, 'Leeds'), second.save(criteria({ location: 'York' }), 'York')]);
    await Promise.all([first.recordSeen(['a', 'b']), second.recordSeen(['b', 'c'])]);
    await vi.waitFor(() => {
      expect(first.getSnapshot().searches.map((search) => search.name)).toEqual(['Leeds', 'York']);
      expect(second.getSnapshot().searches.map((search) => search.name)).toEqual(['Leeds', 'York']);
      expect(first.seenRooms.getSnapshot()?.count).toBe(3);
    });
    const { store: third } = setUpSavedSearchStore({ kv });
    await ready(third);
    expect(third.seenRooms.getSnapshot()?.positionOf('c')).toBe(2);
  });

  it('opens a search with the valid part of criteria an older version stored, and says so once', async () => {
    const kv = createMemoryKeyValueStore();
    kv.values.set('searches:ada%40uni.test', {
      format: 'student-rooms/saved-searches@1',
      searches: [
        {
          id: 'abc_DEF-12',
          name: 'Old',
          notify: false,
          filters: { location: 'Leeds', maxPrice: 'cheap' },
          sort: 'distance',
          openedAtSeenCount: 0,
          alertedAtSeenCount: 0,
        },
      ],
    });
    const { store } = setUpSavedSearchStore({ kv });
    await ready(store);
    expect(store.getSnapshot().searches[0]).toMatchObject({
      filters: { location: 'Leeds', maxPrice: '', language: '', postcode: '' },
      sort: 'recommended',
    });
    expect(store.criteriaDropped('abc_DEF-12')).toBe(true);
    await store.setNotify('abc_DEF-12', true);
    expect(store.criteriaDropped('abc_DEF-12')).toBe(true);
    await store.markOpened('abc_DEF-12');
    expect(store.criteriaDropped('abc_DEF-12')).toBe(false);
  });

  it('marks alerts up to the count the check used, not rooms recorded while it ran', async () => {
    const { store } = setUpSavedSearchStore();
    await ready(store);
    const saved = await store.save(leeds, 'Leeds');
    if (saved.outcome !== 'saved') throw new Error('not saved');
    const checked = await store.recordSeen(['a', 'b']);
    // Another list is recorded while the check delivers its alerts: its rooms still have to alert.
    await store.recordSeen(['a', 'b', 'c']);
    await store.markAlerted([saved.search.id], checked.count);
    expect(store.getSnapshot().searches[0]?.alertedAtSeenCount).toBe(2);
    // A slower, older check never moves it back.
    await store.markAlerted([saved.search.id], 1);
    expect(store.getSnapshot().searches[0]?.alertedAtSeenCount).toBe(2);
  });

  it("writes the next user's seen rooms after the browser refused the previous user's", async () => {
    const kv = createMemoryKeyValueStore();
    const { store, signInAs } = setUpSavedSearchStore({ kv });
    await ready(store);
    vi.spyOn(kv, 'set').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    expect((await store.recordSeen(['a'])).count).toBe(1);
    signInAs('bob@uni.test');
    await ready(store);
    await store.recordSeen(['b', 'c']);
    const { store: later } = setUpSavedSearchStore({ kv, username: 'bob@uni.test' });
    await ready(later);
    expect(later.seenRooms.getSnapshot()?.count).toBe(2);
  });
});
