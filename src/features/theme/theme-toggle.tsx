import styled from 'styled-components';
import { useThemeName, useThemeStore } from './theme-context';
import { useT } from '@/lib/i18n/use-t';
import { color, radius, space } from '@/config/design-tokens';

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
`;

export function ThemeToggle() {
  const t = useT();
  const store = useThemeStore();
  const themeName = useThemeName();
  const isDark = themeName === 'dark';
  return (
    <ToggleButton type="button" role="switch" aria-checked={isDark} onClick={() => store.toggle()}>
      <span aria-hidden="true">{isDark ? '☾' : '☀'}</span>
      {t('darkMode')}
    </ToggleButton>
  );
}
