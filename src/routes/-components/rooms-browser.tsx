import { useCallback } from 'react';
import { useSession } from '@/features/auth/session-context';
import { RoomApplicationControls } from '@/features/applications/components/room-application-controls';
import { RoomsList } from '@/features/rooms/components/rooms-list';
import { roomDisplayName, type Room } from '@/features/rooms/room';

/** Room listings with each card's application status and action: where rooms meet applications. */
export function RoomsBrowser({ embedded = false }: { embedded?: boolean }) {
  const username = useSession()?.username ?? null;
  const renderActions = useCallback(
    (room: Room) => (
      <RoomApplicationControls roomId={room.id} roomName={roomDisplayName(room)} username={username} />
    ),
    [username],
  );
  return <RoomsList renderActions={renderActions} showTitle={!embedded} />;
}
