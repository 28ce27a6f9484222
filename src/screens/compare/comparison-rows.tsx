import '@/lib/i18n/screen-messages/choosing-screens';
import type { ReactNode } from 'react';
import { Bidi } from '@/components/ui/bidi';
import { ACADEMIC_YEAR_MONTHS, YEAR_MONTHS } from '@/config/business-constants';
import { useSession } from '@/features/auth/session-context';
import { RoomApplicationControls } from '@/features/applications/components/room-application-controls';
import type { Coordinates } from '@/features/rooms/api/rooms-api';
import { formatCoordinates, formatDistance, formatMonthlyPrice } from '@/features/rooms/format-room';
import { openStreetMapUrl } from '@/features/rooms/map-projection';
import { roomDisplayName, type Room } from '@/features/rooms/room';
import { formatDollars } from '@/lib/i18n/format-number';
import { displayLanguageName } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { Cell, Mark } from './compare-styles';
import { useComparedFacts, type Answer } from './use-compared-facts';

type Translate = ReturnType<typeof useT>;

/** One fact of the comparison: its name, and its cell for each room. */
export interface ComparisonRow {
  label: string;
  cells: (room: Room, index: number) => ReactNode;
}

function priceOver(t: Translate, room: Room, months: number): ReactNode {
  if (room.pricePerMonth === null) return t('compareNoPrice');
  return <Bidi dir="auto">{formatDollars(room.pricePerMonth * months)}</Bidi>;
}

/** A look-up's answer as `show` draws it; Loading while it is asked, Unavailable when it failed or cannot be. */
function lookup<T>(t: Translate, answer: Answer<T> | undefined, show: (value: T) => ReactNode, ready = true) {
  if (!ready) return t('compareUnavailable');
  // A failed refetch (coming back online refetches everything) keeps the answer it had.
  if (answer?.data !== undefined) return show(answer.data);
  return answer?.isError ? t('compareUnavailable') : t('compareLoading');
}

function CoordinatesCell({ room, coordinates }: { room: Room; coordinates: Coordinates | null }) {
  const t = useT();
  if (!coordinates) return t('mapLocationUnavailable');
  return (
    <Cell>
      <Bidi dir="auto">{formatCoordinates(coordinates)}</Bidi>
      <a
        href={openStreetMapUrl(coordinates)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('mapOpenInOsmFor', { name: roomDisplayName(room) })}
      >
        {t('mapOpenInOsm')}
      </a>
    </Cell>
  );
}

/**
 * The comparison's facts, one row each. Prices, distances, postcodes and coordinates are isolated, so right to
 * left each keeps its own order (docs/right-to-left.md#bidi-isolation).
 */
export function useComparisonRows(rooms: readonly Room[]): ComparisonRow[] {
  const t = useT();
  const username = useSession()?.username ?? null;
  const { distances, geocodes, cheapest, closest } = useComparedFacts(rooms);
  return [
    {
      label: t('comparePerMonth'),
      cells: (room, index) => (
        <>
          {room.pricePerMonth === null ? (
            t('compareNoPrice')
          ) : (
            <Bidi dir="auto">{formatMonthlyPrice(room.pricePerMonth)}</Bidi>
          )}
          {cheapest.has(index) && <Mark>{t('compareCheapest')}</Mark>}
        </>
      ),
    },
    {
      label: t('comparePerAcademicYear', { months: ACADEMIC_YEAR_MONTHS }),
      cells: (room) => priceOver(t, room, ACADEMIC_YEAR_MONTHS),
    },
    { label: t('comparePerYear', { months: YEAR_MONTHS }), cells: (room) => priceOver(t, room, YEAR_MONTHS) },
    {
      label: t('compareDistance'),
      cells: (_room, index) => (
        <>
          {lookup(t, distances[index], (meters) => (
            <Bidi dir="auto">{formatDistance(meters)}</Bidi>
          ))}
          {closest.has(index) && <Mark>{t('compareClosest')}</Mark>}
        </>
      ),
    },
    {
      label: t('comparePostcode'),
      cells: (room) => (room.postcode === null ? t('compareUnavailable') : <Bidi>{room.postcode}</Bidi>),
    },
    {
      label: t('compareCoordinates'),
      cells: (room, index) =>
        lookup(
          t,
          geocodes[index],
          (coordinates) => <CoordinatesCell room={room} coordinates={coordinates} />,
          room.postcode !== null,
        ),
    },
    {
      label: t('compareDescription'),
      cells: (room) => (room.description ? <Bidi dir="auto">{room.description}</Bidi> : t('compareNone')),
    },
    {
      label: t('compareLanguages'),
      cells: (room) =>
        room.languages.length === 0 ? t('compareNone') : room.languages.map(displayLanguageName).join(', '),
    },
    {
      label: t('compareApplication'),
      cells: (room) => (
        <Cell>
          <RoomApplicationControls roomId={room.id} roomName={roomDisplayName(room)} username={username} />
        </Cell>
      ),
    },
  ];
}
