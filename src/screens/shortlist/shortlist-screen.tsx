import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { ErrorMessage, PageSection, PageTitle, StatusMessage } from '@/components/ui/layout';
import { SHARED_SHORTLIST_MAX_ROOMS } from '@/config/business-constants';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { useT } from '@/lib/i18n/use-t';
import { parseIdList } from '@/lib/id-list-param';
import { OwnShortlist } from './own-shortlist';
import { SharedShortlist } from './shared-shortlist';

/** Your Shortlist (docs/choosing-a-room.md#shortlist): the saved rooms, a shared list, compare and the map. */
export function ShortlistScreen() {
  const t = useT();
  const { ids } = useSearch({ from: '/_authenticated/shortlist' });
  // The ids of a shared link (`?ids=`), or null when the page shows only the user's own shortlist.
  const shared = ids === undefined ? null : parseIdList(ids, SHARED_SHORTLIST_MAX_ROOMS);
  const rooms = useQuery(roomQueries.list());
  const byId = new Map((rooms.data ?? []).map((room) => [room.id, room]));

  return (
    <PageSection>
      <PageTitle>{t('shortlistTitle')}</PageTitle>
      {rooms.isPending && <StatusMessage role="status">{t('loadingRooms')}</StatusMessage>}
      {/* A failed background refetch keeps the list it had: no alarm above rooms that are still shown. */}
      {rooms.isError && rooms.data === undefined && (
        <ErrorMessage role="alert">{t('roomsLoadFailed')}</ErrorMessage>
      )}
      {shared && rooms.data && <SharedShortlist shared={shared} byId={byId} />}
      {/* Without the room list (it failed) the saved names are still shown, unconfirmed. */}
      {!rooms.isPending && <OwnShortlist byId={rooms.data ? byId : null} />}
    </PageSection>
  );
}
