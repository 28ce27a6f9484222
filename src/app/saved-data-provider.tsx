import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { PERSISTED_CACHE_BUSTER, PERSISTED_CACHE_MAX_AGE_MS, shouldPersistQuery } from './query-persistence';

/**
 * Whether the pages still wait for the saved data (docs/offline.md#saved-data). They wait until it has been
 * read, or until the network has answered with a kept list, whichever comes first: on a first visit the
 * cards need not wait for an empty database, and a returning visitor sees the saved list before the network
 * answers. A failure does not end the wait, so a page offline shows its saved list rather than a flash of
 * the error. A restore that ends after the network answered changes nothing: saved data older than what
 * is in the cache is not applied.
 */
function useSavedDataRestore(
  queryClient: QueryClient,
  persister: Persister | undefined,
  startedAt: number,
): boolean {
  const [restoring, setRestoring] = useState(Boolean(persister));
  const [restored, setRestored] = useState(!persister);
  const started = useRef(false);
  useEffect(() => {
    if (!persister || started.current) return;
    // Once per client: StrictMode runs this effect twice, and a second read would only repeat the first.
    started.current = true;
    const options = {
      queryClient,
      persister,
      maxAge: PERSISTED_CACHE_MAX_AGE_MS,
      buster: PERSISTED_CACHE_BUSTER,
    };
    persistQueryClientRestore(options)
      // Saved data is shown at once but never trusted as fresh: it may predate the last change (a save cut
      // short by closing the tab). What was restored is asked for again, in the background, unless it is
      // already on its way or has come since the page started (the route's own prefetch, which may have
      // landed before this first render): one request each.
      .then(() =>
        queryClient.invalidateQueries({
          predicate: ({ state }) => state.fetchStatus === 'idle' && state.dataUpdatedAt < startedAt,
        }),
      )
      .catch(() => undefined)
      .finally(() => {
        setRestoring(false);
        setRestored(true);
      });
  }, [queryClient, persister, startedAt]);
  useEffect(() => {
    if (!restoring) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && shouldPersistQuery(event.query))
        setRestoring(false);
    });
  }, [queryClient, restoring]);
  useEffect(() => {
    // Saving starts once the saved copy has been read, so nothing is written over it before it is.
    if (!persister || !restored) return;
    const options = {
      queryClient,
      persister,
      buster: PERSISTED_CACHE_BUSTER,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
    };
    // What the network brought while the saved copy was being read is saved now (an unchanged list is not
    // written again); later changes are saved as they come.
    void persistQueryClientSave(options);
    return persistQueryClientSubscribe(options);
  }, [queryClient, persister, restored]);
  return restoring;
}

/** The query client, with the saved query cache restored into it and kept up to date when a persister is given. */
export function SavedDataProvider({
  queryClient,
  persister,
  startedAt,
  children,
}: {
  queryClient: QueryClient;
  persister: Persister | undefined;
  /** When the page started: restored data older than this is asked for again. */
  startedAt: number;
  children: ReactNode;
}) {
  const restoring = useSavedDataRestore(queryClient, persister, startedAt);
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
