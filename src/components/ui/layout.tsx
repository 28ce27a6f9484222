import styled from 'styled-components';

export const PageSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Focusable from script only, so that a page change can move focus to its heading. */
export const PageTitle = styled.h1.attrs({ tabIndex: -1 })`
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 3px ${({ theme }) => theme.colors.shadow};
  overflow: hidden;
  min-width: 0;
`;

/** Status lines: 'Loading rooms...', 'No rooms found for your criteria.' */
export const StatusMessage = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
`;

export const ErrorMessage = styled(Notice)`
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
`;

export const SuccessMessage = styled(Notice)`
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
`;

/** A secondary line under a title: an address, an application date. */
export const MutedLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;
