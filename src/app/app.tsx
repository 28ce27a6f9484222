import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { ThemeProvider } from 'styled-components';
import { SessionProvider } from '@/features/auth/session-context';
import type { SessionStore } from '@/features/auth/session-store';
import { GlobalStyle } from '@/features/theme/global-style';
import { ThemeStoreProvider } from '@/features/theme/theme-context';
import type { ThemeStore } from '@/features/theme/theme-store';
import { theme } from '@/features/theme/themes';
import { messages } from '@/config/messages';
import { setAuthTokenGetter, setSessionExpiredHandler } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { loadToaster, useLoadedToaster } from '@/lib/toasts/load-toaster';
import { PERSISTED_CACHE_BUSTER, PERSISTED_CACHE_MAX_AGE_MS, shouldPersistQuery } from './query-persistence';
import { createAppRouter } from './router';

const SESSION_EXPIRED_TOAST_ID = 'session-expired';

/**
 * The toast container, requested as the app mounts, after the page's own code: by the time anything calls
 * notify() it is there. Not React.lazy: a failed chunk request would throw into the whole app. If it fails,
 * the next notify() asks again, and its toast waits in react-toastify's queue until the container mounts.
 */
function Toasts() {
  const toaster = useLoadedToaster();
  useEffect(() => {
    loadToaster().catch(() => undefined);
  }, []);
  return toaster ? <toaster.Toaster /> : null;
}

export interface AppProps {
  queryClient: QueryClient;
  session: SessionStore;
  themeStore: ThemeStore;
  /** Tests pass a memory history; the browser uses the default one. */
  history?: RouterHistory;
  /** Keeps rooms and the user's applications for offline use; tests leave it out unless they test it. */
  persister?: Persister;
}

function QueryProvider({
  queryClient,
  persister,
  children,
}: {
  queryClient: QueryClient;
  persister: Persister | undefined;
  children: ReactNode;
}) {
  if (!persister) return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: PERSISTED_CACHE_MAX_AGE_MS,
        buster: PERSISTED_CACHE_BUSTER,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}

export function App({ queryClient, session, themeStore, history, persister }: AppProps) {
  const [router] = useState(() => createAppRouter({ queryClient, session }, history));

  useEffect(() => {
    setAuthTokenGetter(() => session.getSnapshot()?.token);
    setSessionExpiredHandler(() => {
      // Several requests may fail at once; only the first finds a session to end.
      if (!session.getSnapshot()) return;
      notify.error(messages.sessionExpired, { toastId: SESSION_EXPIRED_TOAST_ID });
      // Signing out re-runs the guard, which sends the user to /login?redirect=<where they were>.
      session.signOut();
    });

    let previousUsername = session.getSnapshot()?.username ?? null;
    const unsubscribe = session.subscribe(() => {
      const username = session.getSnapshot()?.username ?? null;
      // A different user (or none) must never see the previous user's cached data.
      if (previousUsername !== null && username !== previousUsername) queryClient.clear();
      previousUsername = username;
      // Logging in or out, here or in another tab, re-runs the guards.
      // Deferred: this can run inside a failing request of the current page, mid-render of its results.
      setTimeout(() => void router.invalidate(), 0);
    });
    return () => {
      unsubscribe();
      setSessionExpiredHandler(() => undefined);
    };
  }, [router, session, queryClient]);

  return (
    <QueryProvider queryClient={queryClient} persister={persister}>
      <SessionProvider store={session}>
        <ThemeStoreProvider store={themeStore}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <RouterProvider router={router} />
            <Toasts />
          </ThemeProvider>
        </ThemeStoreProvider>
      </SessionProvider>
    </QueryProvider>
  );
}
