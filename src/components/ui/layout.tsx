import styled, { css } from 'styled-components';
import { color, PAGE_TITLE_FONT_SIZE, radius, space } from '@/config/design-tokens';

export const PageSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

/** Focusable from script only, so that a page change can move focus to its heading. */
export const PageTitle = styled.h1.attrs({ tabIndex: -1 })`
  font-size: ${PAGE_TITLE_FONT_SIZE};
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: 0 1px 3px ${color.shadow};
  overflow: hidden;
  min-width: 0;
`;

/** A bordered surface holding a column of parts: the room map, the demo panel. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

/** Status lines: 'Loading rooms...', 'No rooms found for your criteria.' */
export const StatusMessage = styled.p`
  margin: 0;
  padding: ${space(4)};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  color: ${color.textMuted};
  text-align: center;
`;

const Notice = styled.p`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.md};
  font-weight: 600;
`;

export const ErrorMessage = styled(Notice)`
  background: ${color.dangerSurface};
  color: ${color.danger};
`;

export const SuccessMessage = styled(Notice)`
  background: ${color.successSurface};
  color: ${color.success};
`;

const mutedTextStyles = css`
  margin: 0;
  color: ${color.textMuted};
`;

/** Secondary text at the body's size: a result count, a page's introduction. */
export const MutedText = styled.p`
  ${mutedTextStyles}
`;

/** A secondary line's rules, for a plain element inside a styled part too (a room card's address). */
export const mutedLineStyles = css`
  ${mutedTextStyles}
  font-size: 0.9375rem;
`;

/** A secondary line under a title: an address, an application date. */
export const MutedLine = styled.p`
  ${mutedLineStyles}
`;
