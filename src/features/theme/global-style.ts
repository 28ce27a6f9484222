import { createGlobalStyle } from 'styled-components';
import { paletteDeclarations } from './themes';
import { color, FONT_BODY } from '@/config/design-tokens';

export const GlobalStyle = createGlobalStyle`
  :root, :root[data-theme='light'] {
    color-scheme: light;
    ${paletteDeclarations('light')}
  }
  :root[data-theme='dark'] {
    color-scheme: dark;
    ${paletteDeclarations('dark')}
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
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
