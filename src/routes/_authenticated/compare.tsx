import { createFileRoute } from '@tanstack/react-router';
import { prefetchRoomListAndApplications } from '@/app/route-loaders';
import { msg } from '@/lib/i18n/i18n';
import { searchList } from '@/lib/search-param-values';
import { CompareScreen } from '@/screens/compare/compare-screen';

export const Route = createFileRoute('/_authenticated/compare')({
  staticData: { title: msg('roomComparisonTitle') },
  // `?ids=a,b`, read leniently: the page says what it left out (docs/choosing-a-room.md#compare).
  validateSearch: (search: Record<string, unknown>): { ids?: string } => ({ ids: searchList(search.ids) }),
  loader: prefetchRoomListAndApplications,
  component: CompareScreen,
});
