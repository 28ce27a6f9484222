import '@/lib/i18n/screen-messages/saved-searches';
import { useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { PageSection, PageTitle, StatusMessage } from '@/components/ui/layout';
import { StackedList } from '@/components/ui/stacked-list';
import {
  useSavedSearches,
  useSavedSearchStore,
  useSearchCounts,
} from '@/features/saved-searches/saved-searches-context';
import { useT } from '@/lib/i18n/use-t';
import { DemoListNewRoom } from './demo-list-new-room';
import { useFocusAfterProblem } from '@/components/ui/load-problem';
import { RoomListProblem } from '@/features/rooms/components/room-list-problem';
import { useRoomListForCounts } from './use-room-list-for-counts';
import { SavedSearchItem } from './saved-search-item';
import { useSavedSearchActions } from './use-saved-search-actions';

/**
 * Saved searches (docs/saved-searches.md#saving): each with how many rooms match it now and how many are new
 * since it was last opened, Notify me and Delete. The most recently saved comes first.
 */
export function SavedSearchesScreen() {
  const t = useT();
  const snapshot = useSavedSearches();
  const counts = useSearchCounts();
  const store = useSavedSearchStore();
  const listRef = useRef<HTMLUListElement>(null);
  const emptyLinkRef = useRef<HTMLAnchorElement>(null);
  const searches = snapshot.searches;
  const actions = useSavedSearchActions(store, searches, listRef, emptyLinkRef);
  const newestFirst = [...searches].reverse();
  const roomList = useRoomListForCounts();
  // Once Try again has brought the counts, the list that shows them.
  const { onLeaveWithFocus } = useFocusAfterProblem(listRef);

  let content;
  if (snapshot.status !== 'ready') {
    content = <StatusMessage role="status">{t('savedSearchesLoading')}</StatusMessage>;
  } else if (searches.length === 0) {
    content = (
      <StatusMessage>
        {t('savedSearchesEmpty')}{' '}
        <Link ref={emptyLinkRef} to="/rooms">
          {t('savedSearchesBrowse')}
        </Link>
      </StatusMessage>
    );
  } else {
    content = (
      <StackedList ref={listRef} aria-labelledby="saved-searches-title" tabIndex={-1}>
        {newestFirst.map((search, position) => (
          <SavedSearchItem
            key={search.id}
            search={search}
            count={roomList.unavailable ? null : counts.perSearch.get(search.id)}
            onToggleNotify={actions.toggleNotify}
            onDelete={(deleted) => actions.remove(deleted, position)}
          />
        ))}
      </StackedList>
    );
  }

  return (
    <PageSection>
      <PageTitle id="saved-searches-title">{t('savedSearchesTitle')}</PageTitle>
      <DemoListNewRoom searches={searches} />
      {/* Without a room list there are no counts: said once, with Try again, above the searches. */}
      {roomList.failed && searches.length > 0 && (
        <RoomListProblem
          onRetry={roomList.retry}
          isRetrying={roomList.isRetrying}
          onLeaveWithFocus={onLeaveWithFocus}
        />
      )}
      {content}
    </PageSection>
  );
}
