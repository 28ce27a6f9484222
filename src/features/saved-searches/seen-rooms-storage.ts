import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';
import {
  createSeenRoomsRecord,
  decodeSeenSlice,
  defaultNextTask,
  encodeSeenSlice,
  SEEN_SLICE_LENGTH,
  sliceCountOf,
  slicesFrom,
  type NextTask,
  type SeenRoomsRecord,
} from './seen-rooms-record';

// One user's seen-rooms record in the saved searches' database, in slices (docs/saved-searches.md#storage):
// the slices first, then the meta entry that names them, so an append cut short leaves the previous record
// whole. No DOM or window: the service worker reads and appends it too.

const SEEN_FORMAT = 'student-rooms/seen-rooms@1';

interface SeenMeta {
  format: typeof SEEN_FORMAT;
  count: number;
  slices: string[];
}

const seenMetaKey = (user: string) => `seen:${user}`;
const seenSliceKey = (user: string, index: number) => `seen-slice:${user}:${index}`;

function isSeenMeta(value: unknown): value is SeenMeta {
  if (typeof value !== 'object' || value === null) return false;
  const meta = value as Partial<SeenMeta>;
  return (
    meta.format === SEEN_FORMAT &&
    Number.isSafeInteger(meta.count) &&
    (meta.count ?? -1) >= 0 &&
    Array.isArray(meta.slices) &&
    meta.slices.length === sliceCountOf(meta.count ?? 0) &&
    meta.slices.every((key) => typeof key === 'string')
  );
}

export interface ReadOptions {
  nextTask?: NextTask;
  /** Told once per read when stored data was damaged or of another version and so left out. */
  warn?: (message: string) => void;
  /** Told when the stored record was left out and started again (the searches' counts no longer apply). */
  onReset?: () => void;
}

/**
 * The seen record stored for `user` (a userKey, encoded), read and looked up a slice per task. Damaged or
 * older data is an empty record, with one warning: new rooms then start from now, and nothing crashes.
 */
export async function readSeenRooms(
  store: AsyncKeyValueStore,
  user: string,
  { nextTask = defaultNextTask, warn = console.warn, onReset }: ReadOptions = {},
): Promise<SeenRoomsRecord> {
  const meta = await store.get(seenMetaKey(user));
  if (meta === undefined) return createSeenRoomsRecord([], nextTask);
  const damaged = () => {
    warn('Seen rooms on this device were unreadable and are started again.');
    onReset?.();
    return createSeenRoomsRecord([], nextTask);
  };
  if (!isSeenMeta(meta)) return damaged();
  const ids: string[] = [];
  for (const key of meta.slices) {
    const slice = decodeSeenSlice(await store.get(key));
    if (!slice) return damaged();
    for (const id of slice) ids.push(id);
    await nextTask();
  }
  if (ids.length < meta.count) return damaged();
  // A slice rewritten by an append whose meta entry was never written holds more: that append never happened.
  const record = await createSeenRoomsRecord(ids.slice(0, meta.count), nextTask);
  return record.ids.length === meta.count ? record : damaged();
}

/**
 * `record` brought up to what is stored (another tab appended since): only the slices past its end are read
 * and their ids appended to it. A stored record that is shorter, damaged or not an extension of this one is
 * read whole instead. The caller holds the user's lock.
 */
export async function catchUpSeenRooms(
  store: AsyncKeyValueStore,
  user: string,
  record: SeenRoomsRecord,
  options: ReadOptions = {},
): Promise<SeenRoomsRecord> {
  const { nextTask = defaultNextTask } = options;
  const meta = await store.get(seenMetaKey(user));
  const from = record.ids.length;
  const count = isSeenMeta(meta) ? meta.count : 0;
  if (count === from) return record;
  if (!isSeenMeta(meta) || count < from) return readSeenRooms(store, user, options);
  const first = Math.floor(from / SEEN_SLICE_LENGTH);
  const ids: string[] = [];
  for (const key of meta.slices.slice(first)) {
    const slice = decodeSeenSlice(await store.get(key));
    if (!slice) return readSeenRooms(store, user, options);
    for (const id of slice) ids.push(id);
    await nextTask();
  }
  const start = first * SEEN_SLICE_LENGTH;
  // The stored slice shared with the record must hold the record's own ids, else it is not its extension.
  if (ids.slice(0, from - start).some((id, index) => id !== record.ids[start + index]))
    return readSeenRooms(store, user, options);
  await record.append(ids.slice(from - start, count - start), nextTask);
  return record.ids.length === count ? record : readSeenRooms(store, user, options);
}

/**
 * Stores the record's ids from position `from` on (the last stored slice and any new ones), then the meta
 * entry. Rejects when the browser refuses; the caller holds the user's lock.
 */
export async function writeSeenRooms(
  store: AsyncKeyValueStore,
  user: string,
  ids: readonly string[],
  from: number,
  nextTask: NextTask = defaultNextTask,
): Promise<void> {
  for (const slice of slicesFrom(ids, from)) {
    await store.set(seenSliceKey(user, slice.index), encodeSeenSlice(slice.ids));
    await nextTask();
  }
  const slices = Array.from({ length: sliceCountOf(ids.length) }, (_, index) => seenSliceKey(user, index));
  await store.set(seenMetaKey(user), { format: SEEN_FORMAT, count: ids.length, slices } satisfies SeenMeta);
}
