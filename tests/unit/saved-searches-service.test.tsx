import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { roomQueries } from '@/features/rooms/api/room-queries';
import type { Room } from '@/features/rooms/room';
import {
  SavedSearchesProvider,
  useSavedSearches,
  useSearchCounts,
} from '@/features/saved-searches/saved-searches-context';
import {
  createSavedSearchesService,
  type ListRecorded,
  type SavedSearchesServiceOptions,
} from '@/features/saved-searches/saved-searches-service';
import { useOpenedSearch } from '@/features/saved-searches/use-opened-search';
import { storedUser } from '@/features/saved-searches/saved-search-database';
import { createExternalStore } from '@/lib/external-store';
import { aRoom } from '../fixtures/rooms';
import { createMemoryKeyValueStore } from '../utils/memory-key-value-store';
import { createTestQueryClient } from '../utils/render-app';
import { createChangeBus, criteria } from '../utils/saved-search-store';
import { storedSearch } from '../utils/saved-searches';

const leedsRoom = (id: string) => aRoom({ id, address: '1 Leeds Road', pricePerMonth: 500 });

const ADA = 'ada@uni.test';
const LEEDS = storedSearch({ id: 'leeds', name: 'Leeds', filters: { location: 'leeds' } });

/** The service for `username`, over a database holding `searches` for them (none unless given). */
function setUp({
  username = ADA,
  searches = [],
  queryClient = createTestQueryClient(),
  importRuntime,
}: {
  username?: string | null;
  searches?: ReturnType<typeof storedSearch>[];
  queryClient?: QueryClient;
  importRuntime?: SavedSearchesServiceOptions['importRuntime'];
} = {}) {
  const owner = createExternalStore<{ username: string } | null>(username === null ? null : { username });
  const kv = createMemoryKeyValueStore();
  if (username !== null && searches.length > 0)
    kv.values.set(`searches:${storedUser(username)}`, { format: 'student-rooms/saved-searches@1', searches });
  const otherTab = createChangeBus();
  const service = createSavedSearchesService({
    queryClient,
    owner,
    kv,
    changes: otherTab(),
    ...(importRuntime ? { importRuntime } : {}),
  });
  onTestFinished(service.dispose);
  const fetched = async (rooms: Room[]) => {
    queryClient.setQueryData(roomQueries.list().queryKey, rooms);
    // The follower records in idle time, after the cache has told it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await service.whenRecorded();
  };
  /** The store as the Save search dialog gets it: loaded, with the rooms on screen recorded. */
  const loadedStore = async () => {
    const [{ store }] = await Promise.all([service.load(), service.whenRecorded()]);
    return store;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SavedSearchesProvider service={service}>{children}</SavedSearchesProvider>
    </QueryClientProvider>
  );
  return { queryClient, owner, kv, service, fetched, loadedStore, otherTab: otherTab(), wrapper };
}

