import { SAVED_SEARCHES_MAX } from '@/config/business-constants';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';
import type { SavedSearch, SavedSearchesSnapshot, SavedSearchStore, SeenRooms } from './saved-search';
import { broadcastChangeChannel, type ChangeChannel } from './saved-search-database';
import {
  loadUserData,
  refreshUserData,
  sameSnapshot,
  type StateOptions,
  type UserData,
} from './saved-search-state';
import { rebasedSearches, withUserLock, writeSearches } from './saved-search-storage';
import { normaliseCriteria, sameCriteria } from './search-criteria';
import { defaultNextTask, type NextTask } from './seen-rooms-record';
import { writeSeenRooms } from './seen-rooms-storage';

// The signed-in user's saved searches and seen rooms (docs/saved-searches.md#storage): read when they sign in,
// written by one tab at a time under their lock, and read again when another tab says it wrote.

export type SavedSearchOwner = ExternalStore<{ username: string } | null>;

/** The store, with what the app's hooks need beyond the shared shape. */
export interface LoadedSavedSearchStore extends SavedSearchStore {
  /** The user's seen record as it is now: null while loading or signed out. */
  seenRooms: ExternalStore<SeenRooms | null>;
  /** Whether the search's stored filters or order were partly invalid, until it is next opened. */
  criteriaDropped: (searchId: string) => boolean;
  /** Resolves once the signed-in user's data is read (at once when signed out). */
  whenReady: () => Promise<void>;
  dispose: () => void;
}

export interface SavedSearchStoreOptions {
  kv: AsyncKeyValueStore;
  owner: SavedSearchOwner;
  /** Runs a user's writes one at a time; every tab's default is the user's Web Lock. */
  lock?: <T>(username: string, job: () => Promise<T>) => Promise<T>;
  channel?: ChangeChannel;
  nextTask?: NextTask;
  warn?: (message: string) => void;
  createId?: () => string;
}

const EMPTY: readonly SavedSearch[] = Object.freeze([]);
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Ten random URL-safe characters: 60 bits, plenty for 20 searches a user. */
export function randomSearchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % 64]).join('');
}

