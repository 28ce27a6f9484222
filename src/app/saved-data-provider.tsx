import { useEffect, useState, type ReactNode } from 'react';
import {
  IsRestoringProvider,
  QueryClientProvider,
  type QueryCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import { isKeptQueryKey, shouldPersistQuery, type SavedQueryCache } from './query-persistence';

/** A change to what a cache holds, rather than to who is watching it: what a save follows. */
const changesData = ({ type }: { type: string }) =>
  type === 'added' || type === 'removed' || type === 'updated';

const isKeptListAnswered = (event: QueryCacheNotifyEvent) =>
  event.type === 'updated' &&
  event.action.type === 'success' &&
  isKeptQueryKey(event.query.queryKey as readonly unknown[]);

/**
 * Restores the saved query cache, then saves every change (docs/offline.md#saved-data). Returns whether the
 * pages still wait for it: until it has been read, or until the network has answered with a kept list,
 * whichever comes first. On a first visit the cards need not wait for an empty database, and a returning
 * visitor sees the saved list before the network answers. A failure does not end the wait, so a page offline
 * shows its saved list rather than a flash of the error.
 */
function useSavedDataRestore(
  queryClient: QueryClient,
  savedCache: SavedQueryCache | undefined,
  startedAt: number,
): boolean {
  const [restoring, setRestoring] = useState(Boolean(savedCache));
  useEffect(() => {
    if (!savedCache) return;
    const queryCache = queryClient.getQueryCache();
    const stopWaiting = queryCache.subscribe((event) => isKeptListAnswered(event) && setRestoring(false));
    const stopSaving: (() => void)[] = [];
    let active = true;
    savedCache
      .restoreInto(queryClient)
      // Saved data is shown at once but never trusted as fresh: it may predate the last change (a save cut
      // short by closing the tab). What was restored is asked for again, in the background, unless it is
      // already on its way or has come since the page started (the route's own prefetch, which may have
      // landed before this first render): one request each. A postcode's geocode never changes: it is not.
      .then(() =>
        queryClient.invalidateQueries({
          predicate: ({ queryKey, state }) =>
            isKeptQueryKey(queryKey) && state.fetchStatus === 'idle' && state.dataUpdatedAt < startedAt,
        }),
      )
      .catch(() => undefined)
      .finally(() => {
        stopWaiting();
        setRestoring(false);
        if (!active) return;
        // Saving starts once the saved copy has been read, so nothing is written over it before it is.
        const save = () => void savedCache.saveFrom(queryClient).catch(() => undefined);
        // What the network brought meanwhile (an unchanged list is not written again).
        if (queryCache.getAll().some(shouldPersistQuery)) save();
        stopSaving.push(
          queryCache.subscribe((event) => changesData(event) && save()),
          queryClient.getMutationCache().subscribe((event) => changesData(event) && save()),
        );
      });
    return () => {
      active = false;
      stopWaiting();
      stopSaving.forEach((stop) => stop());
    };
  }, [queryClient, savedCache, startedAt]);
  return restoring;
}

/** The query client, with the saved query cache restored into it and kept up to date when one is given. */
export function SavedDataProvider({
  queryClient,
  savedCache,
  startedAt,
  children,
}: {
  queryClient: QueryClient;
  savedCache: SavedQueryCache | undefined;
  /** When the page started: restored data older than this is asked for again. */
  startedAt: number;
  children: ReactNode;
}) {
  const restoring = useSavedDataRestore(queryClient, savedCache, startedAt);
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
