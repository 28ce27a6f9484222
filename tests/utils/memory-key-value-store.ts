import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';

/** IndexedDB's contract in memory, values cloned in and out as the browser does. */
export function createMemoryKeyValueStore(): AsyncKeyValueStore & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get: (key) => Promise.resolve(structuredClone(values.get(key))),
    set: (key, value) => Promise.resolve(void values.set(key, structuredClone(value))),
    delete: (keysToDelete) => Promise.resolve(keysToDelete.forEach((key) => values.delete(key))),
    keys: () => Promise.resolve([...values.keys()]),
    clear: () => Promise.resolve(values.clear()),
  };
}
