import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { createToken } from '@mocks/jwt';
import { TOKEN_EXPIRY_GRACE_MS } from '@/config/business-constants';
import { server } from '@mocks/node';
import { RouteError } from '@/app/layout/route-error';
import {
  createTestUser,
  findToast,
  renderApp,
  renderRouter,
  storeSession,
  type TestUser,
} from '../utils/render-app';
import { toastsContaining } from '../utils/queries';

const expiredDetail = { detail: 'Invalid authentication credentials' };
const sessionExpiredToasts = () => toastsContaining('Your session has expired. Please log in again.');

/** Another tab logs out: the stored session is cleared, and this tab hears of it by a storage event. */
function logOutInAnotherTab() {
  act(() => {
    localStorage.removeItem('jwt');
    localStorage.removeItem('username');
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwt', newValue: null }));
  });
}

/** Another tab logs in as `account`: its session is stored, and this tab hears of it by a storage event. */
function logInInAnotherTab(account: TestUser) {
  act(() => {
    storeSession(account);
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwt', newValue: account.token }));
  });
}

describe('session expiry', () => {
  it('clears the session, goes to /login with a redirect back, and shows one toast when several calls fail', async () => {
    server.use(http.get('/api/applications/', () => HttpResponse.json(expiredDetail, { status: 401 })));
    const { history, queryClient } = renderApp({ url: '/rooms?location=london', as: await createTestUser() });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/rooms?location=london');
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['applications'] })).toHaveLength(0);
    await waitFor(() => expect(sessionExpiredToasts()).toHaveLength(1));
    // Dozens of cards asked for applications; still exactly one toast, and no 'Failed to ...' toast.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sessionExpiredToasts()).toHaveLength(1);
    expect(screen.queryByText('Failed to apply.')).not.toBeInTheDocument();
  });

  it('treats an apply answered with 401 as an expired session, not a failed apply', async () => {
    server.use(http.post('/api/applications/', () => HttpResponse.json(expiredDetail, { status: 401 })));
    const { user, history } = renderApp({ url: '/rooms', as: await createTestUser() });
    const button = await screen.findByRole('button', { name: 'Apply for Whitechapel, London' });
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.search).toContain('redirect=%2Frooms');
    await waitFor(() => expect(sessionExpiredToasts()).toHaveLength(1));
    expect(screen.queryByText('Failed to apply.')).not.toBeInTheDocument();
  });

  it.each([
    ['/api/external/geocode', 'Get Weather for Whitechapel, London', 'Failed to get weather.'],
    ['/api/external/room-distance', 'Refresh distance for Whitechapel, London', 'Failed to get distance.'],
  ])(
    'sends no token to %s, and takes its 401 as a failed look-up, not as the end of the session',
    async (path, button, failure) => {
      const account = await createTestUser();
      const seenAuthorization: (string | null)[] = [];
      server.use(
        http.get(path, ({ request }) => {
          seenAuthorization.push(request.headers.get('authorization'));
          return HttpResponse.json(expiredDetail, { status: 401 });
        }),
      );
      const { user, history } = renderApp({ url: '/rooms', as: account });
      await user.click(await screen.findByRole('button', { name: button }));
      expect(await findToast(failure)).toBeInTheDocument();
      expect(seenAuthorization).toEqual([null]);
      expect(screen.getByTitle(account.email)).toHaveTextContent(`Hi, ${account.email}`);
      expect(history.location.pathname).toBe('/rooms');
      expect(localStorage.getItem('jwt')).toBe(account.token);
      expect(sessionExpiredToasts()).toHaveLength(0);
    },
  );

  it('sends the token only to the applications endpoints: never to the room list, login or registration', async () => {
    const account = await createTestUser();
    const seen: { path: string; authorization: string | null }[] = [];
    server.use(
      http.all('/api/*', ({ request }) => {
        seen.push({
          path: new URL(request.url).pathname,
          authorization: request.headers.get('authorization'),
        });
      }),
    );
    const { user, unmount } = renderApp({ url: '/register' });
    await user.type(await screen.findByLabelText('Email'), 'new@uni.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful! You can now login.')).toBeInTheDocument();
    unmount();

    const view = renderApp({ url: '/login?redirect=%2Frooms' });
    await view.user.type(await screen.findByLabelText('Email'), account.email);
    await view.user.type(screen.getByLabelText('Password'), account.password);
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    await view.user.click(await screen.findByRole('button', { name: 'Apply for Whitechapel, London' }));
    await waitFor(() =>
      expect(seen.filter((request) => request.path === '/api/applications/').length).toBeGreaterThan(1),
    );

    const byPath = (path: string) => seen.filter((request) => request.path === path);
    for (const path of ['/api/users/register', '/api/users/login', '/api/rooms/']) {
      const authorizations = byPath(path).map((request) => request.authorization);
      expect(authorizations.length, path).toBeGreaterThan(0);
      expect(authorizations, path).toEqual(authorizations.map(() => null));
    }
    // The applications calls (the list and the apply) carry the token of the session that sent them.
    for (const request of byPath('/api/applications/')) {
      expect(request.authorization).toMatch(/^Bearer .+/);
    }
  });

  it('treats a 401 from the login form as a wrong password', async () => {
    const account = await createTestUser();
    const { user, history } = renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(sessionExpiredToasts()).toHaveLength(0);
    expect(history.location.pathname).toBe('/login');
  });

  it('never sends a stored token whose exp is long past', async () => {
    const seenAuthorization: (string | null)[] = [];
    server.use(
      http.all('/api/*', ({ request }) => {
        seenAuthorization.push(request.headers.get('authorization'));
      }),
    );
    const exp = Math.floor((Date.now() - TOKEN_EXPIRY_GRACE_MS) / 1000) - 60;
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    localStorage.setItem('jwt', `${encode({ alg: 'HS256' })}.${encode({ sub: 'old@uni.test', exp })}.sig`);
    localStorage.setItem('username', 'old@uni.test');
    renderApp({ url: '/rooms' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(seenAuthorization.every((value) => value === null)).toBe(true);
  });
});

