import { createFileRoute } from '@tanstack/react-router';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { roomFilterSearch, type RoomFilters } from '@/features/rooms/room-filters';
import {
  DEFAULT_ROOM_SORT_ORDER,
  searchRoomSortOrder,
  type RoomSortOrder,
} from '@/features/rooms/room-sort-order';
import { RoomsBrowser } from '@/screens/rooms/rooms-browser';
import { msg } from '@/lib/i18n/i18n';

type RoomsSearch = ReturnType<typeof roomFilterSearch.parse> & {
  sort?: ReturnType<typeof searchRoomSortOrder>;
};

export const Route = createFileRoute('/_authenticated/rooms')({
  // Filters and the order live in the URL so a link reproduces the results and Back/Forward restore
  // earlier searches.
  staticData: { title: msg('roomListings') },
  validateSearch: (search: Record<string, unknown>): RoomsSearch => ({
    ...roomFilterSearch.parse(search),
    sort: searchRoomSortOrder(search.sort),
  }),
  loader: ({ context }) => {
    // Start the request early; the page shows its own loading and error states, so never block on it.
    void context.queryClient.prefetchQuery(roomQueries.list());
  },
  component: RoomsPage,
});

function RoomsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
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
