import { createFileRoute } from '@tanstack/react-router';
import { prefetchRoomListAndApplications } from '@/app/route-loaders';
import { msg } from '@/lib/i18n/i18n';
import { searchList } from '@/lib/search-param-values';
import { ShortlistScreen } from '@/screens/shortlist/shortlist-screen';

export const Route = createFileRoute('/_authenticated/shortlist')({
  staticData: { title: msg('shortlistTitle') },
  // A shared shortlist: `?ids=a,b,c`, read leniently (docs/choosing-a-room.md#shortlist).
  validateSearch: (search: Record<string, unknown>): { ids?: string } => ({ ids: searchList(search.ids) }),
  loader: prefetchRoomListAndApplications,
  component: ShortlistScreen,
});
