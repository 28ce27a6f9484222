import type { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { createSessionStore, type SessionStore } from '@/features/auth/session-store';
import { createLanguageStore, type LanguageStore } from '@/features/language/language-store';
import { createShortlistStore, type ShortlistStore } from '@/features/shortlist/shortlist-store';
import { createThemeStore, type ThemeStore } from '@/features/theme/theme-store';
import { t } from '@/lib/i18n/i18n';
import { createLazyApiClient, installApiClient } from '@/lib/api';
import { watchReachabilityOf } from '@/lib/connectivity';
import { apiBaseUrl as buildTimeApiBaseUrl } from '@/config/env';
import { notify } from '@/lib/notify';
import type { SafeStorage } from '@/lib/safe-storage';
import { createAppUpdates, type AppUpdates } from './app-updates';
import { followSessionChanges } from './follow-session-changes';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './router';
import { loadSavedSearchesWhenSignedIn, type LazySavedSearches } from './signed-in-services';

const SESSION_EXPIRED_TOAST_ID = 'session-expired';

export interface AppServices {
  queryClient: QueryClient;
  session: SessionStore;
  themeStore: ThemeStore;
  languageStore: LanguageStore;
  shortlist: ShortlistStore;
  /**
   * Saved searches' service, created once someone is signed in: loads the rest for a user with a saved
   * search or on first use, and then records each fetched room list (docs/saved-searches.md#speed).
   */
  savedSearches: LazySavedSearches;
  router: AppRouter;
  appUpdates: AppUpdates;
  /** The API every call goes to: the runtime config's, else the build's (docs/deploying.md). */
  apiBaseUrl: string;
  /** When the services were created, before any request: data older than this is from an earlier visit. */
  startedAt: number;
  /**
   * Stops following session changes, cancels the queries still asking and ignores the answers still to
   * come: for tests, which create services per test in one page, where an old app's late 401 must not end
   * its session and toast into the next test's page.
   */
  dispose: () => void;
}

export interface AppServicesOptions {
  storage: SafeStorage;
  /** Tests pass a memory history; the browser uses the default one. */
  history?: RouterHistory;
  /** Tests pass a client without retries; the browser uses the app's defaults. */
  queryClient?: QueryClient;
  /** From the runtime config (src/config/runtime-config.ts); tests use the build-time default. */
  apiBaseUrl?: string;
  /** Start the room alerts once someone is signed in (docs/saved-searches.md#alerts); tests leave them out. */
  roomAlerts?: boolean;
  /**
   * Treat requests that get no answer as being offline, and probe the backend until it answers
   * (docs/offline.md#offline-detection). Real-backend builds only: the demo's mock API answers offline too.
   */
  watchBackendReachability?: boolean;
}

/**
 * Everything the app needs, wired once before the first render: the session, the API client that reads its
 * token, the router, and the one listener that follows session changes. main.tsx and the tests both call
 * this, so the tests run the wiring the browser runs.
 */
export function createAppServices({
  storage,
  history,
  queryClient = createQueryClient(),
  apiBaseUrl,
  watchBackendReachability = false,
  roomAlerts = false,
}: AppServicesOptions): AppServices {
  const startedAt = Date.now();
  const session = createSessionStore(storage);
  let disposed = false;
  installApiClient(
    createLazyApiClient({
      ...(apiBaseUrl ? { baseURL: apiBaseUrl } : {}),
      getToken: () => session.getSnapshot()?.token,
      onSessionExpired: (token) => {
        // Only the session that carried the refused token ends, once: several requests may fail together,
        // and a request sent before a newer login must not end it. followSessionChanges then re-runs the
        // guard, which sends the user to /login?redirect=<where they were>.
        if (disposed) return;
        if (session.expire(token)) notify.error(t('sessionExpired'), { toastId: SESSION_EXPIRED_TOAST_ID });
      },
    }),
  );
  const appUpdates = createAppUpdates();
  const router = createAppRouter({ queryClient, session, appUpdates }, history);
  const stopFollowingSession = followSessionChanges({ session, router, queryClient });
  const stopWatchingReachability = watchBackendReachability
    ? watchReachabilityOf(
        apiBaseUrl ?? buildTimeApiBaseUrl,
        () => void queryClient.refetchQueries({ type: 'active' }),
      )
    : () => undefined;
  const apiBase = apiBaseUrl ?? buildTimeApiBaseUrl;
  const savedSearches = loadSavedSearchesWhenSignedIn(
    session,
    queryClient,
    roomAlerts ? { session, queryClient, router, apiBaseUrl: apiBase } : undefined,
  );
  const dispose = () => {
    disposed = true;
    savedSearches.dispose();
    stopFollowingSession();
    stopWatchingReachability();
    void queryClient.cancelQueries();
  };
  return {
    queryClient,
    session,
    themeStore: createThemeStore(storage),
    languageStore: createLanguageStore(storage),
    shortlist: createShortlistStore(storage, session),
    savedSearches,
    router,
    appUpdates,
    apiBaseUrl: apiBase,
    startedAt,
    dispose,
  };
}
