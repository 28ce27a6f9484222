import { createFileRoute } from '@tanstack/react-router';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { msg } from '@/lib/i18n/i18n';
import { HomeScreen } from '@/screens/home/home-screen';

export const Route = createFileRoute('/_authenticated/')({
  staticData: { title: msg('home') },
  loader: ({ context }) => {
    // Rooms is the usual next click after logging in: the list is on its way before the user asks for it
    // (docs/offline.md#rooms-at-once). Never awaited, so Home shows at once.
    void context.queryClient.prefetchQuery(roomQueries.list());
  },
  component: HomeScreen,
});
