import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ListNewRoomButton } from '@/features/demo/list-new-room-button';
import { showListedRoom } from '@/features/rooms/api/listed-room';
import { useSavedSearches } from '@/features/saved-searches/saved-searches-context';

/**
 * The demo panel's List a new room button, composed here because it joins three features: the demo's button,
 * the saved searches (the last one is the most recently saved) and the room list it adds the room to
 * (docs/demo-and-qa.md#new-rooms). Demo builds only: the root layout loads it lazily, when the panel opens.
 */
export function DemoRoomListing() {
  const { searches } = useSavedSearches();
  const queryClient = useQueryClient();
  const onListed = useCallback((room: unknown) => showListedRoom(queryClient, room), [queryClient]);
  return <ListNewRoomButton criteria={searches.at(-1) ?? null} onListed={onListed} />;
}
