import '@/lib/i18n/screen-messages/room-screens';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { WarningNote } from '@/components/ui/warning-note';
import { roomFilterSearch, type RoomFilters } from '@/features/rooms/room-filters';
import {
  DEFAULT_ROOM_SORT_ORDER,
  searchRoomSortOrder,
  type RoomSortOrder,
} from '@/features/rooms/room-sort-order';
import { useOpenedSearch } from '@/features/saved-searches/use-opened-search';
import { useT } from '@/lib/i18n/use-t';
import { RoomsBrowser } from './rooms-browser';
import { SaveSearchButton } from './save-search-button';

/**
 * Room Listings. The filters and the order live in the URL (src/routes/_authenticated/rooms.tsx reads it), so
 * a link reproduces the results and Back/Forward restore earlier searches. Opened as a saved search
 * (`search=<id>`), its rooms first seen since the previous opening are marked New for the whole visit
 * (docs/saved-searches.md#new-rooms); the URL's filters still decide the results, so an unknown id only
 * marks nothing.
 */
export function RoomsScreen() {
  const t = useT();
  const search = useSearch({ from: '/_authenticated/rooms' });
  const navigate = useNavigate({ from: '/rooms' });
  const sort = search.sort ?? DEFAULT_ROOM_SORT_ORDER;
  const filters = roomFilterSearch.toFilters(search);
  const opened = useOpenedSearch(search.search);
  // A new search keeps the chosen order; a new order keeps the applied filters. Either is no longer the
  // saved search that was opened, so `search` goes: nothing is marked New for a search nobody saved.
  const applyFilters = (next: RoomFilters) =>
    void navigate({ search: { ...roomFilterSearch.fromFilters(next), sort: search.sort } });
  const applySort = (order: RoomSortOrder) =>
    void navigate({
      search: ({ search: _opened, ...previous }) => ({ ...previous, sort: searchRoomSortOrder(order) }),
    });
  const found = opened.status === 'found' ? opened : null;
  return (
    <RoomsBrowser
      filters={filters}
      onFiltersChange={applyFilters}
      sort={sort}
      onSortChange={applySort}
      filterActions={<SaveSearchButton criteria={{ filters, sort }} />}
      notice={found?.criteriaDropped && <WarningNote>{t('savedSearchPartDropped')}</WarningNote>}
      newRoomIds={found?.newRoomIds}
    />
  );
}
