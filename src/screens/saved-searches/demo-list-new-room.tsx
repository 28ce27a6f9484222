import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ListNewRoomSlot } from '@/features/demo/list-new-room-slot';
import { showListedRoom } from '@/features/rooms/api/listed-room';
import type { SavedSearch } from '@/features/saved-searches/saved-search';

/**
 * The demo build's List a new room, pressable here without opening the demo panel (docs/demo-and-qa.md#new-rooms):
 * it lists a room the most recently saved search matches, and the list shows it at once. The slot renders
 * nothing against a real backend, whose build leaves the button out.
 */
export function DemoListNewRoom({ searches }: { searches: readonly SavedSearch[] }) {
  const queryClient = useQueryClient();
  const onListed = useCallback((room: unknown) => showListedRoom(queryClient, room), [queryClient]);
  return <ListNewRoomSlot criteria={searches.at(-1) ?? null} onListed={onListed} />;
}
