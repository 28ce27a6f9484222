import { filterRooms } from '@/features/rooms/filter-rooms';
import type { Room } from '@/features/rooms/room';
import {
  buildRoomSearchIndex,
  preparedRoomCount,
  searchIndexOf,
  type RoomSearchIndex,
} from '@/features/rooms/room-search-index';
import type { SavedSearch, SearchCriteria, SeenRooms } from './saved-search';
import { defaultNextTask, type NextTask } from './seen-rooms-record';

// Which rooms match a search and which of them are new (docs/saved-searches.md#new-rooms), by Room Listings'
// own filter rule (filter-rooms.ts). The whole list is walked a chunk per task, every search per chunk, so
// 20 searches at 50,000 rooms never hold the page for long (docs/saved-searches.md#speed).

/** Rooms per task: indexing them and running 20 searches over them takes about 5 ms on a laptop, so a phone
 * four times slower stays well under 50 ms (docs/saved-searches.md#speed). */
export const COUNT_CHUNK_LENGTH = 1_000;

export interface CountOptions {
  /** Yields between chunks; the default is a macrotask. */
  nextTask?: NextTask;
  /** Stops the walk (the list, the searches or the record changed): the promise rejects with its reason. */
  signal?: AbortSignal;
  chunkLength?: number;
}

export interface SearchCount {
  /** Rooms that match it now. */
  matches: number;
  /** Of those, the rooms first seen since it was last opened. */
  fresh: number;
}

export interface SearchCounts {
  perSearch: ReadonlyMap<string, SearchCount>;
  /** Fresh rooms over all searches: a room new for two searches counts twice, as each search shows it. */
  totalFresh: number;
}

/** A room first seen at or after `since`; a room not recorded yet counts once the record has it. */
export const isNewSince = (seen: SeenRooms, roomId: string, since: number) => {
  const position = seen.positionOf(roomId);
  return position !== undefined && position >= since;
};

/** The index of rooms [start, end): the list's own if idle time has prepared it, else one for the chunk. */
function chunkIndex(rooms: readonly Room[], start: number, end: number): RoomSearchIndex {
  if (preparedRoomCount(rooms) < rooms.length) return buildRoomSearchIndex(rooms.slice(start, end));
  const { locations, titles, addresses, languageKeys, postcodes } = searchIndexOf(rooms);
  return {
    rooms: rooms.slice(start, end),
    locations: locations.slice(start, end),
    titles: titles.slice(start, end),
    addresses: addresses.slice(start, end),
    languageKeys: languageKeys.slice(start, end),
    postcodes: postcodes.slice(start, end),
  };
}

/** Calls `visit` with each chunk's index, yielding between chunks. */
async function walkChunks(
  rooms: readonly Room[],
  { nextTask = defaultNextTask, signal, chunkLength = COUNT_CHUNK_LENGTH }: CountOptions,
  visit: (index: RoomSearchIndex) => void,
): Promise<void> {
  for (let start = 0; start < rooms.length; start += chunkLength) {
    if (start > 0) await nextTask();
    signal?.throwIfAborted();
    visit(chunkIndex(rooms, start, Math.min(rooms.length, start + chunkLength)));
  }
}

/** Each search's matches and fresh rooms (since it was last opened) in `rooms`. */
export async function countSearches(
  rooms: readonly Room[],
  searches: readonly SavedSearch[],
  seen: SeenRooms,
  options: CountOptions = {},
): Promise<SearchCounts> {
  const counts = new Map(searches.map((search) => [search.id, { matches: 0, fresh: 0 }]));
  if (searches.length === 0) return { perSearch: counts, totalFresh: 0 };
  await walkChunks(rooms, options, (index) => {
    for (const search of searches) {
      const count = counts.get(search.id);
      if (!count) continue;
      for (const room of filterRooms(index, search.filters)) {
        count.matches += 1;
        if (isNewSince(seen, room.id, search.openedAtSeenCount)) count.fresh += 1;
      }
    }
  });
  let totalFresh = 0;
  for (const { fresh } of counts.values()) totalFresh += fresh;
  return { perSearch: counts, totalFresh };
}

/** The ids of the rooms matching `criteria` first seen at or after `since`, in list order. */
export async function newMatchIds(
  rooms: readonly Room[],
  criteria: SearchCriteria,
  seen: SeenRooms,
  since: number,
  options: CountOptions = {},
): Promise<string[]> {
  const ids: string[] = [];
  await walkChunks(rooms, options, (index) => {
    for (const room of filterRooms(index, criteria.filters))
      if (isNewSince(seen, room.id, since)) ids.push(room.id);
  });
  return ids;
}

export interface AlertMatch {
  search: SavedSearch;
  /** New matches since the search was last opened or alerted about, whichever came later. */
  roomIds: string[];
}

/** The searches marked Notify me that have new matches to tell about, with those rooms. */
export async function matchesToAlert(
  rooms: readonly Room[],
  searches: readonly SavedSearch[],
  seen: SeenRooms,
  options: CountOptions = {},
): Promise<AlertMatch[]> {
  const alerts = searches
    .filter((search) => search.notify)
    .map((search) => ({ search, roomIds: [] as string[] }));
  await walkChunks(rooms, options, (index) => {
    for (const alert of alerts) {
      const since = Math.max(alert.search.openedAtSeenCount, alert.search.alertedAtSeenCount);
      for (const room of filterRooms(index, alert.search.filters))
        if (isNewSince(seen, room.id, since)) alert.roomIds.push(room.id);
    }
  });
  return alerts.filter((alert) => alert.roomIds.length > 0);
}
