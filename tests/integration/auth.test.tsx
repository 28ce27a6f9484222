import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, renderApp } from '../utils/render-app';

const api = (path: string) => `/api${path}`;

/**
 * Opens the Login or Register page (at /login or /register unless `options.url` says otherwise), waits for
 * its heading, types the credentials and presses its button, as a user would.
 */
async function submitCredentials(
  form: 'Login' | 'Register',
  email: string,
  password: string,
  options: Parameters<typeof renderApp>[0] = {},
) {
  const view = renderApp({ url: `/${form.toLowerCase()}`, ...options });
  await screen.findByRole('heading', { name: form });
  await view.user.type(screen.getByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: form }));
  return view;
}

describe('the guard', () => {
  it.each(['/', '/rooms', '/applications'])(
    'sends a visitor from %s to /login with a redirect param',
    async (path) => {
      const { history } = renderApp({ url: path });
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(history.location.pathname).toBe('/login');
      expect(new URLSearchParams(history.location.search).get('redirect')).toBe(path);
    },
  );

  it('replaces the history entry, so Back does not return to the protected page', async () => {
    const { history } = renderApp({ url: '/rooms' });
    await screen.findByRole('heading', { name: 'Login' });
    expect(history.length).toBe(1);
  });

  it('makes no protected request before deciding', async () => {
    const protectedCalls = vi.fn();
    server.use(
      http.get(api('/applications/'), () => {
        protectedCalls();
        return HttpResponse.json([]);
      }),
    );
    renderApp({ url: '/applications' });
    await screen.findByRole('heading', { name: 'Login' });
    expect(protectedCalls).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Your Applications' })).not.toBeInTheDocument();
  });

  it('brings the user back where they were going after login', async () => {
    const account = await createTestUser();
    const { history } = await submitCredentials('Login', account.email, account.password, {
      url: '/applications',
    });
    expect(await screen.findByRole('heading', { name: 'Your Applications' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/applications');
    expect(localStorage.getItem('jwt')).toBeTruthy();
    expect(localStorage.getItem('username')).toBe(account.email);
  });

  it('brings the user back to the very filters they had, encoded characters included', async () => {
    const account = await createTestUser();
    const { history } = await submitCredentials('Login', account.email, account.password, {
      url: '/rooms?location=a%26b',
    });
    expect(await screen.findByRole('heading', { name: 'Room Listings' })).toBeInTheDocument();
    // One value, 'a&b': not 'a' and an empty parameter 'b'.
    expect(screen.getByLabelText('Location')).toHaveValue('a&b');
    expect(new URLSearchParams(history.location.search).get('location')).toBe('a&b');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
  ])('lands on / instead of the unsafe redirect %s', async (target) => {
    const account = await createTestUser();
    const { history } = await submitCredentials('Login', account.email, account.password, {
      url: `/login?redirect=${encodeURIComponent(target)}`,
    });
    expect(await screen.findByRole('heading', { name: 'Welcome to Student Rooms' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('shows a not-found page for unknown paths', async () => {
    renderApp({ url: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('login', () => {
  it("shows 'Logging in...' while busy and lands on / by default", async () => {
    const account = await createTestUser();
    server.use(
      http.post(api('/users/login'), async () => {
        await delay(100);
        return HttpResponse.json({ access_token: account.token, token_type: 'bearer' });
      }),
    );
    const { history } = await submitCredentials('Login', account.email, account.password);
    // Marked unavailable rather than disabled, which would take the keyboard focus from it.
    expect(screen.getByRole('button', { name: 'Logging in...' })).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText(`Hello, ${account.email}!`)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('sends one login for a button pressed again while it is logging in', async () => {
    const account = await createTestUser();
    const logins = vi.fn();
    server.use(
      http.post(api('/users/login'), async () => {
        logins();
        await delay(100);
        return HttpResponse.json({ access_token: account.token, token_type: 'bearer' });
      }),
    );
    const { user } = await submitCredentials('Login', account.email, account.password);
    const busy = screen.getByRole('button', { name: 'Logging in...' });
    await user.click(busy);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Hello, ${account.email}!`)).toBeInTheDocument();
    expect(logins).toHaveBeenCalledTimes(1);
  });

  it("shows the server's detail when login fails", async () => {
    const account = await createTestUser();
    await submitCredentials('Login', account.email, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it("shows 'Login failed' when the server gives no detail", async () => {
    server.use(
      http.post(
        api('/users/login'),
        () =>
          new HttpResponse('Internal Server Error', {
            status: 500,
            headers: { 'content-type': 'text/plain' },
          }),
      ),
    );
    await submitCredentials('Login', 'ada@uni.test', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('joins a 422 detail array instead of showing [object Object]', async () => {
    server.use(
      http.post(api('/users/login'), () =>
        HttpResponse.json(
          {
            detail: [
              {
                loc: ['body', 'email'],
                msg: 'value is not a valid email address',
                type: 'value_error.email',
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    await submitCredentials('Login', 'ada@uni.test', 'secret123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('value is not a valid email address');
    expect(alert).not.toHaveTextContent('[object Object]');
  });

  it('relies on browser validation: both fields required, email typed as email', async () => {
    renderApp({ url: '/login' });
    await screen.findByRole('heading', { name: 'Login' });
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('links to registration, and hides the navigation bar', async () => {
    const { user, history } = renderApp({ url: '/login' });
    await screen.findByRole('heading', { name: 'Login' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: "Don't have an account? Register" }));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/register');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});

describe('register', () => {
  it("shows 'Registering...', then the success message, and moves to /login after 1200 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(
        http.post(api('/users/register'), async ({ request }) => {
          const body = (await request.json()) as { email: string };
          await delay(50);
          return HttpResponse.json({ email: body.email });
        }),
      );
      const { history } = await submitCredentials('Register', 'new@uni.test', 'secret123', {
        userEventOptions: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
      });
      expect(screen.getByRole('button', { name: 'Registering...' })).toHaveAttribute('aria-disabled', 'true');
      expect(await screen.findByText('Registration successful! You can now login.')).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(1100);
      });
      expect(history.location.pathname).toBe('/register');
      act(() => {
        vi.advanceTimersByTime(150);
      });
      await waitFor(() => expect(history.location.pathname).toBe('/login'));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Registration failed. ' followed by the server's detail", async () => {
    const account = await createTestUser();
    await submitCredentials('Register', account.email, 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed. Email already registered',
    );
  });

  it("shows 'Registration failed' when there is no detail", async () => {
    server.use(http.post(api('/users/register'), () => HttpResponse.error()));
    await submitCredentials('Register', 'new@uni.test', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
  });

  it('links back to login', async () => {
    const { user } = renderApp({ url: '/register' });
    await screen.findByRole('heading', { name: 'Register' });
    await user.click(screen.getByRole('link', { name: 'Already have an account? Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('clears the session and the cache and goes to /login', async () => {
    const account = await createTestUser();
    const { user, history, queryClient } = renderApp({ url: '/', as: account });
    expect(await screen.findByTitle(account.email)).toHaveTextContent(`Hi, ${account.email}`);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
