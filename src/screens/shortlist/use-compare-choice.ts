import { useState } from 'react';
import { COMPARE_MAX_ROOMS, COMPARE_MIN_ROOMS } from '@/config/business-constants';
import type { Room } from '@/features/rooms/room';
import type { ShortlistedRoom } from '@/features/shortlist/shortlist-store';

export interface CompareChoice {
  /** The rooms ticked for Compare, in the order they were ticked. */
  chosenIds: readonly string[];
  /** As many are ticked as a comparison shows: the others cannot be ticked. */
  full: boolean;
  canCompare: boolean;
  toggle: (roomId: string) => void;
}

/**
 * The saved rooms ticked for Compare Rooms. Rooms removed from the shortlist, or no longer listed, drop out of
 * the comparison too; `byId` is null while the room list is unknown, and then no room is dropped for it.
 */
export function useCompareChoice(
  saved: readonly ShortlistedRoom[],
  byId: ReadonlyMap<string, Room> | null,
): CompareChoice {
  const [chosen, setChosen] = useState<string[]>([]);
  const savedIds = new Set(saved.map((room) => room.id));
  const choosable = (id: string) => savedIds.has(id) && (byId === null || byId.has(id));
  const chosenIds = chosen.filter(choosable);
  return {
    chosenIds,
    full: chosenIds.length >= COMPARE_MAX_ROOMS,
    canCompare: chosenIds.length >= COMPARE_MIN_ROOMS,
    // From the latest choice, not the one this render saw: two ticks before React renders again both count.
    toggle: (roomId) =>
      setChosen((previous) => {
        const kept = previous.filter(choosable);
        return kept.includes(roomId) ? kept.filter((other) => other !== roomId) : [...kept, roomId];
      }),
  };
}
