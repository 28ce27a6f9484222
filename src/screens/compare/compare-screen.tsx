import '@/lib/i18n/screen-messages/choosing-screens';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { ErrorMessage, PageSection, PageTitle, StatusMessage } from '@/components/ui/layout';
import { COMPARE_MAX_ROOMS, COMPARE_MIN_ROOMS } from '@/config/business-constants';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { useT } from '@/lib/i18n/use-t';
import { parseIdList } from '@/lib/id-list-param';
import { WarningNote } from '@/components/ui/warning-note';
import { ComparisonTable } from './comparison-table';

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
        {unknownCount > 0 && <WarningNote>{t('compareUnknownIds', { count: unknownCount })}</WarningNote>}
        {listed.length > COMPARE_MAX_ROOMS && (
          <WarningNote>{t('compareTooMany', { max: COMPARE_MAX_ROOMS })}</WarningNote>
        )}
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
