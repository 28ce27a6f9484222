import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;
  ${({ $block }) => $block && 'width: 100%;'}

  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.accent};
          color: ${theme.colors.accentText};
          &:hover:not(:disabled) {
            background: ${theme.colors.accentHover};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.dangerText};
          &:hover:not(:disabled) {
            background: ${theme.colors.dangerHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            border-color: ${theme.colors.accent};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.accent};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceMuted};
          }
        `;
    }
  }}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** A small button for inline actions inside cards ('Get Weather', 'Refresh'). */
export const InlineButton = styled(Button).attrs({ $variant: 'secondary' as const })`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
`;
