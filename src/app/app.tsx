import { useEffect, useSyncExternalStore } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { ThemeProvider } from 'styled-components';
import { SessionProvider } from '@/features/auth/session-context';
import { LanguageStoreProvider } from '@/features/language/language-context';
import { SavedSearchesProvider } from '@/features/saved-searches/saved-searches-provider';
import { ShortlistProvider } from '@/features/shortlist/shortlist-context';
import { GlobalStyle } from '@/features/theme/global-style';
import { ThemeStoreProvider } from '@/features/theme/theme-context';
import { theme } from '@/features/theme/themes';
import { preloadApiClient } from '@/lib/api';
import { onNextUse } from '@/lib/on-next-use';
import { loadToaster, useLoadedToaster } from '@/lib/toasts/load-toaster';
import type { AppServices } from './app-services';
import type { SavedQueryCache } from './query-persistence';
import { SavedDataProvider } from './saved-data-provider';

/**
 * What a page's first use needs, requested then (docs/performance.md#first-load): on the user's first key or
 * pointer press or focus on a form control, the toast container and the API client's code. A first load
 * that shows no toast and calls nothing (the login form) never downloads them; a toast after an action
 * finds its container mounted, so screen readers announce it, and Login answers without first fetching
 * code. Starting at focus rather than at the press keeps that work out of the press's own frame. A notify()
 * or a call before then loads what it needs itself.
 */
function useLoadOnFirstUse() {
  useEffect(
    () =>
      onNextUse(() => {
        loadToaster().catch(() => undefined);
        preloadApiClient();
      }),
    [],
  );
}

/**
 * The toast container once its chunk has loaded. Not React.lazy: a failed chunk request would throw into
 * the whole app. If it fails, the next notify() asks again, and its toast waits in react-toastify's queue
 * until the container mounts.
 */
function Toasts() {
  const toaster = useLoadedToaster();
  useLoadOnFirstUse();
  return toaster ? <toaster.Toaster /> : null;
}

export interface AppProps {
  services: AppServices;
  /** Keeps rooms and the user's applications for offline use; tests leave it out unless they test it. */
  persister?: SavedQueryCache;
}

export function App({ services, persister }: AppProps) {
  const { queryClient, session, themeStore, languageStore, shortlist, savedSearches, router } = services;
  return (
    <SavedDataProvider queryClient={queryClient} savedCache={persister} startedAt={services.startedAt}>
      <SessionProvider store={session}>
        <ThemeStoreProvider store={themeStore}>
          <LanguageStoreProvider store={languageStore}>
            <ShortlistProvider store={shortlist}>
              <SavedSearchesProvider
                service={useSyncExternalStore(savedSearches.subscribe, savedSearches.getSnapshot)}
              >
                <ThemeProvider theme={theme}>
                  <GlobalStyle />
                  <RouterProvider router={router} />
                  <Toasts />
                </ThemeProvider>
              </SavedSearchesProvider>
            </ShortlistProvider>
          </LanguageStoreProvider>
        </ThemeStoreProvider>
      </SessionProvider>
    </SavedDataProvider>
  );
}
