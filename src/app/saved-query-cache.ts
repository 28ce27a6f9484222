import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { PERSISTED_CACHE_BUSTER, PERSISTED_CACHE_MAX_AGE_MS, shouldPersistQuery } from './query-persistence';

// Moving data between the query cache and the saved copy (docs/offline.md#saved-data): TanStack Query's
// hydration, in the persister's own chunk (loaded through src/app/query-persistence.ts), so a signed-out
// first load carries none of it.

/**
 * Reads the saved copy into `queryClient`: only what is newer than the cache holds is applied, so a restore
 * that ends after the network answered changes nothing. An old or foreign copy is deleted instead.
 */
export function restoreQueryCache(queryClient: QueryClient, persister: Persister): Promise<void> {
  return persistQueryClientRestore({
    queryClient,
    persister,
    maxAge: PERSISTED_CACHE_MAX_AGE_MS,
    buster: PERSISTED_CACHE_BUSTER,
  });
}

/** Saves the kept queries of `queryClient` (the persister batches and skips an unchanged list). */
export function saveQueryCache(queryClient: QueryClient, persister: Persister): Promise<void> {
  return persistQueryClientSave({
    queryClient,
    persister,
    buster: PERSISTED_CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  });
}
