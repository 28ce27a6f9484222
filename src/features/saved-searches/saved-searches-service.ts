import type { QueryClient } from '@tanstack/react-query';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';
import type { SavedSearchOwner } from './saved-search-store';
import type { ListRecorded, SavedSearchesRuntime } from './saved-searches-runtime';
import { roomListHash, whenRoomListSettled } from './room-list-query';

// Created once someone has signed in (app/signed-in-services.ts), so /login carries none of it: it loads the
// rest on first use (a hook asks, or a room list arrives for a signed-in user), which records every fetched
// room list as seen in idle time (docs/saved-searches.md#speed).

export type { ListRecorded };

export interface SavedSearchesService {
  /** Loads the code and creates the store, once per app; a failed chunk request is asked again next time. */
  load: () => Promise<SavedSearchesRuntime>;
  /** The runtime once loaded, null until then. */
  loaded: ExternalStore<SavedSearchesRuntime | null>;
  /** Called after each fetched list is recorded as seen; returns the unsubscribe. */
  onListRecorded: (listener: (recorded: ListRecorded) => void) => () => void;
  /** Resolves when the lists fetched so far, and one on its first fetch, are recorded. */
  whenRecorded: () => Promise<void>;
  dispose: () => void;
}

export interface SavedSearchesServiceOptions {
  queryClient: QueryClient;
  owner: SavedSearchOwner;
  /** The saved searches' database; tests may pass one in memory. */
  kv?: AsyncKeyValueStore;
  /**
   * When the app started: a room list fetched since then but before this service existed (its code was
   * still on its way) is recorded too. A list restored from the saved cache is older, and was never fetched.
   */
  fetchedSince?: number;
}

export function createSavedSearchesService({
  queryClient,
  owner,
  kv,
  fetchedSince = Infinity,
}: SavedSearchesServiceOptions): SavedSearchesService {
  const loaded = createExternalStore<SavedSearchesRuntime | null>(null);
  const listeners = new Set<(recorded: ListRecorded) => void>();
  let loading: Promise<SavedSearchesRuntime> | null = null;
  const load = () =>
    (loading ??= import('./saved-searches-runtime').then(
      ({ createSavedSearchesRuntime }) => {
        const runtime = createSavedSearchesRuntime({ queryClient, owner, listeners, ...(kv ? { kv } : {}) });
        loaded.set(runtime);
        return runtime;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const record = ({ queryHash, state }: { queryHash: string; state: { data: unknown } }) => {
    const rooms = state.data;
    if (queryHash === roomListHash() && owner.getSnapshot() !== null && Array.isArray(rooms))
      load().then(
        (runtime) => runtime.record(rooms),
        () => undefined,
      );
  };
  const cache = queryClient.getQueryCache();
  const earlier = cache.get(roomListHash());
  if (earlier && earlier.state.dataUpdatedAt >= fetchedSince) record(earlier);
  const stopFollowing = cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') record(event.query);
  });
  return {
    load,
    loaded: { getSnapshot: loaded.getSnapshot, subscribe: loaded.subscribe },
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
      stopFollowing();
      loaded.getSnapshot()?.dispose();
    },
  };
}
