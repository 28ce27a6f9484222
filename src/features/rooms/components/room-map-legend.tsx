import '@/lib/i18n/screen-messages/choosing-screens';
import { useT } from '@/lib/i18n/use-t';
import { openStreetMapUrl } from '../map-projection';
import { highlightHandlers, type RoomHighlight } from '../use-room-highlight';
import { Legend, Marker, Muted } from './room-map-styles';
import type { LocatedRoom } from './use-map-places';

/** Every room by its dot's number, with a link to its place or why it has none: the map in words. */
export function RoomMapLegend({ located, highlight }: { located: LocatedRoom[]; highlight: RoomHighlight }) {
  const t = useT();
  return (
    <Legend aria-label={t('mapTitle')}>
      {located.map(({ room, number, coordinates, failed }) => (
        <li key={room.id} {...highlightHandlers(highlight, room.id)}>
          <Marker aria-hidden="true">{number}</Marker>
          <span>{room.name}</span>
          {coordinates && (
            <a
              href={openStreetMapUrl(coordinates)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('mapOpenInOsmFor', { name: room.name })}
            >
              {t('mapOpenInOsm')}
            </a>
          )}
          {failed && <Muted>{t('mapLocationUnavailable')}</Muted>}
        </li>
      ))}
    </Legend>
  );
}
