import { act, screen, waitFor, within } from '@testing-library/react';
import { answerApplications } from '../utils/answer-applications';
import { createTestUser, renderApp } from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';

const roomNames = () =>
  within(screen.getByRole('list', { name: 'Rooms' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('room filters in the URL', () => {
  it('reproduces the results of a shared link and fills the form from it', async () => {
    renderApp({ url: '/rooms?location=leeds&maxPrice=500', as: await createTestUser() });
    await findRoomsList();
    expect(roomNames()).toEqual(['Shared house room in Hyde Park, Leeds']);
    expect(screen.getByLabelText('Location')).toHaveValue('leeds');
    expect(screen.getByLabelText('Max Price')).toHaveValue(500);
  });

  it('writes Search into the URL, restores earlier searches on Back and Forward, and Reset clears them', async () => {
    const { user, history } = renderApp({ url: '/rooms', as: await createTestUser() });
    await findRoomsList();
    const total = roomNames().length;

    await user.type(screen.getByLabelText('Location'), 'london');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(history.location.search).toBe('?location=london'));
    await findRoomsList();
    const londonCount = roomNames().length;
    expect(londonCount).toBeLessThan(total);

    await user.type(screen.getByLabelText('Max Price'), '1000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('maxPrice')).toBe('1000'));
    await findRoomsList();
    expect(roomNames().length).toBeLessThan(londonCount);

    act(() => history.back());
    await waitFor(() => expect(roomNames()).toHaveLength(londonCount));
    expect(screen.getByLabelText('Max Price')).toHaveValue(null);
    act(() => history.forward());
    await waitFor(() => expect(screen.getByLabelText('Max Price')).toHaveValue(1000));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    await findRoomsList();
    expect(roomNames()).toHaveLength(total);
  });

  it('keeps a search in the history when the page is left before the page was idle to write it', async () => {
    const { user, history } = renderApp({ url: '/rooms', as: await createTestUser() });
    await findRoomsList();
    const total = roomNames().length;
    // From now on the page never idles: the search's URL can only be written by the user's next press.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      // Each item says how many rooms the list holds, before the rest of the list has rendered.
      const shownCount = () =>
        Number(
          within(screen.getByRole('list', { name: 'Rooms' }))
            .getAllByRole('listitem')[0]
            ?.getAttribute('aria-setsize'),
        );
      await user.type(screen.getByLabelText('Location'), 'london');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(shownCount()).toBeLessThan(total));
      const londonCount = shownCount();

      const nav = screen.getByRole('navigation', { name: 'Main' });
      await user.click(within(nav).getByRole('link', { name: 'Applications' }));
      await waitFor(() => expect(history.location.pathname).toBe('/applications'));
      act(() => history.back());
      await waitFor(() => expect(history.location.search).toBe('?location=london'));
      await waitFor(() => expect(shownCount()).toBe(londonCount));
      expect(screen.getByLabelText('Location')).toHaveValue('london');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps keyboard focus where it was when a search is submitted with Enter', async () => {
    const { user, history } = renderApp({ url: '/rooms', as: await createTestUser() });
    await findRoomsList();
    const location = screen.getByLabelText('Location');
    await user.click(location);
    await user.keyboard('leeds{Enter}');
    await waitFor(() => expect(history.location.search).toBe('?location=leeds'));
    // The same field, still focused, so a second search is one more keystroke away.
    expect(screen.getByLabelText('Location')).toBe(location);
    expect(location).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}london{Enter}');
    await waitFor(() => expect(history.location.search).toBe('?location=london'));
    expect(location).toHaveFocus();
  });

  it.each([
    '/rooms?maxPrice=abc',
    '/rooms?maxPrice=-5',
    '/rooms?location=%7B%22a%22%3A1%7D&language=%5B1%2C2%5D',
    '/rooms?postcode=&location=',
    '/rooms?maxPrice=1e999',
  ])('falls back to defaults for the malformed link %s', async (url) => {
    renderApp({ url, as: await createTestUser() });
    expect(await screen.findByRole('heading', { name: 'Room Listings' })).toBeInTheDocument();
    expect(await screen.findByText(/^\d+ rooms?$|^No rooms found for your criteria\.$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Max Price')).toHaveValue(null);
  });
});

describe('Max Price in decimal digits only', () => {
  /** The cards /rooms shows with no filter, for comparing with what a dropped value leaves. */
  async function allRoomNames() {
    const { unmount } = renderApp({ url: '/rooms', as: await createTestUser() });
    await findRoomsList();
    const names = roomNames();
    unmount();
    return names;
  }

  it.each(['0x1F', '-0', '1e3', '%2B500', '500.'])(
    'drops ?maxPrice=%s: the field shows nothing and nothing is filtered',
    async (value) => {
      const all = await allRoomNames();
      renderApp({ url: `/rooms?maxPrice=${value}`, as: await createTestUser() });
      await findRoomsList();
      expect(screen.getByLabelText('Max Price')).toHaveValue(null);
      expect(roomNames()).toEqual(all);
    },
  );

  it('filters by a price with a fraction and shows it', async () => {
    renderApp({ url: '/rooms?location=leeds&maxPrice=499.5', as: await createTestUser() });
    await findRoomsList();
    expect(screen.getByLabelText('Max Price')).toHaveValue(499.5);
    expect(roomNames()).toEqual(['Shared house room in Hyde Park, Leeds']);
  });

  it('clears a typed value that the search drops, so the field never shows a filter that is not applied', async () => {
    const all = await allRoomNames();
    const { user, history } = renderApp({ url: '/rooms', as: await createTestUser() });
    await findRoomsList();
    await user.type(screen.getByLabelText('Max Price'), '1e3');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await findRoomsList();
    expect(history.location.search).toBe('');
    expect(screen.getByLabelText('Max Price')).toHaveValue(null);
    expect(roomNames()).toEqual(all);
  });
});

describe('application filters in the URL', () => {
  beforeEach(() => {
    answerApplications([
      { id: 'a1', room_id: '6b026b08dbdf01ad5cffcc01', status: 'applied', applied_at: '2026-11-22T04:09:50' },
      {
        id: 'a2',
        room_id: '6b026b08dbdf01ad5cffcc02',
        status: 'accepted',
        applied_at: '2026-11-20T04:09:50',
      },
    ]);
  });

  it('reproduces a shared link', async () => {
    renderApp({ url: '/applications?status=pending&date=2026-11-22', as: await createTestUser() });
    const list = await screen.findByRole('list', { name: 'Applications' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Whitechapel, London']);
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-22');
  });

  it.each([
    '/applications?status=bogus',
    '/applications?date=2026-13-45',
    '/applications?date=yesterday&status=1',
  ])('ignores the malformed link %s', async (url) => {
    renderApp({ url, as: await createTestUser() });
    const list = await screen.findByRole('list', { name: 'Applications' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
  });

  it('Clear removes the params', async () => {
    const { user, history } = renderApp({ url: '/applications?status=accepted', as: await createTestUser() });
    const list = await screen.findByRole('list', { name: 'Applications' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(within(screen.getByRole('list', { name: 'Applications' })).getAllByRole('article')).toHaveLength(
      2,
    );
  });
});

describe('helpful empty results', () => {
  it('keeps the specification message and offers to drop the filter that leaves nothing', async () => {
    const { user, history } = renderApp({
      url: '/rooms?location=leeds&maxPrice=100',
      as: await createTestUser(),
    });
    expect(await screen.findByText('No rooms found for your criteria.')).toBeInTheDocument();
    const hint = screen.getByText(/Without the Max Price filter you would see \d+ rooms?\./);
    const promised = hint.textContent?.match(/see (\d+ rooms?)/)?.[1];
    await user.click(screen.getByRole('button', { name: 'Remove Max Price' }));
    await waitFor(() => expect(history.location.search).toBe('?location=leeds'));
    expect(screen.getByText(promised ?? 'missing')).toBeInTheDocument();
  });
});
