import type { Query, QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import type { ExclusiveLock } from '@/lib/exclusive-lock';
import { createIndexedDbStore, type AsyncKeyValueStore } from '@/lib/indexed-db-store';
import { GEOCODE_KEY_PREFIX } from '@/features/rooms/api/room-queries';

// The saved query cache (docs/offline.md#saved-data): the room list, the user's applications and the
// postcodes' geocodes, kept in IndexedDB so they survive an offline reload at any list size.

/** Saved data older than this is not worth showing, even offline. */
export const PERSISTED_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Bump when the shape of cached data changes, so old caches are dropped instead of misread. */
export const PERSISTED_CACHE_BUSTER = 'v2';

/** The browser's store for the saved query cache: one IndexedDB database of its own. */
export function createQueryCacheStore(): AsyncKeyValueStore {
  return createIndexedDbStore('student-rooms', 'query-cache');
}

/** The key of the saved cache's entry, for tests that look at what was saved. */
export const SAVED_ENTRY_KEY = 'query-cache';

/**
 * What is saved for offline use: the room list, the user's own applications, and the postcodes' geocodes,
 * which are small and never change, so the map and a card's coordinates work offline against a real backend
 * too. A room's distance is not kept: it is asked for one room at a time and cheap to ask again.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [resource] = query.queryKey;
  const kept = isKeptQueryKey(query.queryKey) || resource === GEOCODE_KEY_PREFIX[0];
  return kept && query.state.status === 'success';
}

/** The room list's and the applications' keys: the lists kept for offline use, whose age the banner gives. */
export function isKeptQueryKey([resource, kind]: readonly unknown[]): boolean {
  return (resource === 'rooms' || resource === 'applications') && kind === 'list';
}

export interface QueryCachePersister extends Persister {
  /** Saves a pending change now: the page is going away (pagehide) and the timer would never fire. */
  flush: () => void;
  /** Deletes the saved cache; resolves once it is gone, so a reload cannot read it back. */
  removeClient: () => Promise<void>;
}

export interface QueryCachePersisterOptions {
  store: AsyncKeyValueStore;
  /**
   * Every tab saves into the same store: each write, read and clear runs under this lock, so two tabs never
   * interleave one save's slices with another's (docs/offline.md#saved-data). Tests pass their own.
   */
  lock?: ExclusiveLock;
  /** Whose data is being saved; a saved cache of anyone else is never restored. */
  currentUsername: () => string | null;
  /** Lets the page breathe between slices; tests pass one that resolves at once. */
  nextTask?: () => Promise<void>;
  /** Told once, when the store refuses, why nothing is saved (private mode, quota). */
  warn?: (message: string, error: unknown) => void;
}

/** Set by the persister when the browser refuses to store anything. */
const storeRefused = createExternalStore(false);

/**
 * Whether this visit's saves were refused (private mode, quota, no IndexedDB): the offline banner then says
 * that nothing was saved, rather than promising saved data a reload would not find.
 */
export const savedDataRefused: ExternalStore<boolean> = storeRefused;

/** For the persister: whether the browser refused its writes. */
export const setSavedDataRefused = (refused: boolean): void => void storeRefused.set(refused);

/**
 * The persister, its code loaded on first need: saving and restoring work on IndexedDB, whose own code
 * (idb-keyval) loads on first use too, so the first load carries none of it. A signed-in start calls
 * `preload` as soon as the session is known: the code loads and the saved cache is read while the page's
 * code and data load, instead of after React's first render, when the provider asks for it (rooms are on
 * screen only once the restore is done, docs/performance.md#first-load). A signed-out start has nothing to
 * restore and loads the code when something is saved or cleared. Calls made before it has loaded wait for
 * it; if it cannot load, nothing is saved.
 */
export interface SavedQueryCache extends QueryCachePersister {
  /** A signed-in start: loads the code and starts reading the saved copy now. */
  preload: () => void;
  /** Reads the saved copy into `queryClient`, once someone is signed in; nothing otherwise. */
  restoreInto: (queryClient: QueryClient) => Promise<void>;
  /** Saves the kept queries of `queryClient`. */
  saveFrom: (queryClient: QueryClient) => Promise<void>;
}

export function loadQueryCachePersister(options: QueryCachePersisterOptions): SavedQueryCache {
  let persister: QueryCachePersister | null = null;
  let loading: Promise<typeof import('./query-cache-persister') | null> | null = null;
  const load = () =>
    (loading ??= import('./query-cache-persister').then(
      (code) => {
        persister = code.createQueryCachePersister(options);
        return code;
      },
      () => {
        setSavedDataRefused(true);
        return null;
      },
    ));
  const loaded = async () => ((await load()) ? persister : null);
  // Nobody signed in: nobody's data to restore (another user's is never restored anyway).
  const restore = async () =>
    options.currentUsername() === null ? undefined : (await loaded())?.restoreClient();
  let startedRestore: ReturnType<typeof restore> | null = null;
  const cache: SavedQueryCache = {
    preload: () => void (startedRestore ??= restore()),
    flush: () => persister?.flush(),
    persistClient: async (client) => (await loaded())?.persistClient(client),
    // The restore `preload` started answers the first call; any later one reads again.
    restoreClient: () => {
      const started = startedRestore;
      startedRestore = null;
      return started ?? restore();
    },
    removeClient: async () => (await loaded())?.removeClient(),
    restoreInto: async (queryClient) => {
      if (options.currentUsername() === null) return;
      await (await load())?.restoreQueryCache(queryClient, cache);
    },
    saveFrom: async (queryClient) => (await load())?.saveQueryCache(queryClient, cache),
  };
  return cache;
}
