import '@/lib/i18n/screen-messages/applications';
import '@/lib/i18n/screen-messages/room-screens';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { MutedLine, PageSection, PageTitle, StatusMessage } from '@/components/ui/layout';
import { LoadProblem, loadProblemOf, useFocusAfterProblem } from '@/components/ui/load-problem';
import { StackedItem, StackedItemText, StackedList } from '@/components/ui/stacked-list';
import { formatIsoDate } from '@/lib/i18n/format-date';
import { useT } from '@/lib/i18n/use-t';
import { applicationQueries } from '../api/application-queries';
import { applicationDate, type Application } from '../application';
import { applicationStatusLabel, isCancellable } from '../application-status';
import { emptyApplicationFilters, type ApplicationFilters } from '../application-filter-search';
import { filterApplications } from '../filter-applications';
import { StatusBadge } from '../status-badge';
import { useCancelApplication } from '../use-cancel-application';
import { useRoomActionsInFlight } from '../use-room-actions-in-flight';
import { ApplicationFiltersForm } from './application-filters-form';
import { color } from '@/config/design-tokens';

// An h2: the nearest heading above it is the page's h1, and heading levels should not skip one.
const ItemTitle = styled.h2`
  font-size: 1.0625rem;
`;

const ResultCount = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

interface ApplicationsListProps {
  username: string | null;
  /** The applied filters; the owner decides where they live (the URL, or local state on Home). */
  filters: ApplicationFilters;
  onFiltersChange: (filters: ApplicationFilters) => void;
  /** The title is hidden where the list is embedded in Home. */
  showTitle?: boolean;
  /** Names a room from data the app already has, for applications that carry only room_id. */
  findRoomName?: (roomId: string) => string | null;
}

/** The room-name fallback chain (docs/specification.md#your-applications), with the rooms data slotted in
 * before the bare room id. */
function applicationRoomName(
  application: Application,
  findRoomName: ((roomId: string) => string | null) | undefined,
  fallbackName: string,
): string {
  return (
    application.roomLabel ??
    (application.roomId ? findRoomName?.(application.roomId) : null) ??
    application.roomId ??
    fallbackName
  );
}

export function ApplicationsList({
  username,
  filters,
  onFiltersChange,
  showTitle = true,
  findRoomName,
}: ApplicationsListProps) {
  const t = useT();
  return (
    <PageSection
      aria-labelledby={showTitle ? 'applications-title' : undefined}
      aria-label={showTitle ? undefined : t('yourApplications')}
    >
      {showTitle && <PageTitle id="applications-title">{t('yourApplications')}</PageTitle>}
      {username ? (
        <SignedInApplications
          username={username}
          filters={filters}
          onFiltersChange={onFiltersChange}
          findRoomName={findRoomName}
        />
      ) : (
        <StatusMessage>{t('loginToViewApplications')}</StatusMessage>
      )}
    </PageSection>
  );
}

function SignedInApplications({
  username,
  filters,
  onFiltersChange,
  findRoomName,
}: Omit<ApplicationsListProps, 'username' | 'showTitle'> & { username: string }) {
  const t = useT();
  const query = useQuery(applicationQueries.list(username));
  const nameOf = useCallback(
    (application: Application) => applicationRoomName(application, findRoomName, t('roomFallbackName')),
    [findRoomName, t],
  );
  const visible = useMemo(
    () => filterApplications(query.data ?? [], filters, nameOf),
    [query.data, filters, nameOf],
  );

  const problem = loadProblemOf(query);
  // What a successful Try again shows first: the count, or the note that there are none. Both are <p>.
  const answer = useRef<HTMLParagraphElement>(null);
  const { onLeaveWithFocus } = useFocusAfterProblem(answer);

  let content: ReactNode;
  if (problem.failed) {
    content = (
      <LoadProblem
        message={t('applicationsLoadFailed')}
        retryLabel={t('tryAgain')}
        onRetry={problem.retry}
        isRetrying={problem.isRetrying}
        retryingMessage={t('loadingApplications')}
        onLeaveWithFocus={onLeaveWithFocus}
      />
    );
  } else if (query.isPending) {
    content = <StatusMessage role="status">{t('loadingApplications')}</StatusMessage>;
  } else if (visible.length === 0) {
    content = (
      <StatusMessage ref={answer} role="status" tabIndex={-1}>
        {t('noApplicationsFound')}
      </StatusMessage>
    );
  } else {
    content = (
      <>
        <ResultCount ref={answer} role="status" tabIndex={-1}>
          {t('applicationCount', { count: visible.length })}
        </ResultCount>
        <StackedList aria-label={t('applications')}>
          {visible.map((application, index) => (
            // Id-less entries (optimistic, or from a server that sent none) may share a room: position tells them apart.
            <li key={application.id ?? `pending-${application.roomId ?? 'none'}-${index}`}>
              <ApplicationItem application={application} name={nameOf(application)} username={username} />
            </li>
          ))}
        </StackedList>
      </>
    );
  }

  return (
    <>
      <ApplicationFiltersForm
        applied={filters}
        onSearch={onFiltersChange}
        onClear={() => onFiltersChange(emptyApplicationFilters)}
      />
      {content}
    </>
  );
}

/** The date part of created_at in the language shown ('2026-11-23' in English), or '-'. */
function formatAppliedDate(application: Application): string {
  const date = applicationDate(application);
  return date === null ? '-' : formatIsoDate(date);
}

function ApplicationItem({
  application,
  name,
  username,
}: {
  application: Application;
  name: string;
  username: string;
}) {
  const t = useT();
  // An application the server sent without its room is still cancelled by its own id; no card shows it.
  const roomId = application.roomId ?? `application:${application.id ?? ''}`;
  const { cancel } = useCancelApplication({ username, origin: 'applications-list', roomId });
  // Shared by every view of the room: a cancel started on the room's card is in flight here too.
  const isCancelling = useRoomActionsInFlight(roomId).cancelling.includes(application.id ?? '');
  // A cancelled application has no Cancel button any more: keyboard focus goes to its title instead.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { ref: cancelRef, rememberFocus } = useReturnFocus<HTMLButtonElement>(isCancelling, titleRef);
  return (
    <StackedItem aria-label={name}>
      <StackedItemText>
        <ItemTitle ref={titleRef} tabIndex={-1}>
          {name}
        </ItemTitle>
        <MutedLine>{t('appliedOn', { date: formatAppliedDate(application) })}</MutedLine>
      </StackedItemText>
      <StatusBadge status={application.status} label={applicationStatusLabel(application.status)} />
      {(isCancellable(application.status) || isCancelling) && application.id !== null && (
        <Button
          type="button"
          variant="danger"
          disabled={isCancelling}
          aria-busy={isCancelling}
          aria-label={
            isCancelling ? t('cancellingApplicationFor', { name }) : t('cancelApplicationForLower', { name })
          }
          ref={cancelRef}
          onClick={() => {
            rememberFocus();
            cancel(application.id);
          }}
        >
          {isCancelling ? t('cancelling') : t('cancel')}
        </Button>
      )}
    </StackedItem>
  );
}
