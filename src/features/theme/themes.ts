import type { DefaultTheme } from 'styled-components';
import { color, colorVariable, FONT_BODY, radius, space, type ColorToken } from '@/config/design-tokens';

export type ThemeName = 'light' | 'dark';

// Semantic tokens, one palette per theme. Both themes are written as CSS custom properties so switching
// is one attribute change on <html>: no React re-render, no flash on reload (see index.html).
type Palette = Record<ColorToken, string>;

const light: Palette = {
  background: '#f5f6fa',
  surface: '#ffffff',
  surfaceMuted: '#eef0f6',
  border: '#d5d9e4',
  text: '#1b1f2a',
  textMuted: '#4c5467',
  accent: '#2f4fd9',
  accentHover: '#2340b8',
  accentText: '#ffffff',
  danger: '#b42318',
  dangerHover: '#912018',
  dangerText: '#ffffff',
  dangerSurface: '#fde8e7',
  success: '#146c2e',
  successSurface: '#e2f5e7',
  warning: '#8a5300',
  warningSurface: '#fff1d6',
  info: '#1d4ed8',
  infoSurface: '#e1e9ff',
  neutralSurface: '#e9ebf0',
  neutral: '#424a5c',
  focus: '#2f4fd9',
  shadow: 'rgba(20, 24, 40, 0.08)',
};

const dark: Palette = {
  background: '#10131b',
  surface: '#191d28',
  surfaceMuted: '#222736',
  border: '#343b4f',
  text: '#eef0f6',
  textMuted: '#b2b9cb',
  accent: '#8ea6ff',
  accentHover: '#a9bbff',
  accentText: '#0d1226',
  danger: '#ff8a80',
  dangerHover: '#ffa39b',
  dangerText: '#2a0603',
  dangerSurface: '#3a1715',
  success: '#7ddc97',
  successSurface: '#15301e',
  warning: '#ffc66b',
  warningSurface: '#3a2a0e',
  info: '#9bb4ff',
  infoSurface: '#1c2748',
  neutralSurface: '#2a3040',
  neutral: '#c9cfdd',
  focus: '#a9bbff',
  shadow: 'rgba(0, 0, 0, 0.4)',
};

export const palettes: Record<ThemeName, Palette> = { light, dark };

/** The styled-components theme, for code that reads it from props; static styles import the tokens. */
export const theme: DefaultTheme = { colors: color, radii: radius, space, fonts: { body: FONT_BODY } };

/** `--color-x: value;` declarations for one palette, used by the global style. */
export function paletteDeclarations(name: ThemeName): string {
  return Object.entries(palettes[name])
    .map(([token, value]) => `${colorVariable(token as ColorToken)}: ${value};`)
    .join('\n');
}
