import { whenIdle, type IdleTime } from '@/lib/when-idle';
import type { Room } from './room';

/**
 * The room list prepared for searching: each room's search fields lowercased once per data load, not once per
 * search. Parallel arrays rather than an object per room: at 50,000 rooms that is 50,000 fewer objects to
 * allocate, keep and collect. Values that repeat (titles, postcodes, language lists) share one string.
 */
export interface RoomSearchIndex {
  rooms: readonly Room[];
  /** Location, title and address, lowercased; '' where the room has none. */
  locations: string[];
  titles: string[];
  addresses: string[];
  /** The room's languages, lowercased, as '\nenglish\nfrench\n'. */
  languageKeys: string[];
  postcodes: string[];
}

interface IndexBuild {
  index: RoomSearchIndex;
  /** Lowercased titles and postcodes seen so far, by their original text. */
  lowercased: Map<string, string>;
  /** Lowercased language keys by language list (parseRooms shares equal lists between rooms). */
  languageKeyOf: Map<readonly string[], string>;
}

// Keyed by the cached list itself: TanStack Query hands out the same array until new data arrives, so each
// load is prepared at most once, whichever screen or how many mounted lists ask. A WeakMap lets a replaced
// list and its index be collected together.
const builds = new WeakMap<readonly Room[], IndexBuild>();

function buildOf(rooms: readonly Room[]): IndexBuild {
  let build = builds.get(rooms);
  if (!build) {
    build = {
      index: { rooms, locations: [], titles: [], addresses: [], languageKeys: [], postcodes: [] },
      lowercased: new Map(),
      languageKeyOf: new Map(),
    };
    builds.set(rooms, build);
  }
  return build;
}

function sharedLowercase(build: IndexBuild, text: string | null): string {
  if (!text) return '';
  let lower = build.lowercased.get(text);
  if (lower === undefined) {
    lower = text.toLowerCase();
    build.lowercased.set(text, lower);
  }
  return lower;
}

/** Prepares the rooms after those already prepared, up to (not including) `end`. */
function prepareUpTo(build: IndexBuild, end: number) {
  const { index, languageKeyOf } = build;
  for (let position = index.locations.length; position < end; position += 1) {
    const room = index.rooms[position];
    if (!room) break;
    index.locations.push(room.location?.toLowerCase() ?? '');
    index.titles.push(sharedLowercase(build, room.title));
    index.addresses.push(room.address?.toLowerCase() ?? '');
    let languageKey = languageKeyOf.get(room.languages);
    if (languageKey === undefined) {
      languageKey = `\n${room.languages.join('\n').toLowerCase()}\n`;
      languageKeyOf.set(room.languages, languageKey);
    }
    index.languageKeys.push(languageKey);
    index.postcodes.push(sharedLowercase(build, room.postcode));
  }
}

function finish(build: IndexBuild) {
  build.lowercased.clear();
  build.languageKeyOf.clear();
}

/** The search index of a list, finished now if idle time has not finished it yet; once per data load. */
export function searchIndexOf(rooms: readonly Room[]): RoomSearchIndex {
  const build = buildOf(rooms);
  prepareUpTo(build, rooms.length);
  finish(build);
  return build.index;
}

/** How many rooms of the list are prepared for searching so far. */
export function preparedRoomCount(rooms: readonly Room[]): number {
  return builds.get(rooms)?.index.locations.length ?? 0;
}

/** A fresh index, for code that filters a list it does not keep (tests, one-off lists). */
export function buildRoomSearchIndex(rooms: readonly Room[]): RoomSearchIndex {
  return searchIndexOf([...rooms]);
}

/** Rooms prepared between two looks at the idle time left: about a millisecond's work on a slow phone. */
const ROOMS_PER_SLICE = 500;
/** However long the idle period a browser offers (up to 50 ms), one callback prepares at most this many. */
const MAX_ROOMS_PER_IDLE_CALLBACK = 5_000;
/** Idle callbacks stop with this much of their time left, so that a slice never runs into the next frame. */
const IDLE_RESERVE_MS = 2;

/**
 * Builds the list's search index in idle time, a slice at a time, so that neither the first paint nor the
 * first search pays for it and no slice is a long task (docs/performance.md). A search that comes first finishes the
 * index itself. Returns a function that stops the work (the list was replaced or unmounted).
 */
export function prepareSearchIndexWhenIdle(rooms: readonly Room[]): () => void {
  const build = buildOf(rooms);
  let cancel: (() => void) | null = null;
  const work = (idle: IdleTime) => {
    cancel = null;
    const limit = Math.min(rooms.length, build.index.locations.length + MAX_ROOMS_PER_IDLE_CALLBACK);
    // One slice at least, so that a browser that only ever offers short idle periods still gets it done.
    do {
      prepareUpTo(build, Math.min(limit, build.index.locations.length + ROOMS_PER_SLICE));
    } while (build.index.locations.length < limit && idle.timeRemaining() > IDLE_RESERVE_MS);
    if (build.index.locations.length < rooms.length) cancel = whenIdle(work);
    else finish(build);
  };
  if (build.index.locations.length < rooms.length) cancel = whenIdle(work);
  return () => cancel?.();
}
