import '@/lib/i18n/screen-messages/room-screens';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { MutedText, PageSection, PageTitle, StatusMessage } from '@/components/ui/layout';
import { loadProblemOf, useFocusAfterProblem } from '@/components/ui/load-problem';
import { useT } from '@/lib/i18n/use-t';
import { roomQueries } from '../api/room-queries';
import { filterRoomList } from '../filter-rooms';
import { emptyRoomFilters, type RoomFilters } from '../room-filters';
import { prepareSearchIndexWhenIdle, searchIndexOf } from '../room-search-index';
import { suggestFilterToDrop } from '../suggest-filter-to-drop';
import type { Room } from '../room';
import { RoomCardGrid } from './room-card-grid';
import { RoomListProblem } from './room-list-problem';
import { RoomGridSkeleton } from './room-card-skeleton';
import { RoomFiltersForm } from './room-filters-form';
import { RoomSortSelect } from './room-sort-select';
import { DEFAULT_ROOM_SORT_ORDER, type RoomSortOrder } from '../room-sort-order';
import { orderRoomMatches } from '../sort-rooms';
import { color, space } from '@/config/design-tokens';

const ResultBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${space(3)};
`;

const Hint = styled.p`
  margin: ${space(2)} 0 0;
  text-align: center;
  color: ${color.textMuted};
`;

const NewCount = styled.span`
  color: ${color.text};
  font-weight: 600;
