// Room alerts while the app is open (docs/saved-searches.md#alerts), loaded once someone is signed in
// (start-room-alerts.ts): the list is refetched on focus, on reconnect and every 15 minutes, and each list the
// saved searches record is checked for new matches of the searches marked Notify me.
import type { QueryClient } from '@tanstack/react-query';
import type { Room } from '@/features/rooms/room';
import type { SavedSearchStore, SeenRooms } from '@/features/saved-searches/saved-search';
import { syncBackgroundAlerts } from '@/features/saved-searches/background-alerts';
import type { AppRouter } from '../router';
import { createRoomAlertDelivery } from './deliver-room-alert';
import { checkForRoomAlerts, type RoomAlert } from './room-alert-check';
import { followRoomRefetchPolicy } from './room-refetch-policy';

/** A fetched room list, as the saved searches recorded it. */
export interface RecordedRoomList {
  rooms: readonly Room[];
  seen: SeenRooms;
}

export interface RoomAlertsOptions {
  queryClient: QueryClient;
  router: AppRouter;
  username: string;
  store: SavedSearchStore;
  /** Calls `listener` after each fetched list is recorded as seen; returns the unsubscribe function. */
  onListRecorded: (listener: (list: RecordedRoomList) => void) => () => void;
  /** The data layer's rule: the Notify-me searches with new matches since they were opened or alerted. */
  findAlerts: (list: RecordedRoomList, store: SavedSearchStore) => Promise<readonly RoomAlert[]>;
}

/** Starts the alerts for `username`; returns the function that stops them. */
export function startRoomAlerts(options: RoomAlertsOptions): () => void {
  const { queryClient, router, store } = options;
  const stopRefetching = followRoomRefetchPolicy(queryClient);
  const deliver = createRoomAlertDelivery((path) => void router.navigate({ href: path }));
  // One check at a time: a list recorded meanwhile is checked after the last one's searches are marked.
  let checking = Promise.resolve();
  const stopChecking = options.onListRecorded((list) => {
    checking = checking
      .then(() =>
        checkForRoomAlerts({
          findAlerts: () => options.findAlerts(list, store),
          deliver,
          markAlerted: store.markAlerted,
        }),
      )
      .then(
        () => undefined,
        (error: unknown) => console.warn('Checking for new rooms failed:', error),
      );
  });
  // This user's choices decide the background alerts: a previous user's stop here.
  const syncOnce = () => {
    if (store.getSnapshot().status !== 'ready') return;
    stopWaiting();
    void syncBackgroundAlerts(store, options.username);
  };
  const stopWaiting = store.subscribe(syncOnce);
  syncOnce();
  return () => {
    stopRefetching();
    stopChecking();
    stopWaiting();
  };
}
