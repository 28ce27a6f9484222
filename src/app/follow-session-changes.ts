import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/features/auth/session-store';
import type { AppRouter } from './router';

/**
 * The one place that reacts to "the session changed": a login or logout here, a session expiry (401), or
 * a login or logout in another tab (the storage event). Nothing else re-runs guards or navigates because
 * of a session change, so a click the user makes meanwhile is never overridden (docs/architecture.md#session).
 *
 * On each change it clears the cache when the user is no longer the same one. After the user's own Logout it
 * goes to /login; after any other change it re-runs the guards of the location the user is on at that
 * moment: a guard that now refuses (or, on /login, now has a session) redirects, the others let the page
 * stay. Returns the unsubscribe function.
 */
export function followSessionChanges({
  session,
  router,
  queryClient,
}: {
  session: SessionStore;
  router: AppRouter;
  queryClient: QueryClient;
}): () => void {
  let previousUsername = session.getSnapshot()?.username ?? null;
  return session.subscribe(() => {
    const username = session.getSnapshot()?.username ?? null;
    // A different user (or none) must never see the previous user's cached data.
    if (previousUsername !== null && username !== previousUsername) queryClient.clear();
    previousUsername = username;
    if (!session.getSnapshot() && session.getSignOutReason() === 'logout') {
      // Logging out stops this user's background alerts (docs/saved-searches.md#alerts); loaded only now.
      import('@/features/saved-searches/background-alerts').then(
        ({ stopBackgroundAlerts }) => stopBackgroundAlerts(),
        () => undefined,
      );
      // The user's own Logout goes to the login page itself, with no way back to the page they left.
      void router.navigate({ to: '/login' });
      return;
    }
    // invalidate() reloads the history's current location, so it can only redirect from where the user
    // is now; a navigation the user starts afterwards supersedes it.
    void router.invalidate();
  });
}
