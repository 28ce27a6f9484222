import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ErrorMessage, PageSection, PageTitle, StatusMessage } from '@/components/ui/layout';
import { messages } from '@/config/messages';
import { roomQueries } from '../api/room-queries';
import { filterRoomList } from '../filter-rooms';
import { emptyRoomFilters, type RoomFilters } from '../room-filters';
import { prepareSearchIndexWhenIdle, searchIndexOf } from '../room-search-index';
import { suggestFilterToDrop } from '../suggest-filter-to-drop';
import type { Room } from '../room';
import { RoomCardGrid } from './room-card-grid';
import { RoomGridSkeleton } from './room-card-skeleton';
import { RoomFiltersForm } from './room-filters-form';
import { color, space } from '@/config/design-tokens';

const ResultCount = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

const Hint = styled.p`
  margin: ${space(2)} 0 0;
  text-align: center;
  color: ${color.textMuted};
`;

const ErrorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

interface RoomsListProps {
  /** The applied filters; the owner decides where they live (the URL on /rooms, local state on Home). */
  filters: RoomFilters;
  onFiltersChange: (filters: RoomFilters) => void;
  /** Renders the status badge and action of a card; keep it stable so cards stay memoised. */
  renderActions?: (room: Room) => ReactNode;
  /** The page title is shown on /rooms and left out where the list is embedded. */
  showTitle?: boolean;
}

const NO_ROOMS: Room[] = [];

const pluralRooms = (count: number) => `${count} ${count === 1 ? 'room' : 'rooms'}`;

export function RoomsList({ filters, onFiltersChange, renderActions, showTitle = true }: RoomsListProps) {
  const roomsQuery = useQuery(roomQueries.list());
  const rooms = roomsQuery.data ?? NO_ROOMS;
  // Memoised on the filters' values, not the object: owners rebuild it from the URL on every render.
  const { location, maxPrice, language, postcode } = filters;
  const visibleRooms = useMemo(
    () => filterRoomList(rooms, { location, maxPrice, language, postcode }),
    [rooms, location, maxPrice, language, postcode],
  );
  useEffect(() => prepareSearchIndexWhenIdle(rooms), [rooms]);

  let content: ReactNode;
  if (roomsQuery.isPending) {
    content = (
      <>
        {/* The text stays for assistive technology; the skeleton keeps the page from jumping. */}
        <StatusMessage role="status">{messages.loadingRooms}</StatusMessage>
        <RoomGridSkeleton />
      </>
    );
  } else if (roomsQuery.isError && roomsQuery.data === undefined) {
    content = (
      <ErrorRow role="alert">
        <ErrorMessage>{messages.roomsLoadFailed}</ErrorMessage>
        <Button type="button" variant="secondary" onClick={() => void roomsQuery.refetch()}>
          Try again
        </Button>
      </ErrorRow>
    );
  } else if (visibleRooms.length === 0) {
    const hint = suggestFilterToDrop(searchIndexOf(rooms), filters);
    content = (
      <div role="status">
        <StatusMessage>{messages.noRoomsFound}</StatusMessage>
        {hint && (
          <Hint>
            Without the {hint.label} filter you would see {pluralRooms(hint.count)}.{' '}
            <Button
              type="button"
              variant="ghost"
              onClick={() => onFiltersChange({ ...filters, [hint.field]: '' })}
            >
              Remove {hint.label}
            </Button>
          </Hint>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <ResultCount role="status">{pluralRooms(visibleRooms.length)}</ResultCount>
        <RoomCardGrid rooms={visibleRooms} renderActions={renderActions} />
      </>
    );
  }

  return (
    <PageSection
      aria-labelledby={showTitle ? 'rooms-title' : undefined}
      aria-label={showTitle ? undefined : 'Rooms'}
    >
      {showTitle && <PageTitle id="rooms-title">Room Listings</PageTitle>}
      <RoomFiltersForm
        // Not re-keyed on the filters: the form follows Back and Forward itself, and keeps keyboard focus.
        applied={filters}
        onSearch={onFiltersChange}
        onReset={() => onFiltersChange(emptyRoomFilters)}
      />
      {content}
    </PageSection>
  );
}
