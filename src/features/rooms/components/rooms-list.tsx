import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ErrorMessage, PageSection, PageTitle, StatusMessage } from '@/components/ui/layout';
import { ROOM_GRID_BREAKPOINTS_PX } from '@/config/business-constants';
import { messages } from '@/config/messages';
import { roomQueries } from '../api/room-queries';
import {
  emptyRoomFilters,
  filterRooms,
  suggestFilterToDrop,
  toSearchableRooms,
  type RoomFilters,
} from '../filter-rooms';
import type { Room } from '../room';
import { RoomCard } from './room-card';
import { RoomFiltersForm } from './room-filters-form';

export const RoomGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  @media (min-width: ${ROOM_GRID_BREAKPOINTS_PX.medium}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${ROOM_GRID_BREAKPOINTS_PX.wide}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

const ResultCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
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

const pluralRooms = (count: number) => `${count} ${count === 1 ? 'room' : 'rooms'}`;

export function RoomsList({ filters, onFiltersChange, renderActions, showTitle = true }: RoomsListProps) {
  const roomsQuery = useQuery(roomQueries.list());
  const searchable = useMemo(() => toSearchableRooms(roomsQuery.data ?? []), [roomsQuery.data]);
  const visibleRooms = useMemo(() => filterRooms(searchable, filters), [searchable, filters]);

  let content: ReactNode;
  if (roomsQuery.isPending) {
    content = <StatusMessage role="status">{messages.loadingRooms}</StatusMessage>;
  } else if (roomsQuery.isError && roomsQuery.data === undefined) {
    content = (
      <ErrorRow role="alert">
        <ErrorMessage>{messages.roomsLoadFailed}</ErrorMessage>
        <Button type="button" $variant="secondary" onClick={() => void roomsQuery.refetch()}>
          Try again
        </Button>
      </ErrorRow>
    );
  } else if (visibleRooms.length === 0) {
    const hint = suggestFilterToDrop(searchable, filters);
    content = (
      <div role="status">
        <StatusMessage>{messages.noRoomsFound}</StatusMessage>
        {hint && (
          <Hint>
            Without the {hint.label} filter you would see {pluralRooms(hint.count)}.{' '}
            <Button
              type="button"
              $variant="ghost"
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
        <RoomGrid aria-label="Rooms">
          {visibleRooms.map((room) => (
            <li key={room.id}>
              <RoomCard room={room} renderActions={renderActions} />
            </li>
          ))}
        </RoomGrid>
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
        // Back and Forward change the applied filters; the form's draft starts again from them.
        key={JSON.stringify(filters)}
        applied={filters}
        onSearch={onFiltersChange}
        onReset={() => onFiltersChange(emptyRoomFilters)}
      />
      {content}
    </PageSection>
  );
}
