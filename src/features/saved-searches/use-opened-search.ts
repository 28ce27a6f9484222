import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Room } from '@/features/rooms/room';
import { cachedRoomList } from './room-list-query';
import type { SavedSearch, SeenRooms } from './saved-search';
import { useSavedSearches, useSavedSearchesRuntime, useSavedSearchesService } from './saved-searches-context';

// Room Listings opened with `search=<id>` (docs/saved-searches.md#new-rooms): the opening is noted once per
// visit, and the rooms matching the search first seen since its previous opening are its new rooms, for the
// whole visit.

export type OpenedSearch =
  /** No `search` in the URL. */
  | { status: 'none' }
  | { status: 'loading' }
  /** Deleted, another user's, or never saved here. */
  | { status: 'not-found' }
  | {
      status: 'found';
      search: SavedSearch;
      /** Matching rooms first seen since the previous opening; grows while the list is being recorded. */
      newRoomIds: ReadonlySet<string>;
      /** Its stored filters or order were partly invalid: Room Listings opens the valid part and says so. */
      criteriaDropped: boolean;
    };

const NO_IDS: ReadonlySet<string> = new Set();

/** The cached room list, followed without fetching it. */
function useCachedRoomList(): readonly Room[] | undefined {
  const queryClient = useQueryClient();
  const read = () => cachedRoomList(queryClient);
  return useSyncExternalStore((listener) => queryClient.getQueryCache().subscribe(listener), read, read);
}

const NO_SEEN = { getSnapshot: () => null, subscribe: () => () => undefined };

/** Marks the search opened once per visit; resolves the seen count of its previous opening. */
function useOpening(searchId: string | undefined, ready: boolean) {
  const service = useSavedSearchesService();
  const store = useSavedSearchesRuntime()?.store ?? null;
  const opened = useRef<string | null>(null);
  const [opening, setOpening] = useState<{ searchId: string; since: number | null; dropped: boolean } | null>(
    null,
  );
  useEffect(() => {
    if (!service || !store || !ready || searchId === undefined || opened.current === searchId) return;
    opened.current = searchId;
    const dropped = store.criteriaDropped(searchId);
    // The list fetched for this visit is recorded first, so its rooms count as seen before this opening.
    void service
      .whenRecorded()
      .then(() => store.markOpened(searchId))
      // Not noted (the browser refused): the previous opening is still the stored one.
      .then(
        (since) => since ?? store.getSnapshot().searches.find(({ id }) => id === searchId)?.openedAtSeenCount,
      )
      .then((since) => setOpening({ searchId, since: since ?? null, dropped }));
  }, [service, store, ready, searchId]);
  return opening?.searchId === searchId ? opening : null;
}

/** The new rooms of `search` since `since`, counted off the interaction path and again when the list grows. */
function useNewRoomIds(search: SavedSearch | undefined, since: number | null | undefined) {
  const runtime = useSavedSearchesRuntime();
  const rooms = useCachedRoomList();
  const seenStore = runtime?.store.seenRooms ?? NO_SEEN;
  const seen: SeenRooms | null = useSyncExternalStore(seenStore.subscribe, seenStore.getSnapshot);
  const [found, setFound] = useState<{ searchId: string; ids: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    if (!runtime || !search || !rooms || !seen || since === null || since === undefined) return;
    const controller = new AbortController();
    runtime.newMatchIds(rooms, search, seen, since, { signal: controller.signal }).then(
      (ids) => setFound({ searchId: search.id, ids: new Set(ids) }),
      () => undefined,
    );
    return () => controller.abort();
  }, [runtime, search, rooms, seen, since]);
  return found && found.searchId === search?.id ? found.ids : NO_IDS;
}

export function useOpenedSearch(searchId: string | undefined): OpenedSearch {
  const snapshot = useSavedSearches();
  const ready = snapshot.status === 'ready';
  const opening = useOpening(searchId, ready);
  const search = snapshot.searches.find((entry) => entry.id === searchId);
  const newRoomIds = useNewRoomIds(search, opening?.since);
  if (searchId === undefined) return { status: 'none' };
  if (snapshot.status === 'signed-out' || (ready && !search)) return { status: 'not-found' };
  if (!search || !opening) return { status: 'loading' };
  if (opening.since === null) return { status: 'not-found' };
  return { status: 'found', search, newRoomIds, criteriaDropped: opening.dropped };
}
