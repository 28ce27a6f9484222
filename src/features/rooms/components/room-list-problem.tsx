import '@/lib/i18n/screen-messages/room-screens';
import { LoadProblem } from '@/components/ui/load-problem';
import { useT } from '@/lib/i18n/use-t';

interface RoomListProblemProps {
  onRetry: () => void;
  isRetrying: boolean;
  /** From useFocusAfterProblem. */
  onLeaveWithFocus: () => void;
}

/** The room list failed and none is cached: Room Listings' words, with Try again (loadProblemOf). */
export function RoomListProblem({ onRetry, isRetrying, onLeaveWithFocus }: RoomListProblemProps) {
  const t = useT();
  return (
    <LoadProblem
      message={t('roomsLoadFailed')}
      retryLabel={t('tryAgain')}
      onRetry={onRetry}
      isRetrying={isRetrying}
      retryingMessage={t('loadingRooms')}
      onLeaveWithFocus={onLeaveWithFocus}
    />
  );
}
