import styled from 'styled-components';
import { useThemeName, useThemeStore } from './theme-context';
import { useT } from '@/lib/i18n/use-t';
import { color, MEDIA, radius, space } from '@/config/design-tokens';

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 40px;
  padding: 0 ${space(3)};
  border-radius: ${radius.pill};
  border: 1px solid ${color.border};
  background: ${color.surfaceMuted};
  color: ${color.text};
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    border-color: ${color.accent};
  }
  @media ${MEDIA.tightNavigationBar} {
    .theme-toggle-word {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

export function ThemeToggle() {
  const t = useT();
  const store = useThemeStore();
  const themeName = useThemeName();
  const isDark = themeName === 'dark';
  return (
    <ToggleButton type="button" role="switch" aria-checked={isDark} onClick={() => store.toggle()}>
      <span aria-hidden="true">{isDark ? '☾' : '☀'}</span>
      <span className="theme-toggle-word">{t('darkMode')}</span>
    </ToggleButton>
  );
}
