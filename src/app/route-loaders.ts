import { applicationQueries } from '@/features/applications/api/application-queries';
import { roomQueries } from '@/features/rooms/api/room-queries';
import type { RouterContext } from './router-context';

// Route loaders ask for what a page shows as it opens, with the page's code, and never wait for it (each page
// shows its own loading and error states). A real-backend build reads which pages use which loader from the
// route files and starts those calls before the app's code has arrived (docs/performance.md#early-requests):
// a loader's name says what it asks for (`RoomList`, `Applications`).

interface LoaderArgs {
  context: RouterContext;
}

/** The loader of pages that show rooms without the user's applications (Saved searches). */
export function prefetchRoomList({ context }: LoaderArgs): void {
  void context.queryClient.prefetchQuery(roomQueries.list());
}

/**
 * The loader of pages that show the user's applications with the rooms: room cards with Apply or Cancel,
 * and Your Applications, which names each application's room from the list.
 */
export function prefetchRoomListAndApplications(args: LoaderArgs): void {
  prefetchRoomList(args);
  const session = args.context.session.getSnapshot();
  if (session) void args.context.queryClient.prefetchQuery(applicationQueries.list(session.username));
}
