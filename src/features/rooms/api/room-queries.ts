import { queryOptions } from '@tanstack/react-query';
import { fetchGeocode, fetchRoomDistance, fetchRooms } from './rooms-api';

// The room list changes rarely and is large; a minute keeps navigation between screens free of refetches.
export const ROOMS_STALE_TIME_MS = 60_000;

export const roomKeys = {
  all: ['rooms'] as const,
  list: () => [...roomKeys.all, 'list'] as const,
  distance: (roomId: string) => [...roomKeys.all, 'distance', roomId] as const,
  geocode: (postcode: string) => ['geocode', postcode] as const,
};

export const roomQueries = {
  list: () =>
    queryOptions({
      queryKey: roomKeys.list(),
      queryFn: ({ signal }) => fetchRooms(signal),
      staleTime: ROOMS_STALE_TIME_MS,
    }),
  /** Fetched only when the card's Refresh button asks. */
  distance: (roomId: string) =>
    queryOptions({
      queryKey: roomKeys.distance(roomId),
      queryFn: ({ signal }) => fetchRoomDistance(roomId, signal),
      enabled: false,
      retry: false,
    }),
  /** Fetched only when the card's Get Weather button asks; cached per postcode. */
  geocode: (postcode: string) =>
    queryOptions({
      queryKey: roomKeys.geocode(postcode),
      queryFn: ({ signal }) => fetchGeocode(postcode, signal),
      enabled: false,
      retry: false,
      staleTime: Infinity,
    }),
};
