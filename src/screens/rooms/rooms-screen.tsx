import { useEffect, useRef, useState } from 'react';
import { onNextUse } from '@/lib/on-next-use';
import { whenIdle } from '@/lib/when-idle';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { roomFilterSearch, type RoomFilters } from '@/features/rooms/room-filters';
import {
  DEFAULT_ROOM_SORT_ORDER,
  searchRoomSortOrder,
  type RoomSortOrder,
} from '@/features/rooms/room-sort-order';
import type { OpenedSearchView } from './opened-search-tracker';
import { savedSearchParts } from './load-saved-search-parts';
import { RoomsBrowser } from './rooms-browser';
import { SaveSearchButton } from './save-search-button';

/** How long each of the two idle moments before a search's URL write may wait on a busy page. */
const URL_WRITE_TIMEOUT_MS = 500;

/**
 * Runs `write` in the second idle moment from now, or at once at the user's next use of the page, whichever
 * comes first. Returns its cancel.
 */
function soonOrAtNextUse(write: () => void): () => void {
  let cancelIdle = () => {};
  const stop = () => {
    cancelIdle();
    stopWaitingForUse();
  };
  const writeNow = () => {
    stop();
    write();
  };
  const stopWaitingForUse = onNextUse(writeNow);
  cancelIdle = whenIdle(() => {
    cancelIdle = whenIdle(writeNow, URL_WRITE_TIMEOUT_MS);
  }, URL_WRITE_TIMEOUT_MS);
  return stop;
}

/**
 * Room Listings. The filters and the order live in the URL (src/routes/_authenticated/rooms.tsx reads it), so
 * a link reproduces the results and Back/Forward restore earlier searches. Opened as a saved search
 * (`search=<id>`), its rooms first seen since the previous opening are marked New for the whole visit
 * (docs/saved-searches.md#new-rooms); the URL's filters still decide the results, so an unknown id only
 * marks nothing.
 */
export function RoomsScreen() {
  const search = useSearch({ from: '/_authenticated/rooms' });
  const navigate = useNavigate({ from: '/rooms' });
  const sort = search.sort ?? DEFAULT_ROOM_SORT_ORDER;
  const filters = roomFilterSearch.toFilters(search);
  const openedId = search.search;
  const tracker = savedSearchParts.useLoaded();
  const [opened, setOpened] = useState<OpenedSearchView | null>(null);
  useEffect(() => {
    if (openedId !== undefined) savedSearchParts.load().catch(() => undefined);
  }, [openedId]);
  // A new search keeps the chosen order; a new order keeps the applied filters. Either is no longer the
  // saved search that was opened, so `search` goes: nothing is marked New for a search nobody saved.
  // The list shows a search in the click's own render; the URL is written in the second idle moment after
  // it, after the rest of a short list (which renders right after the paint) where the browser has idle
  // callbacks: the router's commit and the page's render for it cost a search as much as its first cards
  // (docs/performance.md#the-room-grid). The
  // user's next key or pointer press (or focus on a control) writes it at once, so a link or a key that
  // leaves the page comes after it and Back returns to this search.
  const cancelPending = useRef<(() => void) | null>(null);
  // The search shown but not written yet: what Save search saves meanwhile. It stays until the URL's
  // filters change, which a write brings a moment after it is asked for.
  const pendingFilters = useRef<RoomFilters | null>(null);
  const dropPending = () => {
    cancelPending.current?.();
    cancelPending.current = null;
    pendingFilters.current = null;
  };
  useEffect(() => dropPending, []);
  // Back or Forward meanwhile brings other filters, which win: the waiting search is not written over them.
  const { location, maxPrice, language, postcode } = filters;
  useEffect(dropPending, [location, maxPrice, language, postcode]);
  // A search made from an opened saved search shows results that are no longer that search's, though the
  // URL that drops `search` comes a moment later: its New marks and notice go with the click. Any new URL
  // (the write, Back, Forward) decides again.
  const [searchedFrom, setSearchedFrom] = useState<typeof search | null>(null);
  // Without `search` in the URL nothing is opened, even before the tracker has said so.
  const openedShown = openedId === undefined || searchedFrom === search ? null : opened;
  const applyFilters = (next: RoomFilters) => {
    dropPending();
    if (openedId !== undefined) setSearchedFrom(search);
    pendingFilters.current = next;
    cancelPending.current = soonOrAtNextUse(() => {
      cancelPending.current = null;
      // The order chosen meanwhile is kept: it was written to the URL without these filters.
      void navigate({ search: ({ sort }) => ({ ...roomFilterSearch.fromFilters(next), sort }) });
    });
  };
  const applySort = (order: RoomSortOrder) =>
    void navigate({
      search: ({ search: _opened, ...previous }) => ({ ...previous, sort: searchRoomSortOrder(order) }),
    });
  return (
    <>
      {openedId !== undefined && tracker && (
        <tracker.OpenedSearchTracker key={openedId} searchId={openedId} onChange={setOpened} />
      )}
      <RoomsBrowser
        filters={filters}
        onFiltersChange={applyFilters}
        sort={sort}
        onSortChange={applySort}
        filterActions={
          <SaveSearchButton appliedCriteria={() => ({ filters: pendingFilters.current ?? filters, sort })} />
        }
        notice={openedShown?.notice}
        newRoomIds={openedShown?.newRoomIds}
      />
    </>
  );
}
