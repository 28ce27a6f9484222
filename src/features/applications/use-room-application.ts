import { useCallback, useSyncExternalStore } from 'react';
import { QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { keyedListeners } from '@/lib/keyed-listeners';
import { applicationQueries } from './api/application-queries';
import type { Application } from './application';
import { applicationsByRoom } from './application-for-room';

interface ApplicationsIndex {
  subscribe: (roomId: string, onChange: () => void) => () => void;
  applicationOf: (roomId: string) => Application | null;
}

const indexes = new WeakMap<QueryClient, Map<string, ApplicationsIndex>>();

/**
 * One user's applications by room, for every card that shows a room: one observer of the list and one pass
 * over it per change, where a useQuery with a select per card made an observer for each card and ran every
 * card's select on every change (docs/performance.md#the-room-grid). The observer lives while any card is
 * shown: the list is fetched when stale as the first cards appear, not again for every search's new cards
 * (each page asks for it as it opens, src/app/route-loaders.ts).
 */
function applicationsIndexOf(queryClient: QueryClient, username: string): ApplicationsIndex {
  let forClient = indexes.get(queryClient);
  if (!forClient) indexes.set(queryClient, (forClient = new Map<string, ApplicationsIndex>()));
  const existing = forClient.get(username);
  if (existing) return existing;

  const options = applicationQueries.list(username);
  const listeners = keyedListeners<string>();
  let indexed = { list: undefined as Application[] | undefined, byRoom: applicationsByRoom(undefined) };
  const byRoomNow = () => {
    const list = queryClient.getQueryData(options.queryKey);
    if (list !== indexed.list) indexed = { list, byRoom: applicationsByRoom(list) };
    return indexed.byRoom;
  };
  const onResult = () => {
    const before = indexed.byRoom;
    const after = byRoomNow();
    if (after === before) return;
    // Only the cards whose deciding application changed render again.
    for (const roomId of new Set([...before.keys(), ...after.keys()])) {
      if (before.get(roomId) !== after.get(roomId)) listeners.notify(roomId);
    }
  };

  let stopObserving: (() => void) | null = null;
  const index: ApplicationsIndex = {
    applicationOf: (roomId) => byRoomNow().get(roomId) ?? null,
    subscribe: (roomId, onChange) => {
      const unsubscribe = listeners.subscribe(roomId, onChange);
      stopObserving ??= new QueryObserver(queryClient, options).subscribe(onResult);
      return () => {
        unsubscribe();
        // A search replaces every card in one commit: the observer stays for the cards that come next.
        queueMicrotask(() => {
          if (listeners.size() > 0 || !stopObserving) return;
          stopObserving();
          stopObserving = null;
          // Nothing of the list is kept once no card shows it (a sign-out clears the cache too).
          indexed = { list: undefined, byRoom: applicationsByRoom(undefined) };
        });
      };
    },
  };
  forClient.set(username, index);
  return index;
}

/**
 * The application that decides a room's card (applicationForRoom), or null. A failing GET /applications/ is
 * silent here, as the specification asks: the card simply offers Apply.
 */
export function useRoomApplication(username: string, roomId: string): Application | null {
  const index = applicationsIndexOf(useQueryClient(), username);
  const subscribe = useCallback((onChange: () => void) => index.subscribe(roomId, onChange), [index, roomId]);
  return useSyncExternalStore(subscribe, () => index.applicationOf(roomId));
}
