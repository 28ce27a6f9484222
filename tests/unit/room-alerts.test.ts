import { followRoomAlerts } from '@/app/room-alerts/room-alerts';
import type { SavedSearch, SeenRooms } from '@/features/saved-searches/saved-search';
import type { ListRecorded, SavedSearchesService } from '@/features/saved-searches/saved-searches-service';
import { createExternalStore } from '@/lib/external-store';
import type { Room } from '@/features/rooms/room';
import { createTestQueryClient } from '../utils/render-app';

// The check after a recorded list (docs/saved-searches.md#alerts) marks its searches alerted at the seen count
// it looked at: rooms recorded while it ran are news for the next check.

const LEEDS = { id: 'leeds', name: 'Leeds', notify: true } as SavedSearch;

it('marks the alerted searches at the seen count of the list it checked', async () => {
  const markAlerted = vi.fn((_ids: readonly string[], _seenCount: number) => Promise.resolve());
  const store = {
    getSnapshot: () => ({ status: 'ready', searches: [LEEDS] }),
    subscribe: () => () => {},
    whenReady: () => Promise.resolve(),
    markAlerted,
  };
  let onRecorded: ((recorded: ListRecorded) => void) | null = null;
  const savedSearches = {
    // The alerts wait for the runtime; they never load it.
    whenLoaded: () =>
      Promise.resolve({
        store,
        matchesToAlert: () => Promise.resolve([{ search: LEEDS, roomIds: ['a'] }]),
      }),
    onListRecorded: (listener: (recorded: ListRecorded) => void) => {
      onRecorded = listener;
      return () => {};
    },
    // The page's first list is not under test here.
    whenRecorded: () => new Promise<void>(() => {}),
  } as unknown as SavedSearchesService;
  const session = createExternalStore<{ username: string } | null>({ username: 'ada@uni.test' });
  const stop = followRoomAlerts({
    session: session as never,
    queryClient: createTestQueryClient(),
    router: { navigate: vi.fn() } as never,
    savedSearches,
    apiBaseUrl: '/api',
  });

  // The checks load with the runtime, then follow each recorded list.
  await vi.waitFor(() => expect(onRecorded).not.toBeNull());
  onRecorded!({ rooms: [{ id: 'a' } as Room], seen: { count: 7 } as SeenRooms });
  await vi.waitFor(() => expect(markAlerted).toHaveBeenCalledWith(['leeds'], 7));
  // Signing out stops the alerts (and their timers), then the test stops following the session.
  session.set(null);
  stop();
});
