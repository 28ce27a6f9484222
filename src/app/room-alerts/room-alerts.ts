// Room alerts while the app is open (docs/saved-searches.md#alerts), loaded once someone is signed in
// (signed-in.tsx): the list is refetched on focus, on reconnect and every 15 minutes, and each list the
// saved searches record is checked for new matches of the searches marked Notify me. The saved searches'
// runtime is waited for, never loaded here: a user without a saved search has nothing to be alerted to.
import type { QueryClient } from '@tanstack/react-query';
import { isDemoMode } from '@/config/env';
import {
  followBackgroundAlerts,
  stopOtherUsersBackgroundAlerts,
} from '@/features/saved-searches/background-alerts';
import { cachedRoomList } from '@/features/saved-searches/room-list-query';
import type { ListRecorded, SavedSearchesService } from '@/features/saved-searches/saved-searches-service';
import type { AppServices } from '../app-services';
import type { AppRouter } from '../router';
import { createRoomAlertDelivery } from './deliver-room-alert';
import { checkForRoomAlerts } from './room-alert-check';
import { followRoomRefetchPolicy } from './room-refetch-policy';

export interface RoomAlertsOptions {
  queryClient: QueryClient;
  router: AppRouter;
  savedSearches: SavedSearchesService;
  apiBaseUrl: string;
  username: string;
}

/**
 * The API the worker's background check asks, absolute; none in the demo, whose mock API only answers while
 * one of its pages is open.
 */
const backgroundApiUrl = (apiBaseUrl: string): string | null =>
  isDemoMode ? null : new URL(apiBaseUrl, window.location.href).href.replace(/\/+$/, '');

/** Starts the alerts for `username`; returns the function that stops them. */
function startRoomAlerts({
  queryClient,
  router,
  savedSearches,
  apiBaseUrl,
  username,
}: RoomAlertsOptions): () => void {
  let stopped = false;
  // Stops waiting for the saved searches' runtime, which a user without a saved search never loads.
  const waiting = new AbortController();
  const runtime = () => savedSearches.whenLoaded(waiting.signal);
  const stopRefetching = followRoomRefetchPolicy(queryClient);
  const deliver = createRoomAlertDelivery((path) => void router.navigate({ href: path }));
  // One check at a time: a list recorded meanwhile is checked once the last one's searches are marked.
  let checking = Promise.resolve();
  const check = ({ rooms, seen }: ListRecorded) => {
    checking = checking
      .then(async () => {
        const { store, matchesToAlert } = await runtime();
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
  // The list this page has already recorded (the code loads after it) is checked too: the rooms that came
  // while the app was closed are news on opening it.
  void runtime()
    .then(() => savedSearches.whenRecorded())
    .then(async () => {
      const rooms = cachedRoomList(queryClient);
      const { store } = await runtime();
      await store.whenReady();
      const seen = store.seenRooms.getSnapshot();
      if (rooms && seen && !stopped) check({ rooms, seen });
    })
    .catch(() => undefined);
  // This user's choices decide the background alerts, now and as they change; a previous user's stop here,
  // even for a user whose choices never load (no saved search).
  void stopOtherUsersBackgroundAlerts(username).catch(() => undefined);
  let stopBackground = () => {};
  void runtime()
    .then(async ({ store }) => {
      await store.whenReady();
      if (!stopped) stopBackground = followBackgroundAlerts(store, username, backgroundApiUrl(apiBaseUrl));
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    waiting.abort();
    stopRefetching();
    stopChecking();
    stopBackground();
  };
}

export type RoomAlertsServices = Pick<AppServices, 'session' | 'queryClient' | 'router' | 'apiBaseUrl'> & {
  savedSearches: SavedSearchesService;
};

/** Alerts for whoever is signed in: they stop at sign-out and start again for the next user. */
export function followRoomAlerts(services: RoomAlertsServices) {
  let running: { username: string; stop: () => void } | null = null;
  const follow = () => {
    const username = services.session.getSnapshot()?.username ?? null;
    if (running?.username === username) return;
    running?.stop();
    running = username === null ? null : { username, stop: startRoomAlerts({ ...services, username }) };
  };
  follow();
  return services.session.subscribe(follow);
}