`;

/**
 * '12 rooms', and '· 3 new rooms' when an opened saved search has new ones among them. One status: the new
 * rooms, which arrive after the list, are announced politely, once, with the count.
 */
interface RoomCountProps {
  rooms: Room[];
  newRoomIds: ReadonlySet<string> | undefined;
  ref: Ref<HTMLParagraphElement>;
}

function RoomCount({ rooms, newRoomIds, ref }: RoomCountProps) {
  const t = useT();
  const newCount = useMemo(
    () => (newRoomIds ? rooms.filter((room) => newRoomIds.has(room.id)).length : 0),
    [newRoomIds, rooms],
  );
  return (
    <MutedText ref={ref} role="status" tabIndex={-1}>
      {t('roomCount', { count: rooms.length })}
      {newCount > 0 && <NewCount> · {t('newRoomCount', { count: newCount })}</NewCount>}
    </MutedText>
  );
}

interface RoomsListProps {
  /** The applied filters; the owner decides where they live (the URL on /rooms, local state on Home). */
  filters: RoomFilters;
  onFiltersChange: (filters: RoomFilters) => void;
  /** Renders the status badge and action of a card; keep it stable so cards stay memoised. */
  renderActions?: (room: Room) => ReactNode;
  /** The page title is shown on /rooms and left out where the list is embedded. */
  showTitle?: boolean;
  /** The order of the results; Sort by is offered only when the owner can keep a change. */
  sort?: RoomSortOrder;
  onSortChange?: (sort: RoomSortOrder) => void;
  /** Buttons beside Search and Reset (Room Listings' Save search). */
  filterActions?: ReactNode;
  /** A note under the title about what the page shows (an opened saved search left part of itself out). */
  notice?: ReactNode;
  /**
   * Rooms to mark New, with their count beside the room count: an opened saved search's rooms first seen
   * since its previous opening (docs/saved-searches.md#new-rooms). Keep it stable: cards are memoised.
   */
  newRoomIds?: ReadonlySet<string> | undefined;
}

const NO_ROOMS: Room[] = [];

const sameFilters = (a: RoomFilters, b: RoomFilters) =>
  a.location === b.location &&
  a.maxPrice === b.maxPrice &&
  a.language === b.language &&
  a.postcode === b.postcode;

/**
 * The filters to show results for: the owner's (the URL, on /rooms), or the ones the user just asked for
 * while the owner catches up. Applying them in the click's own render shows the results without waiting
 * for the router to write the URL; Back and Forward change the owner's filters and win as before.
 */
function useAppliedFilters(owned: RoomFilters, onChange: (filters: RoomFilters) => void) {
  const [requested, setRequested] = useState<RoomFilters | null>(null);
  const [seenOwned, setSeenOwned] = useState(owned);
  // Any change of the owner's filters (it caught up, or Back and Forward) makes them the truth again.
  // Adjusted while rendering, as React's docs describe: no effect, no extra frame.
  if (!sameFilters(seenOwned, owned)) {
    setSeenOwned(owned);
    setRequested(null);
  }
  const apply = (next: RoomFilters) => {
    setRequested(sameFilters(next, owned) ? null : next);
    onChange(next);
  };
  return [requested ?? owned, apply] as const;
}

export function RoomsList({
  filters: owned,
  onFiltersChange,
  renderActions,
  showTitle = true,
  sort = DEFAULT_ROOM_SORT_ORDER,
  onSortChange,
  filterActions,
  notice,
  newRoomIds,
}: RoomsListProps) {
  const t = useT();
  const roomsQuery = useQuery(roomQueries.list());
  const rooms = roomsQuery.data ?? NO_ROOMS;
  const [filters, applyFilters] = useAppliedFilters(owned, onFiltersChange);
  // Memoised on the filters' values, not the object: owners rebuild it from the URL on every render.
  const { location, maxPrice, language, postcode } = filters;
  const matchingRooms = useMemo(
    () => filterRoomList(rooms, { location, maxPrice, language, postcode }),
    [rooms, location, maxPrice, language, postcode],
  );
  const visibleRooms = useMemo(
    () => orderRoomMatches(rooms, matchingRooms, sort),
    [rooms, matchingRooms, sort],
  );
  useEffect(() => prepareSearchIndexWhenIdle(rooms), [rooms]);
  const problem = loadProblemOf(roomsQuery);
  // What a successful Try again shows first: the room count, or the note that none match.
  const answer = useRef<HTMLElement>(null);
  const setAnswer = useCallback((element: HTMLElement | null) => void (answer.current = element), []);
  const { onLeaveWithFocus } = useFocusAfterProblem(answer);

  let content: ReactNode;
  if (problem.failed) {
    content = (
      <RoomListProblem
        onRetry={problem.retry}
        isRetrying={problem.isRetrying}
        onLeaveWithFocus={onLeaveWithFocus}
      />
    );
  } else if (roomsQuery.isPending) {
    content = (
      <>
        {/* The text stays for assistive technology; the skeleton keeps the page from jumping. */}
        <StatusMessage role="status">{t('loadingRooms')}</StatusMessage>
        <RoomGridSkeleton />
      </>
    );
  } else if (visibleRooms.length === 0) {
    const hint = suggestFilterToDrop(searchIndexOf(rooms), filters);
    content = (
      <div ref={setAnswer} role="status" tabIndex={-1}>
        <StatusMessage>{t('noRoomsFound')}</StatusMessage>
        {hint && (
          <Hint>
            {t('dropFilterHint', { filter: hint.label, count: hint.count })}{' '}
            <Button
              type="button"
              variant="ghost"
              onClick={() => applyFilters({ ...filters, [hint.field]: '' })}
            >
              {t('removeFilter', { filter: hint.label })}
            </Button>
          </Hint>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <ResultBar>
          <RoomCount ref={setAnswer} rooms={visibleRooms} newRoomIds={newRoomIds} />
          {onSortChange && <RoomSortSelect value={sort} onChange={onSortChange} />}
        </ResultBar>
        <RoomCardGrid rooms={visibleRooms} renderActions={renderActions} newRoomIds={newRoomIds} />
      </>
    );
  }

  return (
    <PageSection
      aria-labelledby={showTitle ? 'rooms-title' : undefined}
      aria-label={showTitle ? undefined : t('rooms')}
    >
      {showTitle && <PageTitle id="rooms-title">{t('roomListings')}</PageTitle>}
      {notice}
      <RoomFiltersForm
        // Not re-keyed on the filters: the form follows Back and Forward itself, and keeps keyboard focus.
        applied={filters}
        onSearch={applyFilters}
        onReset={() => applyFilters(emptyRoomFilters)}
        extraActions={filterActions}
      />
      {content}
    </PageSection>
  );
}
