import '@/lib/i18n/screen-messages/choosing-screens';
import { useId } from 'react';
import { CAMPUS_POSTCODE } from '@/config/business-constants';
import { useT } from '@/lib/i18n/use-t';
import type { RoomHighlight } from '../use-room-highlight';
import { RoomMapDrawing } from './room-map-drawing';
import { RoomMapLegend } from './room-map-legend';
import { Figure, Heading, Muted } from './room-map-styles';
import { useMapPlaces, type MapRoom } from './use-map-places';

interface RoomMapProps {
  rooms: readonly MapRoom[];
  /** The room whose dot, and whose card or column elsewhere on the page, is emphasised. */
  highlight: RoomHighlight;
}

/**
 * Where the rooms are, drawn as SVG from their geocoded postcodes (docs/choosing-a-room.md#map): no tiles,
 * nothing fetched but the backend's own geocoding.
 */
export function RoomMap({ rooms, highlight }: RoomMapProps) {
  const t = useT();
  const headingId = useId();
  const places = useMapPlaces(rooms);

  return (
    <Figure aria-labelledby={headingId}>
      <Heading id={headingId}>{t('mapTitle')}</Heading>
      <Muted>{t('mapDescription', { postcode: CAMPUS_POSTCODE })}</Muted>
      <RoomMapDrawing places={places} highlight={highlight} labelledBy={headingId} />
      {places.locating && <Muted role="status">{t('mapLocating')}</Muted>}
      {places.campusUnplaced && <Muted>{t('mapCampusUnavailable', { postcode: CAMPUS_POSTCODE })}</Muted>}
      <RoomMapLegend located={places.located} highlight={highlight} />
      {!places.locating && places.placed.length === 0 && rooms.length > 0 && (
        <Muted>{t('mapNoLocations')}</Muted>
      )}
    </Figure>
  );
}
