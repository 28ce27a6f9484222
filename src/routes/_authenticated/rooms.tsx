import { createFileRoute } from '@tanstack/react-router';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { RoomsBrowser } from '../-components/rooms-browser';

export const Route = createFileRoute('/_authenticated/rooms')({
  loader: ({ context }) => {
    // Start the request early; the page shows its own loading and error states, so never block on it.
    void context.queryClient.prefetchQuery(roomQueries.list());
  },
  component: RoomsPage,
});

function RoomsPage() {
  return <RoomsBrowser />;
}
