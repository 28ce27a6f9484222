import { apiClient, jsonBody } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { ROOM_LIST_PATH } from '@/lib/early-requests';
import { t } from '@/lib/i18n/i18n';
import { readNumber } from '@/lib/raw-values';
import { parseRooms } from './parse-room';
import type { Room } from '../room';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export async function fetchRooms(signal?: AbortSignal): Promise<Room[]> {
  const response = await apiClient().get(ROOM_LIST_PATH, { signal });
  return parseRooms(jsonBody(response));
}

/** GET /external/room-distance: the distance in meters. */
export async function fetchRoomDistance(roomId: string, signal?: AbortSignal): Promise<number> {
  const response = await apiClient().get('/external/room-distance', { params: { room_id: roomId }, signal });
  const body = jsonBody(response);
  // Not Number(): it reads null, '' and false as 0 and [2500] as 2500.
  const meters =
    body && typeof body === 'object' && 'distance_meters' in body ? readNumber(body.distance_meters) : null;
  if (meters === null || meters < 0) {
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      message: t('unexpectedResponse'),
    });
  }
  return meters;
}

/** GET /external/geocode: coordinates, or null when the answer carries none ('Unavailable'). */
export async function fetchGeocode(postcode: string, signal?: AbortSignal): Promise<Coordinates | null> {
  // axios encodes params, so a postcode holding '&' or '#' reaches the server as one value.
  const response = await apiClient().get('/external/geocode', { params: { postcode }, signal });
  const body = jsonBody(response);
  if (!body || typeof body !== 'object') return null;
  const raw = body as { latitude?: unknown; longitude?: unknown };
  // Geocoders such as Nominatim send coordinates as decimal strings; those are as good as numbers.
  const latitude = readNumber(raw.latitude);
  const longitude = readNumber(raw.longitude);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}
