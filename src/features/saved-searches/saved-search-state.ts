import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';
import type { SavedSearch, SavedSearchesSnapshot } from './saved-search';
import { storedUser } from './saved-search-database';
import { countsBeyond, readSearches, type StoredSearches } from './saved-search-storage';
import type { NextTask, SeenRoomsRecord } from './seen-rooms-record';
import { catchUpSeenRooms, readSeenRooms } from './seen-rooms-storage';

// What the store holds for the signed-in user, read from and kept in step with storage
// (docs/saved-searches.md#storage). Separate from the store's operations so each file reads in one sitting.

const sameSearch = (a: SavedSearch, b: SavedSearch) =>
  a.id === b.id &&
  a.name === b.name &&
  a.notify === b.notify &&
  a.sort === b.sort &&
  a.openedAtSeenCount === b.openedAtSeenCount &&
  a.alertedAtSeenCount === b.alertedAtSeenCount &&
  (Object.keys(a.filters) as (keyof SavedSearch['filters'])[]).every(
    (key) => a.filters[key] === b.filters[key],
  );

/** Reading storage again after another tab's write changes nothing shown unless a search did change. */
export const sameSnapshot = (a: SavedSearchesSnapshot, b: SavedSearchesSnapshot) =>
  a.status === b.status &&
  a.searches.length === b.searches.length &&
  a.searches.every((search, index) => {
    const other = b.searches[index];
    return other !== undefined && sameSearch(search, other);
  });

/** One user's data as loaded: their stored searches and their seen-rooms record. */
export interface UserData {
  username: string;
  /** Their part of the stored keys (storedUser). */
  user: string;
  stored: StoredSearches;
  seen: SeenRoomsRecord;
  /**
   * The seen record started again (damaged, of another version, or shorter than the searches expect): the
   * searches' counts no longer say what is new, so the next recorded list sets them all to its length and
   * nothing in it is new or alerts (docs/saved-searches.md#storage).
   */
  rebase: boolean;
}

export interface StateOptions {
  kv: AsyncKeyValueStore;
  nextTask: NextTask;
  warn: (message: string) => void;
}

/**
 * Until the rebase, a search saved when the record held more rooms than it does now would wait for that many
 * rooms: its counts are brought back to the record's.
 */
function clampToSeen(stored: StoredSearches, seenCount: number): StoredSearches {
  if (!countsBeyond(stored.searches, seenCount)) return stored;
  return {
    ...stored,
    searches: stored.searches.map((search) => ({
      ...search,
      openedAtSeenCount: Math.min(search.openedAtSeenCount, seenCount),
      alertedAtSeenCount: Math.min(search.alertedAtSeenCount, seenCount),
    })),
  };
}

/** Reads the user's data; however much of it is damaged, one warning says so. */
export async function loadUserData(
  username: string,
  { kv, nextTask, warn: tell }: StateOptions,
): Promise<UserData> {
  const user = storedUser(username);
  let warned = false;
  const warn = (message: string) => {
    if (!warned) tell(message);
    warned = true;
  };
  let reset = false;
  const [stored, seen] = await Promise.all([
    readSearches(kv, user, warn),
    readSeenRooms(kv, user, { nextTask, warn, onReset: () => (reset = true) }),
  ]);
  const rebase = reset || countsBeyond(stored.searches, seen.ids.length);
  return { username, user, stored: clampToSeen(stored, seen.ids.length), seen, rebase };
}

/** Reads again what another tab may have written since: the searches, and the record if it grew. */
export async function refreshUserData(
  data: UserData,
  options: StateOptions,
  { keepSeen = false } = {},
): Promise<UserData> {
  const { kv, nextTask, warn } = options;
  // keepSeen: storage refused the record this visit, so the one in memory is the more complete.
  const seen = keepSeen ? data.seen : await catchUpSeenRooms(kv, data.user, data.seen, { nextTask, warn });
  // Warnings were given at the first reading; the same damage is not reported again.
  const stored = await readSearches(kv, data.user, () => undefined);
  // Caught up, the record is the same one; read whole instead, it was started again (by this tab or another).
  const rebase = data.rebase || seen !== data.seen || countsBeyond(stored.searches, seen.ids.length);
  return { ...data, stored: clampToSeen(stored, seen.ids.length), seen, rebase };
}
