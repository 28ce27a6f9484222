import { useQueries } from '@tanstack/react-query';
import { roomQueries } from '@/features/rooms/api/room-queries';
import type { Coordinates } from '@/features/rooms/api/rooms-api';
import type { Room } from '@/features/rooms/room';

/** What a look-up has answered so far: a query's result, read the same for distances and geocodes. */
export type Answer<T> = { data?: T; isError: boolean; isPending: boolean };

export interface ComparedFacts {
  /** Each room's distance to campus, by the room's index. */
  distances: Answer<number>[];
  /** Each room's coordinates, by the room's index; a room without a postcode is never asked for. */
  geocodes: Answer<Coordinates | null>[];
  /** The indexes of the cheapest and the closest rooms. */
  cheapest: Set<number>;
  closest: Set<number>;
}

/** The indexes holding the smallest value, when the values differ at all: ties are all marked. */
function lowest(values: readonly (number | null | undefined)[]): Set<number> {
  const known = values.flatMap((value, index) => (typeof value === 'number' ? [{ value, index }] : []));
  if (known.length < 2) return new Set();
  const min = Math.min(...known.map((entry) => entry.value));
  if (known.every((entry) => entry.value === min)) return new Set();
  return new Set(known.filter((entry) => entry.value === min).map((entry) => entry.index));
}

/**
 * The compared rooms' distances and coordinates, asked when the page opens, for these rooms only; shared with
 * the cards' Refresh and Get Weather, and cancelled when the page is left before they answer
 * (docs/choosing-a-room.md#compare).
 */
export function useComparedFacts(rooms: readonly Room[]): ComparedFacts {
  const distances: Answer<number>[] = useQueries({
    queries: rooms.map((room) => roomQueries.distance(room.id)),
  });
  const geocodes: Answer<Coordinates | null>[] = useQueries({
    queries: rooms.map((room) => ({
      ...roomQueries.geocode(room.postcode ?? ''),
      enabled: room.postcode !== null,
    })),
  });
  return {
    distances,
    geocodes,
    cheapest: lowest(rooms.map((room) => room.pricePerMonth)),
    closest: lowest(distances.map((answer) => answer.data)),
  };
}