describe('the saved searches service', () => {
  it('loads nothing and records nothing while nobody is signed in', async () => {
    const { service, fetched } = setUp({ username: null });
    await fetched([leedsRoom('a')]);
    expect(service.loaded.getSnapshot()).toBeNull();
  });

  it('loads nothing and records nothing for a user without a saved search on this device', async () => {
    const { service, fetched, kv, wrapper } = setUp();
    await fetched([leedsRoom('a')]);
    await fetched([leedsRoom('a'), leedsRoom('b')]);
    // The navigation bar's count asks for nothing either.
    const { result } = renderHook(() => useSearchCounts(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.totalFresh).toBe(0);
    expect(service.loaded.getSnapshot()).toBeNull();
    expect([...kv.values.keys()]).toEqual([]);
  });

  it('loads by itself for a user with a saved search, and when another tab saves their first', async () => {
    const withSearch = setUp({ searches: [LEEDS] });
    await vi.waitFor(() => expect(withSearch.service.loaded.getSnapshot()).not.toBeNull());

    const { service, otherTab } = setUp();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(service.loaded.getSnapshot()).toBeNull();
    otherTab.post({ user: storedUser('someone@else.test'), what: 'searches' });
    otherTab.post({ user: storedUser(ADA), what: 'seen' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(service.loaded.getSnapshot()).toBeNull();
    otherTab.post({ user: storedUser(ADA), what: 'searches' });
    await vi.waitFor(() => expect(service.loaded.getSnapshot()).not.toBeNull());
  });

  it('asks for its code again with the next list when it failed to load, and stops at dispose', async () => {
    let attempts = 0;
    const importRuntime = () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : import('@/features/saved-searches/saved-searches-runtime');
    };
    const { service, fetched } = setUp({ searches: [LEEDS], importRuntime });
    await vi.waitFor(() => expect(attempts).toBe(1));
    expect(service.loaded.getSnapshot()).toBeNull();
    await fetched([leedsRoom('a'), leedsRoom('b')]);
    await vi.waitFor(() => expect(service.loaded.getSnapshot()).not.toBeNull());
    // It records the list on screen as it loads.
    await service.whenRecorded();
    expect(service.loaded.getSnapshot()?.store.seenRooms.getSnapshot()?.count).toBe(2);

    // Disposed while it still reads whether there is a saved search: nothing loads afterwards.
    const late = setUp({ searches: [LEEDS] });
    late.service.dispose();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(late.service.loaded.getSnapshot()).toBeNull();
    // Whoever waits for it can stop waiting.
    const waiting = new AbortController();
    const loaded = late.service.whenLoaded(waiting.signal);
    waiting.abort();
    await expect(loaded).rejects.toThrow();
  });

  it('records each fetched list as seen and tells who listens', async () => {
    const { service, fetched } = setUp({ searches: [LEEDS] });
    await vi.waitFor(() => expect(service.loaded.getSnapshot()).not.toBeNull());
    const recorded = vi.fn<(recorded: ListRecorded) => void>();
    service.onListRecorded(recorded);
    await fetched([leedsRoom('a'), leedsRoom('b')]);
    await fetched([leedsRoom('b'), leedsRoom('c')]);
    const seen = service.loaded.getSnapshot()?.store.seenRooms.getSnapshot();
    expect(seen?.count).toBe(3);
    expect(recorded).toHaveBeenCalledTimes(2);
    expect(recorded.mock.lastCall?.[0].seen.positionOf('c')).toBe(2);
  });

  it('records the list on screen as it first loads, so a search saved from it counts none of its rooms new', async () => {
    for (const updatedAt of [Date.now(), 1]) {
      // Fetched in this visit, or restored from the saved cache of an earlier one: either is on screen.
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(roomQueries.list().queryKey, [leedsRoom('a'), leedsRoom('b')], { updatedAt });
      const { loadedStore, service } = setUp({ queryClient });
      const store = await loadedStore();
      expect(service.loaded.getSnapshot()?.store.seenRooms.getSnapshot()?.count).toBe(2);
      expect(await store.save(criteria({ location: 'leeds' }), 'Leeds')).toMatchObject({
        search: { openedAtSeenCount: 2, alertedAtSeenCount: 2 },
      });
    }
  });

  it("counts each search's matches and new rooms over the cached list", async () => {
    const { fetched, loadedStore, wrapper } = setUp();
    await fetched([leedsRoom('a'), aRoom({ id: 'y', address: 'York' })]);
    const store = await loadedStore();
    await store.save(criteria({ location: 'leeds' }), 'Leeds');
    await fetched([leedsRoom('a'), leedsRoom('b'), aRoom({ id: 'y', address: 'York' })]);
    const { result } = renderHook(() => ({ counts: useSearchCounts(), searches: useSavedSearches() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.counts.status).toBe('ready'));
    const id = result.current.searches.searches[0]?.id ?? '';
    expect(result.current.counts.perSearch.get(id)).toEqual({ matches: 2, fresh: 1 });
    expect(result.current.counts.totalFresh).toBe(1);
  });

  it("never shows one user's counts to the next", async () => {
    const { owner, fetched, loadedStore, wrapper } = setUp();
    await fetched([leedsRoom('a')]);
    const store = await loadedStore();
    await store.save(criteria({ location: 'leeds' }), 'Leeds');
    await fetched([leedsRoom('a'), leedsRoom('b')]);
    const { result } = renderHook(() => useSearchCounts(), { wrapper });
    await waitFor(() => expect(result.current.totalFresh).toBe(1));
    act(() => void owner.set({ username: 'bob@uni.test' }));
    expect(result.current.totalFresh).toBe(0);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ totalFresh: 0, perSearch: new Map() });
  });

  it('opens a search once per visit with the rooms new since its previous opening', async () => {
    const { fetched, loadedStore, wrapper } = setUp();
    await fetched([leedsRoom('a')]);
    const store = await loadedStore();
    const saved = await store.save(criteria({ location: 'leeds' }), 'Leeds');
    if (saved.outcome !== 'saved') throw new Error('not saved');
    await fetched([leedsRoom('a'), leedsRoom('b'), leedsRoom('c')]);
    const markOpened = vi.spyOn(store, 'markOpened');
    const { result, rerender, unmount } = renderHook(() => useOpenedSearch(saved.search.id), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('found'));
    await waitFor(() => {
      if (result.current.status !== 'found') throw new Error('not found');
      expect([...result.current.newRoomIds]).toEqual(['b', 'c']);
    });
    rerender();
    expect(markOpened).toHaveBeenCalledOnce();
    expect(store.getSnapshot().searches[0]?.openedAtSeenCount).toBe(3);

    // Room Listings left and opened again in the same visit: the same rooms are new, and no second opening.
    unmount();
    const { result: again } = renderHook(() => useOpenedSearch(saved.search.id), { wrapper });
    await waitFor(() => {
      if (again.current.status !== 'found') throw new Error('not found');
      expect([...again.current.newRoomIds]).toEqual(['b', 'c']);
    });
    expect(markOpened).toHaveBeenCalledOnce();

    const { result: missing } = renderHook(() => useOpenedSearch('nope'), { wrapper });
    await waitFor(() => expect(missing.current.status).toBe('not-found'));
  });

  it('notes an opening made before the list arrives once that list is recorded, and keeps it up to date', async () => {
    const { queryClient, fetched, loadedStore, wrapper } = setUp();
    await fetched([leedsRoom('a')]);
    const store = await loadedStore();
    const saved = await store.save(criteria({ location: 'leeds' }), 'Leeds');
    if (saved.outcome !== 'saved') throw new Error('not saved');
    // A cold load of Room Listings opened as the search: the list is still on its first fetch.
    queryClient.removeQueries({ queryKey: roomQueries.list().queryKey });
    let arrive: (rooms: Room[]) => void = () => undefined;
    void queryClient.prefetchQuery({
      ...roomQueries.list(),
      queryFn: () => new Promise<Room[]>((resolve) => (arrive = resolve)),
    });
    const { result } = renderHook(
      () => ({ opened: useOpenedSearch(saved.search.id), counts: useSearchCounts() }),
      { wrapper },
    );
    const newIds = () => {
      const { opened } = result.current;
      return opened.status === 'found' ? [...opened.newRoomIds] : null;
    };
    await new Promise((resolve) => setTimeout(resolve, 20));
    arrive([leedsRoom('a'), leedsRoom('b'), leedsRoom('c')]);
    await waitFor(() => expect(newIds()).toEqual(['b', 'c']));
    await waitFor(() =>
      expect(result.current.counts.perSearch.get(saved.search.id)).toEqual({ matches: 3, fresh: 0 }),
    );
    expect(store.getSnapshot().searches[0]?.openedAtSeenCount).toBe(3);

    // A later refetch while it is open: its new room is badged now, and not new on Saved searches or next time.
    await fetched([leedsRoom('a'), leedsRoom('b'), leedsRoom('c'), leedsRoom('d')]);
    await waitFor(() => expect(newIds()).toEqual(['b', 'c', 'd']));
    await waitFor(() =>
      expect(result.current.counts.perSearch.get(saved.search.id)).toEqual({ matches: 4, fresh: 0 }),
    );
    expect(store.getSnapshot().searches[0]?.openedAtSeenCount).toBe(4);
  });

  it('waits for a list on its first fetch before saying the lists are recorded, so a save counts none new', async () => {
    const { queryClient, loadedStore } = setUp();
    let arrive: (rooms: Room[]) => void = () => undefined;
    void queryClient.prefetchQuery({
      ...roomQueries.list(),
      queryFn: () => new Promise<Room[]>((resolve) => (arrive = resolve)),
    });
    const loaded = vi.fn();
    const store = loadedStore().then((ready) => {
      loaded();
      return ready;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).not.toHaveBeenCalled();
    arrive([leedsRoom('a'), leedsRoom('b')]);
    expect(await (await store).save(criteria({ location: 'leeds' }), 'Leeds')).toMatchObject({
      search: { openedAtSeenCount: 2, alertedAtSeenCount: 2 },
    });
  });
});
