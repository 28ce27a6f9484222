import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { createTestUser, findToast, renderApp, type TestUser } from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';
import { seedSavedSearches, storedSearch } from '../utils/saved-searches';
import { useScenario } from '../utils/use-scenario';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const savedSearchesLink = () => within(nav()).getByRole('link', { name: /^Saved searches/ });
const saveSearchButton = () => screen.getByRole('button', { name: 'Save search' });
const dialog = () => screen.getByRole('dialog', { name: 'Save search' });
const nameField = () => within(dialog()).getByRole('textbox', { name: 'Name' });
const searchItems = async () =>
  within(await screen.findByRole('list', { name: 'Saved searches' })).getAllByRole('listitem');

async function openRooms(url: string, as?: TestUser) {
  const view = renderApp({ url, as: as ?? (await createTestUser()) });
  await findRoomsList();
  return view;
}

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(saveSearchButton());
  return screen.findByRole('dialog', { name: 'Save search' });
}

describe('Save search on Room Listings', () => {
  it('saves the search in the URL under the name it suggests, and lists it on Saved searches', async () => {
    const { user } = await openRooms('/rooms?location=Leeds&maxPrice=600&sort=price-asc');
    expect(saveSearchButton()).not.toHaveAttribute('aria-pressed');
    await openDialog(user);
    expect(nameField()).toHaveValue('Leeds · up to $600/mo');
    expect(nameField()).toHaveFocus();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await findToast('Search saved');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveSearchButton()).toHaveFocus();

    await user.click(savedSearchesLink());
    expect(await screen.findByRole('heading', { name: 'Saved searches', level: 1 })).toBeInTheDocument();
    const [item] = await searchItems();
    const link = within(item!).getByRole('link', { name: 'Leeds · up to $600/mo' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://app.test');
    expect(href.pathname).toBe('/rooms');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      location: 'Leeds',
      maxPrice: '600',
      sort: 'price-asc',
    });
    expect(href.searchParams.get('search')).toMatch(/^[\w-]+$/);
    expect(await within(item!).findByText('2 rooms')).toBeInTheDocument();
    expect(within(item!).queryByText(/new$/)).not.toBeInTheDocument();
  });

  it('names a search without filters "All rooms"', async () => {
    const { user } = await openRooms('/rooms');
    await openDialog(user);
    expect(nameField()).toHaveValue('All rooms');
  });

  it('saves the search just made, though its URL is written a moment after its results', async () => {
    const { user, history } = await openRooms('/rooms');
    // The dialog's code is there already, so it opens at once.
    await openDialog(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Leeds');
    // Search, then Save search in the same moment: no idle time passes between them.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(saveSearchButton());
    await screen.findByRole('dialog', { name: 'Save search' });
    expect(nameField()).toHaveValue('Leeds');
    // The results' URL follows.
    await waitFor(() => expect(history.location.search).toContain('location=Leeds'));
  });

  it('asks for a name, traps focus, and Escape closes it with focus back on Save search', async () => {
    const { user } = await openRooms('/rooms?location=Leeds');
    await openDialog(user);
    await user.clear(nameField());
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const error = within(dialog()).getByText('Enter a name.');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Enter a name.');
    expect(error).toBeVisible();
    expect(nameField()).toHaveFocus();

    // Tab goes round the dialog's controls and never leaves it.
    await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(nameField()).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveSearchButton()).toHaveFocus();

    await openDialog(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveSearchButton()).toHaveFocus();
  });

  it('still closes on Escape after a click on its title, or with focus gone to the page', async () => {
    const { user } = await openRooms('/rooms?location=Leeds');
    await openDialog(user);
    await user.click(within(dialog()).getByRole('heading', { name: 'Save search' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveSearchButton()).toHaveFocus();

    await openDialog(user);
    // Escape from the page itself (focus left the dialog some other way).
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveSearchButton()).toHaveFocus();
  });

  it('updates the saved search when the same filters are saved again', async () => {
    const account = await createTestUser();
    const { user } = await openRooms('/rooms?location=Leeds', account);
    await openDialog(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await findToast('Search saved');
    await openDialog(user);
    await user.clear(nameField());
    await user.type(nameField(), 'Leeds again');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(savedSearchesLink());
    const items = await searchItems();
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('link', { name: 'Leeds again' })).toBeInTheDocument();
  });

  it('refuses a 21st search, and says so', async () => {
    const account = await createTestUser();
    await seedSavedSearches(
      account.email,
      Array.from({ length: 20 }, (_, index) =>
        storedSearch({
          id: `s${index}`,
          name: `Search ${index}`,
          filters: { maxPrice: String(500 + index) },
        }),
      ),
    );
    const { user } = await openRooms('/rooms?location=Leeds', account);
    await openDialog(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'You can keep 20 saved searches. Delete one to save another.',
    );
  });

  it('says so when the browser refuses to store the search', async () => {
    const { user } = await openRooms('/rooms?location=Leeds');
    await openDialog(user);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    onTestFinished(() => put.mockRestore());
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The search could not be saved: this browser refused to store it.',
    );
  });
});

