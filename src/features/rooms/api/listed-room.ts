import type { QueryClient } from '@tanstack/react-query';
import type { Room } from '../room';
import { parseRoom } from './parse-room';
import { roomQueries } from './room-queries';

/**
 * Shows a room just listed with `POST /rooms/` (the demo's List a new room): added to the cached list at once,
 * so it shows even where the list cannot be refetched now (the demo offline, docs/demo-and-qa.md#new-rooms),
 * and the list is then refetched. Not awaited: offline, that refetch waits for the network.
 */
export function showListedRoom(queryClient: QueryClient, raw: unknown): void {
  const room = parseRoom(raw);
  const { queryKey } = roomQueries.list();
  if (room) {
    queryClient.setQueryData<Room[]>(queryKey, (rooms) =>
      rooms && !rooms.some((listed) => listed.id === room.id) ? [...rooms, room] : rooms,
    );
  }
  void queryClient.invalidateQueries({ queryKey });
}
