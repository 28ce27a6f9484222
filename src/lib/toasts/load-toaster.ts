import { useSyncExternalStore } from 'react';

type ToasterModule = typeof import('./toaster');

let loading: Promise<ToasterModule> | null = null;
let loaded: ToasterModule | null = null;
const listeners = new Set<() => void>();

/**
 * One request for the toast chunk, shared by the container and every toast. A failed request (the network
 * dropped while it loaded) is forgotten, so that the next toast asks again.
 */
export function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster').then(
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
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The toast chunk once it has loaded, whoever asked for it; null until then. */
export function useLoadedToaster(): ToasterModule | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
