import type { RoomFilters } from '@/features/rooms/room-filters';
import type { RoomSortOrder } from '@/features/rooms/room-sort-order';
import type { ExternalStore } from '@/lib/external-store';

// The shapes every part of saved searches shares (docs/saved-searches.md): the store, the screens, the alerts
// and the worker all speak these.

/** What a search is: the filters and the order of Room Listings. No filters at all is a search too, "All rooms". */
export interface SearchCriteria {
  filters: RoomFilters;
  sort: RoomSortOrder;
}

export interface SavedSearch extends SearchCriteria {
  /** Stable and URL-safe: Room Listings opens it as `search=<id>`. */
  id: string;
  name: string;
  /** Whether new matches raise an alert (docs/saved-searches.md#alerts). */
  notify: boolean;
  /**
   * The device's seen-room count when this search was last opened: a matching room first seen at or after
   * that position is new (docs/saved-searches.md#new-rooms). Counts, not clock times, so a clock change
   * cannot make old rooms new.
   */
  openedAtSeenCount: number;
  /** The seen-room count at this search's last alert: an alert names only rooms seen since. */
  alertedAtSeenCount: number;
}

/**
 * The rooms this user's device has seen, in the order it first saw them: a room's position is its "first
 * seen" counter. Append-only, so a room that disappears and comes back keeps its position and is not new again.
 */
export interface SeenRooms {
  /** How many rooms have been seen; the next unseen room gets this position. */
  count: number;
  /** The position of a room first seen, or undefined for a room never seen. */
  positionOf: (roomId: string) => number | undefined;
}

export type SaveSearchResult =
  | { outcome: 'saved' | 'updated'; search: SavedSearch }
  /** SAVED_SEARCHES_MAX searches are kept already and these criteria are not one of them. */
  | { outcome: 'limit-reached' }
  /** The browser refused to store it (quota, private mode). */
  | { outcome: 'not-stored' };

export interface SavedSearchesSnapshot {
  /** 'loading' until the signed-in user's searches are read; 'signed-out' when nobody is. */
  status: 'loading' | 'ready' | 'signed-out';
  /** Oldest first: the last is the most recently saved (or updated) one. */
  searches: readonly SavedSearch[];
}

/**
 * The signed-in user's saved searches and seen rooms on this device, in a database of their own that logout
 * does not clear, written by one tab at a time (docs/saved-searches.md#storage).
 */
export interface SavedSearchStore extends ExternalStore<SavedSearchesSnapshot> {
  /** Saves `criteria` as `name`, or gives the saved search with the same filters this name and order and moves it last. */
  save: (criteria: SearchCriteria, name: string) => Promise<SaveSearchResult>;
  /** Removes it; resolves with what was removed, for Undo, or null when there was nothing. */
  remove: (searchId: string) => Promise<SavedSearch | null>;
  /** Puts back a search removed a moment ago, where it was, unless that would pass the limit. */
  restore: (search: SavedSearch) => Promise<boolean>;
  setNotify: (searchId: string, notify: boolean) => Promise<boolean>;
  /**
   * Records the rooms of a fetched list as seen (new ones appended in list order) and resolves with the record.
   * Runs in slices off the interaction path.
   */
  recordSeen: (roomIds: readonly string[]) => Promise<SeenRooms>;
  /** Notes that the search was opened now: resolves with the seen count of its previous opening. */
  markOpened: (searchId: string) => Promise<number | null>;
  /**
   * Notes that alerts went out for these searches, up to `seenCount`: the count the check looked at, not the
   * count at write time, so rooms recorded while it ran still alert (never moved back).
   */
  markAlerted: (searchIds: readonly string[], seenCount: number) => Promise<void>;
}
