import '@/lib/i18n/screen-messages/room-screens';
import { COORDINATE_DECIMALS, DISTANCE_DECIMALS, METERS_PER_KILOMETER } from '@/config/business-constants';
import { formatDollars, formatNumber } from '@/lib/i18n/format-number';
import { t } from '@/lib/i18n/i18n';
import type { Coordinates } from './api/rooms-api';

// In the language shown now; English keeps the specification's forms exactly (docs/languages.md#numbers-and-dates).

/** '$650/mo'. */
export function formatMonthlyPrice(price: number): string {
  return t('pricePerMonth', { price: formatDollars(price) });
}

/** '2.5 km'. */
export function formatDistance(meters: number): string {
  return formatNumber(meters / METERS_PER_KILOMETER, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: DISTANCE_DECIMALS,
    maximumFractionDigits: DISTANCE_DECIMALS,
  });
}

const coordinate = (value: number) =>
  formatNumber(value, {
    minimumFractionDigits: COORDINATE_DECIMALS,
    maximumFractionDigits: COORDINATE_DECIMALS,
  });

/** 'Lat: 51.5074, Lng: -0.1278'. */
export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  return t('coordinates', { latitude: coordinate(latitude), longitude: coordinate(longitude) });
}
