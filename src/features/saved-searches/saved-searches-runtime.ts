import type { QueryClient } from '@tanstack/react-query';
import type { ExternalStore } from '@/lib/external-store';
import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';
import { matchesToAlert, newMatchIds } from './new-rooms';
import {
  createSavedSearchStore,
  type LoadedSavedSearchStore,
  type SavedSearchOwner,
} from './saved-search-store';
import { createSavedSearchesKeyValueStore } from './saved-search-storage';
import { createSearchCounts, type SearchCountsState } from './search-counts';

// The saved searches' code that loads on first use, not with the first page (docs/saved-searches.md#speed):
// the store, the counts and the new-room logic, in one chunk.

export interface SavedSearchesRuntime {
  store: LoadedSavedSearchStore;
  /** Each search's matches and new rooms over the cached list; counts only while subscribed. */
  counts: ExternalStore<SearchCountsState>;
  newMatchIds: typeof newMatchIds;
  matchesToAlert: typeof matchesToAlert;
}

export interface SavedSearchesRuntimeOptions {
  queryClient: QueryClient;
  owner: SavedSearchOwner;
  /** The saved searches' database; tests pass one in memory. */
  kv?: AsyncKeyValueStore;
}

export function createSavedSearchesRuntime({
  queryClient,
  owner,
  kv = createSavedSearchesKeyValueStore(),
}: SavedSearchesRuntimeOptions): SavedSearchesRuntime {
  const store = createSavedSearchStore({ kv, owner });
  return { store, counts: createSearchCounts(queryClient, store), newMatchIds, matchesToAlert };
}