describe('the Saved searches page', () => {
  const LEEDS = storedSearch({ id: 'leeds', name: 'Leeds', filters: { location: 'Leeds' } });
  const CHEAP = storedSearch({ id: 'cheap', name: 'Under $500', filters: { maxPrice: '500' } });

  async function openPage(searches: ReturnType<typeof storedSearch>[]) {
    const account = await createTestUser();
    await seedSavedSearches(account.email, searches);
    const view = renderApp({ url: '/searches', as: account });
    await screen.findByRole('heading', { name: 'Saved searches', level: 1 });
    return view;
  }
  const notifyToggle = (name: string) => screen.getByRole('button', { name: `Notify me about ${name}` });

  it('explains how to save a search when there is none, and links to Room Listings', async () => {
    await openPage([]);
    expect(await screen.findByText(/No saved searches yet/)).toHaveTextContent(
      'Choose filters on Room Listings, press Search, then Save search',
    );
    expect(screen.getByRole('link', { name: 'Go to Room Listings' })).toHaveAttribute('href', '/rooms');
    expect(savedSearchesLink()).toHaveTextContent(/^Saved searches$/);
  });

  it('lists the most recent first, each with its rooms', async () => {
    await openPage([LEEDS, CHEAP]);
    const items = await searchItems();
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Under $500', 'Leeds']);
    expect(await within(items[1]!).findByText('2 rooms')).toBeInTheDocument();
  });

  it('says the rooms failed to load, with Try again, instead of counting for ever', async () => {
    useScenario('rooms-error');
    const { user } = await openPage([LEEDS]);
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Failed to fetch rooms.');
    const [item] = await searchItems();
    expect(within(item!).getByRole('link', { name: 'Leeds' })).toBeInTheDocument();
    expect(screen.queryByText('Counting rooms...')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await within(item!).findByText('2 rooms')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The button that had the focus is gone: the list it brought the counts to has it, not the page's body.
    expect(screen.getByRole('list', { name: 'Saved searches' })).toHaveFocus();
  });

  it('offline with no room list: no counts at all, then counted once back online', async () => {
    // The app's own view of the network (the browser's offline event reaches it only once it listens).
    const goOffline = (offline: boolean) => act(() => onlineManager.setOnline(!offline));
    goOffline(true);
    try {
      await openPage([LEEDS]);
      const [item] = await searchItems();
      expect(within(item!).getByRole('link', { name: 'Leeds' })).toBeInTheDocument();
      expect(screen.queryByText('Counting rooms...')).not.toBeInTheDocument();
      goOffline(false);
      expect(await within(item!).findByText('2 rooms')).toBeInTheDocument();
    } finally {
      goOffline(false);
    }
  });

  it('asks for notifications on the first Notify me press only, and toggles whatever the answer', async () => {
    const requestPermission = vi.fn(() => {
      permission.value = 'denied';
      return Promise.resolve('denied' as NotificationPermission);
    });
    const permission = { value: 'default' as NotificationPermission };
    vi.stubGlobal('Notification', {
      get permission() {
        return permission.value;
      },
      requestPermission,
    });
    onTestFinished(() => void vi.unstubAllGlobals());
    const { user } = await openPage([LEEDS]);
    await searchItems();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(notifyToggle('Leeds')).toHaveAttribute('aria-pressed', 'false');

    await user.click(notifyToggle('Leeds'));
    await waitFor(() => expect(notifyToggle('Leeds')).toHaveAttribute('aria-pressed', 'true'));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await user.click(notifyToggle('Leeds'));
    await waitFor(() => expect(notifyToggle('Leeds')).toHaveAttribute('aria-pressed', 'false'));
    await user.click(notifyToggle('Leeds'));
    await waitFor(() => expect(notifyToggle('Leeds')).toHaveAttribute('aria-pressed', 'true'));
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('toggles Notify me where the browser has no notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    onTestFinished(() => void vi.unstubAllGlobals());
    const { user } = await openPage([LEEDS]);
    await searchItems();
    await user.click(notifyToggle('Leeds'));
    await waitFor(() => expect(notifyToggle('Leeds')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('deletes a search, moves focus to the next Delete, and Undo brings it back', async () => {
    const { user } = await openPage([LEEDS, CHEAP]);
    await searchItems();
    await user.click(screen.getByRole('button', { name: 'Delete Under $500' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Under $500' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Leeds' })).toHaveFocus();

    const toast = await screen.findByText('Deleted Under $500.', {}, { timeout: 3000 });
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Under $500' })).toHaveFocus();
    expect((await searchItems()).map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Under $500',
      'Leeds',
    ]);
  });

  it('gives focus to Room Listings link when the last search is deleted', async () => {
    const { user } = await openPage([LEEDS]);
    await searchItems();
    await user.click(screen.getByRole('button', { name: 'Delete Leeds' }));
    expect(await screen.findByRole('link', { name: 'Go to Room Listings' })).toHaveFocus();
  });
});
