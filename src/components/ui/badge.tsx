import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { color, radius, space } from '@/config/design-tokens';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

const TONES: Record<BadgeTone, [background: string, text: string]> = {
  neutral: [color.neutralSurface, color.neutral],
  info: [color.infoSurface, color.info],
  success: [color.successSurface, color.success],
  warning: [color.warningSurface, color.warning],
  danger: [color.dangerSurface, color.danger],
  accent: [color.accent, color.accentText],
};

// Static rules picked by a data attribute: a card shows several badges, and their CSS is built once.
const toneRules = (Object.entries(TONES) as [BadgeTone, [string, string]][])
  .map(
    ([tone, [background, text]]) => `&[data-tone='${tone}'] { background: ${background}; color: ${text}; }`,
  )
  .join('\n');

/** A badge's rules, for a surface that draws many as plain markup under one styled root (the room card). */
export const badgeStyles = css`
  display: inline-flex;
  align-items: center;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  ${toneRules}
`;

const BadgeBase = styled.span`
  ${badgeStyles}
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', ...props }: BadgeProps) {
  return <BadgeBase data-tone={tone} {...props} />;
}
