/**
 * Listeners grouped by key: one subscription to a shared source (a cache) tells only the components that
 * show the changed key. A grid of room cards then costs one subscription to the source, not one per card
 * (docs/performance.md#the-room-grid).
 */
export interface KeyedListeners<K> {
  subscribe: (key: K, onChange: () => void) => () => void;
  notify: (key: K) => void;
  /** How many listeners there are, over all keys. */
  size: () => number;
}

export function keyedListeners<K>(): KeyedListeners<K> {
  const byKey = new Map<K, Set<() => void>>();
  let size = 0;
  return {
    subscribe: (key, onChange) => {
      let forKey = byKey.get(key);
      if (!forKey) byKey.set(key, (forKey = new Set()));
      if (!forKey.has(onChange)) size += 1;
      forKey.add(onChange);
      return () => {
        if (!forKey.delete(onChange)) return;
        size -= 1;
        if (forKey.size === 0) byKey.delete(key);
      };
    },
    notify: (key) => byKey.get(key)?.forEach((onChange) => onChange()),
    size: () => size,
  };
}
