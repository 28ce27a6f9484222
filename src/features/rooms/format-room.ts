import { COORDINATE_DECIMALS, DISTANCE_DECIMALS, METERS_PER_KILOMETER } from '@/config/business-constants';
import type { Coordinates } from './api/rooms-api';

/** '$650/mo'. */
export function formatMonthlyPrice(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}/mo`;
}

/** '2.5 km'. */
export function formatDistance(meters: number): string {
  return `${(meters / METERS_PER_KILOMETER).toFixed(DISTANCE_DECIMALS)} km`;
}

/** 'Lat: 51.5074, Lng: -0.1278'. */
export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  return `Lat: ${latitude.toFixed(COORDINATE_DECIMALS)}, Lng: ${longitude.toFixed(COORDINATE_DECIMALS)}`;
}
