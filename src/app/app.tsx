import { useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { ThemeProvider } from 'styled-components';
import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { SessionProvider } from '@/features/auth/session-context';
import type { SessionStore } from '@/features/auth/session-store';
import { GlobalStyle } from '@/features/theme/global-style';
import { ThemeStoreProvider } from '@/features/theme/theme-context';
import type { ThemeStore } from '@/features/theme/theme-store';
import { theme } from '@/features/theme/themes';
import { setAuthTokenGetter } from '@/lib/api-client';
import { createAppRouter } from './router';

export interface AppProps {
  queryClient: QueryClient;
  session: SessionStore;
  themeStore: ThemeStore;
  /** Tests pass a memory history; the browser uses the default one. */
  history?: RouterHistory;
}

export function App({ queryClient, session, themeStore, history }: AppProps) {
  const [router] = useState(() => createAppRouter({ queryClient, session }, history));

  useEffect(() => {
    setAuthTokenGetter(() => session.getSnapshot()?.token);
    // Logging in or out re-runs the guards, so a protected page never lingers for a visitor.
    return session.subscribe(() => void router.invalidate());
  }, [router, session]);

  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={session}>
        <ThemeStoreProvider store={themeStore}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <RouterProvider router={router} />
            <ToastContainer position="top-center" transition={Bounce} newestOnTop closeOnClick />
          </ThemeProvider>
        </ThemeStoreProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
