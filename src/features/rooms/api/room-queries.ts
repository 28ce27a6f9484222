import { queryOptions } from '@tanstack/react-query';
import { fetchGeocode, fetchRoomDistance, fetchRooms } from './rooms-api';

// The room list changes rarely and is large; a minute keeps navigation between screens free of refetches.
const ROOMS_STALE_TIME_MS = 60_000;

/**
 * A room's distance and a postcode's coordinates do not change: once known they are kept for the session,
 * fresh and never collected, so the map and Compare Rooms, opened again an hour later, ask nothing twice
 * (docs/choosing-a-room.md#compare). Logging out clears the cache. A card's button still asks again: that is
 * what it is for (use-room-lookups.ts). A failed look-up is not retried: the button is the retry.
 */
const LOOKUP = { retry: false, staleTime: Infinity, gcTime: Infinity } as const;

/**
 * Every postcode's geocode query starts with this. Geocodes are also saved with the room list for offline use
 * and kept for the session once restored (docs/offline.md#saved-data).
 */
export const GEOCODE_KEY_PREFIX = ['geocode'] as const;

const roomKeys = {
  all: ['rooms'] as const,
  list: () => [...roomKeys.all, 'list'] as const,
  distance: (roomId: string) => [...roomKeys.all, 'distance', roomId] as const,
  geocode: (postcode: string) => [...GEOCODE_KEY_PREFIX, postcode] as const,
};

export const roomQueries = {
  list: () =>
    queryOptions({
      queryKey: roomKeys.list(),
      queryFn: ({ signal }) => fetchRooms(signal),
      staleTime: ROOMS_STALE_TIME_MS,
      // Comparing a refetched long list with the cached one, room by room, is a long task on every refetch
      // (docs/performance.md#queries-and-bundles). A fresh array costs less: the visible cards render again
      // and the search preparation is redone on the next search, and the grid keeps its rows and focus
      // because the room ids are unchanged.
      structuralSharing: false,
    }),
  /** Fetched only when the card's Refresh button asks (use-room-lookups.ts creates it then). */
  distance: (roomId: string) =>
    queryOptions({
      queryKey: roomKeys.distance(roomId),
      queryFn: ({ signal }) => fetchRoomDistance(roomId, signal),
      ...LOOKUP,
    }),
  /** Fetched only when the card's Get Weather button asks; cached per postcode, so cards share it. */
  geocode: (postcode: string) =>
    queryOptions({
      queryKey: roomKeys.geocode(postcode),
      queryFn: ({ signal }) => fetchGeocode(postcode, signal),
      ...LOOKUP,
    }),
};
