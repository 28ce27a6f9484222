import type { QueryClient } from '@tanstack/react-query';
import type { Room } from '@/features/rooms/room';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';
import {
  broadcastChangeChannel,
  createSavedSearchesKeyValueStore,
  hasSavedSearches,
  storedUser,
  type ChangeChannel,
} from './saved-search-database';
import type { SavedSearchOwner } from './saved-search-store';
import type { ListRecorded, SavedSearchesRuntime } from './saved-searches-runtime';
import { cachedRoomList, roomListHash, whenRoomListSettled } from './room-list-query';

// Created once someone has signed in (app/signed-in-services.ts), so /login carries none of it. The rest, the
// runtime, loads for a user with a saved search on this device, or on first use (a hook asks, a search is
// saved, another tab saves one); from then on, in this tab, every fetched room list is recorded as seen, in
// idle time. A user who never saves a search loads none of it and records nothing
// (docs/saved-searches.md#speed).

export type { ListRecorded };

export interface SavedSearchesService {
  /** Loads the code and creates the store, once per app; a failed chunk request is asked again next time. */
  load: () => Promise<SavedSearchesRuntime>;
  /** The runtime once loaded, null until then. */
  loaded: ExternalStore<SavedSearchesRuntime | null>;
  /** Resolves with the runtime once something has loaded it; never, while nothing does, unless aborted. */
  whenLoaded: (signal?: AbortSignal) => Promise<SavedSearchesRuntime>;
  /** Called after each fetched list is recorded as seen; returns the unsubscribe. */
  onListRecorded: (listener: (recorded: ListRecorded) => void) => () => void;
  /** Resolves when the lists recorded so far, and one on its first fetch, are; at once without a runtime. */
  whenRecorded: () => Promise<void>;
  dispose: () => void;
}

export interface SavedSearchesServiceOptions {
  queryClient: QueryClient;
  owner: SavedSearchOwner;
  /** The saved searches' database; tests may pass one in memory. */
  kv?: AsyncKeyValueStore;
  /** Where other tabs say a user's searches changed; tests may pass one in memory. */
  changes?: ChangeChannel;
  /** Fetches the runtime's code; tests may make it fail, as a dropped connection does. */
  importRuntime?: () => Promise<typeof import('./saved-searches-runtime')>;
}

export function createSavedSearchesService({
  queryClient,
  owner,
  kv = createSavedSearchesKeyValueStore(),
  changes = broadcastChangeChannel(),
  importRuntime = () => import('./saved-searches-runtime'),
}: SavedSearchesServiceOptions): SavedSearchesService {
  const loaded = createExternalStore<SavedSearchesRuntime | null>(null);
  const listeners = new Set<(recorded: ListRecorded) => void>();
  let loading: Promise<SavedSearchesRuntime> | null = null;
  let disposed = false;
  // The list last given to the runtime: the one on screen as it loads, then each fetched one, each once.
  let recorded: readonly Room[] | null = null;
  const record = (runtime: SavedSearchesRuntime, rooms: readonly Room[]) => {
    if (rooms === recorded || owner.getSnapshot() === null) return;
    recorded = rooms;
    runtime.record(rooms);
  };
  let stopListening = () => {};
  const load = () =>
    (loading ??= importRuntime().then(
      ({ createSavedSearchesRuntime }) => {
        const runtime = createSavedSearchesRuntime({ queryClient, owner, listeners, kv });
        if (disposed) runtime.dispose();
        else loaded.set(runtime);
        // The runtime's store hears other tabs from now on.
        stopListening();
        // The list on screen first: until now nothing was recorded for a user without a saved search, and a
        // search saved from this list must count none of its rooms as new (docs/saved-searches.md#new-rooms).
        const rooms = cachedRoomList(queryClient);
        if (rooms) record(runtime, rooms);
        return runtime;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const loadQuietly = () => {
    if (!disposed) void load().catch(() => undefined);
  };

  // A user with a saved search on this device gets the runtime at once: their searches' counts, their alerts.
  const loadForSavedSearches = () => {
    const username = owner.getSnapshot()?.username;
    if (username === undefined || loading) return;
    void hasSavedSearches(kv, username).then((has) => {
      if (has && owner.getSnapshot()?.username === username) loadQuietly();
    });
  };
  const stopFollowingOwner = owner.subscribe(loadForSavedSearches);
  loadForSavedSearches();
  // Another tab saved one: this tab counts it too.
  stopListening = changes.subscribe(({ user, what }) => {
    const username = owner.getSnapshot()?.username;
    if (what === 'searches' && username !== undefined && user === storedUser(username)) loadQuietly();
  });

  const cache = queryClient.getQueryCache();
  const stopFollowingCache = cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== roomListHash()) return;
    const rooms: unknown = event.query.state.data;
    // No runtime yet, or its code failed to load: asked again, if the user has a saved search; it records
    // the list on screen as it loads.
    if (!loading) return loadForSavedSearches();
    if (!Array.isArray(rooms)) return;
    loading.then(
      // A list replaced while the code loaded was never on screen once the runtime was there: recorded
      // after the one that replaced it, its rooms gone since would come back as new.
      (runtime) => {
        if (cachedRoomList(queryClient) === rooms) record(runtime, rooms as Room[]);
      },
      () => undefined,
    );
  });
  return {
    load,
    loaded: { getSnapshot: loaded.getSnapshot, subscribe: loaded.subscribe },
    whenLoaded: (signal) =>
      new Promise((resolve, reject) => {
        const now = loaded.getSnapshot();
        if (now) return resolve(now);
        const stop = loaded.subscribe(() => {
          const runtime = loaded.getSnapshot();
          if (!runtime) return;
          stop();
          resolve(runtime);
        });
        signal?.addEventListener('abort', () => {
          stop();
          reject(new Error('No longer waiting for the saved searches.'));
        });
      }),
    onListRecorded: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    // A list still on its first fetch is waited for: it is recorded once it arrives (the follower above).
    whenRecorded: () =>
      whenRoomListSettled(queryClient).then(() =>
        loading?.then(
          (runtime) => runtime.whenRecorded(),
          () => undefined,
        ),
      ),
    dispose: () => {
      disposed = true;
      stopFollowingCache();
      stopFollowingOwner();
      stopListening();
      loaded.getSnapshot()?.dispose();
    },
  };
}
