import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { listRooms } from '@mocks/db';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios';
import { provideDemoControls } from '@/features/demo/demo-controls';
import { createTestUser, findToast, renderApp } from '../utils/render-app';
import { criteria } from '../utils/saved-search-store';
import { findRoomsList } from '../utils/rooms-list';

// The demo panel's List a new room (docs/demo-and-qa.md#new-rooms), in the whole app: the mocks' controls are
// handed over as main.tsx does in a demo build, so the root layout shows the panel.

beforeEach(() =>
  provideDemoControls({
    activeScenario: 'default',
    scenarios,
    selectScenario: vi.fn(),
    resetDemoData: vi.fn(),
    replaySource: null,
  }),
);
afterEach(() => provideDemoControls(null));

function goOffline(offline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

/** Signed in on Room Listings filtered as `url` says, with these searches saved, the last most recently. */
async function renderWithSearches(url: string, searches: Parameters<typeof criteria>[0][]) {
  const view = renderApp({ url, as: await createTestUser() });
  // The service comes in an idle moment after sign-in (src/app/signed-in-services.ts).
  const service = await vi.waitFor(() => {
    const created = view.savedSearches.getSnapshot();
    if (!created) throw new Error('No saved searches service yet');
    return created;
  });
  const { store } = await service.load();
  for (const [index, filters] of searches.entries()) await store.save(criteria(filters), `Search ${index}`);
  await findRoomsList();
  return view;
}

async function pressListNewRoom(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Demo panel' }));
  const panel = screen.getByRole('dialog', { name: 'Demo panel' });
  const button = await within(panel).findByRole('button', { name: 'List a new room' });
  await user.click(button);
  return button;
}

describe('List a new room', () => {
  afterEach(() => goOffline(false));

  it('lists a room the most recently saved search matches, names it, and Room Listings shows it', async () => {
    const { user } = await renderWithSearches('/rooms?location=Leeds&maxPrice=600', [
      { location: 'Bristol' },
      { location: 'Leeds', maxPrice: '600' },
    ]);
    const before = screen.getAllByRole('article').length;
    const button = await pressListNewRoom(user);
    expect(button).toHaveAccessibleDescription('Adds a room that matches your most recently saved search.');

    const listed = listRooms().at(-1);
    expect(listed?.title).toMatch(/ in Leeds$/);
    expect(listed?.postcode).toBe('LS6 3BJ');
    const price = listed && 'price_per_month' in listed ? listed.price_per_month : Infinity;
    expect(price).toBeLessThanOrEqual(600);
    await findToast(`New room listed: ${listed?.title ?? ''}`);
    // Room Listings, still filtered by the search, now shows it.
    expect(await screen.findByRole('article', { name: listed?.title ?? '' })).toBeInTheDocument();
    expect(within(await findRoomsList()).getAllByRole('article')).toHaveLength(before + 1);
  });

  it('lists a generic room when no search is saved, and shows it even offline', async () => {
    const { user } = await renderWithSearches('/rooms', []);
    const listedBefore = listRooms().length;
    goOffline(true);
    const button = await pressListNewRoom(user);
    expect(button).toHaveAccessibleDescription(
      'Adds a room. Save a search first to get one that matches it.',
    );
    // The mock API has the room once its answer is on the way; on a busy machine that is not at once.
    await waitFor(() => expect(listRooms()).toHaveLength(listedBefore + 1));
    const title = listRooms().at(-1)?.title ?? '';
    await findToast(`New room listed: ${title}`);
    expect(await screen.findByRole('article', { name: title })).toBeInTheDocument();
  });

  it('says a search by language cannot match it', async () => {
    const { user } = await renderWithSearches('/rooms', [{ location: 'Leeds', language: 'Spanish' }]);
    await pressListNewRoom(user);
    await findToast(/A listed room has no languages, so it cannot match the language filter\.$/);
  });

  it('says clearly why a room could not be listed', async () => {
    server.use(
      http.post('/api/rooms/', () =>
        HttpResponse.json(
          { detail: [{ loc: ['body', 'postcode'], msg: 'field required', type: 'value_error.missing' }] },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderWithSearches('/rooms', []);
    const rooms = listRooms().length;
    await pressListNewRoom(user);
    await findToast('Could not list a new room: field required');
    expect(listRooms()).toHaveLength(rooms);
  });

  it('asks to log in first when nobody is signed in', async () => {
    const { user } = renderApp({ url: '/login' });
    await pressListNewRoom(user);
    await findToast('Log in to list a room.');
  });
});
