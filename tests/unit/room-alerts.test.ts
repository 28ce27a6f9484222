import type { SavedSearch, SeenRooms } from '@/features/saved-searches/saved-search';
import type { SavedSearchesRuntime } from '@/features/saved-searches/saved-searches-runtime';
import type { ListRecorded } from '@/features/saved-searches/saved-searches-service';
import type { Room } from '@/features/rooms/room';
import { followRoomAlertsAs } from '../utils/room-alerts';

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
  const stop = followRoomAlertsAs('ada@uni.test', {
    // The alerts wait for the runtime; they never load it.
    whenLoaded: () =>
      Promise.resolve({
        store,
        matchesToAlert: () => Promise.resolve([{ search: LEEDS, roomIds: ['a'] }]),
      } as unknown as SavedSearchesRuntime),
    onListRecorded: (listener: (recorded: ListRecorded) => void) => {
      onRecorded = listener;
      return () => {};
    },
    // The page's first list is not under test here.
    whenRecorded: () => new Promise<void>(() => {}),
  });

  // The checks load with the runtime, then follow each recorded list.
  await vi.waitFor(() => expect(onRecorded).not.toBeNull());
  onRecorded!({ rooms: [{ id: 'a' } as Room], seen: { count: 7 } as SeenRooms });
  await vi.waitFor(() => expect(markAlerted).toHaveBeenCalledWith(['leeds'], 7));
  // Signing out stops the alerts (and their timers).
  stop();
});
