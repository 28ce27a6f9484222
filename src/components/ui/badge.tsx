import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  ${({ $tone = 'neutral', theme }) => {
    const tones: Record<BadgeTone, [string, string]> = {
      neutral: [theme.colors.neutralSurface, theme.colors.neutral],
      info: [theme.colors.infoSurface, theme.colors.info],
      success: [theme.colors.successSurface, theme.colors.success],
      warning: [theme.colors.warningSurface, theme.colors.warning],
      danger: [theme.colors.dangerSurface, theme.colors.danger],
      accent: [theme.colors.accent, theme.colors.accentText],
    };
    const [background, color] = tones[$tone];
    return `background: ${background}; color: ${color};`;
  }}
`;
