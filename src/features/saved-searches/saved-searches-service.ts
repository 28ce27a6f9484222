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
// saved, another tab saves one); from then on every fetched room list is recorded as seen, in idle time. A
// user who never saves a search loads none of it and records nothing (docs/saved-searches.md#speed).

export type { ListRecorded };

export interface SavedSearchesService {
  /** Loads the code and creates the store, once per app; a failed chunk request is asked again next time. */
  load: () => Promise<SavedSearchesRuntime>;
  /** The runtime once loaded, null until then. */
  loaded: ExternalStore<SavedSearchesRuntime | null>;
  /** Resolves with the runtime once something has loaded it; never, while nothing does. */
  whenLoaded: () => Promise<SavedSearchesRuntime>;
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
}

export function createSavedSearchesService({
  queryClient,
  owner,
  kv = createSavedSearchesKeyValueStore(),
  changes = broadcastChangeChannel(),
}: SavedSearchesServiceOptions): SavedSearchesService {
  const loaded = createExternalStore<SavedSearchesRuntime | null>(null);
  const listeners = new Set<(recorded: ListRecorded) => void>();
  let loading: Promise<SavedSearchesRuntime> | null = null;
  // The list last given to the runtime: the one on screen as it loads, then each fetched one, each once.
  let recorded: readonly Room[] | null = null;
  const record = (runtime: SavedSearchesRuntime, rooms: readonly Room[]) => {
    if (rooms === recorded || owner.getSnapshot() === null) return;
    recorded = rooms;
    runtime.record(rooms);
  };
  let stopListening = () => {};
  const load = () =>
    (loading ??= import('./saved-searches-runtime').then(
      ({ createSavedSearchesRuntime }) => {
        const runtime = createSavedSearchesRuntime({ queryClient, owner, listeners, kv });
        loaded.set(runtime);
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
  const loadQuietly = () => void load().catch(() => undefined);

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
    if (loading && Array.isArray(rooms))
      loading.then(
        (runtime) => record(runtime, rooms as Room[]),
        () => undefined,
      );
  });
  return {
    load,
    loaded: { getSnapshot: loaded.getSnapshot, subscribe: loaded.subscribe },
    whenLoaded: () =>
      new Promise((resolve) => {
        const now = loaded.getSnapshot();
        if (now) return resolve(now);
        const stop = loaded.subscribe(() => {
          const runtime = loaded.getSnapshot();
          if (!runtime) return;
          stop();
          resolve(runtime);
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
      stopFollowingCache();
      stopFollowingOwner();
      stopListening();
      loaded.getSnapshot()?.dispose();
    },
  };
}
