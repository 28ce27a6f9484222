import { createFileRoute } from '@tanstack/react-router';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { roomFilterSearch, type RoomFilters } from '@/features/rooms/room-filters';
import { RoomsBrowser } from '../-components/rooms-browser';

export const Route = createFileRoute('/_authenticated/rooms')({
  // Filters live in the URL so a link reproduces the results and Back/Forward restore earlier searches.
  staticData: { title: 'Room Listings' },
  validateSearch: roomFilterSearch.parse,
  loader: ({ context }) => {
    // Start the request early; the page shows its own loading and error states, so never block on it.
    void context.queryClient.prefetchQuery(roomQueries.list());
  },
  component: RoomsPage,
});

function RoomsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const applyFilters = (filters: RoomFilters) =>
    void navigate({ search: roomFilterSearch.fromFilters(filters) });
  return <RoomsBrowser filters={roomFilterSearch.toFilters(search)} onFiltersChange={applyFilters} />;
}
