import { roomQueries } from '@/features/rooms/api/room-queries';
import type { RouterContext } from './router-context';

/**
 * The loader of every page that shows rooms: the list is asked for with the page's code, and never waited
 * for (each page shows its own loading and error states).
 */
export function prefetchRoomList({ context }: { context: RouterContext }): void {
  void context.queryClient.prefetchQuery(roomQueries.list());
}
