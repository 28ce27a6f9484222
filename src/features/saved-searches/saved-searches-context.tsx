import { use, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ExternalStore } from '@/lib/external-store';
import type { SavedSearchesSnapshot } from './saved-search';
import { SavedSearchesServiceContext } from './saved-searches-provider';
import type { LoadedSavedSearchStore } from './saved-search-store';
import type { ListRecorded, SavedSearchesService } from './saved-searches-service';
import type { SavedSearchesRuntime } from './saved-searches-runtime';
import type { SearchCountsState } from './search-counts';

// The saved searches in React (docs/saved-searches.md#storage). The provider (saved-searches-provider.tsx)
// holds the app's one service once it exists; each hook loads the store's code on first use and reads as
// 'loading' until the service and that code are there:
// - useSavedSearchStore(): the store, to save, remove, restore, set Notify me; null until loaded.
// - useSavedSearches(): the signed-in user's searches (SavedSearchesSnapshot).
// - useSearchCounts(): each search's { matches, fresh } and the total fresh, counted in idle time over the
//   cached room list, which it never fetches (docs/saved-searches.md#speed). It loads nothing itself: the
//   navigation bar shows it on every page, and a user without a saved search has nothing to count.
// - useOpenedSearch(searchId) (use-opened-search.ts): Room Listings' opened search and its new rooms.
// - useListRecorded(listener): each fetched room list once recorded as seen, with the record.

export { SavedSearchesProvider } from './saved-searches-provider';

/** The app's service; null until it is created, once someone has signed in (app/signed-in-services.ts). */
export function useSavedSearchesService(): SavedSearchesService | null {
  return use(SavedSearchesServiceContext);
}

/** How long an action waits for the service before it gives up: its code would have come long before. */
const SERVICE_WAIT_MS = 10_000;

/**
 * The service for an action the user took, waiting for it when it is not there yet: it is created in an idle
 * moment after sign-in (docs/saved-searches.md#speed), and a Save pressed at once must not be lost.
 * Rejects when it does not come in SERVICE_WAIT_MS (its code could not load).
 */
export function useServiceWhenReady(): () => Promise<SavedSearchesService> {
  const service = useSavedSearchesService();
  const waiting = useRef<((ready: SavedSearchesService) => void)[]>([]);
  useEffect(() => {
    if (service) for (const resolve of waiting.current.splice(0)) resolve(service);
  }, [service]);
  return useCallback(
    () =>
      service
        ? Promise.resolve(service)
        : new Promise((resolve, reject) => {
            waiting.current.push(resolve);
            setTimeout(() => reject(new Error('The saved searches could not load.')), SERVICE_WAIT_MS);
          }),
    [service],
  );
}

/** The loaded runtime (store, counts, new-room logic), asking for its code once; null until it is there. */
export function useSavedSearchesRuntime(): SavedSearchesRuntime | null {
  const service = useSavedSearchesService();
  useEffect(() => {
    // A failed chunk request leaves the hooks loading; the next one to mount asks again.
    service?.load().catch(() => undefined);
  }, [service]);
  return useExternal(service?.loaded ?? NOT_LOADED);
}

const constantStore = <T,>(value: T): ExternalStore<T> => ({
  getSnapshot: () => value,
  subscribe: () => () => undefined,
});
const NOT_LOADED = constantStore<SavedSearchesRuntime | null>(null);
const LOADING = constantStore<SavedSearchesSnapshot>({ status: 'loading', searches: [] });
const NO_COUNTS = constantStore<SearchCountsState>({
  status: 'no-list',
  perSearch: new Map(),
  totalFresh: 0,
});

function useExternal<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export function useSavedSearchStore(): LoadedSavedSearchStore | null {
  return useSavedSearchesRuntime()?.store ?? null;
}

export function useSavedSearches(): SavedSearchesSnapshot {
  return useExternal(useSavedSearchesRuntime()?.store ?? LOADING);
}

export function useSearchCounts(): SearchCountsState {
  const service = useSavedSearchesService();
  const runtime = useExternal(service?.loaded ?? NOT_LOADED);
  return useExternal(runtime?.counts ?? NO_COUNTS);
}

/** Calls `listener` after each fetched room list is recorded as seen, while the component is mounted. */
export function useListRecorded(listener: (recorded: ListRecorded) => void): void {
  const service = useSavedSearchesService();
  useEffect(() => service?.onListRecorded(listener), [service, listener]);
}
