import { useId, useState, type ReactNode } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/layout';
import { IsolatedInRightToLeft } from '@/components/ui/bidi';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/features/auth/session-context';
import { emptyApplicationFilters } from '@/features/applications/filter-applications';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { emptyRoomFilters } from '@/features/rooms/room-filters';
import { ApplicationsOverview } from '@/screens/applications/applications-overview';
import { RoomsBrowser } from '@/screens/rooms/rooms-browser';
import { color, radius, space } from '@/config/design-tokens';
import { msg } from '@/lib/i18n/i18n';
import { translateWithElements } from '@/lib/i18n/rich-text';

export const Route = createFileRoute('/_authenticated/')({
  staticData: { title: msg('home') },
  loader: ({ context }) => {
    // Rooms is the usual next click after logging in: the list is on its way before the user asks for it
    // (docs/offline.md#rooms-at-once). Never awaited, so Home shows at once.
    void context.queryClient.prefetchQuery(roomQueries.list());
  },
  component: HomePage,
});

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(6)};
  border-radius: ${radius.lg};
  border: 1px solid ${color.border};
  background: ${color.surface};
  margin-bottom: ${space(6)};
`;

const Greeting = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
`;

const Intro = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

const Panels = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(8)};
`;

interface PanelToggleProps {
  shown: boolean;
  panelId: string;
  onToggle: (update: (shown: boolean) => boolean) => void;
  children: ReactNode;
}

/** A button that shows or hides one of Home's embedded lists, and says which and whether it is open. */
function PanelToggle({ shown, panelId, onToggle, children }: PanelToggleProps) {
  return (
    <Button
      type="button"
      variant={shown ? 'primary' : 'secondary'}
      aria-expanded={shown}
      aria-controls={panelId}
      onClick={() => onToggle((isShown) => !isShown)}
    >
      {children}
    </Button>
  );
}

function HomePage() {
  const t = useT();
  const session = useSession();
  const [showRooms, setShowRooms] = useState(false);
  const [showApplications, setShowApplications] = useState(false);
  // Home keeps the embedded lists' filters to itself: they are not part of Home's address.
  const [roomFilters, setRoomFilters] = useState(emptyRoomFilters);
  const [applicationFilters, setApplicationFilters] = useState(emptyApplicationFilters);
  const roomsPanelId = useId();
  const applicationsPanelId = useId();

  return (
    <>
      <Hero aria-labelledby="home-title">
        <PageTitle id="home-title">{t('welcome')}</PageTitle>
        <Greeting>
          {translateWithElements('hello', {
            name: <IsolatedInRightToLeft>{session?.username ?? t('guest')}</IsolatedInRightToLeft>,
          })}
        </Greeting>
        <Intro>{t('homeIntro')}</Intro>
        <Toggles>
          <PanelToggle shown={showRooms} panelId={roomsPanelId} onToggle={setShowRooms}>
            {t('browseRooms')}
          </PanelToggle>
          <PanelToggle shown={showApplications} panelId={applicationsPanelId} onToggle={setShowApplications}>
            {t('viewApplications')}
          </PanelToggle>
        </Toggles>
      </Hero>
      <Panels>
        <div id={roomsPanelId} hidden={!showRooms}>
          {showRooms && <RoomsBrowser embedded filters={roomFilters} onFiltersChange={setRoomFilters} />}
        </div>
        <div id={applicationsPanelId} hidden={!showApplications}>
          {showApplications && (
            <ApplicationsOverview
              embedded
              filters={applicationFilters}
              onFiltersChange={setApplicationFilters}
            />
          )}
        </div>
      </Panels>
    </>
  );
}
