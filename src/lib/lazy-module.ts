import { useSyncExternalStore } from 'react';

/**
 * A chunk loaded on first use, for code no first render needs. Not React.lazy: a failed request would throw
 * into the tree; here it is forgotten, so the next `load()` asks again, and meanwhile the caller shows what
 * it can without the chunk.
 */
export function lazyModule<Module>(importer: () => Promise<Module>) {
  let loading: Promise<Module> | null = null;
  let loaded: Module | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    load: (): Promise<Module> => {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    /** The module once loaded, whoever asked for it; null until then. */
    useLoaded: (): Module | null =>
      useSyncExternalStore(
        subscribe,
        () => loaded,
        () => null,
      ),
  };
}
