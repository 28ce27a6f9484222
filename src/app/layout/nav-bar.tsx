import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import styled, { css } from 'styled-components';
import { Bidi } from '@/components/ui/bidi';
import { Button } from '@/components/ui/button';
import { useSession, useSessionStore } from '@/features/auth/session-context';
import { useShortlist } from '@/features/shortlist/shortlist-context';
import { LanguageSelect } from '@/features/language/components/language-select';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { msg } from '@/lib/i18n/i18n';
import { translateWithElements } from '@/lib/i18n/rich-text';
import { useT } from '@/lib/i18n/use-t';
import { useCloseOnEscape } from '@/hooks/use-close-on-escape';
import { signedInCode } from '../signed-in-services';
import { color, MEDIA, NAVIGATION_BAR_MAX_WIDTH_PX, radius, space } from '@/config/design-tokens';

// Below this width the full bar (links, theme switch, greeting, logout, language) no longer fits on one line.
const MOBILE_QUERY = MEDIA.belowNavigationBar;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
`;

const Bar = styled.nav`
  width: min(100%, ${NAVIGATION_BAR_MAX_WIDTH_PX}px);
  margin: 0 auto;
  padding: ${space(2)} ${space(4)};
  display: flex;
  align-items: center;
  gap: ${space(4)};
  min-height: 64px;
  @media ${MOBILE_QUERY} {
    gap: ${space(2)};
  }
  @media ${MEDIA.tightNavigationBar} {
    gap: ${space(3)};
  }
`;

// Allowed to wrap: at 320 px the logo, the demo badge and the menu button do not fit on one line, and the
// page must not scroll sideways (WCAG 1.4.10). Two short lines keep the bar within the scroll padding.
const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.125rem;
  line-height: 1.2;
  color: ${color.text};
  text-decoration: none;
  padding: ${space(1)} 0;
`;

const MenuButton = styled(Button).attrs({ variant: 'secondary' })`
  margin-inline-start: auto;
  padding: 0 ${space(3)};
  @media (max-width: 419px) {
    .menu-label {
      display: none;
    }
  }
  @media ${MEDIA.navigationBar} {
    display: none;
  }
`;

const Menu = styled.div<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(4)};
  flex: 1;
  min-width: 0;

  @media ${MOBILE_QUERY} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: 100%;
    inset-inline: 0;
    flex-direction: column;
    align-items: stretch;
    padding: ${space(4)};
    background: ${color.surface};
    border-bottom: 1px solid ${color.border};
    box-shadow: 0 8px 16px ${color.shadow};
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${space(1)};
  @media ${MOBILE_QUERY} {
    flex-direction: column;
  }
`;

const navLinkStyles = css`
  display: block;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.sm};
  color: ${color.text};
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  @media ${MEDIA.tightNavigationBar} {
    padding-inline: ${space(2)};
  }
  &:hover {
    background: ${color.surfaceMuted};
  }
  &[aria-current='page'] {
    color: ${color.accent};
    background: ${color.surfaceMuted};
  }
`;

const NavLink = styled(Link)`
  ${navLinkStyles}
`;

const Account = styled.div`
  margin-inline-start: auto;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${space(3)};
  @media ${MOBILE_QUERY} {
    margin-inline-start: 0;
    flex-direction: column;
    align-items: stretch;
  }
`;

// The username is isolated (a <bdi>), left to right inside since it is an email, and gives way on its own
// with an ellipsis that keeps its start ('demo@stu…'). Squeezed (a full bar: Arabic or Spanish at 1,280 px
// with a shortlist), it moves as a whole under 'Hi,' once fewer than six of its letters would fit beside
// it, rather than shrink to a letter or to nothing; two lines fit the bar's height. Comments stay out of
// the CSS: styled-components ships them.
const Greeting = styled.span`
  color: ${color.textMuted};
  min-width: 0;
  max-width: 240px;
  line-height: 1.2;
  display: flex;
  flex-wrap: wrap;
  column-gap: 0.3em;
  white-space: nowrap;
  overflow: hidden;
  & > bdi {
    flex: 1 1 6em;
    min-width: 0;
    max-width: max-content;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

// Labels are message ids.
const SIGNED_IN_LINKS = [
  { to: '/', label: msg('home') },
  { to: '/rooms', label: msg('rooms') },
  { to: '/applications', label: msg('applications') },
] as const;
const SHORTLIST_LINK = '/shortlist';
const SAVED_SEARCHES_LINK = '/searches';
const SIGNED_OUT_LINKS = [
  { to: '/login', label: msg('login') },
  { to: '/register', label: msg('register') },
] as const;

/**
 * 'Saved searches', with the rooms new since each search was last opened: 'Saved searches (3 new)'. The count
 * comes with the signed-in chunk; until then the same words without it, in the same link (no layout shift).
 */
function SavedSearchesLink() {
  const t = useT();
  const loaded = signedInCode.useLoaded();
  return (
    <NavLink to={SAVED_SEARCHES_LINK}>
      {loaded ? <loaded.SavedSearchesLinkText /> : t('savedSearchesNavLink', { count: 0 })}
    </NavLink>
  );
}

export function NavBar({ demoBadge }: { demoBadge?: ReactNode }) {
  const t = useT();
  const session = useSession();
  const shortlist = useShortlist();
  const sessionStore = useSessionStore();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The menu remembers the page it was opened on, so navigating anywhere closes it without an effect.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenedOn(open ? pathname : null);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpenedOn(null), []);

  useCloseOnEscape(menuOpen, closeMenu, menuButtonRef);

  // The app's listener for session changes clears the cache and goes to /login (docs/architecture.md#session).
  const logout = () => sessionStore.signOut('logout');

  return (
    <Header>
      <Bar aria-label={t('mainNavigation')}>
        <Logo to="/" activeOptions={{ exact: true }}>
          {t('appName')}
        </Logo>
        {demoBadge}
        <MenuButton
          ref={menuButtonRef}
          type="button"
          aria-label={t('menu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          <span className="menu-label">{t('menu')}</span>
        </MenuButton>
        <Menu id={menuId} $open={menuOpen}>
          <Links>
            {(session ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS).map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} activeOptions={{ exact: to === '/' }}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
            {session && (
              <li>
                <NavLink to={SHORTLIST_LINK}>{t('shortlistNavLink', { count: shortlist.length })}</NavLink>
              </li>
            )}
            {session && (
              <li>
                <SavedSearchesLink />
              </li>
            )}
          </Links>
          <Account>
            <ThemeToggle />
            {session && (
              <>
                <Greeting title={session.username}>
                  {translateWithElements('greeting', {
                    username: <Bidi>{session.username}</Bidi>,
                  })}
                </Greeting>
                <Button type="button" variant="secondary" onClick={() => logout()}>
                  {t('logout')}
                </Button>
              </>
            )}
            {/* Last, after Logout: the end of the bar, and of the keyboard's way through it. */}
            <LanguageSelect />
          </Account>
        </Menu>
      </Bar>
    </Header>
  );
}
