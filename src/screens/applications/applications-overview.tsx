import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session-context';
import { ApplicationsList } from '@/features/applications/components/applications-list';
import type { ApplicationFilters } from '@/features/applications/application-filter-search';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { roomDisplayName } from '@/features/rooms/room';

/**
 * Your Applications, naming rooms from the cached room list when the backend sends only room_id.
 * The rooms request is best-effort here: if it fails, names fall back to the room id.
 */
interface ApplicationsOverviewProps {
  filters: ApplicationFilters;
  onFiltersChange: (filters: ApplicationFilters) => void;
  embedded?: boolean;
}

export function ApplicationsOverview({
  filters,
  onFiltersChange,
  embedded = false,
}: ApplicationsOverviewProps) {
  const username = useSession()?.username ?? null;
  const { data: rooms } = useQuery(roomQueries.list());
  const namesById = useMemo(
    () => new Map((rooms ?? []).map((room) => [room.id, roomDisplayName(room)])),
    [rooms],
  );
  const findRoomName = useCallback((roomId: string) => namesById.get(roomId) ?? null, [namesById]);
  return (
    <ApplicationsList
      username={username}
      filters={filters}
      onFiltersChange={onFiltersChange}
      showTitle={!embedded}
      findRoomName={findRoomName}
    />
  );
}
