import type { Query } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { KeyValueStorage } from '@/lib/safe-storage';

const CACHE_STORAGE_KEY = 'student-rooms:query-cache';
// Saving serialises the whole list; batching bursts of cache updates keeps large lists cheap.
const SAVE_THROTTLE_MS = 1000;
// Beyond this the browser's quota refuses it anyway (about 5 MB of UTF-16), and keeping a copy in memory
// instead would only double the heap: very large lists are simply not kept for offline use.
const MAX_SAVED_CHARACTERS = 2_000_000;
// A room takes about 240 characters saved, so a longer list would pass that limit: such a list is left out
// before it is serialised, which at 50,000 rooms was a 12 MB JSON.stringify on the main thread for nothing.
export const MAX_PERSISTED_ROOMS = 8_000;

/** Which persisted data a save holds: it changes only when a kept query's data does. */
function dataSignature(client: PersistedClient): string {
  return client.clientState.queries
    .map((query) => `${query.queryHash}@${query.state.dataUpdatedAt}`)
    .join('|');
}

/** Saved data older than this is not worth showing, even offline. */
export const PERSISTED_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Bump when the shape of cached data changes, so old caches are dropped instead of misread. */
export const PERSISTED_CACHE_BUSTER = 'v1';

/**
 * Only the room list and the user's own applications are kept for offline use; look-ups such as distance
 * and geocode are cheap to ask again and not worth the space.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [resource, kind] = query.queryKey;
  const isList = (resource === 'rooms' || resource === 'applications') && kind === 'list';
  if (!isList || query.state.status !== 'success') return false;
  const { data } = query.state;
  return !(resource === 'rooms' && Array.isArray(data) && data.length > MAX_PERSISTED_ROOMS);
}

export interface QueryCachePersister extends Persister {
  /** Saves a pending change now: the page is going away (pagehide) and the timer would never fire. */
  flush: () => void;
}

/** A persister over our never-throwing storage: a full quota costs persistence, never the app. */
export function createQueryCachePersister(storage: KeyValueStorage): QueryCachePersister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let savedSignature: string | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const client = pending;
    pending = null;
    if (!client) return;
    // Every new query (a card's look-up, say) triggers a save; serialise only when kept data changed.
    const signature = dataSignature(client);
    if (signature === savedSignature) return;
    savedSignature = signature;
    const serialized = JSON.stringify(client);
    if (serialized.length > MAX_SAVED_CHARACTERS) storage.remove(CACHE_STORAGE_KEY);
    else storage.set(CACHE_STORAGE_KEY, serialized);
  };
  return {
    flush,
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(flush, SAVE_THROTTLE_MS);
    },
    restoreClient() {
      const saved = storage.get(CACHE_STORAGE_KEY);
      if (!saved) return undefined;
      try {
        return JSON.parse(saved) as PersistedClient;
      } catch {
        storage.remove(CACHE_STORAGE_KEY);
        return undefined;
      }
    },
    removeClient() {
      pending = null;
      savedSignature = null;
      storage.remove(CACHE_STORAGE_KEY);
    },
  };
}
