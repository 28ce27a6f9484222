import {
  createSeenRoomsRecord,
  decodeSeenSlice,
  encodeSeenSlice,
  SEEN_SLICE_LENGTH,
} from '@/features/saved-searches/seen-rooms-record';
import { createSavedSearchesKeyValueStore } from '@/features/saved-searches/saved-search-database';
import {
  catchUpSeenRooms,
  readSeenRooms,
  writeSeenRooms,
} from '@/features/saved-searches/seen-rooms-storage';
import { aRoomList } from '../fixtures/rooms';
import { createMemoryKeyValueStore } from '../utils/memory-key-value-store';

const atOnce = () => Promise.resolve();
const objectIds = (count: number) => aRoomList(count).map((room) => room.id);

/** What the record costs in storage: the bytes of its packed ids, and its text as UTF-16. */
function storedBytes(values: Map<string, unknown>): number {
  let bytes = 0;
  for (const [key, value] of values) {
    bytes += key.length * 2;
    const { packed, texts } = value as { packed?: unknown; texts?: unknown };
    // By tag: values cloned into the store come from another realm than this test's Uint8Array.
    if (ArrayBuffer.isView(packed)) bytes += packed.byteLength + JSON.stringify(texts).length * 2;
    else bytes += JSON.stringify(value).length * 2;
  }
  return bytes;
}

describe('the seen-rooms record', () => {
  it('keeps 50,000 ids well under 2 MB, in slices, and reads them back in order', async () => {
    const kv = createMemoryKeyValueStore();
    const ids = objectIds(50_000);
    await writeSeenRooms(kv, 'ada', ids, 0, atOnce);
    expect(storedBytes(kv.values)).toBeLessThan(1_000_000);
    const slices = [...kv.values.keys()].filter((key) => key.startsWith('seen-slice:'));
    expect(slices).toHaveLength(50_000 / SEEN_SLICE_LENGTH);
    const record = await readSeenRooms(kv, 'ada', { nextTask: atOnce });
    expect(record.ids).toEqual(ids);
    expect(record.view().positionOf(ids[49_999] ?? '')).toBe(49_999);
  });

  it('reads back through IndexedDB, in the database of its own', async () => {
    const kv = createSavedSearchesKeyValueStore();
    const ids = ['r1', ...objectIds(2_500)];
    await writeSeenRooms(kv, 'ada', ids, 0, atOnce);
    expect((await readSeenRooms(kv, 'ada', { nextTask: atOnce })).ids).toEqual(ids);
  });

  it('keeps ids that are not ObjectIds as they are', () => {
    const ids = ['r1', '6B026B08DBDF01AD5CFE0001', '6b026b08dbdf01ad5cfe0001', ''];
    expect(decodeSeenSlice(encodeSeenSlice(ids))).toEqual(ids);
    expect(decodeSeenSlice({ packed: [1, 2], texts: {} })).toBeNull();
  });

  it('rewrites only the last slice and the new ones on an append, and names them last', async () => {
    const kv = createMemoryKeyValueStore();
    const ids = objectIds(5_000);
    await writeSeenRooms(kv, 'ada', ids.slice(0, 4_500), 0, atOnce);
    const set = vi.spyOn(kv, 'set');
    await writeSeenRooms(kv, 'ada', ids, 4_500, atOnce);
    expect(set.mock.calls.map(([key]) => key)).toEqual(['seen-slice:ada:2', 'seen:ada']);
  });

  it("catches up with another tab's appends by reading only the slices past its end", async () => {
    const kv = createMemoryKeyValueStore();
    const ids = objectIds(5_000);
    await writeSeenRooms(kv, 'ada', ids.slice(0, 4_500), 0, atOnce);
    const record = await readSeenRooms(kv, 'ada', { nextTask: atOnce });
    await writeSeenRooms(kv, 'ada', ids, 4_500, atOnce);
    const get = vi.spyOn(kv, 'get');
    expect(await catchUpSeenRooms(kv, 'ada', record, { nextTask: atOnce })).toBe(record);
    expect(get.mock.calls.map(([key]) => key)).toEqual(['seen:ada', 'seen-slice:ada:2']);
    expect(record.ids).toEqual(ids);
  });

  it('reads the stored record whole when it is not an extension of the one in memory', async () => {
    const kv = createMemoryKeyValueStore();
    await writeSeenRooms(kv, 'ada', ['a', 'b'], 0, atOnce);
    const record = await readSeenRooms(kv, 'ada', { nextTask: atOnce });
    await writeSeenRooms(kv, 'ada', ['x', 'y', 'z'], 0, atOnce);
    expect((await catchUpSeenRooms(kv, 'ada', record, { nextTask: atOnce })).ids).toEqual(['x', 'y', 'z']);
  });

  it('forgets an append whose meta entry was never written', async () => {
    const kv = createMemoryKeyValueStore();
    await writeSeenRooms(kv, 'ada', ['a', 'b'], 0, atOnce);
    kv.values.set('seen-slice:ada:0', encodeSeenSlice(['a', 'b', 'c']));
    expect((await readSeenRooms(kv, 'ada', { nextTask: atOnce })).ids).toEqual(['a', 'b']);
  });

  it('starts again, with one warning, when a slice is damaged', async () => {
    const kv = createMemoryKeyValueStore();
    await writeSeenRooms(kv, 'ada', objectIds(3_000), 0, atOnce);
    kv.values.set('seen-slice:ada:1', 'damaged');
    const warn = vi.fn();
    expect((await readSeenRooms(kv, 'ada', { nextTask: atOnce, warn })).ids).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps the position of a room that disappears and comes back', async () => {
    const record = await createSeenRoomsRecord([], atOnce);
    await record.append(['a', 'b', 'c']);
    const before = record.view();
    await record.append(['a', 'c']);
    expect(await record.append(['d', 'b', 'a'])).toEqual(['d']);
    const seen = record.view();
    expect(seen.positionOf('b')).toBe(1);
    expect(seen.positionOf('d')).toBe(3);
    expect(seen.count).toBe(4);
    // An earlier view answers for the rooms it had seen.
    expect(before.positionOf('d')).toBeUndefined();
  });

  it('builds its lookup and appends a chunk per task, yielding in between', async () => {
    const nextTask = vi.fn(atOnce);
    const record = await createSeenRoomsRecord(objectIds(50_000), nextTask);
    expect(nextTask.mock.calls.length).toBeGreaterThanOrEqual(9);
    nextTask.mockClear();
    await record.append(objectIds(60_000), nextTask);
    expect(nextTask.mock.calls.length).toBeGreaterThanOrEqual(11);
    expect(record.view().count).toBe(60_000);
  });
});
