import { createIndexedDbStore, type AsyncKeyValueStore } from '@/lib/indexed-db-store';
import { userKey } from '@/lib/user-key';

// Where a user's saved searches live and how tabs hear that they changed (docs/saved-searches.md#storage): the
// little a page needs to know whether a user has any, before it loads the code that reads them. No window,
// React or DOM: the service worker imports it through saved-search-storage.ts.

export const SAVED_SEARCHES_DATABASE = 'student-rooms-saved-searches';
/** Tabs tell each other here that a user's stored searches or seen rooms changed: `{ user, what }`. */
export const SAVED_SEARCHES_CHANNEL = 'student-rooms:saved-searches';
export type SavedSearchesChange = { user: string; what: 'searches' | 'seen' };

/** The saved searches' own database: the saved query cache's is cleared at logout, this one is not. */
export const createSavedSearchesKeyValueStore = (): AsyncKeyValueStore =>
  createIndexedDbStore(SAVED_SEARCHES_DATABASE, 'per-user');

/** The user's part of the stored keys: their userKey, encoded so one user's keys never prefix another's. */
export const storedUser = (username: string) => encodeURIComponent(userKey(username));

/** The key of a user's (a storedUser's) searches. */
export const searchesKey = (user: string) => `searches:${user}`;

/**
 * Whether `username` has a saved search on this device, read without parsing them. A database the browser
 * refuses answers yes: the saved searches' own code then finds out and says so.
 */
export async function hasSavedSearches(kv: AsyncKeyValueStore, username: string): Promise<boolean> {
  try {
    const entry = await kv.get(searchesKey(storedUser(username)));
    const searches = (entry as { searches?: unknown } | undefined)?.searches;
    return Array.isArray(searches) && searches.length > 0;
  } catch {
    return true;
  }
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
