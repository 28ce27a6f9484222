import { createGlobalStyle } from 'styled-components';
import { paletteDeclarations } from './themes';
import { color, FONT_BODY } from '@/config/design-tokens';

// `:root:root`: toasts follow the active theme; react-toastify's own grey text on white fell below 4.5:1 mid-animation.
// Doubled to outrank the toast stylesheet, which loads later (a lazy chunk) and sets these on :root.
// `.Toastify__close-button`: react-toastify's close button is a bare 14 px icon whose stylesheet removes the outline: give it a 24×24 px
// target (WCAG 2.5.8) and the same focus ring as everything else. Its colour is the library's light theme's, black at 30 %, which
// nearly vanished on a dark toast: it takes the muted text colour of the theme shown, 3:1 or more against the toast (WCAG 1.4.11),
// the class doubled to outrank that stylesheet. The toasts use the page's font, not the library's bare sans-serif.
export const GlobalStyle = createGlobalStyle`
  :root, :root[data-theme='light'] {
    color-scheme: light;
    ${paletteDeclarations('light')}
  }
  :root[data-theme='dark'] {
    color-scheme: dark;
    ${paletteDeclarations('dark')}
  }
  :root:root {
    --toastify-color-light: var(--color-surface);
    --toastify-text-color-light: var(--color-text);
    --toastify-font-family: ${FONT_BODY};
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 80px; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${FONT_BODY};
    font-size: 16px;
    line-height: 1.5;
    background: ${color.background};
    color: ${color.text};
    overflow-wrap: anywhere;
  }
  a { color: ${color.accent}; }
  h1, h2, h3 { line-height: 1.25; margin: 0; }
  button, input, select { font: inherit; }
  img { max-width: 100%; display: block; }
  :focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  .Toastify__close-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 24px;
    min-height: 24px;
  }
  .Toastify__close-button.Toastify__close-button {
    color: ${color.textMuted};
    opacity: 1;
  }
  .Toastify__close-button.Toastify__close-button:hover {
    color: ${color.text};
  }
  .Toastify__close-button:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
