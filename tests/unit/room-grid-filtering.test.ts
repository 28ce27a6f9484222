import { filterRoomList, filterRooms } from '@/features/rooms/filter-rooms';
import { emptyRoomFilters } from '@/features/rooms/room-filters';
import {
  buildRoomSearchIndex,
  prepareSearchIndexWhenIdle,
  preparedRoomCount,
  searchIndexOf,
} from '@/features/rooms/room-search-index';
import { aRoom, aRoomList } from '../fixtures/rooms';

const rooms = [
  aRoom({ id: 'a', location: 'Headingley, Leeds', languages: ['English'] }),
  aRoom({ id: 'b', location: 'Fallowfield, Manchester', languages: ['Polish'] }),
  aRoom({ id: 'c', location: 'Hyde Park, Leeds', languages: ['Polish'] }),
];

/** Many rooms, a few of them in Leeds, so that preparing them takes several slices. */
const manyRooms = (count: number) =>
  aRoomList(count, (index) => ({
    id: `r${index}`,
    location: index % 1000 === 7 ? `Flat ${index}, Leeds` : `Flat ${index}, York`,
    languages: ['English'],
  }));

describe('filtering the cached room list for the grid', () => {
  it('hands back the cached list itself when no filter applies, so nothing is copied or prepared', () => {
    expect(filterRoomList(rooms, emptyRoomFilters)).toBe(rooms);
    expect(filterRoomList(rooms, { ...emptyRoomFilters, location: '   ' })).toBe(rooms);
  });

  it('prepares each loaded list once, however often it is searched', () => {
    const prepared = searchIndexOf(rooms);
    expect(searchIndexOf(rooms)).toBe(prepared);
    expect(searchIndexOf([...rooms])).not.toBe(prepared);
  });

  it('finds what the room filters find', () => {
    const filters = { ...emptyRoomFilters, location: 'leeds', language: 'polish' };
    expect(filterRoomList(rooms, filters)).toEqual(filterRooms(buildRoomSearchIndex(rooms), filters));
    expect(filterRoomList(rooms, filters).map(({ id }) => id)).toEqual(['c']);
  });
});

describe('preparing the search index in idle time', () => {
  afterEach(() => vi.useRealTimers());

  it('prepares a long list over several idle slices, none of them the whole list', () => {
    vi.useFakeTimers();
    const list = manyRooms(20_000);
    prepareSearchIndexWhenIdle(list);
    const sizes: number[] = [];
    // A slice ends when its idle time runs out: the clock only moves when the test moves it.
    for (let slice = 0; slice < 200 && sizes.at(-1) !== list.length; slice += 1) {
      vi.advanceTimersToNextTimer();
      sizes.push(preparedRoomCount(list));
    }
    expect(sizes.at(-1)).toBe(list.length);
    expect(sizes.filter((size) => size > 0 && size < list.length).length).toBeGreaterThan(0);
  });

  it('still gets it done when the browser only offers idle periods too short to use', () => {
    vi.useFakeTimers();
    const idleCallbacks = vi.fn((callback: IdleRequestCallback) =>
      window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 0 }), 1),
    );
    vi.stubGlobal('requestIdleCallback', idleCallbacks);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
    try {
      const list = manyRooms(3_000);
      prepareSearchIndexWhenIdle(list);
      for (let callback = 0; callback < 20 && preparedRoomCount(list) < list.length; callback += 1) {
        vi.advanceTimersToNextTimer();
      }
      expect(preparedRoomCount(list)).toBe(list.length);
      expect(idleCallbacks).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lets a search that comes first finish the index, with the same results', () => {
    vi.useFakeTimers();
    const list = manyRooms(12_000);
    prepareSearchIndexWhenIdle(list);
    vi.advanceTimersToNextTimer();
    expect(preparedRoomCount(list)).toBeGreaterThan(0);
    expect(preparedRoomCount(list)).toBeLessThan(list.length);
    const found = filterRoomList(list, { ...emptyRoomFilters, location: 'leeds' });
    expect(found.map(({ id }) => id)).toEqual(Array.from({ length: 12 }, (_, k) => `r${k * 1000 + 7}`));
    expect(found).toEqual(
      filterRooms(buildRoomSearchIndex(list), { ...emptyRoomFilters, location: 'leeds' }),
    );
  });

  it('stops when the list is replaced before it is done', () => {
    vi.useFakeTimers();
    const list = manyRooms(20_000);
    const stop = prepareSearchIndexWhenIdle(list);
    vi.advanceTimersToNextTimer();
    stop();
    const preparedWhenStopped = preparedRoomCount(list);
    vi.advanceTimersByTime(1_000);
    expect(preparedRoomCount(list)).toBe(preparedWhenStopped);
    expect(preparedWhenStopped).toBeLessThan(list.length);
  });
});
