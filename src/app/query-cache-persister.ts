import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { withExclusiveLock } from '@/lib/exclusive-lock';
import {
  SAVED_ENTRY_KEY,
  setSavedDataRefused,
  type QueryCachePersister,
  type QueryCachePersisterOptions,
} from './query-persistence';

// How the saved query cache is written and read (docs/offline.md#saved-data). Loaded on its own, in parallel
// with the runtime config, through loadQueryCachePersister in ./query-persistence.ts, with what moves data
// between it and the query cache.

export { restoreQueryCache, saveQueryCache } from './saved-query-cache';

// Saving copies the whole list; batching bursts of cache updates keeps large lists cheap.
const SAVE_THROTTLE_MS = 1000;
/**
 * Lists longer than this are saved and read back in slices, one task each, so no single task blocks the
 * page for long: cloning 2,000 rooms into or out of IndexedDB takes a few milliseconds (measured by
 * `npm run bench`, docs/performance.md).
 */
export const SAVED_SLICE_LENGTH = 2_000;

const SLICE_KEY_PREFIX = 'slice:';
const ENTRY_FORMAT = 'student-rooms/query-cache@1';

/** Where a long list was cut into slices: the keys to read back, in order. */
interface SlicedList {
  slicedListKeys: string[];
}

/** What is stored under SAVED_ENTRY_KEY: whose data it is, and the client with long lists replaced by slices. */
interface SavedEntry {
  format: typeof ENTRY_FORMAT;
  username: string | null;
  client: PersistedClient;
}

const defaultNextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long a restore waits for another tab's save before starting without the saved data. */
const RESTORE_LOCK_WAIT_MS = 3_000;

/** The lock every tab's persister takes around the saved cache. */
export const SAVED_CACHE_LOCK = 'student-rooms:query-cache';

/**
 * Times `work` as a performance measure named `name`, visible in DevTools' timeline and read by
 * `npm run bench` (docs/performance.md): how long a save or restore takes, and which tasks it spans.
 */
async function measured<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    performance.measure(name, { start, end: performance.now() });
  }
}

