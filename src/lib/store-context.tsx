import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { ExternalStore } from './external-store';

/**
 * A React context for one external store: its provider, a hook for the store itself (to call its
 * actions) and a hook for its current value, which re-renders the component when the value changes.
 */
export function createStoreContext<T, Store extends ExternalStore<T>>(name: string) {
  const StoreContext = createContext<Store | null>(null);

  function Provider({ store, children }: { store: Store; children: ReactNode }) {
    return <StoreContext value={store}>{children}</StoreContext>;
  }

  function useStore(): Store {
    const store = use(StoreContext);
    if (!store) throw new Error(`${name} is read outside its provider`);
    return store;
  }

  function useValue(): T {
    const store = useStore();
    return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  }

  return { Provider, useStore, useValue };
}
