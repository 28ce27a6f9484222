import { clear, createStore, delMany, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * An asynchronous key-value store of structured-cloneable values. Unlike localStorage it holds hundreds of
 * megabytes and needs no JSON: values are cloned into it, so a large list is saved without one giant string.
 * Operations reject when the browser refuses (private mode, quota); callers decide what that costs.
 */
export interface AsyncKeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(keys: string[]): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

/** Opening throws synchronously where IndexedDB is missing altogether; callers get a rejection instead. */
function attempt<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return operation();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** One object store in its own database, opened on first use. */
export function createIndexedDbStore(databaseName: string, storeName: string): AsyncKeyValueStore {
  let opened: UseStore | undefined;
  const store = () => (opened ??= createStore(databaseName, storeName));
  return {
    get: (key) => attempt(() => get<unknown>(key, store())),
    set: (key, value) => attempt(() => set(key, value, store())),
    delete: (keysToDelete) => attempt(() => delMany(keysToDelete, store())),
    keys: () => attempt(async () => (await keys(store())).map(String)),
    clear: () => attempt(() => clear(store())),
  };
}
