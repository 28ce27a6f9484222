import { emptyRoomFilters, type RoomFilters } from '@/features/rooms/room-filters';
import type { SearchCriteria } from '@/features/saved-searches/saved-search';
import {
  createSavedSearchStore,
  type SavedSearchStoreOptions,
} from '@/features/saved-searches/saved-search-store';
import type { ChangeChannel, SavedSearchesChange } from '@/features/saved-searches/saved-search-database';
import { createExternalStore } from '@/lib/external-store';
import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';
import { createMemoryKeyValueStore } from './memory-key-value-store';

/** Criteria with these filters, in the default order unless given. */
export const criteria = (
  filters: Partial<RoomFilters> = {},
  sort: SearchCriteria['sort'] = 'recommended',
) => ({
  filters: { ...emptyRoomFilters, ...filters },
  sort,
});

/** Tabs' BroadcastChannel in one test: each channel hears the others' posts, never its own. */
export function createChangeBus() {
  const listeners = new Set<{ listener: (change: SavedSearchesChange) => void }>();
  return (): ChangeChannel => {
    let mine: { listener: (change: SavedSearchesChange) => void } | null = null;
    return {
      post: (change) =>
        listeners.forEach((entry) => {
          if (entry !== mine) queueMicrotask(() => entry.listener(change));
        }),
      subscribe: (listener) => {
        const entry = { listener };
        mine = entry;
        listeners.add(entry);
        return () => void listeners.delete(entry);
      },
    };
  };
}

/** A store over `kv` (in memory unless given), signed in as `username`, yielding at once between chunks. */
export function setUpSavedSearchStore({
  kv = createMemoryKeyValueStore(),
  username = 'ada@uni.test',
  channel = createChangeBus()(),
  ...options
}: Partial<SavedSearchStoreOptions> & { kv?: AsyncKeyValueStore; username?: string | null } = {}) {
  const owner = createExternalStore<{ username: string } | null>(username === null ? null : { username });
  const warn = vi.fn();
  const store = createSavedSearchStore({
    kv,
    owner,
    channel,
    nextTask: () => Promise.resolve(),
    warn,
    ...options,
  });
  onTestFinished(store.dispose);
  const signInAs = (next: string | null) => void owner.set(next === null ? null : { username: next });
  return { kv, store, owner, warn, signInAs };
}
