import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { ThemeStore } from './theme-store';

const ThemeStoreContext = createContext<ThemeStore | null>(null);

export function ThemeStoreProvider({ store, children }: { store: ThemeStore; children: ReactNode }) {
  return <ThemeStoreContext value={store}>{children}</ThemeStoreContext>;
}

export function useThemeStore(): ThemeStore {
  const store = use(ThemeStoreContext);
  if (!store) throw new Error('useThemeStore must be used inside ThemeStoreProvider');
  return store;
}

export function useThemeName() {
  const store = useThemeStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
