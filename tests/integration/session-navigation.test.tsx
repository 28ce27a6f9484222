import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, renderApp, storeSession, type TestUser } from '../utils/render-app';

/** Lets every pending timer and promise of the app run, so a late redirect would have happened. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Calls `onArrive` synchronously the first time the URL's path becomes `pathname`, before the page renders. */
function whenPathBecomes(
  history: ReturnType<typeof renderApp>['history'],
  pathname: string,
  onArrive: () => void,
): void {
  let done = false;
  const unsubscribe = history.subscribe(() => {
    if (done || history.location.pathname !== pathname) return;
    done = true;
    unsubscribe();
    onArrive();
  });
}

async function submitLogin(view: ReturnType<typeof renderApp>, account: TestUser): Promise<void> {
  await view.user.type(await screen.findByLabelText('Email'), account.email);
  await view.user.type(screen.getByLabelText('Password'), account.password);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
}

/** The path changes each time the history does, in order; a bounce shows up as an extra entry. */
function recordPaths(history: ReturnType<typeof renderApp>['history']): string[] {
  const paths: string[] = [];
  history.subscribe(() => paths.push(history.location.pathname));
  return paths;
}

/**
 * Makes the session `change` (a login, a logout) and navigates to `to` the moment the path becomes `arrival`,
 * as a user's click would; then checks the click was kept: `to` shows and stays, and the history went to
 * `arrival` once and then to `to`, with no bounce in between.
 */
async function expectNavigationKept(
  view: ReturnType<typeof renderApp>,
  { arrival, to, heading }: { arrival: string; to: '/rooms' | '/register'; heading: string },
  change: () => unknown,
): Promise<void> {
  const paths = recordPaths(view.history);
  whenPathBecomes(view.history, arrival, () => void view.router.navigate({ to }));

  await change();
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  await settle();

  expect(view.history.location.pathname).toBe(to);
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(paths).toEqual([arrival, to]);
}

describe('a click right after a session change is never lost', () => {
  it.each([
    ['/login', '/'],
    ['/login?redirect=%2Fapplications', '/applications'],
  ])(
    'logging in at %s goes once to %s, and a navigation the moment it shows is kept',
    async (url, arrival) => {
      const account = await createTestUser();
      const view = renderApp({ url });
      await expectNavigationKept(view, { arrival, to: '/rooms', heading: 'Room Listings' }, () =>
        submitLogin(view, account),
      );
    },
  );

  it("keeps the user's click on the navigation bar's Rooms link once Home shows", async () => {
    const account = await createTestUser();
    const view = renderApp({ url: '/login' });
    await submitLogin(view, account);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await view.user.click(within(nav).getByRole('link', { name: 'Rooms' }));
    await settle();

    expect(view.history.location.pathname).toBe('/rooms');
    expect(await screen.findByRole('heading', { name: 'Room Listings' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('follows a login made in another tab to Home once, then stays where the user clicks', async () => {
    const account = await createTestUser();
    const view = renderApp({ url: '/login' });
    await screen.findByRole('heading', { name: 'Login' });
    await expectNavigationKept(view, { arrival: '/', to: '/rooms', heading: 'Room Listings' }, () =>
      act(() => {
        storeSession(account);
        window.dispatchEvent(new StorageEvent('storage', { key: 'jwt', newValue: account.token }));
      }),
    );
  });

  it('logs out to /login itself, and a click on Register right after is kept', async () => {
    const view = renderApp({ url: '/rooms', as: await createTestUser() });
    await screen.findByRole('heading', { name: 'Room Listings' });
    await expectNavigationKept(view, { arrival: '/login', to: '/register', heading: 'Register' }, () =>
      view.user.click(screen.getByRole('button', { name: 'Logout' })),
    );
  });

  it('logs out to exactly /login, with no way back to the page the user left', async () => {
    const view = renderApp({ url: '/applications', as: await createTestUser() });
    await screen.findByRole('heading', { name: 'Your Applications' });
    await view.user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await settle();
    expect(`${view.history.location.pathname}${view.history.location.search}`).toBe('/login');
  });

  it("after an expired session, a login as someone else starts from an empty cache and goes Home, not to the first user's page", async () => {
    const first = await createTestUser();
    const second = await createTestUser();
    server.use(
      http.get('/api/applications/', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${first.token}`
          ? HttpResponse.json({ detail: 'Could not validate credentials' }, { status: 401 })
          : HttpResponse.json([]),
      ),
    );
    const view = renderApp({ url: '/applications', as: first });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(view.history.location.search).toContain('redirect=%2Fapplications');
    expect(view.queryClient.getQueryCache().findAll({ queryKey: ['applications'] })).toHaveLength(0);

    const paths = recordPaths(view.history);
    whenPathBecomes(view.history, '/', () => void view.router.navigate({ to: '/rooms' }));
    await submitLogin(view, second);
    expect(await screen.findByRole('heading', { name: 'Room Listings' })).toBeInTheDocument();
    await settle();
    expect(view.history.location.pathname).toBe('/rooms');
    expect(paths).toEqual(['/', '/rooms']);
  });
});

describe('the API client is wired before the first render', () => {
  it('sends the stored bearer token with the very first applications request after a reload', async () => {
    const account = await createTestUser();
    const seen: { url: string; authorization: string | null }[] = [];
    const record = ({ request }: { request: Request }) =>
      void seen.push({
        url: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
      });
    server.events.on('request:start', record);
    try {
      renderApp({ url: '/applications', as: account });
      expect(await screen.findByRole('heading', { name: 'Your Applications' })).toBeInTheDocument();
      await settle();
    } finally {
      server.events.removeListener('request:start', record);
    }
    // Only the applications endpoints carry the token; every one of their calls does, the first included.
    const applications = seen.filter((request) => request.url.startsWith('/api/applications'));
    expect(applications.length).toBeGreaterThan(0);
    expect(applications[0]).toEqual({ url: applications[0]?.url, authorization: `Bearer ${account.token}` });
    expect(applications.every((request) => request.authorization === `Bearer ${account.token}`)).toBe(true);
    const others = seen.filter((request) => !applications.includes(request));
    expect(others.map((request) => request.authorization)).toEqual(others.map(() => null));
  });
});
