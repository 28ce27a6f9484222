/**
 * A value outside React that components read with useSyncExternalStore. getSnapshot and subscribe are
 * function-typed properties, not methods, because React receives them detached from the store.
 */
export interface ExternalStore<T> {
  getSnapshot: () => T;
  subscribe: (listener: () => void) => () => void;
}

export interface WritableExternalStore<T> extends ExternalStore<T> {
  /** Stores `next` and tells the listeners; returns false, telling nobody, when it equals the current value. */
  set: (next: T) => boolean;
}

export function createExternalStore<T>(
  initial: T,
  isSame: (a: T, b: T) => boolean = Object.is,
): WritableExternalStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      if (isSame(current, next)) return false;
      current = next;
      listeners.forEach((listener) => listener());
      return true;
    },
  };
}
