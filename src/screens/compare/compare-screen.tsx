import '@/lib/i18n/screen-messages/choosing-screens';
import type { ReactNode } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { ErrorMessage, PageSection, PageTitle, StatusMessage } from '@/components/ui/layout';
import {
  ACADEMIC_YEAR_MONTHS,
  COMPARE_MAX_ROOMS,
  COMPARE_MIN_ROOMS,
  YEAR_MONTHS,
} from '@/config/business-constants';
import { color, radius, space } from '@/config/design-tokens';
import { useSession } from '@/features/auth/session-context';
import { RoomApplicationControls } from '@/features/applications/components/room-application-controls';
import { roomQueries } from '@/features/rooms/api/room-queries';
import type { Coordinates } from '@/features/rooms/api/rooms-api';
import { RoomMap } from '@/features/rooms/components/room-map';
import { highlightHandlers, useRoomHighlight } from '@/features/rooms/use-room-highlight';
import { formatCoordinates, formatDistance, formatMonthlyPrice } from '@/features/rooms/format-room';
import { displayLanguageName } from '@/lib/i18n/i18n';
import { openStreetMapUrl } from '@/features/rooms/map-projection';
import { roomDisplayName, type Room } from '@/features/rooms/room';
import { formatDollars } from '@/lib/i18n/format-number';
import { Bidi } from '@/components/ui/bidi';
import { useT } from '@/lib/i18n/use-t';
import { parseIdList } from '@/lib/id-list-param';

const Note = styled.p`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.sm};
  background: ${color.warningSurface};
  color: ${color.warning};
  font-weight: 600;
`;

/**
 * What the table shows, above it rather than its <caption>: a caption is as wide as the table, so on a phone
 * it was cut off at the edge of the scrolling box. It still names the table and its scrolling region.
 */
const TableDescription = styled.p`
  margin: 0 0 ${space(2)};
  color: ${color.textMuted};
`;

/** Only the table scrolls sideways on a phone; the page never does. */
const ScrollRegion = styled.div`
  overflow-x: auto;
  max-inline-size: 100%;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

// Sticky first column: the fact names stay in view while the rooms scroll under them. They break between
// words only ('Coordinates' whole), which sets the column's width.
const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  inline-size: 100%;
  min-inline-size: 560px;
  th,
  td {
    padding: ${space(3)};
    text-align: start;
    vertical-align: top;
    border-block-start: 1px solid ${color.border};
    min-inline-size: 150px;
  }
  thead th {
    font-size: 1rem;
  }
  th[scope='row'],
  thead th:first-child {
    overflow-wrap: normal;
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: ${color.surface};
    min-inline-size: 120px;
    max-inline-size: 160px;
    border-inline-end: 1px solid ${color.border};
  }
  [data-highlighted] {
    background: ${color.surfaceMuted};
  }
  th[scope='col']:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: -3px;
  }
  @media print {
    min-inline-size: 0;
    table-layout: fixed;
    font-size: 10pt;
    th,
    td {
      min-inline-size: 0;
      padding: 4pt;
    }
  }
`;

const Mark = styled(Badge).attrs({ tone: 'success' })`
  margin-inline-start: ${space(2)};
`;

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  align-items: flex-start;
`;

/** Printed, the page is the table: one page, no navigation, map or buttons. */
const PrintLayout = createGlobalStyle`
  @media print {
    @page { size: landscape; margin: 10mm; }
    header, .Toastify, [data-print='hide'], button { display: none !important; }
    [data-print='table'] { overflow: visible !important; border: 0 !important; }
  }
