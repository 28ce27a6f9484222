import { createFileRoute } from '@tanstack/react-router';
import { prefetchRoomList } from '@/app/route-loaders';
import { msg } from '@/lib/i18n/i18n';
import { SavedSearchesScreen } from '@/screens/saved-searches/saved-searches-screen';

export const Route = createFileRoute('/_authenticated/searches')({
  staticData: { title: msg('savedSearchesTitle') },
  // Each saved search's count is worked out over the room list (docs/saved-searches.md#speed).
  loader: prefetchRoomList,
  component: SavedSearchesScreen,
});
