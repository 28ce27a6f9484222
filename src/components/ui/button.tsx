import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { color, radius, space } from '@/config/design-tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

interface VariantColors {
  background: string;
  text: string;
  border?: string;
  /** The declaration that changes on hover. */
  hover: string;
}

const VARIANTS: Record<ButtonVariant, VariantColors> = {
  primary: { background: color.accent, text: color.accentText, hover: `background: ${color.accentHover};` },
  danger: { background: color.danger, text: color.dangerText, hover: `background: ${color.dangerHover};` },
  secondary: {
    background: color.surface,
    text: color.text,
    border: color.border,
    hover: `border-color: ${color.accent};`,
  },
  ghost: { background: 'transparent', text: color.accent, hover: `background: ${color.surfaceMuted};` },
};

// One static rule per variant, picked by a data attribute: the CSS is built once, not for every button
// rendered (a grid renders two per card).
const variantRules = (Object.entries(VARIANTS) as [ButtonVariant, VariantColors][])
  .map(
    ([name, { background, text, border = 'transparent', hover }]) => `
      &[data-variant='${name}'] {
        background: ${background};
        color: ${text};
        border-color: ${border};
      }
      &[data-variant='${name}']:hover:not(:disabled, [aria-disabled='true']) {
        ${hover}
      }`,
  )
  .join('\n');

/** A toggle that is on (Save, Notify me): an accent ring beside its icon; its word stays the same. */
const pressedRule = `&[aria-pressed='true'] {
  box-shadow: inset 0 0 0 2px ${color.accent};
}`;

/** A button's rules, for a surface that draws many as plain markup under one styled root (the room card). */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 40px;
  padding: 0 ${space(4)};
  border-radius: ${radius.sm};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;
  &[data-block] {
    width: 100%;
  }
  ${variantRules}
  ${pressedRule}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

const ButtonBase = styled.button`
  ${buttonStyles}
`;

/** What makes an inline button smaller than a button. */
export const inlineButtonStyles = css`
  min-height: 32px;
  padding: 0 ${space(3)};
  font-size: 0.875rem;
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** As wide as its container. */
  block?: boolean;
}

export function Button({ variant = 'primary', block = false, ...props }: ButtonProps) {
  return <ButtonBase data-variant={variant} data-block={block ? '' : undefined} {...props} />;
}

/** A small button for inline actions inside cards ('Get Weather', 'Refresh'). */
export const InlineButton = styled(Button).attrs({ variant: 'secondary' })`
  ${inlineButtonStyles}
`;
