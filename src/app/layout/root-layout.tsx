import { lazy, Suspense } from 'react';
import { Outlet, useRouteContext, useRouterState } from '@tanstack/react-router';
import styled from 'styled-components';
import { isDemoMode } from '@/config/env';
import { DemoPanelSlot } from '@/features/demo/demo-panel-slot';
import { LanguageSelect } from '@/features/language/components/language-select';
import { useT } from '@/lib/i18n/use-t';
import { NavBar } from './nav-bar';
import { OfflineBanner } from './offline-banner';
import { UpdateBanner } from './update-banner';
import { usePageAnnouncements } from './use-page-announcements';
import { color, CONTENT_MAX_WIDTH_PX, CONTENT_PADDING_PX, radius, space } from '@/config/design-tokens';

/** The shell around every page: navigation, the update and offline banners, the page itself and the demo panel. */
const Main = styled.main`
  width: min(100%, ${CONTENT_MAX_WIDTH_PX}px);
  margin: 0 auto;
  padding: ${space(6)} ${CONTENT_PADDING_PX}px ${space(12)};
  &:focus {
    outline: none;
  }
`;

const DemoBadge = styled.p<{ $centered?: boolean }>`
  width: fit-content;
  margin: ${({ $centered }) => ($centered ? '0 auto' : '0')};
  padding: 2px ${space(3)};
  border-radius: ${radius.pill};
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.textMuted};
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** Login and Register have no navigation bar: their language switcher sits above the form. */
const PublicPageBar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const PUBLIC_PATHS = new Set(['/login', '/register']);

// Read directly, as the panel's slot does, so a real-backend build drops it: the demo panel's List a new room,
// which reads the saved searches, loads only when the panel opens (docs/demo-and-qa.md#new-rooms).
const DemoRoomListing = import.meta.env.VITE_API_URL
  ? null
  : lazy(() => import('./demo-room-listing').then((module) => ({ default: module.DemoRoomListing })));
const demoRoomListing = DemoRoomListing && (
  <Suspense fallback={null}>
    <DemoRoomListing />
  </Suspense>
);

export function RootLayout() {
  const t = useT();
  usePageAnnouncements();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const showNavigation = !PUBLIC_PATHS.has(pathname);
  const { appUpdates } = useRouteContext({ from: '__root__' });
  return (
    <>
      {showNavigation && (
        <NavBar
          demoBadge={isDemoMode ? <DemoBadge title={t('demoDataHint')}>{t('demoData')}</DemoBadge> : null}
        />
      )}
      <Main id="main-content">
        {!showNavigation && (
          <PublicPageBar>
            <LanguageSelect />
          </PublicPageBar>
        )}
        {!showNavigation && isDemoMode && (
          <DemoBadge $centered title={t('demoDataHint')}>
            {t('demoData')}
          </DemoBadge>
        )}
        <UpdateBanner updates={appUpdates} />
        <OfflineBanner />
        <Outlet />
      </Main>
      <DemoPanelSlot roomListing={demoRoomListing} />
    </>
  );
}
