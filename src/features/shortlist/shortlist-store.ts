import { STORAGE_KEY_SHORTLIST_PREFIX } from '@/config/business-constants';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import type { KeyValueStorage } from '@/lib/safe-storage';

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

export const shortlistStorageKey = (username: string) => `${STORAGE_KEY_SHORTLIST_PREFIX}${username}`;

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

/**
 * The signed-in user's shortlist, kept in storage under their username so it survives reloads and is never
 * shown to anyone else on the same browser. Follows the session (a new user sees their own list) and other
 * tabs (the storage event).
 */
export function createShortlistStore(storage: KeyValueStorage, owner: ShortlistOwner): ShortlistStore {
  const username = () => owner.getSnapshot()?.username ?? null;
  const read = () => {
    const user = username();
    return user === null ? EMPTY : parseStoredShortlist(storage.get(shortlistStorageKey(user)));
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