export function createSavedSearchStore({
  kv,
  owner,
  lock = withUserLock,
  channel = broadcastChangeChannel(),
  nextTask = defaultNextTask,
  warn = (message) => console.warn(message),
  createId = randomSearchId,
}: SavedSearchStoreOptions): LoadedSavedSearchStore {
  const options: StateOptions = { kv, nextTask, warn };
  const signedIn = () => owner.getSnapshot()?.username ?? null;
  const snapshot = createExternalStore<SavedSearchesSnapshot>(
    { status: signedIn() === null ? 'signed-out' : 'loading', searches: EMPTY },
    sameSnapshot,
  );
  const seenRooms = createExternalStore<SeenRooms | null>(null);
  let data: UserData | null = null;
  let loading: Promise<UserData | null> = Promise.resolve(null);
  let generation = 0;
  /** Whose data is shown or being read: a session change for the same user (a new token) reads nothing. */
  let loadedFor: string | null = null;
  let seenRefused = false;
  /** Where removed searches stood, for Undo. */
  const removedAt = new Map<string, number>();

  const show = (next: UserData) => {
    data = next;
    snapshot.set({ status: 'ready', searches: next.stored.searches });
    if (seenRooms.getSnapshot()?.count !== next.seen.ids.length) seenRooms.set(next.seen.view());
  };

  const load = () => {
    const username = (loadedFor = signedIn());
    const current = ++generation;
    data = null;
    // A refusal is this user's: the next one's rooms are written again.
    seenRefused = false;
    seenRooms.set(null);
    snapshot.set({ status: username === null ? 'signed-out' : 'loading', searches: EMPTY });
    if (username === null) return (loading = Promise.resolve(null));
    loading = loadUserData(username, options).then(
      (loaded) => {
        if (current !== generation) return null;
        show(loaded);
        return loaded;
      },
      (error: unknown) => {
        // IndexedDB missing or refusing: the user has no saved searches this visit, and nothing breaks.
        warn(`Saved searches could not be read: ${String(error)}`);
        if (current === generation) snapshot.set({ status: 'ready', searches: EMPTY });
        return null;
      },
    );
    return loading;
  };

  /** Runs `job` on the signed-in user's current data, under their lock; undefined when nobody is. */
  const withData = async <T>(job: (current: UserData) => Promise<T>): Promise<T | undefined> => {
    await loading;
    const username = data?.username;
    if (username === undefined) return undefined;
    const current = generation;
    try {
      return await lock(username, async () => {
        if (current !== generation || !data) return undefined;
        const fresh = await refreshUserData(data, options, { keepSeen: seenRefused });
        if (current !== generation) return undefined;
        show(fresh);
        return job(fresh);
      });
    } catch (error) {
      // The browser refused to read or to lock: each operation resolves with its "nothing done" value.
      warn(`Saved searches could not be changed: ${String(error)}`);
      return undefined;
    }
  };

  /** Stores `searches` for the user; false, keeping what was shown, when the browser refuses. */
  const storeSearches = async (
    current: UserData,
    searches: SavedSearch[],
    dropped = current.stored.criteriaDropped,
  ) => {
    const stored = { searches, criteriaDropped: dropped };
    try {
      await writeSearches(kv, current.user, stored);
    } catch (error) {
      warn(`A saved search could not be stored: ${String(error)}`);
      return false;
    }
    if (data === current) show({ ...current, stored });
    channel.post({ user: current.user, what: 'searches' });
    return true;
  };

  const stopFollowingOwner = owner.subscribe(() => {
    if (signedIn() !== loadedFor) void load();
  });
  // Read again under the lock, like a write, so the record is never caught up while this tab appends to it.
  const stopListening = channel.subscribe((change) => {
    if (data && change.user === data.user) void withData(() => Promise.resolve());
  });
  void load();

  /** Changes one search; `opened` also forgets that its stored criteria were partly invalid. */
  const updateSearch = (
    searchId: string,
    change: (search: SavedSearch, seenCount: number) => SavedSearch,
    opened = false,
  ) =>
    withData(async (current) => {
      const found = current.stored.searches.find((search) => search.id === searchId);
      if (!found) return null;
      const updated = change(found, current.seen.ids.length);
      const searches = current.stored.searches.map((search) => (search.id === searchId ? updated : search));
      const dropped = new Set(current.stored.criteriaDropped);
      if (opened) dropped.delete(searchId);
      return { previous: found, stored: await storeSearches(current, searches, dropped) };
    });

  return {
    getSnapshot: snapshot.getSnapshot,
    subscribe: snapshot.subscribe,
    seenRooms: { getSnapshot: seenRooms.getSnapshot, subscribe: seenRooms.subscribe },
    criteriaDropped: (searchId) => data?.stored.criteriaDropped.has(searchId) ?? false,
    whenReady: () => loading.then(() => undefined),
    dispose: () => {
      stopFollowingOwner();
      stopListening();
    },

    save: async (criteria, name) => {
      const result = await withData(async (current) => {
        const { searches } = current.stored;
        const same = searches.find((search) => sameCriteria(search, criteria));
        if (!same && searches.length >= SAVED_SEARCHES_MAX) return { outcome: 'limit-reached' as const };
        const seenCount = current.seen.ids.length;
        // The same filters: the saved one takes the new name and order (docs/saved-searches.md#saving).
        const search: SavedSearch = same
          ? { ...same, name: name.trim(), sort: normaliseCriteria(criteria).sort }
          : {
              id: createId(),
              name: name.trim(),
              notify: false,
              ...normaliseCriteria(criteria),
              openedAtSeenCount: seenCount,
              alertedAtSeenCount: seenCount,
            };
        const next = [...searches.filter((entry) => entry.id !== search.id), search];
        if (!(await storeSearches(current, next))) return { outcome: 'not-stored' as const };
        return { outcome: same ? ('updated' as const) : ('saved' as const), search };
      });
      return result ?? { outcome: 'not-stored' };
    },

    remove: async (searchId) =>
      (await withData(async (current) => {
        const at = current.stored.searches.findIndex((search) => search.id === searchId);
        const removed = current.stored.searches[at];
        if (!removed) return null;
        const next = current.stored.searches.filter((search) => search.id !== searchId);
        if (!(await storeSearches(current, next))) return null;
        removedAt.set(searchId, at);
        return removed;
      })) ?? null,

    restore: async (search) =>
      (await withData(async (current) => {
        const { searches } = current.stored;
        if (searches.some((entry) => entry.id === search.id)) return true;
        if (searches.length >= SAVED_SEARCHES_MAX || searches.some((entry) => sameCriteria(entry, search)))
          return false;
        const next = [...searches];
        next.splice(removedAt.get(search.id) ?? next.length, 0, search);
        removedAt.delete(search.id);
        return storeSearches(current, next);
      })) ?? false,

    setNotify: async (searchId, notify) =>
      (await updateSearch(searchId, (search) => ({ ...search, notify })))?.stored ?? false,

    markOpened: async (searchId) => {
      const result = await updateSearch(
        searchId,
        (search, seenCount) => ({ ...search, openedAtSeenCount: seenCount }),
        true,
      );
      return result ? result.previous.openedAtSeenCount : null;
    },

    markAlerted: async (searchIds, seenCount) => {
      await withData(async (current) => {
        const searches = current.stored.searches.map((search) =>
          searchIds.includes(search.id)
            ? { ...search, alertedAtSeenCount: Math.max(search.alertedAtSeenCount, seenCount) }
            : search,
        );
        await storeSearches(current, searches);
      });
    },

    recordSeen: async (roomIds) => {
      const seen = await withData(async (current) => {
        const from = current.seen.ids.length;
        const added = await current.seen.append(roomIds, nextTask);
        if (added.length > 0) {
          try {
            if (!seenRefused) await writeSeenRooms(kv, current.user, current.seen.ids, from, nextTask);
            channel.post({ user: current.user, what: 'seen' });
          } catch (error) {
            // Kept for this visit; the next visit sees these rooms again and records them then.
            seenRefused = true;
            warn(`Seen rooms could not be stored: ${String(error)}`);
          }
        }
        if (current.rebase) {
          // The record started again: this list is what the searches have seen, none of it new.
          current.rebase = false;
          const rebased = rebasedSearches(current.stored.searches, current.seen.ids.length);
          if (rebased.length > 0 && !(await storeSearches(current, rebased))) current.rebase = true;
        }
        if (data?.seen === current.seen) seenRooms.set(current.seen.view());
        return current.seen.view();
      });
      return seen ?? data?.seen.view() ?? { count: 0, positionOf: () => undefined };
    },
  };
}
