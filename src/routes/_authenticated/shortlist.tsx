import { createFileRoute } from '@tanstack/react-router';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { msg } from '@/lib/i18n/i18n';
import { parseIdList } from '@/lib/id-list-param';
import { searchList } from '@/lib/search-param-values';
import { SHARED_SHORTLIST_MAX_ROOMS } from '@/config/business-constants';
import { ShortlistPage } from '@/screens/shortlist/shortlist-screen';

export const Route = createFileRoute('/_authenticated/shortlist')({
  staticData: { title: msg('shortlistTitle') },
  // A shared shortlist: `?ids=a,b,c`, read leniently (docs/choosing-a-room.md#shortlist).
  validateSearch: (search: Record<string, unknown>): { ids?: string } => ({ ids: searchList(search.ids) }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(roomQueries.list());
  },
  component: ShortlistRoute,
});

function ShortlistRoute() {
  const { ids } = Route.useSearch();
  return <ShortlistPage shared={ids === undefined ? null : parseIdList(ids, SHARED_SHORTLIST_MAX_ROOMS)} />;
}
