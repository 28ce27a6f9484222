// The checks behind the room alerts (docs/saved-searches.md#alerts), loaded by room-alerts.ts once the saved
// searches' runtime has loaded: a user without a saved search never downloads them.
import type { QueryClient } from '@tanstack/react-query';
import { isDemoMode } from '@/config/env';
import { followBackgroundAlerts } from '@/features/saved-searches/background-alerts';
import { cachedRoomList } from '@/features/saved-searches/room-list-query';
import type { SavedSearchesRuntime } from '@/features/saved-searches/saved-searches-runtime';
import type { ListRecorded, SavedSearchesService } from '@/features/saved-searches/saved-searches-service';
import type { AppRouter } from '../router';
import { createRoomAlertDelivery } from './deliver-room-alert';
import { checkForRoomAlerts } from './room-alert-check';

export interface AlertChecksOptions {
  queryClient: QueryClient;
  router: AppRouter;
  savedSearches: SavedSearchesService;
  runtime: SavedSearchesRuntime;
  apiBaseUrl: string;
  username: string;
}

/**
 * The API the worker's background check asks, absolute; none in the demo, whose mock API only answers while
 * one of its pages is open.
 */
const backgroundApiUrl = (apiBaseUrl: string): string | null =>
  isDemoMode ? null : new URL(apiBaseUrl, window.location.href).href.replace(/\/+$/, '');

/**
 * Checks each list the saved searches record, and the one already recorded, for new matches of the searches
 * marked Notify me; keeps the background alerts in step with this user's choices. Returns the function that
 * stops it.
 */
export function startAlertChecks({
  queryClient,
  router,
  savedSearches,
  runtime: { store, matchesToAlert },
  apiBaseUrl,
  username,
}: AlertChecksOptions): () => void {
  let stopped = false;
  const deliver = createRoomAlertDelivery((path) => void router.navigate({ href: path }));
  // One check at a time: a list recorded meanwhile is checked once the last one's searches are marked.
  let checking = Promise.resolve();
  const check = ({ rooms, seen }: ListRecorded) => {
    checking = checking
      .then(async () => {
        if (stopped) return;
        await checkForRoomAlerts({
          findAlerts: async () =>
            (await matchesToAlert(rooms, store.getSnapshot().searches, seen)).map(({ search, roomIds }) => ({
              search,
              count: roomIds.length,
            })),
          deliver,
          // At the seen count this check used, not the latest: rooms recorded meanwhile still alert at the
          // next check (docs/saved-searches.md#alerts).
          markAlerted: (ids) => store.markAlerted(ids, seen.count),
        });
      })
      .catch((error: unknown) => {
        if (!stopped) console.warn('Checking for new rooms failed:', error);
      });
  };
  const stopChecking = savedSearches.onListRecorded(check);
  // The list this page has already recorded is checked too: the rooms that came while the app was closed are
  // news on opening it.
  void savedSearches
    .whenRecorded()
    .then(async () => {
      const rooms = cachedRoomList(queryClient);
      await store.whenReady();
      const seen = store.seenRooms.getSnapshot();
      if (rooms && seen && !stopped) check({ rooms, seen });
    })
    .catch(() => undefined);
  // This user's choices decide the background alerts, now and as they change.
  let stopBackground = () => {};
  void store
    .whenReady()
    .then(() => {
      if (!stopped) stopBackground = followBackgroundAlerts(store, username, backgroundApiUrl(apiBaseUrl));
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    stopChecking();
    stopBackground();
  };
}
