import { STORAGE_KEY_SHORTLIST_PREFIX } from '@/config/business-constants';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import type { SafeStorage } from '@/lib/safe-storage';
import { userKey } from '@/lib/user-key';

/** A saved room: its id, and the name it had when saved, shown when the room is no longer listed. */
export interface ShortlistedRoom {
  id: string;
  name: string;
}

/** Who is signed in: the shortlist shown is always theirs (docs/choosing-a-room.md#shortlist). */
export type ShortlistOwner = ExternalStore<{ username: string } | null>;

export interface ShortlistStore extends ExternalStore<readonly ShortlistedRoom[]> {
  /** Saves the room, or removes it when it is saved already; returns whether it is saved now. */
  toggle: (room: ShortlistedRoom) => boolean;
  /** Saves every room not saved yet, in order; returns how many were new. */
  addAll: (rooms: readonly ShortlistedRoom[]) => number;
  remove: (roomId: string) => void;
}

const EMPTY: readonly ShortlistedRoom[] = Object.freeze([]);

/** One key per user, however they typed their email (src/lib/user-key.ts). */
export const shortlistStorageKey = (username: string) =>
  `${STORAGE_KEY_SHORTLIST_PREFIX}${userKey(username)}`;

function isShortlistedRoom(value: unknown): value is ShortlistedRoom {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    value.id !== '' &&
    'name' in value &&
    typeof value.name === 'string'
  );
}

/** What storage holds, read defensively: another version or a hand edit may have left anything there. */
export function parseStoredShortlist(raw: string | null): readonly ShortlistedRoom[] {
  if (!raw) return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(parsed)) return EMPTY;
  const seen = new Set<string>();
  const rooms: ShortlistedRoom[] = [];
  for (const entry of parsed) {
    if (!isShortlistedRoom(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    rooms.push({ id: entry.id, name: entry.name });
  }
  return rooms;
}

/** The rooms of every list, in order: each list's rooms that no earlier list holds. */
function mergeShortlists(lists: readonly (readonly ShortlistedRoom[])[]): ShortlistedRoom[] {
  const seen = new Set<string>();
  const merged: ShortlistedRoom[] = [];
  for (const room of lists.flat()) {
    if (seen.has(room.id)) continue;
    seen.add(room.id);
    merged.push(room);
  }
  return merged;
}

/**
 * Lists saved before keys were normalised sit under the email as it was typed ('shortlist:Alice@uni.example'):
 * each of `username`'s is merged into their one key, after what it holds already, and removed once the merged
 * list is safely stored.
 */
function adoptUnnormalisedLists(storage: SafeStorage, username: string): void {
  const key = shortlistStorageKey(username);
  const strays = storage
    .keys()
    .filter(
      (candidate) =>
        candidate !== key &&
        candidate.startsWith(STORAGE_KEY_SHORTLIST_PREFIX) &&
        shortlistStorageKey(candidate.slice(STORAGE_KEY_SHORTLIST_PREFIX.length)) === key,
    )
    .sort();
  if (strays.length === 0) return;
  const merged = mergeShortlists([key, ...strays].map((from) => parseStoredShortlist(storage.get(from))));
  // Kept in memory only (a full quota), the merged list would be lost on reload: the old lists stay until then.
  if (!storage.set(key, JSON.stringify(merged))) return;
  for (const stray of strays) storage.remove(stray);
}

/**
 * The signed-in user's shortlist, kept in storage under their username (trimmed and lowercased) so it
 * survives reloads and is never shown to anyone else on the same browser. Follows the session (a new user
 * sees their own list) and other tabs (the storage event).
 */
export function createShortlistStore(storage: SafeStorage, owner: ShortlistOwner): ShortlistStore {
  const username = () => owner.getSnapshot()?.username ?? null;
  let adoptedFor: string | null = null;
  const read = () => {
    const user = username();
    if (user === null) return EMPTY;
    // When a user becomes the owner, not on every storage event.
    if (adoptedFor !== userKey(user)) {
      adoptedFor = userKey(user);
      adoptUnnormalisedLists(storage, user);
    }
    return parseStoredShortlist(storage.get(shortlistStorageKey(user)));
  };
  const store = createExternalStore<readonly ShortlistedRoom[]>(read());
  const reload = () => void store.set(read());

  owner.subscribe(reload);
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      const user = username();
      if (event.key === null || (user !== null && event.key === shortlistStorageKey(user))) reload();
    });
  }

  /** False when nobody is signed in: there is no list to write to. */
  const write = (rooms: readonly ShortlistedRoom[]) => {
    const user = username();
    if (user === null) return false;
    storage.set(shortlistStorageKey(user), JSON.stringify(rooms));
    store.set(rooms);
    return true;
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    toggle: (room) => {
      const rooms = store.getSnapshot();
      const saved = rooms.some((entry) => entry.id === room.id);
      const written = write(
        saved ? rooms.filter((entry) => entry.id !== room.id) : [...rooms, { id: room.id, name: room.name }],
      );
      return written ? !saved : saved;
    },
    addAll: (added) => {
      const rooms = store.getSnapshot();
      const known = new Set(rooms.map((entry) => entry.id));
      const fresh: ShortlistedRoom[] = [];
      for (const { id, name } of added) {
        if (known.has(id)) continue;
        known.add(id);
        fresh.push({ id, name });
      }
      if (fresh.length === 0 || !write([...rooms, ...fresh])) return 0;
      return fresh.length;
    },
    remove: (roomId) => void write(store.getSnapshot().filter((entry) => entry.id !== roomId)),
  };
}
