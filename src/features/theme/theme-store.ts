import { STORAGE_KEY_THEME, THEME_APPLY_DELAY_MS } from '@/config/business-constants';
import type { KeyValueStorage } from '@/lib/safe-storage';
import type { ThemeName } from './themes';

// Function-typed properties, not methods: they are handed to useSyncExternalStore detached from the store.
export interface ThemeStore {
  getSnapshot: () => ThemeName;
  subscribe: (listener: () => void) => () => void;
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
  let current: ThemeName = readStoredTheme(storage) ?? systemTheme();
  const listeners = new Set<() => void>();

  const apply = (theme: ThemeName) => {
    window.setTimeout(() => document.documentElement.setAttribute('data-theme', theme), THEME_APPLY_DELAY_MS);
  };

  const update = (theme: ThemeName) => {
    if (theme === current) return;
    current = theme;
    apply(theme);
    listeners.forEach((listener) => listener());
  };

  if (typeof window !== 'undefined') {
    apply(current);
    window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', (event) => {
      if (!readStoredTheme(storage)) update(event.matches ? 'dark' : 'light');
    });
  }

  const setTheme = (theme: ThemeName) => {
    storage.set(STORAGE_KEY_THEME, theme);
    update(theme);
  };

  return {
    getSnapshot: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTheme,
    toggle: () => setTheme(current === 'dark' ? 'light' : 'dark'),
  };
}