`;

type Answer<T> = { data?: T; isError: boolean; isPending: boolean };

/** The indexes holding the smallest value, when the values differ at all: ties are all marked. */
function lowest(values: readonly (number | null | undefined)[]): Set<number> {
  const known = values.flatMap((value, index) => (typeof value === 'number' ? [{ value, index }] : []));
  if (known.length < 2) return new Set();
  const min = Math.min(...known.map((entry) => entry.value));
  if (known.every((entry) => entry.value === min)) return new Set();
  return new Set(known.filter((entry) => entry.value === min).map((entry) => entry.index));
}

/** Compare Rooms (docs/choosing-a-room.md#compare): 2 to 4 rooms side by side, and where they are. */
export function CompareScreen() {
  const t = useT();
  const { ids } = useSearch({ from: '/_authenticated/compare' });
  const requested = parseIdList(ids).ids;
  const rooms = useQuery(roomQueries.list());

  let body: ReactNode;
  if (rooms.isPending) body = <StatusMessage role="status">{t('loadingRooms')}</StatusMessage>;
  // A failed background refetch keeps the list it had: the table stays, as Room Listings' grid does.
  else if (rooms.data === undefined) body = <ErrorMessage role="alert">{t('roomsLoadFailed')}</ErrorMessage>;
  else {
    const byId = new Map(rooms.data.map((room) => [room.id, room]));
    const listed = requested.flatMap((id) => byId.get(id) ?? []);
    const unknownCount = requested.length - listed.length;
    const compared = listed.slice(0, COMPARE_MAX_ROOMS);
    body = (
      <>
        {unknownCount > 0 && <Note>{t('compareUnknownIds', { count: unknownCount })}</Note>}
        {listed.length > COMPARE_MAX_ROOMS && <Note>{t('compareTooMany', { max: COMPARE_MAX_ROOMS })}</Note>}
        {compared.length < COMPARE_MIN_ROOMS ? (
          <StatusMessage>
            {t('compareTooFew')} <Link to="/shortlist">{t('compareBackToShortlist')}</Link> ·{' '}
            <Link to="/rooms">{t('roomListings')}</Link>
          </StatusMessage>
        ) : (
          <ComparisonTable rooms={compared} />
        )}
      </>
    );
  }
  return (
    <PageSection>
      <PageTitle>{t('roomComparisonTitle')}</PageTitle>
      {body}
    </PageSection>
  );
}

function ComparisonTable({ rooms }: { rooms: readonly Room[] }) {
  const t = useT();
  const username = useSession()?.username ?? null;
  const highlight = useRoomHighlight();
  // Asked when the page opens, for these rooms only; shared with the cards' Refresh and Get Weather, and
  // cancelled when the page is left before they answer (docs/choosing-a-room.md#compare).
  const distances: Answer<number>[] = useQueries({
    queries: rooms.map((room) => roomQueries.distance(room.id)),
  });
  const geocodes: Answer<Coordinates | null>[] = useQueries({
    queries: rooms.map((room) => ({
      ...roomQueries.geocode(room.postcode ?? ''),
      enabled: room.postcode !== null,
    })),
  });
  const cheapest = lowest(rooms.map((room) => room.pricePerMonth));
  const closest = lowest(distances.map((answer) => answer.data));

  const column = (index: number) => ({
    'data-highlighted': highlight.roomId === rooms[index]?.id ? '' : undefined,
  });
  const price = (room: Room, months: number) =>
    room.pricePerMonth === null ? (
      t('compareNoPrice')
    ) : (
      <Bidi dir="auto">{formatDollars(room.pricePerMonth * months)}</Bidi>
    );
  const lookup = <T,>(answer: Answer<T> | undefined, show: (value: T) => ReactNode, ready = true) => {
    if (!ready) return t('compareUnavailable');
    // A failed refetch (coming back online refetches everything) keeps the answer it had.
    if (answer?.data !== undefined) return show(answer.data);
    return answer?.isError ? t('compareUnavailable') : t('compareLoading');
  };

  // Prices, distances, postcodes and coordinates are isolated, so right to left each keeps its own order
  // (docs/right-to-left.md#bidi-isolation).
  const rows: { label: string; cells: (room: Room, index: number) => ReactNode }[] = [
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
      cells: (room) => price(room, ACADEMIC_YEAR_MONTHS),
    },
    { label: t('comparePerYear', { months: YEAR_MONTHS }), cells: (room) => price(room, YEAR_MONTHS) },
    {
      label: t('compareDistance'),
      cells: (_room, index) => (
        <>
          {lookup(distances[index], (meters) => (
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
          geocodes[index],
          (coordinates: Coordinates | null) =>
            coordinates ? (
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
            ) : (
              t('mapLocationUnavailable')
            ),
          room.postcode !== null,
        ),
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

  return (
    <>
      <PrintLayout />
      <TableDescription id="compare-caption">{t('compareCaption')}</TableDescription>
      <ScrollRegion role="region" aria-labelledby="compare-caption" tabIndex={0} data-print="table">
        <Table aria-labelledby="compare-caption">
          <thead>
            <tr>
              <th scope="col">{t('compareFact')}</th>
              {rooms.map((room) => (
                <th key={room.id} scope="col" tabIndex={0} {...highlightHandlers(highlight, room.id)}>
                  {roomDisplayName(room)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {rooms.map((room, index) => (
                  <td key={room.id} {...column(index)}>
                    {row.cells(room, index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <div data-print="hide">
        <RoomMap
          rooms={rooms.map((room) => ({ id: room.id, name: roomDisplayName(room), postcode: room.postcode }))}
          highlight={highlight}
        />
      </div>
    </>
  );
}
