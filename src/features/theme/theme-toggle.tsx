import styled from 'styled-components';
import { useThemeName, useThemeStore } from './theme-context';

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

export function ThemeToggle() {
  const store = useThemeStore();
  const themeName = useThemeName();
  const isDark = themeName === 'dark';
  return (
    <ToggleButton type="button" role="switch" aria-checked={isDark} onClick={() => store.toggle()}>
      <span aria-hidden="true">{isDark ? '☾' : '☀'}</span>
      Dark mode
    </ToggleButton>
  );
}
