import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { server } from '@mocks/node';
import { createTestUser, findToast, renderApp, savedQueryCacheText } from '../utils/render-app';
import { createMemoryKeyValueStore } from '../utils/memory-key-value-store';
import { answerApplications } from '../utils/answer-applications';
import { NEW_ROOM_LISTED as LISTED_SINCE } from '../fixtures/mock-api-exchanges';

function goOffline(offline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => goOffline(false));

/**
 * Once a request sent before logout has landed: no applications are cached for anyone, no toast tells the
 * next visitor about it (given time to show), and nothing of it is saved for offline use.
 */
async function expectLandedUnheard(
  queryClient: QueryClient,
  { toast, savedText }: { toast: string; savedText: string },
): Promise<void> {
  await waitFor(() => expect(queryClient.isMutating()).toBe(0));
  expect(queryClient.getQueryCache().findAll({ queryKey: ['applications'] })).toHaveLength(0);
  await delay(1500);
  expect(screen.queryByText(toast)).not.toBeInTheDocument();
  expect(await savedQueryCacheText()).not.toContain(savedText);
}

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
    answerApplications([
      { id: 'a1', room_id: '6b026b08dbdf01ad5cffcc01', status: 'applied', applied_at: '2026-11-22T10:00:00' },
    ]);
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

  it("shows a card's coordinates after a reload offline: a postcode's geocode is saved with the rooms", async () => {
    const account = await createTestUser();
    const { user, unmount: leaveFirstVisit } = renderApp({ url: '/rooms', as: account, persist: true });
    const card = await screen.findByRole('article', { name: 'Whitechapel, London' });
    await user.click(within(card).getByRole('button', { name: 'Get Weather for Whitechapel, London' }));
    const weather = () =>
      within(screen.getByRole('article', { name: 'Whitechapel, London' })).getByText('Weather:')
        .nextElementSibling?.textContent ?? '';
    await waitFor(() => expect(weather()).toMatch(/\d/));
    const coordinates = weather();
    await waitFor(async () => expect(await savedQueryCacheText()).toContain('"geocode"'), { timeout: 3000 });
    leaveFirstVisit();

    let geocodes = 0;
    server.use(
      http.get('/api/rooms/', () => HttpResponse.error()),
      http.get('/api/applications/', () => HttpResponse.error()),
      http.get('/api/external/geocode', () => {
        geocodes += 1;
        return HttpResponse.error();
      }),
    );
    goOffline(true);
    renderApp({ url: '/rooms', persist: true });
    await screen.findByRole('article', { name: 'Whitechapel, London' });
    expect(weather()).toBe(coordinates);
    expect(geocodes).toBe(0);
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

  it('in a real-backend build, treats requests that get no answer as offline, then probes until the backend answers', async () => {
    let posts = 0;
    let roomGets = 0;
    let backendAnswers = false;
    server.use(
      http.all('/api/*', ({ request }) => {
        if (request.method === 'GET' && new URL(request.url).pathname === '/api/rooms/') roomGets += 1;
        if (request.method === 'POST') posts += 1;
        if (!backendAnswers) return HttpResponse.error();
      }),
      // The probe: any answer at all means the network is back.
      http.head('/api/', () =>
        backendAnswers ? new HttpResponse(null, { status: 404 }) : HttpResponse.error(),
      ),
    );
    backendAnswers = true;
    const { user, queryClient } = renderApp({
      url: '/rooms',
      as: await createTestUser(),
      watchBackendReachability: true,
    });
    const card = await screen.findByRole('article', { name: 'Whitechapel, London' });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    // A captive portal or a dead network: navigator.onLine still says true, but nothing answers.
    backendAnswers = false;
    await act(() => queryClient.refetchQueries({ queryKey: ['rooms'] }));
    const banner = await screen.findByText('You are offline — showing saved data');
    expect(banner).toHaveTextContent('You are offline — showing saved data (saved just now)');
    expect(card).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Apply for Whitechapel, London' }));
    expect(
      await findToast('You are offline. Apply and cancel will work again when you are back online.'),
    ).toBeInTheDocument();
    expect(posts).toBe(0);

    // The network returns: the next probe (here at once, on focus) gets an answer, the banner goes and the
    // list is asked for again.
    backendAnswers = true;
    const getsBefore = roomGets;
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() =>
      expect(screen.queryByText('You are offline — showing saved data')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(roomGets).toBe(getsBefore + 1));
  });

  it('a demo build does not take failed requests for being offline: only the browser says so', async () => {
    server.use(http.get('/api/rooms/', () => HttpResponse.error()));
    const { queryClient } = renderApp({ url: '/rooms', as: await createTestUser() });
    await act(() => queryClient.refetchQueries({ queryKey: ['rooms'] }));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('says how old the saved data is', async () => {
    const { queryClient } = renderApp({ url: '/rooms', as: await createTestUser() });
    await screen.findByRole('article', { name: 'Whitechapel, London' });
    const fetchedAt = queryClient.getQueryState(['rooms', 'list'])?.dataUpdatedAt ?? 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(fetchedAt + 2 * 60 * 60 * 1000 + 5 * 60 * 1000);
      goOffline(true);
      expect(screen.getByText('You are offline — showing saved data')).toHaveTextContent(
        'You are offline — showing saved data (saved 2 hours ago)',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('says that nothing is saved on this device when the browser refused to store it', async () => {
    const refusing = createMemoryKeyValueStore();
    refusing.set = () =>
      Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ url: '/rooms', as: await createTestUser(), persistTo: refusing });
    await screen.findByRole('article', { name: 'Whitechapel, London' });
    // The first save is batched over a second.
    await waitFor(() => expect(console.warn).toHaveBeenCalled(), { timeout: 3000 });
    goOffline(true);
    expect(screen.getByText('You are offline — nothing is saved on this device to show')).toBeInTheDocument();
  });

  it('an apply still in flight at logout changes nothing and says nothing once it lands', async () => {
    const account = await createTestUser();
    let releaseApply: () => void = () => undefined;
    server.use(
      http.post('/api/applications/', async () => {
        await new Promise<void>((resolve) => (releaseApply = resolve));
        return HttpResponse.json({ id: 'late-1', room_id: '6b026b08dbdf01ad5cffcc01', status: 'applied' });
      }),
    );
    const { user, queryClient } = renderApp({ url: '/rooms', as: account, persist: true });
    const card = await screen.findByRole('article', { name: 'Whitechapel, London' });
    await user.click(within(card).getByRole('button', { name: 'Apply for Whitechapel, London' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Login' });

    releaseApply();
    await delay(50);
    await expectLandedUnheard(queryClient, {
      toast: 'Application submitted! Status: Pending',
      savedText: 'late-1',
    });
  });

  it('a cancel still in flight at logout changes nothing and says nothing once it lands', async () => {
    const account = await createTestUser();
    let releaseCancel: () => void = () => undefined;
    server.use(
      http.get('/api/applications/', () =>
        HttpResponse.json([{ id: 'a1', room_id: '6b026b08dbdf01ad5cffcc01', status: 'applied' }]),
      ),
      http.patch('/api/applications/:id/cancel', async () => {
        await new Promise<void>((resolve) => (releaseCancel = resolve));
        return HttpResponse.json({ id: 'a1', room_id: '6b026b08dbdf01ad5cffcc01', status: 'cancelled' });
      }),
    );
    const { user, queryClient } = renderApp({ url: '/rooms', as: account, persist: true });
    const card = await screen.findByRole('article', { name: 'Whitechapel, London' });
    await user.click(
      await within(card).findByRole('button', { name: 'Cancel Application for Whitechapel, London' }),
    );
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Login' });

    releaseCancel();
    await expectLandedUnheard(queryClient, { toast: 'Application cancelled.', savedText: '"a1"' });
  });

  it('shows the rooms the network sent without waiting for the saved copy, and a saved copy read later does not replace them', async () => {
    const account = await createTestUser();
    const store = createMemoryKeyValueStore();
    const { unmount: leaveFirstVisit } = renderApp({ url: '/rooms', as: account, persistTo: store });
    await screen.findByRole('article', { name: 'Whitechapel, London' });
    await waitFor(() => expect(JSON.stringify([...store.values])).toContain('Whitechapel'), {
      timeout: 3000,
    });
    leaveFirstVisit();

    // Since that visit the list has changed to one room, and this device is slow to read its saved copy.
    server.use(http.get('/api/rooms/', () => HttpResponse.json([LISTED_SINCE])));
    let releaseRead: () => void = () => undefined;
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    const slowToRead = { ...store, get: async (key: string) => (await readHeld, store.get(key)) };
    renderApp({ url: '/rooms', persistTo: slowToRead });
    // While the read is still held: well before the restore would give up on it (after 3 s).
    await screen.findByRole('article', { name: new RegExp(LISTED_SINCE.title) }, { timeout: 2000 });

    releaseRead();
    await delay(200);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('article', { name: 'Whitechapel, London' })).not.toBeInTheDocument();
  });

  it('makes one GET /rooms/ per page load, on a first visit and with saved data restored', async () => {
    const account = await createTestUser();
    let roomGets = 0;
    server.use(
      http.get('/api/rooms/', () => {
        roomGets += 1;
      }),
    );
    const { unmount: leaveFirstVisit } = renderApp({ url: '/rooms', as: account, persist: true });
    await screen.findByRole('article', { name: 'Whitechapel, London' });
    await waitFor(async () => expect(await savedQueryCacheText()).toContain('Whitechapel'), {
      timeout: 3000,
    });
    expect(roomGets).toBe(1);
    leaveFirstVisit();

    roomGets = 0;
    renderApp({ url: '/rooms', persist: true });
    await screen.findByRole('article', { name: 'Whitechapel, London' });
    // Long enough for a revalidation after the restore to have gone out.
    await delay(1500);
    expect(roomGets).toBe(1);
  });
});
