import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { createTestUser, findToast, renderApp, type TestUser } from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';
import { factValue } from '../utils/queries';
import { listedLanguages } from '../utils/room-card';

const api = (path: string) => `/api${path}`;
const WHITECHAPEL = 'Whitechapel, London';
const PICCADILLY = 'Studio flat by Manchester Piccadilly';

async function openRooms(given?: TestUser) {
  const account = given ?? (await createTestUser());
  const view = renderApp({ url: '/rooms', as: account });
  await findRoomsList();
  return { ...view, account };
}

/** Opens Room Listings with GET /rooms/ held back long enough to outlast the first, cold render of the page. */
async function openRoomsWhileTheyLoad() {
  server.use(
    http.get(api('/rooms/'), async () => {
      await delay(1500);
    }),
  );
  renderApp({ url: '/rooms', as: await createTestUser() });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Room Listings', () => {
  it("shows 'Loading rooms...' and then the grid under the title", async () => {
    await openRoomsWhileTheyLoad();
    expect(await screen.findByText('Loading rooms...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Room Listings' })).toBeInTheDocument();
    expect(await findRoomsList()).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(24);
  });

  it("shows a specification-shape room's image, location, price, languages and postcode", async () => {
    await openRooms();
    const room = card(WHITECHAPEL);
    expect(within(room).getByRole('heading', { name: WHITECHAPEL })).toBeInTheDocument();
    // Photos follow the cards (docs/performance.md#the-room-grid).
    expect(await within(room).findByRole('img')).toHaveAttribute(
      'src',
      '/images/rooms/whitechapel-single.svg',
    );
    expect(within(room).getByText('$950/mo')).toBeInTheDocument();
    expect(listedLanguages(room)).toEqual(['English', 'Bengali']);
    expect(factValue(room, 'Postcode:')).toHaveTextContent('E1 4NS');
    expect(within(room).getByText('Weather:')).toBeInTheDocument();
    expect(within(room).getByText('Distance:')).toBeInTheDocument();
  });

  it("shows a real-backend room's title, address and the default image", async () => {
    await openRooms();
    const room = card(PICCADILLY);
    expect(within(room).getByRole('heading', { name: PICCADILLY })).toBeInTheDocument();
    expect(await within(room).findByRole('img')).toHaveAttribute('src', '/images/room-default.svg');
    expect(within(room).queryByRole('list', { name: 'Languages' })).not.toBeInTheDocument();
  });

  it("shows '-' for a missing postcode, and the weather as Unavailable", async () => {
    await openRooms();
    const room = card('New-build room near the cathedral, Coventry');
    expect(factValue(room, 'Postcode:')).toHaveTextContent('-');
    expect(factValue(room, 'Weather:')).toHaveTextContent('Unavailable');
  });

  it("shows 'Failed to fetch rooms.' when the list fails, and Try again recovers", async () => {
    let failing = true;
    server.use(
      http.get(api('/rooms/'), () =>
        failing
          ? new HttpResponse('Internal Server Error', { status: 500 })
          : HttpResponse.json([{ id: 'r1', title: 'Recovered room', price: 500 }]),
      ),
    );
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    expect(await screen.findByText('Failed to fetch rooms.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered room' })).toBeInTheDocument();
    // The button that had the focus is gone: the room count it brought has it, not the page's body.
    expect(screen.getByText('1 room')).toHaveFocus();
  });

  it('moves the focus to the note that no room matches when Try again brings none', async () => {
    let failing = true;
    server.use(
      http.get(api('/rooms/'), () =>
        failing ? new HttpResponse('Internal Server Error', { status: 500 }) : HttpResponse.json([]),
      ),
    );
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    await user.click(tryAgain);
    expect(await screen.findByText('No rooms found for your criteria.')).toBeInTheDocument();
    const note = screen
      .getAllByRole('status')
      .find((status) => status.textContent?.startsWith('No rooms found for your criteria.'));
    expect(note).toHaveFocus();
  });

  /** The room list failing, each answer held until the test lets it go. */
  function failingRoomList() {
    let asked = 0;
    let release = () => {};
    server.use(
      http.get(api('/rooms/'), async () => {
        asked += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return new HttpResponse('Internal Server Error', { status: 500 });
      }),
    );
    return { asked: () => asked, answer: () => release() };
  }

  /** Room Listings after its room list has failed once: the list, the rendered app and its Try again. */
  async function openWithFailedRoomList() {
    const list = failingRoomList();
    const view = renderApp({ url: '/rooms', as: await createTestUser() });
    await waitFor(() => expect(list.asked()).toBe(1));
    list.answer();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    return { list, view, tryAgain };
  }

  it('keeps focus on Try again while it asks, and says so again when the rooms fail again', async () => {
    const {
      list,
      view: { user },
      tryAgain,
    } = await openWithFailedRoomList();
    tryAgain.focus();
    await user.keyboard('{Enter}');
    const problem = screen.getByRole('alert');
    expect(problem).toHaveTextContent('Loading rooms...');
    expect(tryAgain).toHaveAttribute('aria-busy', 'true');
    expect(tryAgain).toHaveFocus();
    // Pressed again while it asks: nothing more is sent, and nothing moves.
    await user.keyboard('{Enter}');
    expect(list.asked()).toBe(2);
    list.answer();
    await waitFor(() => expect(problem).toHaveTextContent('Failed to fetch rooms.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(tryAgain);
    expect(tryAgain).toHaveFocus();
    expect(tryAgain).toHaveAttribute('aria-busy', 'false');
    expect(list.asked()).toBe(2);
  });

  it('keeps the problem and its focus through an attempt it did not start (a refresh on focus or reconnect)', async () => {
    const {
      list,
      view: { queryClient },
      tryAgain,
    } = await openWithFailedRoomList();
    tryAgain.focus();
    void queryClient.refetchQueries({ queryKey: roomQueries.list().queryKey });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Loading rooms...'));
    expect(tryAgain).toHaveFocus();
    list.answer();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch rooms.'));
    expect(tryAgain).toHaveFocus();
  });

  it('offline, Try again waits for the network without staying busy', async () => {
    const {
      list,
      view: { user },
      tryAgain,
    } = await openWithFailedRoomList();
    act(() => onlineManager.setOnline(false));
    try {
      await user.click(tryAgain);
      // The attempt is paused for the network, which the offline banner says; the problem stays as it was.
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch rooms.');
      expect(tryAgain).toHaveAttribute('aria-busy', 'false');
      expect(list.asked()).toBe(1);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    // Back online, the paused attempt goes on.
    await waitFor(() => expect(list.asked()).toBe(2));
    list.answer();
  });

  it("shows 'No rooms found for your criteria.' when nothing matches, and Reset brings the full list back", async () => {
    const { user } = await openRooms();
    const total = screen.getAllByRole('article').length;
    await user.type(screen.getByLabelText('Location'), 'Atlantis');
    expect(screen.getAllByRole('article')).toHaveLength(total); // nothing applies before Search
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No rooms found for your criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await findRoomsList();
    expect(screen.getAllByRole('article')).toHaveLength(total);
    expect(screen.getByLabelText('Location')).toHaveValue('');
  });

  it('filters on Search by location, max price, language and postcode together', async () => {
    const { user } = await openRooms();
    await user.type(screen.getByLabelText('Location'), 'london');
    await user.type(screen.getByLabelText('Max Price'), '1000');
    await user.type(screen.getByLabelText('Language'), 'BENGALI');
    await user.type(screen.getByLabelText('Postcode'), 'E1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const names = screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
    expect(names).toEqual([WHITECHAPEL]);
    expect(screen.getByText('1 room')).toBeInTheDocument();
  });

  it('has a number input for Max Price', async () => {
    await openRooms();
    expect(screen.getByLabelText('Max Price')).toHaveAttribute('type', 'number');
  });
});

describe('weather and distance', () => {
  it("gets the weather as coordinates with 4 decimals and toasts 'Weather data fetched! (demo)'", async () => {
    server.use(
      http.get(api('/external/geocode'), () => HttpResponse.json({ latitude: 51.5074, longitude: -0.1278 })),
    );
    const { user } = await openRooms();
    const room = card(WHITECHAPEL);
    expect(factValue(room, 'Weather:')).toHaveTextContent('-');
    await user.click(within(room).getByRole('button', { name: /Get Weather/ }));
    await waitFor(() => expect(factValue(room, 'Weather:')).toHaveTextContent('Lat: 51.5074, Lng: -0.1278'));
    expect(await findToast('Weather data fetched! (demo)')).toBeInTheDocument();
  });

  it('sends a postcode holding & or # as one encoded parameter', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(api('/rooms/'), () =>
        HttpResponse.json([{ id: 'r1', title: 'Odd postcode', postcode: 'A&B #1' }]),
      ),
      http.get(api('/external/geocode'), ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('postcode'));
        return HttpResponse.json({ latitude: 1, longitude: 2 });
      }),
    );
    const { user } = await openRooms();
    await user.click(screen.getByRole('button', { name: /Get Weather/ }));
    await waitFor(() => expect(seen).toEqual(['A&B #1']));
  });

  it("shows 'Unavailable' when the geocode answer has no coordinates", async () => {
    server.use(http.get(api('/external/geocode'), () => HttpResponse.json({})));
    const { user } = await openRooms();
    const room = card(WHITECHAPEL);
    await user.click(within(room).getByRole('button', { name: /Get Weather/ }));
    await waitFor(() => expect(factValue(room, 'Weather:')).toHaveTextContent('Unavailable'));
  });

  it("shows the distance in km with one decimal and toasts 'Distance updated!'", async () => {
    server.use(
      http.get(api('/external/room-distance'), async () => {
        await delay(30);
        return HttpResponse.json({ distance_meters: 2500, duration_seconds: 300 });
      }),
    );
    const { user } = await openRooms();
    const room = card(WHITECHAPEL);
    await user.click(within(room).getByRole('button', { name: /Refresh/ }));
    expect(factValue(room, 'Distance:')).toHaveTextContent('Loading...');
    await waitFor(() => expect(factValue(room, 'Distance:')).toHaveTextContent('2.5 km'));
    expect(await findToast('Distance updated!')).toBeInTheDocument();
  });

  it.each([
    ['Weather:', /Get Weather/, 'Failed to get weather.', '/external/geocode', 'Could not geocode postcode'],
    ['Distance:', /Refresh/, 'Failed to get distance.', '/external/room-distance', 'OSRM routing failed'],
  ])(
    "shows 'Error' beside %s and toasts %j when its look-up fails",
    async (fact, button, toast, path, detail) => {
      server.use(http.get(api(path), () => HttpResponse.json({ detail }, { status: 400 })));
      const { user } = await openRooms();
      const room = card(WHITECHAPEL);
      await user.click(within(room).getByRole('button', { name: button }));
      expect(await findToast(toast)).toBeInTheDocument();
      expect(factValue(room, fact)).toHaveTextContent('Error');
    },
  );
});

