import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

interface VariantColors {
  background: string;
  color: string;
  border?: string;
  /** The declaration that changes on hover. */
  hover: string;
}

const VARIANTS: Record<ButtonVariant, (colors: DefaultTheme['colors']) => VariantColors> = {
  primary: (c) => ({ background: c.accent, color: c.accentText, hover: `background: ${c.accentHover};` }),
  danger: (c) => ({ background: c.danger, color: c.dangerText, hover: `background: ${c.dangerHover};` }),
  secondary: (c) => ({
    background: c.surface,
    color: c.text,
    border: c.border,
    hover: `border-color: ${c.accent};`,
  }),
  ghost: (c) => ({ background: 'transparent', color: c.accent, hover: `background: ${c.surfaceMuted};` }),
};

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
    const variant = VARIANTS[$variant](theme.colors);
    return css`
      background: ${variant.background};
      color: ${variant.color};
      border-color: ${variant.border ?? 'transparent'};
      &:hover:not(:disabled) {
        ${variant.hover}
      }
    `;
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
