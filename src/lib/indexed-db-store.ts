import type { UseStore } from 'idb-keyval';

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

/** One object store in its own database, opened on first use. idb-keyval is loaded then too: the store is
 * only ever used after the first render, so it stays off the first load. Every failure, including opening
 * where IndexedDB is missing altogether, is a rejection. */
export function createIndexedDbStore(databaseName: string, storeName: string): AsyncKeyValueStore {
  let opened: Promise<{ idb: typeof import('idb-keyval'); store: UseStore }> | undefined;
  const open = () =>
    (opened ??= import('idb-keyval').then((idb) => ({
      idb,
      store: idb.createStore(databaseName, storeName),
    })));
  return {
    get: async (key) => {
      const { idb, store } = await open();
      return idb.get<unknown>(key, store);
    },
    set: async (key, value) => {
      const { idb, store } = await open();
      return idb.set(key, value, store);
    },
    delete: async (keysToDelete) => {
      const { idb, store } = await open();
      return idb.delMany(keysToDelete, store);
    },
    keys: async () => {
      const { idb, store } = await open();
      return (await idb.keys(store)).map(String);
    },
    clear: async () => {
      const { idb, store } = await open();
      return idb.clear(store);
    },
  };
}
