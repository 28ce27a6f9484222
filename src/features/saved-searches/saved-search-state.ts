import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';
import {
  readSearches,
  storedUser,
  SAVED_SEARCHES_CHANNEL,
  type SavedSearchesChange,
  type StoredSearches,
} from './saved-search-storage';
import type { NextTask, SeenRoomsRecord } from './seen-rooms-record';
import { readSeenCount, readSeenRooms } from './seen-rooms-storage';

// What the store holds for the signed-in user, read from and kept in step with storage
// (docs/saved-searches.md#storage). Separate from the store's operations so each file reads in one sitting.

/** One user's data as loaded: their stored searches and their seen-rooms record. */
export interface UserData {
  username: string;
  /** Their part of the stored keys (storedUser). */
  user: string;
  stored: StoredSearches;
  seen: SeenRoomsRecord;
}

export interface StateOptions {
  kv: AsyncKeyValueStore;
  nextTask: NextTask;
  warn: (message: string) => void;
}

/**
 * A search saved when the record held more rooms than it does now (the record was damaged and started
 * again) would wait for that many rooms: its counts are brought back to the record's.
 */
function clampToSeen(stored: StoredSearches, seenCount: number): StoredSearches {
  return {
    ...stored,
    searches: stored.searches.map((search) =>
      search.openedAtSeenCount <= seenCount && search.alertedAtSeenCount <= seenCount
        ? search
        : {
            ...search,
            openedAtSeenCount: Math.min(search.openedAtSeenCount, seenCount),
            alertedAtSeenCount: Math.min(search.alertedAtSeenCount, seenCount),
          },
    ),
  };
}

export async function loadUserData(
  username: string,
  { kv, nextTask, warn }: StateOptions,
): Promise<UserData> {
  const user = storedUser(username);
  const [stored, seen] = await Promise.all([
    readSearches(kv, user, warn),
    readSeenRooms(kv, user, { nextTask, warn }),
  ]);
  return { username, user, stored: clampToSeen(stored, seen.ids.length), seen };
}

/** Reads again what another tab may have written since: the searches, and the record if it grew. */
export async function refreshUserData(
  data: UserData,
  options: StateOptions,
  { keepSeen = false } = {},
): Promise<UserData> {
  const { kv, nextTask, warn } = options;
  // keepSeen: storage refused the record this visit, so the one in memory is the more complete.
  const storedCount = keepSeen ? data.seen.ids.length : await readSeenCount(kv, data.user);
  const seen =
    storedCount === data.seen.ids.length ? data.seen : await readSeenRooms(kv, data.user, { nextTask, warn });
  // Warnings were given at the first reading; the same damage is not reported again.
  const stored = await readSearches(kv, data.user, () => undefined);
  return { ...data, stored: clampToSeen(stored, seen.ids.length), seen };
}

/** Messages between tabs about a user's stored data; a BroadcastChannel in the browser. */
export interface ChangeChannel {
  post: (change: SavedSearchesChange) => void;
  subscribe: (listener: (change: SavedSearchesChange) => void) => () => void;
}

function isChange(value: unknown): value is SavedSearchesChange {
  if (typeof value !== 'object' || value === null) return false;
  const { user, what } = value as Record<string, unknown>;
  return typeof user === 'string' && (what === 'searches' || what === 'seen');
}

/**
 * The browser's channel between tabs (and the worker), or one that does nothing where there is none. One
 * channel posts and listens, so a tab never hears its own writes.
 */
export function broadcastChangeChannel(): ChangeChannel {
  if (typeof BroadcastChannel === 'undefined')
    return { post: () => undefined, subscribe: () => () => undefined };
  let channel: BroadcastChannel | null = null;
  const open = () => (channel ??= new BroadcastChannel(SAVED_SEARCHES_CHANNEL));
  return {
    post: (change) => open().postMessage(change),
    subscribe: (listener) => {
      const listening = open();
      listening.onmessage = (event: MessageEvent<unknown>) => {
        if (isChange(event.data)) listener(event.data);
      };
      return () => {
        listening.close();
        channel = null;
      };
    },
  };
}
