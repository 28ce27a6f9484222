import { STORAGE_KEY_THEME, THEME_APPLY_DELAY_MS } from '@/config/business-constants';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import type { KeyValueStorage } from '@/lib/safe-storage';
import type { ThemeName } from './themes';

export interface ThemeStore extends ExternalStore<ThemeName> {
  setTheme: (theme: ThemeName) => void;
  toggle: () => void;
}

function systemTheme(): ThemeName {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

function readStoredTheme(storage: KeyValueStorage): ThemeName | null {
  const stored = storage.get(STORAGE_KEY_THEME);
  return stored === 'dark' || stored === 'light' ? stored : null;
}

/**
 * The theme follows the system preference until the user chooses; the choice is then stored as
 * 'dark' or 'light' and applied to <html data-theme> after the specification's 1 ms delay.
 */
export function createThemeStore(storage: KeyValueStorage): ThemeStore {
  const store = createExternalStore<ThemeName>(readStoredTheme(storage) ?? systemTheme());

  const apply = (theme: ThemeName) => {
    window.setTimeout(() => document.documentElement.setAttribute('data-theme', theme), THEME_APPLY_DELAY_MS);
  };

  const update = (theme: ThemeName) => {
    if (store.set(theme)) apply(theme);
  };

  if (typeof window !== 'undefined') {
    apply(store.getSnapshot());
    window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', (event) => {
      if (!readStoredTheme(storage)) update(event.matches ? 'dark' : 'light');
    });
  }

  const setTheme = (theme: ThemeName) => {
    storage.set(STORAGE_KEY_THEME, theme);
    update(theme);
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setTheme,
    toggle: () => setTheme(store.getSnapshot() === 'dark' ? 'light' : 'dark'),
  };
}
