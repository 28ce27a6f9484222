import { alertText, parseAlertsOwner, type AlertsOwner } from '@/features/saved-searches/alerts-owner';
import type { SavedSearch, SeenRooms } from '@/features/saved-searches/saved-search';
import { openFromNotification, type AppWindow } from '@/service-worker/notification-click';
import { OPEN_IN_APP_MESSAGE_TYPE } from '@/service-worker/messages';
import { checkRoomsInBackground, type BackgroundRoomCheckDeps } from '@/service-worker/room-alerts-worker';
import { aSavedSearch } from '../fixtures/saved-searches';

// The worker's background room check and notification tap (docs/saved-searches.md#alerts): a headless browser
// cannot fire Periodic Background Sync, so the handlers run here over in-memory stand-ins.

interface TestRoom {
  id: string;
  location: string;
}

const OWNER: AlertsOwner = {
  userKey: 'ada@uni.test',
  apiBaseUrl: 'http://127.0.0.1:9/api',
  language: 'en',
  texts: Array.from({ length: 100 }, (_, index) =>
    index === 0 ? '1 new room for \u{E000}' : `${index + 1} new rooms for \u{E000}`,
  ),
};

/** A device with the owner's searches and seen record in memory; `rooms` is what GET /rooms/ answers. */
function aDevice(rooms: TestRoom[], searches: SavedSearch[], owner: AlertsOwner | null = OWNER) {
  const seenIds: string[] = ['old-1'];
  const stored = { searches: [...searches] };
  const shown: { title: string; options: NotificationOptions }[] = [];
  const view = (): SeenRooms => {
    const ids = [...seenIds];
    return { count: ids.length, positionOf: (id) => (ids.includes(id) ? ids.indexOf(id) : undefined) };
  };
  const deps: BackgroundRoomCheckDeps<TestRoom> = {
    readOwner: () => Promise.resolve(owner),
    fetchRooms: vi.fn(() => Promise.resolve(rooms)),
    readSearches: () => Promise.resolve(stored.searches),
    recordSeen: (_user, ids) => {
      for (const id of ids) if (!seenIds.includes(id)) seenIds.push(id);
      return Promise.resolve(view());
    },
    // The data layer's rule, in small: matching rooms first seen since the later of opening and alerting.
    matchesToAlert: (list, all, seen) =>
      Promise.resolve(
        all
          .filter((search) => search.notify)
          .map((search) => {
            const since = Math.max(search.openedAtSeenCount, search.alertedAtSeenCount);
            const roomIds = list
              .filter((room) => room.location === search.filters.location)
              .filter((room) => (seen.positionOf(room.id) ?? -1) >= since)
              .map((room) => room.id);
            return { search, roomIds };
          })
          .filter(({ roomIds }) => roomIds.length > 0),
      ),
    markAlerted: (_user, ids, seenCount) => {
      stored.searches = stored.searches.map((search) =>
        ids.includes(search.id) ? { ...search, alertedAtSeenCount: seenCount } : search,
      );
      return Promise.resolve();
    },
    pathOf: (search) => `/rooms?location=${search.filters.location}&search=${search.id}`,
    alertText,
    showNotification: (title, options) => {
      shown.push({ title, options });
      return Promise.resolve();
    },
  };
  return { deps, shown, stored };
}

const leedsRoom = (id: string) => ({ id, location: 'Leeds' });

describe('the background room check', () => {
  it('notifies once per Notify-me search with new matches, carrying the path that opens it', async () => {
    const { deps, shown } = aDevice(
      [
        { id: 'old-1', location: 'Leeds' },
        leedsRoom('new-1'),
        leedsRoom('new-2'),
        { id: 'x', location: 'York' },
      ],
      [
        aSavedSearch({ alertedAtSeenCount: 1 }),
        aSavedSearch({
          id: 'york',
          name: 'York',
          filters: { location: 'York' },
          notify: false,
        }),
      ],
    );
    await expect(checkRoomsInBackground(deps)).resolves.toBe(1);
    // The list comes from the API the owner's page talked to, which the owner record carries.
    expect(deps.fetchRooms).toHaveBeenCalledWith(OWNER);
    expect(shown).toEqual([
      {
        title: '2 new rooms for Leeds',
        options: expect.objectContaining({
          tag: 'room-alert:leeds',
          data: { path: '/rooms?location=Leeds&search=leeds' },
        }) as NotificationOptions,
      },
    ]);
  });

  it('does not notify about the same rooms twice', async () => {
    const { deps, shown } = aDevice([leedsRoom('new-1')], [aSavedSearch({ alertedAtSeenCount: 1 })]);
    await checkRoomsInBackground(deps);
    await expect(checkRoomsInBackground(deps)).resolves.toBe(0);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe('1 new room for Leeds');
  });

  it('fetches nothing and says nothing when nobody owns the alerts (after a logout)', async () => {
    const { deps, shown } = aDevice([leedsRoom('new-1')], [aSavedSearch()], null);
    await expect(checkRoomsInBackground(deps)).resolves.toBe(0);
    expect(deps.fetchRooms).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });

  it('writes counts beyond the stored texts with the real number', () => {
    expect(alertText(OWNER, 1234, 'Leeds')).toBe('1,234 new rooms for Leeds');
  });

  it('ignores a damaged owner record with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseAlertsOwner({ userKey: 'ada', language: 'en', texts: ['too short'] })).toBeNull();
    expect(parseAlertsOwner(undefined)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('a tap on a room alert', () => {
  const SCOPE = 'https://rooms.example/';
  const aWindow = (url: string): AppWindow & { messages: unknown[] } => {
    const messages: unknown[] = [];
    return {
      url,
      messages,
      focus: vi.fn(() => Promise.resolve()),
      postMessage: (m) => void messages.push(m),
    };
  };

  it('focuses an open tab of the app and opens the search there', async () => {
    const other = aWindow('https://elsewhere.example/');
    const tab = aWindow(`${SCOPE}applications`);
    const openWindow = vi.fn(() => Promise.resolve());
    await openFromNotification(
      { path: '/rooms?search=leeds' },
      { scope: SCOPE, windows: () => Promise.resolve([other, tab]), openWindow },
    );
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.messages).toEqual([{ type: OPEN_IN_APP_MESSAGE_TYPE, path: '/rooms?search=leeds' }]);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window on the search when no tab is open, and never another site', async () => {
    const openWindow = vi.fn((_url: string) => Promise.resolve());
    const deps = { scope: SCOPE, windows: () => Promise.resolve([]), openWindow };
    await openFromNotification({ path: '/rooms?search=leeds' }, deps);
    await openFromNotification({ path: '//evil.example/x' }, deps);
    expect(openWindow.mock.calls.map(([url]) => url)).toEqual([
      'https://rooms.example/rooms?search=leeds',
      'https://rooms.example/',
    ]);
  });
});
