import type { SeenRooms } from './saved-search';

// The rooms a device has seen, in first-seen order (docs/saved-searches.md#new-rooms), and their compact
// stored form (docs/saved-searches.md#storage). Pure: no storage, no DOM, so the service worker runs it too.

/** Ids per stored slice: an append rewrites only the last slice and the new ones, as the query cache does. */
export const SEEN_SLICE_LENGTH = 2_000;
/** Ids looked up or added per task: a few milliseconds each at 50,000 rooms (docs/saved-searches.md#speed). */
export const SEEN_CHUNK_LENGTH = 5_000;

const OBJECT_ID_BYTES = 12;
/** The backend's ObjectIds, as it writes them: packed into 12 bytes instead of 24 characters. */
const OBJECT_ID = /^[0-9a-f]{24}$/;

/** One stored slice: 12 bytes per id in `packed`; ids that are not ObjectIds kept as text by their index. */
export interface StoredSeenSlice {
  packed: Uint8Array;
  texts: Record<number, string>;
}

/** Yields to the page between chunks; tests pass one that resolves at once. */
export type NextTask = () => Promise<void>;

export const defaultNextTask: NextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function encodeSeenSlice(ids: readonly string[]): StoredSeenSlice {
  const packed = new Uint8Array(ids.length * OBJECT_ID_BYTES);
  const texts: Record<number, string> = {};
  ids.forEach((id, index) => {
    if (!OBJECT_ID.test(id)) {
      texts[index] = id;
      return;
    }
    const offset = index * OBJECT_ID_BYTES;
    for (let byte = 0; byte < OBJECT_ID_BYTES; byte += 1) {
      packed[offset + byte] = parseInt(id.slice(byte * 2, byte * 2 + 2), 16);
    }
  });
  return { packed, texts };
}

/** The ids a stored slice holds, in order, or null when it is not one of ours (damaged, another version). */
export function decodeSeenSlice(value: unknown): string[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { packed, texts } = value as Partial<StoredSeenSlice>;
  // By tag, not instanceof: a value cloned out of IndexedDB may come from another realm (a worker, a test's).
  if (Object.prototype.toString.call(packed) !== '[object Uint8Array]') return null;
  if (!packed || packed.length % OBJECT_ID_BYTES !== 0) return null;
  if (typeof texts !== 'object' || texts === null) return null;
  const ids: string[] = [];
  for (let index = 0; index < packed.length / OBJECT_ID_BYTES; index += 1) {
    const text: unknown = (texts as Record<number, unknown>)[index];
    if (typeof text === 'string') {
      ids.push(text);
      continue;
    }
    let id = '';
    const offset = index * OBJECT_ID_BYTES;
    for (let byte = 0; byte < OBJECT_ID_BYTES; byte += 1) id += HEX[packed[offset + byte] ?? 0];
    ids.push(id);
  }
  return ids;
}

/**
 * The record in memory: every id in first-seen order and the position of each. Append-only, so views taken
 * earlier stay true: each SeenRooms it hands out answers for the rooms seen up to its own count.
 */
export interface SeenRoomsRecord {
  readonly ids: readonly string[];
  /** A view of the record as it is now. */
  view: () => SeenRooms;
  /** Appends the ids not seen yet, in order, a chunk per task; resolves with the ids added. */
  append: (roomIds: readonly string[], nextTask?: NextTask) => Promise<string[]>;
}

/** A record of `ids` (first-seen order, no repeats); the lookup is built a chunk per task. */
export async function createSeenRoomsRecord(
  ids: readonly string[] = [],
  nextTask: NextTask = defaultNextTask,
): Promise<SeenRoomsRecord> {
  const all: string[] = [];
  const positions = new Map<string, number>();
  const add = (id: string) => {
    if (positions.has(id)) return false;
    positions.set(id, all.length);
    all.push(id);
    return true;
  };
  for (let start = 0; start < ids.length; start += SEEN_CHUNK_LENGTH) {
    if (start > 0) await nextTask();
    for (const id of ids.slice(start, start + SEEN_CHUNK_LENGTH)) add(id);
  }
  const view = (): SeenRooms => {
    const count = all.length;
    return {
      count,
      positionOf: (roomId) => {
        const position = positions.get(roomId);
        return position !== undefined && position < count ? position : undefined;
      },
    };
  };
  return {
    ids: all,
    view,
    append: async (roomIds, next = nextTask) => {
      const added: string[] = [];
      for (let start = 0; start < roomIds.length; start += SEEN_CHUNK_LENGTH) {
        if (start > 0) await next();
        for (const id of roomIds.slice(start, start + SEEN_CHUNK_LENGTH)) if (add(id)) added.push(id);
      }
      return added;
    },
  };
}

/** The slices holding positions from `from` onwards: the last stored slice is rewritten, earlier ones kept. */
export function slicesFrom(ids: readonly string[], from: number): { index: number; ids: string[] }[] {
  const slices: { index: number; ids: string[] }[] = [];
  for (let index = Math.floor(from / SEEN_SLICE_LENGTH); index * SEEN_SLICE_LENGTH < ids.length; index += 1) {
    slices.push({ index, ids: ids.slice(index * SEEN_SLICE_LENGTH, (index + 1) * SEEN_SLICE_LENGTH) });
  }
  return slices;
}

/** How many slices hold `count` ids. */
export const sliceCountOf = (count: number) => Math.ceil(count / SEEN_SLICE_LENGTH);
