import { useQuery } from '@tanstack/react-query';
import { loadProblemOf } from '@/components/ui/load-problem';
import { roomQueries } from '@/features/rooms/api/room-queries';

/**
 * The room list the counts are worked out over (docs/saved-searches.md#screens), followed as the route's
 * loader asked for it: `unavailable` when there is none and none is coming (it failed, or waits for a network
 * that is down), so the counts say nothing rather than "Counting rooms..." for ever.
 */
export function useRoomListForCounts() {
  const rooms = useQuery(roomQueries.list());
  const { failed, isRetrying, retry } = loadProblemOf(rooms);
  const unavailable = rooms.data === undefined && (rooms.isError || rooms.fetchStatus === 'paused');
  return { failed, isRetrying, unavailable, retry };
}
