import { useNavigate, useSearch } from '@tanstack/react-router';
import { roomFilterSearch, type RoomFilters } from '@/features/rooms/room-filters';
import {
  DEFAULT_ROOM_SORT_ORDER,
  searchRoomSortOrder,
  type RoomSortOrder,
} from '@/features/rooms/room-sort-order';
import { RoomsBrowser } from './rooms-browser';

/**
 * Room Listings. The filters and the order live in the URL (src/routes/_authenticated/rooms.tsx reads it), so
 * a link reproduces the results and Back/Forward restore earlier searches.
 */
export function RoomsScreen() {
  const search = useSearch({ from: '/_authenticated/rooms' });
  const navigate = useNavigate({ from: '/rooms' });
  const sort = search.sort ?? DEFAULT_ROOM_SORT_ORDER;
  // A new search keeps the chosen order; a new order keeps the applied filters.
  const applyFilters = (filters: RoomFilters) =>
    void navigate({ search: { ...roomFilterSearch.fromFilters(filters), sort: search.sort } });
  const applySort = (order: RoomSortOrder) =>
    void navigate({ search: (previous) => ({ ...previous, sort: searchRoomSortOrder(order) }) });
  return (
    <RoomsBrowser
      filters={roomFilterSearch.toFilters(search)}
      onFiltersChange={applyFilters}
      sort={sort}
      onSortChange={applySort}
    />
  );
}
