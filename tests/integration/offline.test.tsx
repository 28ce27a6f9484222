import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, findToast, renderApp, savedQueryCacheText } from '../utils/render-app';

function goOffline(offline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => goOffline(false));

describe('offline', () => {
  it('shows the banner, refuses apply with a clear message and sends nothing, then refreshes when back online', async () => {
    let posts = 0;
    let roomGets = 0;
    server.use(
      http.post('/api/applications/', () => {
        posts += 1;
      }),
      http.get('/api/rooms/', () => {
        roomGets += 1;
      }),
    );
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    const card = await screen.findByRole('article', { name: 'Whitechapel, London' });
    expect(roomGets).toBe(1);

    goOffline(true);
    expect(screen.getByText('You are offline — showing saved data')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Apply for Whitechapel, London' }));
    expect(
      await findToast('You are offline. Apply and cancel will work again when you are back online.'),
    ).toBeInTheDocument();
    expect(posts).toBe(0);
    expect(within(card).queryByText(/^Status:/)).not.toBeInTheDocument();

    goOffline(false);
    expect(screen.queryByText('You are offline — showing saved data')).not.toBeInTheDocument();
    await waitFor(() => expect(roomGets).toBe(2));
  });

  it('shows the saved rooms and applications after a reload when the network is gone', async () => {
    const account = await createTestUser();
    server.use(
      http.get('/api/applications/', () =>
        HttpResponse.json([
          {
            id: 'a1',
            room_id: '6b026b08dbdf01ad5cffcc01',
            status: 'applied',
            applied_at: '2026-11-22T10:00:00',
          },
        ]),
      ),
    );
    const { unmount: leaveFirstVisit } = renderApp({ url: '/applications', as: account, persist: true });
    expect(await screen.findByRole('article', { name: 'Whitechapel, London' })).toBeInTheDocument();
    // The cache is saved at most once a second.
    await waitFor(async () => expect(await savedQueryCacheText()).toContain('Whitechapel'), {
      timeout: 3000,
    });
    leaveFirstVisit();

    server.use(
      http.get('/api/rooms/', () => HttpResponse.error()),
      http.get('/api/applications/', () => HttpResponse.error()),
    );
    goOffline(true);
    renderApp({ url: '/applications', persist: true });
    expect(await screen.findByRole('article', { name: 'Whitechapel, London' })).toBeInTheDocument();
    expect(screen.getByText('You are offline — showing saved data')).toBeInTheDocument();
    expect(screen.queryByText('Could not fetch')).not.toBeInTheDocument();
  });

  it('does not keep one user’s saved applications for the next user', async () => {
    const account = await createTestUser();
    const view = renderApp({ url: '/applications', as: account, persist: true });
    await screen.findByText('No applications found for your criteria.');
    await view.user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Login' });
    await waitFor(async () => expect(await savedQueryCacheText()).not.toContain(account.email), {
      timeout: 3000,
    });
  });

  it('shows saved data at once, then asks again: a save may predate the last change', async () => {
    const account = await createTestUser();
    let applications: unknown[] = [];
    server.use(http.get('/api/applications/', () => HttpResponse.json(applications)));
    const { unmount: leaveFirstVisit } = renderApp({ url: '/applications', as: account, persist: true });
    await screen.findByText('No applications found for your criteria.');
    await waitFor(async () => expect(await savedQueryCacheText()).toContain('"applications"'), {
      timeout: 3000,
    });
    leaveFirstVisit();

    // Made elsewhere after the save, within the list's 30 s of freshness.
    applications = [
      { id: 'a1', room_id: '6b026b08dbdf01ad5cffcc01', status: 'applied', applied_at: '2026-11-22T10:00:00' },
    ];
    renderApp({ url: '/applications', persist: true });
    expect(await screen.findByRole('article', { name: 'Whitechapel, London' })).toBeInTheDocument();
  });
});
