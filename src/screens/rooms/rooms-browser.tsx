import { useCallback, type ReactNode } from 'react';
import { useSession } from '@/features/auth/session-context';
import { RoomApplicationControls } from '@/features/applications/components/room-application-controls';
import { RoomsList } from '@/features/rooms/components/rooms-list';
import { ShortlistToggle } from '@/features/shortlist/components/shortlist-toggle';
import type { RoomFilters } from '@/features/rooms/room-filters';
import type { RoomSortOrder } from '@/features/rooms/room-sort-order';
import { roomDisplayName, type Room } from '@/features/rooms/room';

interface RoomsBrowserProps {
  filters: RoomFilters;
  onFiltersChange: (filters: RoomFilters) => void;
  embedded?: boolean;
  sort?: RoomSortOrder;
  onSortChange?: (sort: RoomSortOrder) => void;
  /** Beside Search and Reset: Room Listings' Save search. */
  filterActions?: ReactNode;
  /** A note under the title: an opened saved search left part of itself out. */
  notice?: ReactNode;
  /** The opened saved search's new rooms (docs/saved-searches.md#new-rooms). */
  newRoomIds?: ReadonlySet<string> | undefined;
}

/** Room listings with each card's application status and action: where rooms meet applications. */
export function RoomsBrowser({
  filters,
  onFiltersChange,
  embedded = false,
  sort,
  onSortChange,
  filterActions,
  notice,
  newRoomIds,
}: RoomsBrowserProps) {
  const username = useSession()?.username ?? null;
  const renderActions = useCallback(
    (room: Room) => {
      const name = roomDisplayName(room);
      return (
        <>
          <RoomApplicationControls roomId={room.id} roomName={name} username={username} />
          {username && <ShortlistToggle room={{ id: room.id, name }} />}
        </>
      );
    },
    [username],
  );
  return (
    <RoomsList
      filters={filters}
      onFiltersChange={onFiltersChange}
      renderActions={renderActions}
      showTitle={!embedded}
      sort={sort}
      onSortChange={onSortChange}
      filterActions={filterActions}
      notice={notice}
      newRoomIds={newRoomIds}
    />
  );
}
