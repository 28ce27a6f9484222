import { act, screen, waitFor, within } from '@testing-library/react';
import { getDbSnapshot, loadDbSnapshot } from '@mocks/db';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { createTestUser, findToast, renderApp } from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';
import { seedSavedSearches, storedSearch } from '../utils/saved-searches';

const NEW_ROOM = {
  id: '6b026b08dbdf01ad5cffcdff',
  location: 'Hyde Park, Leeds',
  title: 'A room listed since the search was saved',
  price_per_month: 500,
  postcode: 'LS6 1AA',
  languages: ['English'],
};

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const savedSearchesLink = () => within(nav()).getByRole('link', { name: /^Saved searches/ });
const card = (name: string) =>
  within(screen.getByRole('list', { name: 'Rooms' })).getByRole('article', { name });
const newBadges = () =>
  within(screen.getByRole('list', { name: 'Rooms' })).queryAllByText('New', { selector: 'span' });
const roomCount = () => screen.getByText(/^\d+ rooms?/, { selector: '[role="status"]' });

function listNewRoom() {
  const db = getDbSnapshot();
  expect(loadDbSnapshot({ ...db, rooms: [...db.rooms, NEW_ROOM] })).toBe(true);
}

/** Room Listings for Leeds, saved as a search; then a room is listed that matches it, and the list refetched. */
async function saveLeedsThenListANewRoom() {
  const view = renderApp({ url: '/rooms?location=Leeds', as: await createTestUser() });
  await findRoomsList();
  await view.user.click(screen.getByRole('button', { name: 'Save search' }));
  await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
  await findToast('Search saved');
  expect(savedSearchesLink()).toHaveTextContent(/^Saved searches$/);
  listNewRoom();
  await act(() => view.queryClient.refetchQueries({ queryKey: roomQueries.list().queryKey }));
  return view;
}

describe('New on the cards of an opened saved search', () => {
  it('counts a room listed since, marks it New when the search is opened, and then counts it no more', async () => {
    const { user, history } = await saveLeedsThenListANewRoom();
    await waitFor(() => expect(savedSearchesLink()).toHaveTextContent('Saved searches (1 new)'));

    await user.click(savedSearchesLink());
    const item = within(await screen.findByRole('list', { name: 'Saved searches' })).getByRole('listitem');
    expect(await within(item).findByText('3 rooms')).toBeInTheDocument();
    expect(within(item).getByText('1 new')).toBeInTheDocument();

    await user.click(within(item).getByRole('link', { name: 'Leeds' }));
    await findRoomsList();
    expect(history.location.search).toMatch(/search=/);
    await waitFor(() => expect(roomCount()).toHaveTextContent('3 rooms · 1 new room'));
    expect(within(card('Hyde Park, Leeds')).getByText('New')).toHaveTextContent(/^New$/);
    expect(newBadges()).toHaveLength(1);
    // The order is the search's: the new room is not moved first.
    const names = within(screen.getByRole('list', { name: 'Rooms' }))
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-label'));
    expect(names.at(-1)).toBe('Hyde Park, Leeds');
    await waitFor(() => expect(savedSearchesLink()).toHaveTextContent(/^Saved searches$/));

    // Another order is another search: nothing is marked New any more.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() => expect(history.location.search).not.toMatch(/search=/));
    expect(newBadges()).toHaveLength(0);
    expect(roomCount()).toHaveTextContent(/^3 rooms$/);
  });

  it('drops the New marks with the click of a new search, before its URL is written', async () => {
    const { user, history } = await saveLeedsThenListANewRoom();
    await user.click(savedSearchesLink());
    await user.click(await screen.findByRole('link', { name: 'Leeds' }));
    // The whole list, as the test above: the new room's card is the last, after the first screenful.
    await findRoomsList();
    await waitFor(() => expect(roomCount()).toHaveTextContent('3 rooms · 1 new room'));
    expect(newBadges()).toHaveLength(1);

    // Everything the page shows from the click on: no New badge and no new-room count, at any moment.
    const shown: string[] = [];
    const recorder = new MutationObserver(() => {
      const count = screen.queryByText(/^\d+ rooms?/, { selector: '[role="status"]' });
      const list = screen.queryByRole('list', { name: 'Rooms' });
      const badges = list ? within(list).queryAllByText('New', { selector: 'span' }).length : 0;
      shown.push(`${count?.textContent ?? ''}, badges: ${badges}`);
    });
    recorder.observe(document.body, { subtree: true, childList: true, characterData: true });
    // The page never idles from now on: the new search's URL waits for the user's next press.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      // The new room's postcode: it is the only result, so its card is the first screenful.
      await user.type(screen.getByLabelText('Postcode'), 'LS6 1AA');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(roomCount()).toHaveTextContent(/^1 room$/));
      expect(card('Hyde Park, Leeds')).toBeInTheDocument();
      // The URL still names the saved search, but these results are not its own.
      expect(history.location.search).toMatch(/search=/);
      // The next key press writes the new search's URL, which drops the saved search.
      await user.keyboard('{Shift}');
      await waitFor(() => expect(history.location.search).not.toMatch(/search=/));
      expect(history.location.search).toMatch(/postcode=LS6/);
    } finally {
      vi.unstubAllGlobals();
    }
    recorder.disconnect();
    const afterClick = shown.slice(shown.findIndex((text) => /^1 room/.test(text)));
    expect(afterClick.length).toBeGreaterThan(0);
    expect(afterClick.filter((text) => /new room|badges: [1-9]/.test(text))).toEqual([]);
  });

  it('opens a search whose stored order no longer exists with the rest, and says so', async () => {
    const account = await createTestUser();
    await seedSavedSearches(account.email, [
      storedSearch({
        id: 'old',
        name: 'Leeds by distance',
        filters: { location: 'Leeds' },
        sort: 'distance',
      }),
    ]);
    const { user } = renderApp({ url: '/searches', as: account });
    await user.click(await screen.findByRole('link', { name: 'Leeds by distance' }));
    await findRoomsList();
    expect(
      await screen.findByText('Part of this saved search no longer exists, so it opened without it.'),
    ).toBeInTheDocument();
    expect(roomCount()).toHaveTextContent(/^2 rooms/);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended');
  });

  it("shows the URL's results for a search it does not know, and marks nothing", async () => {
    renderApp({ url: '/rooms?location=Leeds&search=unknown', as: await createTestUser() });
    await findRoomsList();
    expect(roomCount()).toHaveTextContent(/^2 rooms$/);
    expect(newBadges()).toHaveLength(0);
    expect(screen.queryByText(/no longer exists/)).not.toBeInTheDocument();
  });
});
