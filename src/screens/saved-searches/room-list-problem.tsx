import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/layout';
import { space } from '@/config/design-tokens';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { useT } from '@/lib/i18n/use-t';

const ErrorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

/**
 * The room list the counts are worked out over (docs/saved-searches.md#screens), followed as the route's
 * loader asked for it: `unavailable` when there is none and none is coming (it failed, or waits for a network
 * that is down), so the counts say nothing rather than "Counting rooms..." for ever.
 */
export function useRoomListForCounts() {
  const rooms = useQuery(roomQueries.list());
  const unavailable = rooms.data === undefined && (rooms.isError || rooms.fetchStatus === 'paused');
  return {
    failed: rooms.isError && rooms.data === undefined,
    unavailable,
    retry: () => void rooms.refetch(),
  };
}

/** The rooms list's own words when the list failed, with Try again. */
export function RoomListProblem({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorRow role="alert">
      <ErrorMessage>{t('roomsLoadFailed')}</ErrorMessage>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </ErrorRow>
  );
}
