// Room alerts while the app is open (docs/saved-searches.md#alerts), loaded once someone is signed in
// (signed-in.tsx): the list is refetched on focus, on reconnect and every 15 minutes, and each list the
// saved searches record is checked for new matches of the searches marked Notify me. The checks load with the
// saved searches' runtime, which is waited for, never loaded here: a user without a saved search has nothing
// to be alerted to, and downloads none of them.
import type { QueryClient } from '@tanstack/react-query';
import {
  ALERTS_OWNER_DATABASE,
  ALERTS_OWNER_KEY,
  ALERTS_OWNER_STORE,
} from '@/features/saved-searches/alerts-owner';
import type { SavedSearchesService } from '@/features/saved-searches/saved-searches-service';
import { createIndexedDbStore } from '@/lib/indexed-db-store';
import type { AppServices } from '../app-services';
import type { AppRouter } from '../router';
import { followRoomRefetchPolicy } from './room-refetch-policy';

export interface RoomAlertsOptions {
  queryClient: QueryClient;
  router: AppRouter;
  savedSearches: SavedSearchesService;
  apiBaseUrl: string;
  username: string;
}

/**
 * Turns off the background alerts another user left on this device. Only a device with an owner record has
 * any, so only then does the code that turns them off load.
 */
async function stopBackgroundAlertsLeftByOthers(username: string): Promise<void> {
  const owner = createIndexedDbStore(ALERTS_OWNER_DATABASE, ALERTS_OWNER_STORE);
  if ((await owner.get(ALERTS_OWNER_KEY)) === undefined) return;
  const background = await import('@/features/saved-searches/background-alerts');
  await background.stopOtherUsersBackgroundAlerts(username);
}

/** Starts the alerts for `username`; returns the function that stops them. */
function startRoomAlerts(options: RoomAlertsOptions): () => void {
  let stopped = false;
  // Stops waiting for the saved searches' runtime, which a user without a saved search never loads.
  const waiting = new AbortController();
  const stopRefetching = followRoomRefetchPolicy(options.queryClient);
  let stopChecks = () => {};
  void options.savedSearches
    .whenLoaded(waiting.signal)
    .then(async (runtime) => {
      const { startAlertChecks } = await import('./room-alert-checks');
      if (!stopped) stopChecks = startAlertChecks({ ...options, runtime });
    })
    .catch(() => undefined);
  // This user's own background alerts follow their choices once those load (room-alert-checks.ts); a previous
  // user's stop here, even for a user whose choices never load (no saved search).
  void stopBackgroundAlertsLeftByOthers(options.username).catch(() => undefined);
  return () => {
    stopped = true;
    waiting.abort();
    stopRefetching();
    stopChecks();
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
