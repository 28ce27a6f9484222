import { countSearches, matchesToAlert, newMatchIds } from '@/features/saved-searches/new-rooms';
import { createSeenRoomsRecord } from '@/features/saved-searches/seen-rooms-record';
import { aRoom, aRoomList } from '../fixtures/rooms';
import { aSavedSearch } from '../fixtures/saved-searches';
import { criteria } from '../utils/saved-search-store';

const atOnce = () => Promise.resolve();

/** Leeds (typed in lower case) up to $600 a month, without alerts unless a test turns them on. */
const aSearch = (overrides: Parameters<typeof aSavedSearch>[0] = {}) =>
  aSavedSearch({
    name: 'Leeds · up to $600/mo',
    notify: false,
    filters: { location: 'leeds', maxPrice: '600' },
    ...overrides,
  });

const leedsRoom = (id: string, price = 500) => aRoom({ id, address: '1 Leeds Road', pricePerMonth: price });
const yorkRoom = (id: string) => aRoom({ id, address: '1 York Road' });

async function seenAfter(...lists: string[][]) {
  const record = await createSeenRoomsRecord([], atOnce);
  for (const list of lists) await record.append(list, atOnce);
  return record.view();
}

describe('new rooms', () => {
  it('counts each search’s matches and the ones first seen since it was opened', async () => {
    const rooms = [leedsRoom('a'), leedsRoom('b', 900), yorkRoom('c'), leedsRoom('d'), leedsRoom('e')];
    const seen = await seenAfter(['a', 'b', 'c'], ['d', 'e']);
    const searches = [aSearch({ openedAtSeenCount: 3 }), aSearch({ id: 'all', ...criteria() })];
    const { perSearch, totalFresh } = await countSearches(rooms, searches, seen, { nextTask: atOnce });
    expect(perSearch.get('leeds')).toEqual({ matches: 3, fresh: 2 });
    expect(perSearch.get('all')).toEqual({ matches: 5, fresh: 5 });
    expect(totalFresh).toBe(7);
  });

  it('does not count a room that disappears and comes back as new', async () => {
    const seen = await seenAfter(['a', 'b'], ['a'], ['a', 'b', 'c']);
    const search = aSearch({ openedAtSeenCount: 2 });
    const rooms = [leedsRoom('a'), leedsRoom('b'), leedsRoom('c')];
    expect(await newMatchIds(rooms, search, seen, 2, { nextTask: atOnce })).toEqual(['c']);
  });

  it('leaves out rooms the record has not got to yet', async () => {
    const seen = await seenAfter(['a']);
    const rooms = [leedsRoom('a'), leedsRoom('b')];
    expect(await newMatchIds(rooms, aSearch(), seen, 0, { nextTask: atOnce })).toEqual(['a']);
  });

  it('alerts about searches marked Notify me, with rooms since the later of opening and alert', async () => {
    const rooms = [leedsRoom('a'), leedsRoom('b'), leedsRoom('c')];
    const seen = await seenAfter(['a', 'b', 'c']);
    const searches = [
      aSearch({ id: 'quiet', openedAtSeenCount: 0 }),
      aSearch({ id: 'loud', notify: true, openedAtSeenCount: 1, alertedAtSeenCount: 2 }),
      aSearch({ id: 'told', notify: true, openedAtSeenCount: 0, alertedAtSeenCount: 3 }),
    ];
    const alerts = await matchesToAlert(rooms, searches, seen, { nextTask: atOnce });
    expect(alerts.map(({ search, roomIds }) => [search.id, roomIds])).toEqual([['loud', ['c']]]);
  });

  it('walks a long list a chunk per task, yielding between chunks', async () => {
    const rooms = aRoomList(10_000);
    const seen = await seenAfter(rooms.map((room) => room.id));
    const nextTask = vi.fn(atOnce);
    const searches = Array.from({ length: 20 }, (_, index) => aSearch({ id: `s${index}`, ...criteria() }));
    const { totalFresh } = await countSearches(rooms, searches, seen, { nextTask, chunkLength: 2_500 });
    expect(nextTask).toHaveBeenCalledTimes(3);
    expect(totalFresh).toBe(200_000);
  });

  it('stops when asked to', async () => {
    const controller = new AbortController();
    const rooms = aRoomList(5_000);
    const seen = await seenAfter([]);
    const nextTask = () => {
      controller.abort();
      return Promise.resolve();
    };
    await expect(
      countSearches(rooms, [aSearch()], seen, { nextTask, signal: controller.signal, chunkLength: 1_000 }),
    ).rejects.toThrow();
  });
});