/** Which persisted data a save holds: it changes only when a kept query's data does. */
function dataSignature(client: PersistedClient, username: string | null): string {
  const queries = client.clientState.queries.map(
    (query) => `${query.queryHash}@${query.state.dataUpdatedAt}`,
  );
  return `${username ?? ''}|${queries.join('|')}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isSlicedList(value: unknown): value is SlicedList {
  return (
    isRecord(value) &&
    Array.isArray(value.slicedListKeys) &&
    value.slicedListKeys.every((key) => typeof key === 'string' && key.startsWith(SLICE_KEY_PREFIX))
  );
}

/** A stored entry of ours, in the shape we write; anything else (older, foreign, damaged) is discarded. */
function isSavedEntry(value: unknown): value is SavedEntry {
  if (!isRecord(value) || value.format !== ENTRY_FORMAT) return false;
  if (value.username !== null && typeof value.username !== 'string') return false;
  const { client } = value;
  if (!isRecord(client) || typeof client.timestamp !== 'number' || typeof client.buster !== 'string')
    return false;
  const state = client.clientState;
  return (
    isRecord(state) &&
    Array.isArray(state.mutations) &&
    Array.isArray(state.queries) &&
    state.queries.every((query) => isRecord(query) && isRecord(query.state) && Array.isArray(query.queryKey))
  );
}

/**
 * A persister over IndexedDB. Long lists are written and read in slices, each in its own task, and the
 * entry that points at them is written last, so a save cut short (the tab closed) leaves the previous save
 * whole. The store refusing costs offline data, never the app: one console warning, then saving stops.
 */
export function createQueryCachePersister({
  store,
  currentUsername,
  lock = (job) => withExclusiveLock(SAVED_CACHE_LOCK, job),
  nextTask = defaultNextTask,
  warn = (message, error) => console.warn(message, error),
}: QueryCachePersisterOptions): QueryCachePersister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let savedSignature: string | null = null;
  let writing: Promise<void> = Promise.resolve();
  let refused = false;
  setSavedDataRefused(false);

  const refuse = (error: unknown) => {
    if (refused) return;
    refused = true;
    setSavedDataRefused(true);
    warn('Saved data is off for this visit: the browser refused IndexedDB.', error);
  };

  /** Writes `client`; with `breathe`, yields to the page between slices. */
  async function write(client: PersistedClient, breathe: boolean): Promise<void> {
    const username = currentUsername();
    const generation = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const writes: Promise<void>[] = [];
    let sliceCount = 0;
    const queries = [];
    for (const query of client.clientState.queries) {
      const { data } = query.state;
      if (!Array.isArray(data) || data.length <= SAVED_SLICE_LENGTH) {
        queries.push(query);
        continue;
      }
      const slicedListKeys: string[] = [];
      for (let start = 0; start < data.length; start += SAVED_SLICE_LENGTH) {
        const key = `${SLICE_KEY_PREFIX}${generation}:${sliceCount++}`;
        slicedListKeys.push(key);
        writes.push(store.set(key, data.slice(start, start + SAVED_SLICE_LENGTH)));
        if (breathe) await nextTask();
      }
      queries.push({ ...query, state: { ...query.state, data: { slicedListKeys } satisfies SlicedList } });
    }
    await Promise.all(writes);
    const entry: SavedEntry = {
      format: ENTRY_FORMAT,
      username,
      client: { ...client, clientState: { ...client.clientState, queries } },
    };
    await store.set(SAVED_ENTRY_KEY, entry);
    // Only now is the previous save's slices' last reader gone. Under the lock, every slice this entry does
    // not name belongs to a save that no entry points at any more, this tab's or another's.
    const stale = (await store.keys()).filter(
      (key) => key.startsWith(SLICE_KEY_PREFIX) && !key.startsWith(`${SLICE_KEY_PREFIX}${generation}:`),
    );
    if (stale.length > 0) await store.delete(stale);
  }

  /**
   * One job at a time, in order, and under the lock every tab shares: a later save must never be overtaken
   * by an earlier, slower one, here or in another tab. After a refusal saves stop, but clearing is still
   * tried: logout must not leave the previous user's data on disk because an earlier write was refused.
   */
  function enqueue(job: () => Promise<void>, { evenAfterRefusal = false } = {}): Promise<void> {
    writing = writing.then(() => (refused && !evenAfterRefusal ? undefined : lock(job).catch(refuse)));
    return writing;
  }

  const clearStore = () => enqueue(() => store.clear(), { evenAfterRefusal: true });

  function save(breathe: boolean): Promise<void> {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const client = pending;
    pending = null;
    if (!client) return writing;
    // Every new query (a card's look-up, say) triggers a save; write only when kept data changed.
    const signature = dataSignature(client, currentUsername());
    if (signature === savedSignature) return writing;
    savedSignature = signature;
    // An empty cache (after Logout, or a different user) is deleted at once rather than saved as empty.
    if (client.clientState.queries.length === 0) return clearStore();
    return enqueue(() => measured('query-cache:save', () => write(client, breathe)));
  }

  async function read(): Promise<PersistedClient | undefined> {
    const entry = await store.get(SAVED_ENTRY_KEY);
    if (entry === undefined) return undefined;
    if (!isSavedEntry(entry) || entry.username !== currentUsername()) {
      // Someone else's, or not ours at all: never shown, and not kept either.
      await store.clear();
      return undefined;
    }
    const queries = [];
    for (const query of entry.client.clientState.queries) {
      const { data } = query.state;
      if (!isSlicedList(data)) {
        queries.push(query);
        continue;
      }
      const rows: unknown[] = [];
      for (const key of data.slicedListKeys) {
        const slice = await store.get(key);
        if (!Array.isArray(slice)) {
          await store.clear();
          return undefined;
        }
        for (const row of slice) rows.push(row);
        await nextTask();
      }
      queries.push({ ...query, state: { ...query.state, data: rows } });
    }
    savedSignature = dataSignature(entry.client, entry.username);
    return { ...entry.client, clientState: { ...entry.client.clientState, queries } };
  }

  return {
    flush: () => void save(false),
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(() => void save(true), SAVE_THROTTLE_MS);
    },
    async restoreClient() {
      if (refused) return undefined;
      // A removal still under way (a demo reset, a new scenario) finishes before anything is read back.
      await writing;
      try {
        // Another tab may hold the lock for long (a hidden tab's timers run slowly between slices): rather
        // than keep this tab's queries waiting, start without the saved data.
        const waited = new Promise<undefined>((resolve) => setTimeout(resolve, RESTORE_LOCK_WAIT_MS));
        return await Promise.race([lock(() => measured('query-cache:restore', read)), waited]);
      } catch (error) {
        refuse(error);
        return undefined;
      }
    },
    removeClient() {
      pending = null;
      savedSignature = null;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      return clearStore();
    },
  };
}
