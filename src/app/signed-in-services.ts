import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/features/auth/session-store';
import type { SavedSearchesService } from '@/features/saved-searches/saved-searches-service';
import type { RoomAlertsServices } from './room-alerts/room-alerts';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import { lazyModule } from '@/lib/lazy-module';
import { IDLE_TIMEOUT_MS, whenIdle } from '@/lib/when-idle';

/**
 * What only a signed-in user needs (signed-in.tsx): the saved searches' service, the navigation link's count
 * of new rooms and the loader of the room alerts. Requested in an idle moment once someone is signed in, so a
 * signed-out /login carries none of it and no page waits for it to render (docs/saved-searches.md#speed).
 */
export const signedInCode = lazyModule(() => import('./signed-in'));

/** The saved searches' service once someone has signed in and its code has loaded; null until then. */
export interface LazySavedSearches extends ExternalStore<SavedSearchesService | null> {
  dispose: () => void;
}

/**
 * Creates the service after the first sign-in, or after a signed-in start, in an idle moment. It lives on after
 * a sign-out: it follows whoever is signed in.
 * A failed chunk request is asked again at the next session change.
 */
export function loadSavedSearchesWhenSignedIn(
  session: SessionStore,
  queryClient: QueryClient,
  /** Given, the room alerts start with the service, in an idle moment (the app; tests leave them out). */
  roomAlerts?: Omit<RoomAlertsServices, 'savedSearches'>,
): LazySavedSearches {
  const service = createExternalStore<SavedSearchesService | null>(null);
  let disposed = false;
  const start = () => {
    if (!session.getSnapshot()) return;
    stopWaiting();
    whenIdle(() => void create(), IDLE_TIMEOUT_MS);
  };
  const create = () =>
    signedInCode.load().then(
      ({ createSavedSearchesService, loadRoomAlertsWhenIdle }) => {
        if (disposed || service.getSnapshot()) return;
        const created = createSavedSearchesService({ queryClient, owner: session });
        service.set(created);
        if (roomAlerts) loadRoomAlertsWhenIdle({ ...roomAlerts, savedSearches: created });
      },
      () => (stopWaiting = session.subscribe(start)),
    );
  let stopWaiting = session.subscribe(start);
  start();
  return {
    getSnapshot: service.getSnapshot,
    subscribe: service.subscribe,
    dispose: () => {
      disposed = true;
      stopWaiting();
      service.getSnapshot()?.dispose();
    },
  };
}
