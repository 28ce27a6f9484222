import styled from 'styled-components';
import { Panel } from '@/components/ui/layout';
import { color, radius, space } from '@/config/design-tokens';

export const Figure = styled(Panel).attrs({ as: 'figure' })`
  margin: 0;
`;

export const Heading = styled.h2`
  font-size: 1.125rem;
`;

export const Frame = styled.div`
  inline-size: 100%;
`;

// `direction: ltr`: a map's east stays on the right whatever the page's direction.
export const Drawing = styled.svg`
  display: block;
  border-radius: ${radius.sm};
  background: ${color.surfaceMuted};
  direction: ltr;
  text {
    font-size: 14px;
    font-weight: 700;
    pointer-events: none;
  }
  .room circle {
    fill: ${color.accent};
    stroke: ${color.surface};
    stroke-width: 2;
  }
  .room text {
    fill: ${color.accentText};
  }
  .room[data-highlighted] circle {
    stroke: ${color.text};
    stroke-width: 4;
  }
  .room:focus {
    outline: none;
  }
  .room:focus-visible circle {
    stroke: ${color.focus};
    stroke-width: 5;
  }
  .campus rect {
    fill: ${color.text};
  }
  .campus text {
    fill: ${color.text};
  }
`;

export const Legend = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${space(1)} ${space(3)};
    padding: ${space(1)} ${space(2)};
    border-radius: ${radius.sm};
  }
  li[data-highlighted] {
    background: ${color.surfaceMuted};
  }
`;

export const Marker = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.6em;
  height: 1.6em;
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.accentText};
  font-weight: 700;
  font-size: 0.875rem;
`;

export const Muted = styled.span`
  color: ${color.textMuted};
`;
