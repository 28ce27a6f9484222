import { createFileRoute } from '@tanstack/react-router';
import { prefetchRoomListAndApplications } from '@/app/route-loaders';
import { roomFilterSearch } from '@/features/rooms/room-filters';
import { searchRoomSortOrder } from '@/features/rooms/room-sort-order';
import { msg } from '@/lib/i18n/i18n';
import { searchText } from '@/lib/search-param-values';
import { RoomsScreen } from '@/screens/rooms/rooms-screen';

type RoomsSearch = ReturnType<typeof roomFilterSearch.parse> & {
  sort?: ReturnType<typeof searchRoomSortOrder>;
  /** The saved search this page was opened as, whose new rooms it marks (docs/saved-searches.md#new-rooms). */
  search?: string | undefined;
};

export const Route = createFileRoute('/_authenticated/rooms')({
  // Filters and the order live in the URL so a link reproduces the results and Back/Forward restore
  // earlier searches.
  staticData: { title: msg('roomListings') },
  validateSearch: (search: Record<string, unknown>): RoomsSearch => ({
    ...roomFilterSearch.parse(search),
    sort: searchRoomSortOrder(search.sort),
    search: searchText(search.search),
  }),
  loader: prefetchRoomListAndApplications,
  component: RoomsScreen,
});
