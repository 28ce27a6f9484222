import { HttpResponse, type RequestHandler } from 'msw';
import { findRoom, isObjectId } from '../db';
import { detailResponse, missingField, route, validationErrorResponse } from './fastapi';

/**
 * The backend proxies a geocoder and the OSRM router. Offline, the answers are derived from the postcode
 * with a hash: stable across runs, plausible on a map, and different from room to room.
 */

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

type Coordinates = { latitude: number; longitude: number };

const LONDON: Coordinates = { latitude: 51.5074, longitude: -0.1278 };

/** The contract's own example, so a check against the documented answer holds exactly. */
const KNOWN_POSTCODES: Readonly<Record<string, Coordinates>> = { 'E1 4NS': LONDON };

/** City centres by postcode area (the leading letters), so a postcode lands in the right city. */
const AREA_CENTRES: Readonly<Record<string, Coordinates>> = {
  ...Object.fromEntries(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'].map((area) => [area, LONDON])),
  AB: { latitude: 57.1497, longitude: -2.0943 },
  B: { latitude: 52.4862, longitude: -1.8904 },
  BA: { latitude: 51.3811, longitude: -2.359 },
  BN: { latitude: 50.8225, longitude: -0.1372 },
  BS: { latitude: 51.4545, longitude: -2.5879 },
  BT: { latitude: 54.5973, longitude: -5.9301 },
  CB: { latitude: 52.2053, longitude: 0.1218 },
  CF: { latitude: 51.4816, longitude: -3.1791 },
  CV: { latitude: 52.4068, longitude: -1.5197 },
  DD: { latitude: 56.462, longitude: -2.9707 },
  DH: { latitude: 54.7761, longitude: -1.5733 },
  EH: { latitude: 55.9533, longitude: -3.1883 },
  EX: { latitude: 50.7184, longitude: -3.5339 },
  G: { latitude: 55.8642, longitude: -4.2518 },
  L: { latitude: 53.4084, longitude: -2.9916 },
  LA: { latitude: 54.0466, longitude: -2.8007 },
  LE: { latitude: 52.6369, longitude: -1.1398 },
  LS: { latitude: 53.8008, longitude: -1.5491 },
  M: { latitude: 53.4808, longitude: -2.2426 },
  NE: { latitude: 54.9783, longitude: -1.6178 },
  NG: { latitude: 52.9548, longitude: -1.1581 },
  OX: { latitude: 51.752, longitude: -1.2577 },
  S: { latitude: 53.3811, longitude: -1.4701 },
  SO: { latitude: 50.9097, longitude: -1.4044 },
  YO: { latitude: 53.959, longitude: -1.0815 },
};

// Unknown areas land somewhere in inland England rather than at sea.
const FALLBACK_BOUNDS = { south: 51.0, north: 54.5, west: -3.0, east: 0.0 };
// Roughly ±4.5 km north-south and ±4 km east-west around the area's centre.
const CITY_SPREAD = { latitude: 0.04, longitude: 0.06 };
// About 30 km/h, a typical OSRM driving speed in town: the contract's 2500 m take 300 s.
const SECONDS_PER_METER = 0.12;

/** A stable number in [0, 1) for the text: FNV-1a, tiny and spread well enough to place points on a map. */
function fraction(text: string, salt: string): number {
  let value = 0x811c9dc5;
  for (const char of `${salt}:${text}`) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (value >>> 0) / 2 ** 32;
}

const round6 = (value: number): number => Number(value.toFixed(6));

/** 'e14ns' and ' E1  4NS ' are the same postcode as 'E1 4NS'. */
function normalisePostcode(postcode: string): string | undefined {
  const compact = postcode.trim().replace(/\s+/g, '').toUpperCase();
  return UK_POSTCODE.test(compact) ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : undefined;
}

function geocode(postcode: string): Coordinates | undefined {
  const normalised = normalisePostcode(postcode);
  if (!normalised) return undefined;
  const known = KNOWN_POSTCODES[normalised];
  if (known) return known;
  const lat = fraction(normalised, 'lat');
  const lon = fraction(normalised, 'lon');
  const centre = AREA_CENTRES[/^[A-Z]+/.exec(normalised)?.[0] ?? ''];
  if (centre) {
    return {
      latitude: round6(centre.latitude + (lat * 2 - 1) * CITY_SPREAD.latitude),
      longitude: round6(centre.longitude + (lon * 2 - 1) * CITY_SPREAD.longitude),
    };
  }
  const { south, north, west, east } = FALLBACK_BOUNDS;
  return { latitude: round6(south + lat * (north - south)), longitude: round6(west + lon * (east - west)) };
}

/** The distance service's answer for a route of this length, driven at a city's pace. */
export const drivingRoute = (distanceMeters: number) => ({
  distance_meters: distanceMeters,
  duration_seconds: Math.round(distanceMeters * SECONDS_PER_METER),
});

/** Between 800 m and 12 km, stable per postcode. */
const drivingRouteFor = (postcode: string) =>
  drivingRoute(Math.round(800 + fraction(postcode, 'distance') * 11_200));

export function externalHandlers(baseUrl: string): RequestHandler[] {
  return [
    route('get', baseUrl, '/external/geocode', ({ url }) => {
      const postcode = url.searchParams.get('postcode');
      if (postcode === null) return validationErrorResponse([missingField(['query', 'postcode'])]);
      const coordinates = geocode(postcode);
      return coordinates ? HttpResponse.json(coordinates) : detailResponse(400, 'Could not geocode postcode');
    }),

    route('get', baseUrl, '/external/room-distance', ({ url }) => {
      const roomId = url.searchParams.get('room_id');
      if (roomId === null) return validationErrorResponse([missingField(['query', 'room_id'])]);
      if (!isObjectId(roomId)) return detailResponse(400, 'Invalid room ID');
      const room = findRoom(roomId);
      if (!room) return detailResponse(404, 'Room not found');
      const postcode = normalisePostcode(room.postcode ?? '');
      return postcode
        ? HttpResponse.json(drivingRouteFor(postcode))
        : detailResponse(400, 'Failed to geocode postcodes');
    }),
  ];
}
