import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render, screen, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import userEvent from '@testing-library/user-event';
import { createUser } from '@mocks/db';
import { createToken } from '@mocks/jwt';
import { App } from '@/app/app';
import { createAppServices } from '@/app/app-services';
import { createQueryClient } from '@/app/query-client';
import { createQueryCacheStore, loadQueryCachePersister } from '@/app/query-persistence';
import { theme } from '@/features/theme/themes';
import type { AsyncKeyValueStore } from '@/lib/indexed-db-store';
import { createSafeStorage } from '@/lib/safe-storage';

export interface TestUser {
  email: string;
  password: string;
  token: string;
}

let userCounter = 0;

/** Registers a fresh user in the mock database and returns a valid token for them. */
export async function createTestUser(
  email = `student${++userCounter}@uni.test`,
  password = 'secret123',
): Promise<TestUser> {
  createUser(email, password);
  return { email, password, token: await createToken(email) };
}

/** Stores a session the way a previous visit would have, so the app starts logged in. */
export function storeSession(user: Pick<TestUser, 'email' | 'token'>): void {
  localStorage.setItem('jwt', user.token);
  localStorage.setItem('username', user.email);
}

/** The app's own QueryClient defaults, without retries (failures show at once) and without garbage collection. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, gcTime: Infinity },
  });
  return client;
}

interface RenderAppOptions {
  url?: string;
  /** Start logged in as this user. */
  as?: Pick<TestUser, 'email' | 'token'>;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
  /** Persist the query cache in IndexedDB (fake-indexeddb here), as the browser app does. */
  persist?: boolean;
  /** Persist into this store instead (one that refuses, say). */
  persistTo?: AsyncKeyValueStore;
  /** Count requests that get no answer as offline, as a real-backend build does. */
  watchBackendReachability?: boolean;
}

/** Renders the real app, with the real route tree, over a memory history. */
export function renderApp({
  url = '/',
  as,
  userEventOptions,
  persist = false,
  persistTo,
  watchBackendReachability = false,
}: RenderAppOptions = {}) {
  if (as) storeSession(as);
  const storage = createSafeStorage();
  const history = createMemoryHistory({ initialEntries: [url] });
  // The same wiring main.tsx does, with a test QueryClient and a memory history.
  const services = createAppServices({
    storage,
    history,
    queryClient: createTestQueryClient(),
    watchBackendReachability,
  });
  onTestFinished(services.dispose);
  const user = userEvent.setup(userEventOptions);
  const persister =
    persist || persistTo
      ? loadQueryCachePersister({
          store: persistTo ?? createQueryCacheStore(),
          currentUsername: () => services.session.getSnapshot()?.username ?? null,
        })
      : undefined;
  const view = render(<App services={services} {...(persister ? { persister } : {})} />);
  const { queryClient, session, themeStore, router, savedSearches } = services;
  return { ...view, user, history, queryClient, session, themeStore, router, savedSearches };
}

/** Renders a router built by the test (its own route tree) with the providers its pages expect. */
export function renderRouter(
  router: AnyRouter,
  { queryClient = createTestQueryClient(), ...options }: { queryClient?: QueryClient } & RenderOptions = {},
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
    options,
  );
}

/** The toast container renders each message as an alert; this finds one by its text. */
export function findToast(text: string | RegExp) {
  return screen.findByText(text, { selector: '.Toastify__toast' }, { timeout: 3000 });
}

/** Everything the app has saved for offline use, as text, for checking what is (and is not) in it. */
export async function savedQueryCacheText(): Promise<string> {
  const store = createQueryCacheStore();
  const keys = await store.keys();
  const values = await Promise.all(keys.map((key) => store.get(key)));
  return JSON.stringify(values);
}
