import type { ReactNode } from 'react';
import { useSession } from '@/features/auth/session-context';
import { RoomApplicationControls } from '@/features/applications/components/room-application-controls';
import { roomDisplayName, type Room } from '@/features/rooms/room';
import { ShortlistToggle } from '@/features/shortlist/components/shortlist-toggle';

/** A shortlisted room card's actions: Apply or Cancel, the Saved toggle, and whatever the list adds. */
export function useCardActions() {
  const username = useSession()?.username ?? null;
  return (room: Room, extra?: ReactNode) => {
    const name = roomDisplayName(room);
    return (
      <>
        <RoomApplicationControls roomId={room.id} roomName={name} username={username} />
        <ShortlistToggle room={{ id: room.id, name }} />
        {extra}
      </>
    );
  };
}
