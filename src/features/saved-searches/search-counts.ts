import type { QueryClient } from '@tanstack/react-query';
import type { Room } from '@/features/rooms/room';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import { countSearches, type SearchCount } from './new-rooms';
import type { SavedSearchesSnapshot, SeenRooms } from './saved-search';
import type { LoadedSavedSearchStore } from './saved-search-store';
import { cachedRoomList, roomListHash } from './room-list-query';
import { IDLE_TIMEOUT_MS, whenIdle } from '@/lib/when-idle';

// Each saved search's matches and new rooms over the cached room list, counted in idle time and again when
// the list, the searches or the seen record change (docs/saved-searches.md#speed). Reading the cache never
// fetches: a page that shows no rooms asks for none.

export interface SearchCountsState {
  /** 'no-list' until a room list is cached; 'counting' while a count runs (the last counts stay shown). */
  status: 'no-list' | 'counting' | 'ready';
  perSearch: ReadonlyMap<string, SearchCount>;
  totalFresh: number;
}

const NO_COUNTS: SearchCountsState = { status: 'no-list', perSearch: new Map(), totalFresh: 0 };

/** Follows its inputs only while someone is subscribed: nothing is counted for a page that shows no counts. */
export function createSearchCounts(
  queryClient: QueryClient,
  store: LoadedSavedSearchStore,
): ExternalStore<SearchCountsState> {
  const counts = createExternalStore<SearchCountsState>(NO_COUNTS);
  const listeners = new Set<() => void>();
  let inputs: { rooms?: readonly Room[]; snapshot?: SavedSearchesSnapshot; seen?: SeenRooms | null } = {};
  let running: AbortController | null = null;
  let stop: (() => void) | null = null;

  const recount = () => {
    const rooms = cachedRoomList(queryClient);
    const snapshot = store.getSnapshot();
    const seen = store.seenRooms.getSnapshot();
    if (rooms === inputs.rooms && snapshot === inputs.snapshot && seen === inputs.seen) return;
    inputs = { rooms, snapshot, seen };
    running?.abort();
    running = null;
    if (!rooms || !seen || snapshot.status !== 'ready') {
      // A user's data is loading (a new sign-in, say): the previous counts may be another user's.
      counts.set(rooms ? { ...NO_COUNTS, status: 'counting' } : NO_COUNTS);
      return;
    }
    const controller = (running = new AbortController());
    counts.set({ ...counts.getSnapshot(), status: 'counting' });
    const cancelIdle = whenIdle(() => {
      const start = performance.now();
      countSearches(rooms, snapshot.searches, seen, { signal: controller.signal }).then(
        ({ perSearch, totalFresh }) => {
          // Read by `npm run bench` (docs/performance.md#saved-searches): how long it took, in which tasks.
          performance.measure('saved-searches:count', { start, end: performance.now() });
          if (!controller.signal.aborted) counts.set({ status: 'ready', perSearch, totalFresh });
        },
        () => undefined,
      );
    }, IDLE_TIMEOUT_MS);
    controller.signal.addEventListener('abort', cancelIdle);
  };

  const start = () => {
    const unsubscribers = [
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryHash === roomListHash()) recount();
      }),
      store.subscribe(recount),
      store.seenRooms.subscribe(recount),
    ];
    recount();
    return () => {
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      running?.abort();
      running = null;
      inputs = {};
    };
  };

  return {
    getSnapshot: counts.getSnapshot,
    subscribe: (listener) => {
      const unsubscribe = counts.subscribe(listener);
      listeners.add(listener);
      stop ??= start();
      return () => {
        unsubscribe();
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop?.();
          stop = null;
        }
      };
    },
  };
}
