import { readFileSync } from 'node:fs';
import { RUNTIME_CONFIG_PATH } from '@/config/runtime-config-path';
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

describe('the painted shell in index.html', () => {
  const html = readFileSync('index.html', 'utf8');
  const document = new DOMParser().parseFromString(html, 'text/html');

  it('paints the bar and the page outline inside #root, marked busy, before any code runs', () => {
    const shell = document.querySelector('#root > .app-shell');
    expect(shell).not.toBeNull();
    expect(shell?.getAttribute('aria-busy')).toBe('true');
    expect(shell?.querySelector('.app-shell-bar')).not.toBeNull();
    expect(shell?.querySelectorAll('.app-shell-block').length).toBeGreaterThan(0);
  });

  it('carries no words, which would depend on the language', () => {
    expect(document.querySelector('#root')?.textContent?.trim()).toBe('');
  });

  it('asks for the runtime config with the page, as the fetch that reads it will (no second request)', () => {
    const preload = document.querySelector(`link[rel="preload"][href="${RUNTIME_CONFIG_PATH}"]`);
    expect(preload?.getAttribute('as')).toBe('fetch');
    expect(preload?.hasAttribute('crossorigin')).toBe(true);
  });

  it('has no inline script: every script is a file, as the Content-Security-Policy requires', () => {
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.getAttribute('src')).toBeTruthy();
      expect(script.textContent?.trim()).toBe('');
    }
  });

  it('moves only for users who have not asked for reduced motion', () => {
    const css = document.querySelector('style')?.textContent ?? '';
    const animations = [...css.matchAll(/animation:/g)].map((match) => match.index);
    const motionBlock = css.indexOf('@media (prefers-reduced-motion: no-preference)');
    expect(animations.length).toBeGreaterThan(0);
    for (const at of animations) expect(at).toBeGreaterThan(motionBlock);
    expect(motionBlock).toBeGreaterThan(-1);
  });

  it.each(['light', 'dark'] as const)('uses the %s palette for the bar and the blocks', (theme) => {
    const css = document.querySelector('style')?.textContent ?? '';
    const rule = new RegExp(
      `html\\[data-theme='${theme}'\\]\\s*{\\s*--shell-surface:\\s*([^;]+);\\s*--shell-border:\\s*([^;]+);\\s*--shell-block:\\s*([^;]+);`,
    );
    const [, surface, border, block] = css.match(rule) ?? [];
    expect({ surface, border, block }).toEqual({
      surface: palettes[theme].surface,
      border: palettes[theme].border,
      block: palettes[theme].surfaceMuted,
    });
  });

  it('lays nothing out to the left or right: the shell reads the same in both directions', () => {
    const rules = (document.querySelector('style')?.textContent ?? '').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(rules).not.toMatch(/\b(left|right)\b/);
  });
});
