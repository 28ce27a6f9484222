/**
 * localStorage that never throws. Private mode and full quotas make the real one throw on access or write;
 * then values live in memory for the rest of the visit instead of crashing the app.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Also says whether a write reached the real storage, for callers with a fallback beyond this visit. */
export interface SafeStorage extends KeyValueStorage {
  /** False when the value is kept in memory only. */
  set(key: string, value: string): boolean;
  /** False when the real storage could not be reached or refused. */
  remove(key: string): boolean;
  /** Every key held, in the real storage or in memory. */
  keys(): string[];
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
): SafeStorage {
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
        return true;
      } catch {
        memory.set(key, value);
        return false;
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        const target = storage();
        target?.removeItem(key);
        return target !== undefined;
      } catch {
        // Nothing persisted can be left behind if the storage cannot even be reached.
        return false;
      }
    },
    keys() {
      const keys = new Set(memory.keys());
      try {
        const target = storage();
        for (let index = 0; target && index < target.length; index++) {
          const key = target.key(index);
          if (key !== null) keys.add(key);
        }
      } catch {
        // Unreadable storage holds nothing this visit can use.
      }
      return [...keys];
    },
  };
}
