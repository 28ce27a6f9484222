/**
 * localStorage that never throws. Private mode and full quotas make the real one throw on access or write;
 * then values live in memory for the rest of the visit instead of crashing the app.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** The storage `resolve` returns, or undefined where merely touching it throws (private mode, sandboxes). */
export function reachableStorage(resolve: () => Storage | undefined): Storage | undefined {
  try {
    return resolve();
  } catch {
    return undefined;
  }
}

export function createSafeStorage(
  resolveStorage: () => Storage | undefined = () => window.localStorage,
): KeyValueStorage {
  const memory = new Map<string, string>();
  const storage = () => reachableStorage(resolveStorage);
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const target = storage();
        if (!target) throw new Error('no storage');
        target.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing persisted can be left behind if the storage cannot even be reached.
      }
    },
  };
}
