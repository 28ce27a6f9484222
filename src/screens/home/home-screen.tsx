import { useId, useState } from 'react';
import styled from 'styled-components';
import { MutedText, PageTitle } from '@/components/ui/layout';
import { IsolatedInRightToLeft } from '@/components/ui/bidi';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/features/auth/session-context';
import { emptyApplicationFilters } from '@/features/applications/application-filter-search';
import { emptyRoomFilters } from '@/features/rooms/room-filters';
import { ApplicationsOverview } from '@/screens/applications/applications-overview';
import { RoomsBrowser } from '@/screens/rooms/rooms-browser';
import { color, radius, space } from '@/config/design-tokens';
import { translateWithElements } from '@/lib/i18n/rich-text';
import { PanelToggle } from './panel-toggle';

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

/** Home: a greeting, and Room Listings and Your Applications shown inline on request. */
export function HomeScreen() {
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
        <MutedText>{t('homeIntro')}</MutedText>
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
