import '@/lib/i18n/screen-messages/room-screens';
import { useNavigate } from '@tanstack/react-router';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useT } from '@/lib/i18n/use-t';
import { isCancellable, roomStatusLabel } from '../application-status';
import { useApplyForRoom } from '../use-apply-for-room';
import { useCancelApplication } from '../use-cancel-application';
import { useRoomActionsInFlight } from '../use-room-actions-in-flight';
import { useRoomApplication } from '../use-room-application';
import { StatusBadge } from '../status-badge';
import { space } from '@/config/design-tokens';

// Its label breaks between words only ('Status:' whole): in a narrow Compare Rooms cell the page's
// overflow-wrap: anywhere let it shrink to a letter a line. The badge goes below it instead.
const StatusRow = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  overflow-wrap: normal;
  align-items: center;
  gap: ${space(2)};
  font-size: 0.9375rem;
  font-weight: 600;
`;

interface RoomApplicationControlsProps {
  roomId: string;
  roomName: string;
  username: string | null;
}

/** The status badge and the one action a room card offers, by the user's state (docs/specification.md#room-card-actions). */
export function RoomApplicationControls({ roomId, roomName, username }: RoomApplicationControlsProps) {
  const t = useT();
  const navigate = useNavigate();
  if (!username) {
    return (
      <Button type="button" block onClick={() => void navigate({ to: '/login' })}>
        {t('loginToApply')}
      </Button>
    );
  }
  return <SignedInControls roomId={roomId} roomName={roomName} username={username} />;
}

function SignedInControls({
  roomId,
  roomName,
  username,
}: RoomApplicationControlsProps & { username: string }) {
  const t = useT();
  const application = useRoomApplication(username, roomId);
  const { apply } = useApplyForRoom({ username, roomId });
  const { cancel } = useCancelApplication({ username, origin: 'room-card', roomId });
  // Shared by every view of the room: a cancel started in the list is in flight here too.
  const inFlight = useRoomActionsInFlight(roomId);
  const isCancelling = inFlight.cancelling.length > 0;

  const status = application?.status ?? null;
  const awaitingServer = inFlight.applying || application?.isOptimistic === true;
  // While a cancel is in flight the badge already reads cancelled, but Apply must wait for the server.
  const isActive = isCancelling || (status !== null && isCancellable(status));
  // The same button turns Apply into Cancel Application and back; keyboard focus stays on it throughout.
  const { ref: actionRef, rememberFocus } = useReturnFocus<HTMLButtonElement>(awaitingServer || isCancelling);

  let action = null;
  if (awaitingServer) {
    action = (
      <Button
        ref={actionRef}
        type="button"
        block
        disabled
        aria-busy="true"
        aria-label={t('applyFor', { name: roomName })}
      >
        <Spinner /> {t('apply')}
      </Button>
    );
  } else if (isActive) {
    action = (
      <Button
        ref={actionRef}
        type="button"
        variant="danger"
        block
        disabled={isCancelling}
        aria-busy={isCancelling}
        aria-label={
          isCancelling
            ? t('cancellingApplicationFor', { name: roomName })
            : t('cancelApplicationFor', { name: roomName })
        }
        onClick={() => {
          rememberFocus();
          cancel(application?.id ?? null);
        }}
      >
        {isCancelling ? (
          <>
            <Spinner /> {t('cancelling')}
          </>
        ) : (
          t('cancelApplication')
        )}
      </Button>
    );
  } else if (status === null || status === 'cancelled') {
    action = (
      <Button
        ref={actionRef}
        type="button"
        block
        aria-label={t('applyFor', { name: roomName })}
        onClick={() => {
          rememberFocus();
          apply();
        }}
      >
        {t('apply')}
      </Button>
    );
  }

  return (
    <>
      {status !== null && (
        <StatusRow>
          {t('statusLabel')} <StatusBadge status={status} label={roomStatusLabel(status)} />
        </StatusRow>
      )}
      {action}
    </>
  );
}