describe('look-ups on request', () => {
  const lookupQueries = (queryClient: { getQueryCache: () => { findAll: () => { queryKey: unknown }[] } }) =>
    queryClient
      .getQueryCache()
      .findAll()
      .map(({ queryKey }) => JSON.stringify(queryKey))
      .filter((key) => key.includes('distance') || key.includes('geocode'));

  it('creates no distance or weather query for a card until its button is pressed', async () => {
    server.use(http.get(api('/external/room-distance'), () => HttpResponse.json({ distance_meters: 1200 })));
    const { user, queryClient } = await openRooms();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(10);
    expect(lookupQueries(queryClient)).toEqual([]);
    await user.click(within(card(WHITECHAPEL)).getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(factValue(card(WHITECHAPEL), 'Distance:')).toHaveTextContent('1.2 km'));
    expect(lookupQueries(queryClient)).toHaveLength(1);
  });

  it('shows the weather on every card with that postcode, and keeps it when a card comes back', async () => {
    server.use(
      http.get(api('/rooms/'), () =>
        HttpResponse.json([
          { id: 'r1', location: 'Room one, Leeds', postcode: 'LS6 1AA' },
          { id: 'r2', location: 'Room two, Leeds', postcode: 'LS6 1AA' },
          { id: 'r3', location: 'Room three, York', postcode: 'YO1 7HH' },
        ]),
      ),
      http.get(api('/external/geocode'), () => HttpResponse.json({ latitude: 53.8, longitude: -1.55 })),
    );
    const { user } = await openRooms();
    const weatherOf = (name: string) => factValue(card(name), 'Weather:');
    await user.click(within(card('Room one, Leeds')).getByRole('button', { name: /Get Weather/ }));
    await waitFor(() => expect(weatherOf('Room two, Leeds')).toHaveTextContent('Lat: 53.8000, Lng: -1.5500'));
    expect(weatherOf('Room one, Leeds')).toHaveTextContent('Lat: 53.8000, Lng: -1.5500');
    expect(weatherOf('Room three, York')).toHaveTextContent('-');

    // Searching for York unmounts the Leeds cards; Reset mounts them again with the answer they had.
    await user.type(screen.getByLabelText('Location'), 'york');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(weatherOf('Room one, Leeds')).toHaveTextContent('Lat: 53.8000, Lng: -1.5500');
  });
});

describe('loading without jumps', () => {
  it('shows skeleton cards in the grid layout, hidden from assistive technology, until the rooms arrive', async () => {
    await openRoomsWhileTheyLoad();
    expect(await screen.findByText('Loading rooms...')).toBeInTheDocument();
    const skeleton = screen.getByTestId('room-grid-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.children.length).toBeGreaterThan(0);
    await findRoomsList();
    expect(screen.queryByTestId('room-grid-skeleton')).not.toBeInTheDocument();
  });
});
