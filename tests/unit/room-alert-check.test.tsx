import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseAlertChannel } from '@/app/room-alerts/alert-channel';
import { createRoomAlertDelivery } from '@/app/room-alerts/deliver-room-alert';
import { checkForRoomAlerts, type RoomAlert } from '@/app/room-alerts/room-alert-check';
import type { SavedSearch } from '@/features/saved-searches/saved-search';
import { Toaster } from '@/lib/toasts/toaster';
import { aSavedSearch } from '../fixtures/saved-searches';

// The check after each recorded room list (docs/saved-searches.md#alerts): one alert per Notify-me search with
// new matches, a toast with Show or a system notification, and never the same rooms twice.

/** Leeds up to $600 a month, cheapest first: the search these alerts are about. */
const aSearch = (overrides: Parameters<typeof aSavedSearch>[0] = {}) =>
  aSavedSearch({
    id: 'leeds-600',
    name: 'Leeds · up to $600/mo',
    filters: { maxPrice: '600' },
    sort: 'price-asc',
    ...overrides,
  });

/** Searches whose new rooms are `newAt` seen positions; alerts count rooms since the later of opened/alerted. */
function aDevice(searches: SavedSearch[], newAt: Record<string, number[]>, seenCount: number) {
  let stored = searches;
  const findAlerts = (): Promise<RoomAlert[]> =>
    Promise.resolve(
      stored
        .filter((search) => search.notify)
        .map((search) => {
          const since = Math.max(search.openedAtSeenCount, search.alertedAtSeenCount);
          return { search, count: (newAt[search.id] ?? []).filter((at) => at >= since).length };
        }),
    );
  const markAlerted = vi.fn((ids: readonly string[]) => {
    stored = stored.map((search) =>
      ids.includes(search.id) ? { ...search, alertedAtSeenCount: seenCount } : search,
    );
    return Promise.resolve();
  });
  return { findAlerts, markAlerted };
}

describe('where an alert goes', () => {
  it.each([
    ['granted', false, true, 'system'],
    ['granted', true, false, 'system'],
    ['granted', false, false, 'toast'],
    ['denied', true, true, 'toast'],
    ['default', false, true, 'toast'],
    [undefined, true, true, 'toast'],
  ] as const)('permission %s, installed %s, hidden %s: %s', (permission, installed, hidden, channel) => {
    expect(chooseAlertChannel({ permission, installed, hidden })).toBe(channel);
  });
});

describe('the check after a recorded list', () => {
  it('shows one toast per search with Show, politely, and not again for the same rooms', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    const york = aSearch({ id: 'york', name: 'York', filters: { maxPrice: '600', location: 'York' } });
    const quiet = aSearch({ id: 'quiet', name: 'Quiet', notify: false });
    const device = aDevice([aSearch(), york, quiet], { 'leeds-600': [10, 11], york: [12], quiet: [13] }, 14);
    const openPath = vi.fn();
    const deliver = createRoomAlertDelivery(openPath);

    await act(() => checkForRoomAlerts({ ...device, deliver }));
    const leeds = await screen.findByText('2 new rooms for Leeds · up to $600/mo');
    expect(await screen.findByText('1 new room for York')).toBeInTheDocument();
    expect(screen.queryByText(/Quiet/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(device.markAlerted).toHaveBeenCalledWith(['leeds-600', 'york']);

    await user.click(within(leeds).getByRole('button', { name: 'Show' }));
    expect(openPath).toHaveBeenCalledWith(
      '/rooms?location=Leeds&maxPrice=600&sort=price-asc&search=leeds-600',
    );

    await expect(checkForRoomAlerts({ ...device, deliver })).resolves.toEqual([]);
    expect(device.markAlerted).toHaveBeenCalledTimes(1);
  });

  it('replaces the toast of a search alerted again while it shows, never stacking a second', async () => {
    render(<Toaster />);
    const deliver = createRoomAlertDelivery(vi.fn());
    await act(() => deliver({ search: aSearch(), count: 1 }));
    expect(await screen.findByText('1 new room for Leeds · up to $600/mo')).toBeInTheDocument();

    await act(() => deliver({ search: aSearch(), count: 3 }));
    expect(await screen.findByText('3 new rooms for Leeds · up to $600/mo')).toBeInTheDocument();
    expect(screen.queryByText('1 new room for Leeds · up to $600/mo')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('is a system notification through the worker when allowed and the tab is hidden', async () => {
    const showNotification = vi.fn(() => Promise.resolve());
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve({ showNotification }) },
    });
    try {
      const device = aDevice([aSearch()], { 'leeds-600': [3] }, 4);
      await checkForRoomAlerts({ ...device, deliver: createRoomAlertDelivery(vi.fn()) });
      expect(showNotification).toHaveBeenCalledTimes(1);
      expect(showNotification).toHaveBeenCalledWith(
        '1 new room for Leeds · up to $600/mo',
        expect.objectContaining({
          tag: 'room-alert:leeds-600',
          data: { path: '/rooms?location=Leeds&maxPrice=600&sort=price-asc&search=leeds-600' },
        }),
      );
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });
});
