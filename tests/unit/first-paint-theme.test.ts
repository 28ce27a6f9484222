import { readFileSync } from 'node:fs';
import { palettes } from '@/features/theme/themes';

describe('first paint', () => {
  const html = readFileSync('index.html', 'utf8');

  it.each(['light', 'dark'] as const)('paints the %s background before the app loads', (theme) => {
    const rule = new RegExp(`html\\[data-theme='${theme}'\\]\\s*{[^}]*background:\\s*([^;]+);`);
    expect(html.match(rule)?.[1]).toBe(palettes[theme].background);
  });
});
