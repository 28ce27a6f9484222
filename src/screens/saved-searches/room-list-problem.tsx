import { useQuery } from '@tanstack/react-query';
import { LoadProblem, useRetry } from '@/components/ui/load-problem';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { useT } from '@/lib/i18n/use-t';

/**
 * The room list the counts are worked out over (docs/saved-searches.md#screens), followed as the route's
 * loader asked for it: `unavailable` when there is none and none is coming (it failed, or waits for a network
 * that is down), so the counts say nothing rather than "Counting rooms..." for ever.
 */
export function useRoomListForCounts() {
  const rooms = useQuery(roomQueries.list());
  const { isRetrying, retry } = useRetry(rooms.refetch);
  const unavailable = rooms.data === undefined && (rooms.isError || rooms.fetchStatus === 'paused');
  return {
    // Still failed while Try again asks: the problem and its button stay until the answer.
    failed: (rooms.isError || isRetrying) && rooms.data === undefined,
    isRetrying,
    unavailable,
    retry,
  };
}

/** The rooms list's own words when the list failed, with Try again. */
export function RoomListProblem({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const t = useT();
  return (
    <LoadProblem
      message={t('roomsLoadFailed')}
      retryLabel={t('tryAgain')}
      onRetry={onRetry}
      isRetrying={isRetrying}
      retryingMessage={t('loadingRooms')}
    />
  );
}
