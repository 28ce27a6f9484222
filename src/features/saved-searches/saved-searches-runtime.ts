import type { QueryClient } from '@tanstack/react-query';
import type { Room } from '@/features/rooms/room';
import type { ExternalStore } from '@/lib/external-store';
import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';
import { matchesToAlert, newMatchIds } from './new-rooms';
import { createVisitOpenings, type VisitOpenings } from './visit-openings';
import type { SeenRooms } from './saved-search';
import {
  createSavedSearchStore,
  type LoadedSavedSearchStore,
  type SavedSearchOwner,
} from './saved-search-store';
import { createSearchCounts, type SearchCountsState } from './search-counts';
import { IDLE_TIMEOUT_MS, whenIdle } from '@/lib/when-idle';

// The saved searches' code that loads on first use, not with the first page (docs/saved-searches.md#speed):
// the store, the counts, the recording of fetched lists and the new-room logic, in one chunk.

/** A fetched room list, recorded: the alerts check hooks in here. */
export interface ListRecorded {
  rooms: readonly Room[];
  seen: SeenRooms;
}

export interface SavedSearchesRuntime {
  store: LoadedSavedSearchStore;
  /** Each search's matches and new rooms over the cached list; counts only while subscribed. */
  counts: ExternalStore<SearchCountsState>;
  newMatchIds: typeof newMatchIds;
  matchesToAlert: typeof matchesToAlert;
  /** The searches opened this visit: each noted once, its new rooms kept (docs/saved-searches.md#new-rooms). */
  openings: VisitOpenings;
  /** Records a fetched list as seen in idle time, after the lists before it, then tells the listeners. */
  record: (rooms: readonly Room[]) => void;
  /** Resolves when the lists given to `record` so far are recorded. */
  whenRecorded: () => Promise<void>;
  dispose: () => void;
}

export interface SavedSearchesRuntimeOptions {
  queryClient: QueryClient;
  owner: SavedSearchOwner;
  /** Told after each list is recorded (the service's listeners). */
  listeners: ReadonlySet<(recorded: ListRecorded) => void>;
  /** The saved searches' database. */
  kv: AsyncKeyValueStore;
}

export function createSavedSearchesRuntime({
  queryClient,
  owner,
  listeners,
  kv,
}: SavedSearchesRuntimeOptions): SavedSearchesRuntime {
  const store = createSavedSearchStore({ kv, owner });
  const openings = createVisitOpenings(store, owner);
  let recording: Promise<void> = Promise.resolve();
  let disposed = false;
  const record = (rooms: readonly Room[]) => {
    recording = recording
      .then(() => new Promise<void>((resolve) => void whenIdle(() => resolve(), IDLE_TIMEOUT_MS)))
      .then(async () => {
        if (disposed || owner.getSnapshot() === null) return;
        // Timed for `npm run bench` (docs/performance.md#saved-searches), like the counting.
        const start = performance.now();
        const seen = await store.recordSeen(rooms.map((room) => room.id));
        performance.measure('saved-searches:record-seen', { start, end: performance.now() });
        await openings.advance();
        listeners.forEach((listener) => listener({ rooms, seen }));
      })
      .catch(() => undefined);
  };
  return {
    store,
    counts: createSearchCounts(queryClient, store),
    newMatchIds,
    matchesToAlert,
    openings,
    record,
    whenRecorded: () => recording,
    dispose: () => {
      disposed = true;
      store.dispose();
    },
  };
}