describe('a device clock an hour fast', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the user signed in across a reload, and lets the server judge the token', async () => {
    const account = await createTestUser();
    // The server's clock is right, so it takes the token; only the device thinks an hour has passed.
    server.use(http.get('/api/applications/', () => HttpResponse.json([])));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    const { history } = renderApp({ url: '/applications', as: account });
    expect(await screen.findByRole('heading', { name: 'Your Applications' })).toBeInTheDocument();
    expect(await screen.findByText('No applications found for your criteria.')).toBeInTheDocument();
    expect(screen.getByTitle(account.email)).toHaveTextContent(`Hi, ${account.email}`);
    expect(history.location.pathname).toBe('/applications');
    expect(localStorage.getItem('jwt')).toBe(account.token);
  });
});

describe('the page an ended session leaves behind', () => {
  async function logIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
    await user.type(await screen.findByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  /** Signed in as `account` on `url` until the applications call answers 401, as an expired token does. */
  async function expireOn(url: string, account: TestUser) {
    server.use(
      http.get('/api/applications/', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${account.token}`
          ? HttpResponse.json(expiredDetail, { status: 401 })
          : HttpResponse.json([]),
      ),
    );
    const view = renderApp({ url, as: account });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(new URLSearchParams(view.history.location.search).get('redirect')).toBe(url);
    return view;
  }

  it("sends someone else who logs in next to Home, not to the first user's page", async () => {
    const first = await createTestUser();
    const second = await createTestUser();
    const { user, history } = await expireOn('/rooms?location=leeds', first);
    await logIn(user, second.email, second.password);
    expect(await screen.findByRole('heading', { name: 'Welcome to Student Rooms' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
    expect(history.location.search).toBe('');
  });

  it('returns the same user to the page, however they type their email this time', async () => {
    const account = await createTestUser();
    const { user, history } = await expireOn('/rooms?location=leeds', account);
    // The backend matches the email as it likes; the app compares users trimmed and lowercased.
    const freshToken = await createToken(account.email, Date.now() + 1000);
    server.use(
      http.post('/api/users/login', () =>
        HttpResponse.json({ access_token: freshToken, token_type: 'bearer' }),
      ),
    );
    await logIn(user, account.email.toUpperCase(), account.password);
    expect(await screen.findByRole('heading', { name: 'Room Listings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('leeds');
    expect(history.location.search).toBe('?location=leeds');
  });

  it('sends someone else to Home after the session ended in another tab', async () => {
    const first = await createTestUser();
    const second = await createTestUser();
    const { user, history } = renderApp({ url: '/applications?status=pending', as: first });
    await screen.findByRole('heading', { name: 'Your Applications' });
    logOutInAnotherTab();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.search).toContain('redirect=');
    await logIn(user, second.email, second.password);
    expect(await screen.findByRole('heading', { name: 'Welcome to Student Rooms' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('sends someone else to Home when the session found at start-up had expired long ago', async () => {
    const first = await createTestUser();
    const second = await createTestUser();
    const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
    storeSession({ email: first.email, token: await createToken(first.email, dayAgo) });
    const { user, history } = renderApp({ url: '/applications' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.search).toContain('redirect=%2Fapplications');
    await logIn(user, second.email, second.password);
    expect(await screen.findByRole('heading', { name: 'Welcome to Student Rooms' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });
});

describe('a 401 to a request sent with an older token', () => {
  /** The user's applications, held until `answer` is called; a request with `staleToken` is then refused. */
  function holdApplications(staleToken: string) {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent = vi.fn();
    server.use(
      http.get('/api/applications/', async ({ request }) => {
        if (request.headers.get('authorization') !== `Bearer ${staleToken}`) return HttpResponse.json([]);
        sent();
        await answered;
        return HttpResponse.json(expiredDetail, { status: 401 });
      }),
    );
    return { sent, answer };
  }

  it('leaves alone the newer session another tab began meanwhile', async () => {
    const account = await createTestUser();
    const newerToken = await createToken(account.email, Date.now() + 60_000);
    const { sent, answer } = holdApplications(account.token);
    const { history } = renderApp({ url: '/applications', as: account });
    await waitFor(() => expect(sent).toHaveBeenCalled());

    // The user logs in again in another tab; this tab hears of it.
    act(() => {
      localStorage.setItem('jwt', newerToken);
      window.dispatchEvent(new StorageEvent('storage', { key: 'jwt', newValue: newerToken }));
    });
    await act(async () => {
      answer();
      // The refusal reaches the app, and whatever it would set off has time to happen.
      await new Promise((resolve) => setTimeout(resolve, 200));
    });

    expect(history.location.pathname).toBe('/applications');
    expect(screen.getByTitle(account.email)).toHaveTextContent(`Hi, ${account.email}`);
    expect(localStorage.getItem('jwt')).toBe(newerToken);
    expect(sessionExpiredToasts()).toHaveLength(0);
  });

  it("never clears another tab's newer session from storage, even before this tab hears of it", async () => {
    const account = await createTestUser();
    const second = await createTestUser();
    const { sent, answer } = holdApplications(account.token);
    const { history } = renderApp({ url: '/applications', as: account });
    await waitFor(() => expect(sent).toHaveBeenCalled());

    // Another tab has stored a login as someone else; its storage event has not reached this tab yet.
    localStorage.setItem('jwt', second.token);
    localStorage.setItem('username', second.email);
    answer();
    expect(await screen.findByTitle(second.email)).toHaveTextContent(`Hi, ${second.email}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(history.location.pathname).toBe('/applications');
    expect(localStorage.getItem('jwt')).toBe(second.token);
    expect(localStorage.getItem('username')).toBe(second.email);
    expect(sessionExpiredToasts()).toHaveLength(0);
  });
});

describe('two tabs', () => {
  it('follows a logout made in another tab', async () => {
    const { history } = renderApp({ url: '/rooms', as: await createTestUser() });
    await screen.findByRole('heading', { name: 'Room Listings' });
    logOutInAnotherTab();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
  });

  it("follows a login made in another tab as someone else, without showing the first user's applications", async () => {
    const first = await createTestUser();
    const second = await createTestUser();
    server.use(
      http.get('/api/applications/', ({ request }) =>
        HttpResponse.json(
          request.headers.get('authorization') === `Bearer ${first.token}`
            ? [
                {
                  id: 'mine',
                  room_id: '6b026b08dbdf01ad5cffcc01',
                  status: 'applied',
                  applied_at: '2026-11-22T10:00:00',
                },
              ]
            : [],
        ),
      ),
    );
    renderApp({ url: '/applications', as: first });
    expect(await screen.findByRole('article', { name: 'Whitechapel, London' })).toBeInTheDocument();

    logInInAnotherTab(second);
    expect(await screen.findByTitle(second.email)).toHaveTextContent(`Hi, ${second.email}`);
    expect(await screen.findByText('No applications found for your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Whitechapel, London' })).not.toBeInTheDocument();
  });
});

describe('route error boundary', () => {
  it('offers a retry instead of a blank screen, and never shows the error itself', async () => {
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) throw new Error('TypeError: secret internals at foo.js:1:2');
      return <p>Recovered page</p>;
    }
    const rootRoute = createRootRoute({ component: Flaky, errorComponent: RouteError });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRouter(router);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/secret internals/)).not.toBeInTheDocument();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered page')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
