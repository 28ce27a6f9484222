import { readFileSync } from 'node:fs';
import { palettes } from '@/features/theme/themes';
import { webAppManifest } from '../../vite.config';

describe('first paint', () => {
  const html = readFileSync('index.html', 'utf8');

  it.each(['light', 'dark'] as const)('paints the %s background before the app loads', (theme) => {
    const rule = new RegExp(`html\\[data-theme='${theme}'\\]\\s*{[^}]*background:\\s*([^;]+);`);
    expect(html.match(rule)?.[1]).toBe(palettes[theme].background);
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
  ] as const)('colours the browser bars with the %s surface', (scheme, theme) => {
    const meta = new RegExp(
      `<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content="([^"]+)"`,
    );
    expect(html.match(meta)?.[1]).toBe(palettes[theme].surface);
  });

  it('gives the installed app the light theme’s surface and background', () => {
    expect(webAppManifest.theme_color).toBe(palettes.light.surface);
    expect(webAppManifest.background_color).toBe(palettes.light.background);
  });
});
