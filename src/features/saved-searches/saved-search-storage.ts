import { SAVED_SEARCHES_MAX } from '@/config/business-constants';
import { withExclusiveLock } from '@/lib/exclusive-lock';
import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';
import { userKey } from '@/lib/user-key';
import type { SavedSearch, SeenRooms } from './saved-search';
import {
  SAVED_SEARCHES_CHANNEL,
  searchesKey,
  storedUser,
  type SavedSearchesChange,
} from './saved-search-database';
import { readStoredCriteria } from './search-criteria';
import { defaultNextTask, type NextTask, type SeenRoomsRecord } from './seen-rooms-record';
import { readSeenRooms, writeSeenRooms, type ReadOptions } from './seen-rooms-storage';

// One user's saved searches in a database of their own, which logout does not clear, keyed by the userKey
// (docs/saved-searches.md#storage). No window, React or DOM: the service worker imports this file to read a
// user's searches and seen rooms and to mark its alerts.

/** Every tab and the worker write a user's data under this lock, one at a time. */
export const withUserLock = <T>(username: string, job: () => Promise<T>) =>
  withExclusiveLock(`student-rooms:saved-searches:${userKey(username)}`, job);

const SEARCHES_FORMAT = 'student-rooms/saved-searches@1';

/** A search as stored: `criteriaDropped` notes, until its next opening, that a stored part was invalid. */
type StoredSearch = SavedSearch & { criteriaDropped?: true };

export interface StoredSearches {
  searches: SavedSearch[];
  /** The searches whose stored criteria were partly invalid: they open with the valid part and say so. */
  criteriaDropped: Set<string>;
}

const SEARCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function readSearch(value: unknown): { search: SavedSearch; dropped: boolean } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, notify, openedAtSeenCount, alertedAtSeenCount, criteriaDropped } = value as Record<
    string,
    unknown
  >;
  const stored = readStoredCriteria(value);
  if (typeof id !== 'string' || !SEARCH_ID.test(id) || typeof name !== 'string' || !stored) return null;
  if (typeof notify !== 'boolean' || !isCount(openedAtSeenCount) || !isCount(alertedAtSeenCount)) return null;
  const search = { id, name, notify, ...stored.criteria, openedAtSeenCount, alertedAtSeenCount };
  return { search, dropped: stored.dropped || criteriaDropped === true };
}

/**
 * What is stored for `user` (a storedUser), read defensively. An entry of another version or damaged, or a
 * search in it that is not one, is left out with one warning; nothing throws.
 */
export async function readSearches(
  store: AsyncKeyValueStore,
  user: string,
  warn: (message: string) => void = console.warn,
): Promise<StoredSearches> {
  const entry = await store.get(searchesKey(user));
  const result: StoredSearches = { searches: [], criteriaDropped: new Set() };
  if (entry === undefined) return result;
  const { format, searches } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
    string,
    unknown
  >;
  if (format !== SEARCHES_FORMAT || !Array.isArray(searches)) {
    warn('Saved searches on this device were unreadable or from an older version and were left out.');
    return result;
  }
  let damaged = false;
  const ids = new Set<string>();
  for (const value of searches) {
    const read = readSearch(value);
    if (!read || ids.has(read.search.id) || result.searches.length >= SAVED_SEARCHES_MAX) {
      damaged = true;
      continue;
    }
    ids.add(read.search.id);
    result.searches.push(read.search);
    if (read.dropped) result.criteriaDropped.add(read.search.id);
  }
  if (damaged) warn('Some saved searches on this device were unreadable and were left out.');
  return result;
}

/** Stores the user's searches; rejects when the browser refuses (a full quota). The caller holds the lock. */
export function writeSearches(
  store: AsyncKeyValueStore,
  user: string,
  { searches, criteriaDropped }: StoredSearches,
): Promise<void> {
  const stored = searches.map(
    ({ id, name, notify, filters, sort, openedAtSeenCount, alertedAtSeenCount }): StoredSearch => ({
      id,
      name,
      notify,
      filters: { ...filters },
      sort,
      openedAtSeenCount,
      alertedAtSeenCount,
      ...(criteriaDropped.has(id) ? { criteriaDropped: true as const } : {}),
    }),
  );
  return store.set(searchesKey(user), { format: SEARCHES_FORMAT, searches: stored });
}

/** Whether a search counts more rooms than the record holds: the record was started again since. */
export const countsBeyond = (searches: readonly SavedSearch[], seenCount: number) =>
  searches.some((search) => search.openedAtSeenCount > seenCount || search.alertedAtSeenCount > seenCount);

/** Every search opened and alerted up to `seenCount`: nothing seen so far is new (docs/saved-searches.md#storage). */
export const rebasedSearches = (searches: readonly SavedSearch[], seenCount: number): SavedSearch[] =>
  searches.map((search) => ({ ...search, openedAtSeenCount: seenCount, alertedAtSeenCount: seenCount }));

/** Tells other tabs (and pages, from the worker) that a user's data changed; nothing where there is no channel. */
export function announceChange(change: SavedSearchesChange): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SAVED_SEARCHES_CHANNEL);
  channel.postMessage(change);
  channel.close();
}

// The worker's side: whole operations, each under the user's lock.

/** A user's saved searches and seen rooms, as the worker reads them to check for new matches. */
export async function readUserSavedSearches(
  store: AsyncKeyValueStore,
  username: string,
  options: ReadOptions = {},
): Promise<{ searches: SavedSearch[]; seen: SeenRoomsRecord }> {
  const user = storedUser(username);
  const { searches } = await readSearches(store, user, options.warn);
  return { searches, seen: await readSeenRooms(store, user, options) };
}

/** Appends a fetched list's new rooms to the user's stored record and resolves with it. */
export function recordSeenInStorage(
  store: AsyncKeyValueStore,
  username: string,
  roomIds: readonly string[],
  { nextTask = defaultNextTask, ...options }: ReadOptions = {},
): Promise<SeenRooms> {
  const user = storedUser(username);
  return withUserLock(username, async () => {
    let reset = false;
    const record = await readSeenRooms(store, user, { nextTask, ...options, onReset: () => (reset = true) });
    const from = record.ids.length;
    const added = await record.append(roomIds, nextTask);
    if (added.length > 0) {
      await writeSeenRooms(store, user, record.ids, from, nextTask);
      announceChange({ user, what: 'seen' });
    }
    // The record started again: this list is what the searches have seen, none of it new or alerting.
    const stored = await readSearches(store, user, () => undefined);
    if (stored.searches.length > 0 && (reset || countsBeyond(stored.searches, from))) {
      await writeSearches(store, user, {
        ...stored,
        searches: rebasedSearches(stored.searches, record.ids.length),
      });
      announceChange({ user, what: 'searches' });
    }
    return record.view();
  });
}

/** Notes that alerts went out for these searches, up to `seenCount`. */
export function markAlertedInStorage(
  store: AsyncKeyValueStore,
  username: string,
  searchIds: readonly string[],
  seenCount: number,
  warn: (message: string) => void = console.warn,
): Promise<void> {
  const user = storedUser(username);
  return withUserLock(username, async () => {
    const stored = await readSearches(store, user, warn);
    stored.searches = stored.searches.map((search) =>
      searchIds.includes(search.id)
        ? { ...search, alertedAtSeenCount: Math.max(search.alertedAtSeenCount, seenCount) }
        : search,
    );
    await writeSearches(store, user, stored);
    announceChange({ user, what: 'searches' });
  });
}

export type { NextTask };
