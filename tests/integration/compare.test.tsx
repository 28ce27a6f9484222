import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, renderApp } from '../utils/render-app';

const api = (path: string) => `/api${path}`;
const WHITECHAPEL = 'Whitechapel, London';
const FALLOWFIELD = 'Fallowfield, Manchester';
const HEADINGLEY = 'Headingley, Leeds';
const MARCHMONT = 'Marchmont, Edinburgh';
const ID = {
  whitechapel: '6b026b08dbdf01ad5cffcc01',
  fallowfield: '6b026b08dbdf01ad5cffcc02',
  headingley: '6b026b08dbdf01ad5cffcc03',
  marchmont: '6b026b08dbdf01ad5cffcc04',
  clifton: '6b026b08dbdf01ad5cffcc05',
};
const UNKNOWN_ID = 'ffffffffffffffffffffffff';

async function openCompare(ids: string[]) {
  const account = await createTestUser();
  const view = renderApp({ url: `/compare?ids=${ids.join(',')}`, as: account });
  expect(await screen.findByRole('heading', { name: 'Compare Rooms', level: 1 })).toBeInTheDocument();
  return { ...view, account };
}

/** The geocoder refuses `postcode` as the backend does (400, with its detail) and answers the others as usual. */
function cannotGeocode(postcode: string) {
  server.use(
    http.get(api('/external/geocode'), ({ request }) =>
      new URL(request.url).searchParams.get('postcode') === postcode
        ? HttpResponse.json({ detail: 'Could not geocode postcode' }, { status: 400 })
        : undefined,
    ),
  );
}

const table = () => screen.getByRole('table', { name: /one column per room/ });
const columnNames = () =>
  within(table())
    .getAllByRole('columnheader')
    .slice(1)
    .map((header) => header.textContent);
/** The cells of a fact's row, one per room, as text. */
const factRow = (fact: string) => {
  const row = within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: fact }));
  if (!row) throw new Error(`No row for ${fact}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

/** Counts the requests the page makes to one path, by query value. */
function countRequests(path: string, parameter: string) {
  const counts = new Map<string, number>();
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname !== api(path)) return;
    const value = url.searchParams.get(parameter) ?? '';
    counts.set(value, (counts.get(value) ?? 0) + 1);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return counts;
}

describe('Compare Rooms', () => {
  it('keeps prices, distances, postcodes and coordinates in their own order in Arabic (isolated)', async () => {
    localStorage.setItem('language', 'ar');
    renderApp({ url: `/compare?ids=${ID.whitechapel},${ID.fallowfield}`, as: await createTestUser() });
    const comparison = await screen.findByRole('table');
    // Each value is an element of its own (a <bdi>), with nothing added to the text.
    expect(within(comparison).getByText('E1 4NS').tagName).toBe('BDI');
    expect(within(comparison).getByText('M14 6HS').tagName).toBe('BDI');
    // By month, academic year and year, for both rooms.
    const prices = within(comparison).getAllByText(/US\$/);
    expect(prices.map((price) => price.tagName)).toEqual(Array(6).fill('BDI'));
    const distances = await within(comparison).findAllByText(/كم/);
    expect(distances.map((distance) => distance.tagName)).toEqual(['BDI', 'BDI']);
  });

  it('puts two rooms side by side: prices by month, academic year and year, distance, postcode, languages', async () => {
    await openCompare([ID.whitechapel, ID.fallowfield]);
    await screen.findByRole('table');
    expect(columnNames()).toEqual([WHITECHAPEL, FALLOWFIELD]);
    expect(factRow('Price per month')).toEqual(['$950/mo', '$620/moCheapest']);
    expect(factRow('Price per academic year (9 months)')).toEqual(['$8550', '$5580']);
    expect(factRow('Price per year (12 months)')).toEqual(['$11400', '$7440']);
    await waitFor(() => expect(factRow('Distance to campus').join(' ')).toMatch(/Closest/));
    const distances = factRow('Distance to campus');
    const km = distances.map((text) => Number(/([\d.]+) km/.exec(text ?? '')?.[1]));
    const nearest = km.indexOf(Math.min(...km));
    expect(distances[nearest]).toMatch(/Closest$/);
    expect(distances[1 - nearest]).not.toMatch(/Closest/);
    expect(factRow('Postcode')).toEqual(['E1 4NS', 'M14 6HS']);
    await waitFor(() => expect(factRow('Coordinates')[0]).toMatch(/^Lat: 51\.5074, Lng: -0\.1278/));
    expect(factRow('Languages')).toEqual(['English, Bengali', 'English, Spanish']);
    expect(
      within(table()).getByRole('link', { name: `Open in OpenStreetMap: ${WHITECHAPEL} (new tab)` }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=51\.50740&mlon=-0\.12780/),
    );
  });

  it('shows four rooms, and keeps the first four of five with a note', async () => {
    const four = [ID.whitechapel, ID.fallowfield, ID.headingley, ID.marchmont];
    const view = await openCompare(four);
    await screen.findByRole('table');
    expect(columnNames()).toEqual([WHITECHAPEL, FALLOWFIELD, HEADINGLEY, MARCHMONT]);
    expect(screen.queryByText(/at most 4 rooms/)).not.toBeInTheDocument();
    view.unmount();

    await openCompare([...four, ID.clifton]);
    await screen.findByRole('table');
    expect(columnNames()).toEqual([WHITECHAPEL, FALLOWFIELD, HEADINGLEY, MARCHMONT]);
    expect(
      screen.getByText('A comparison shows at most 4 rooms: the first 4 of the link are shown.'),
    ).toBeInTheDocument();
  });

  it('ignores unknown ids with a note and collapses duplicates', async () => {
    await openCompare([ID.whitechapel, UNKNOWN_ID, ID.whitechapel, ID.headingley]);
    await screen.findByRole('table');
    expect(columnNames()).toEqual([WHITECHAPEL, HEADINGLEY]);
    expect(screen.getByText('1 room in this link is no longer listed and is left out.')).toBeInTheDocument();
  });

  it('asks for at least two listed rooms, with ways back, when the link has fewer', async () => {
    await openCompare([ID.whitechapel, UNKNOWN_ID]);
    expect(await screen.findByText(/Choose at least 2 listed rooms to compare\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your shortlist' })).toHaveAttribute(
      'href',
      '/shortlist',
    );
    expect(screen.getByRole('link', { name: 'Room Listings' })).toHaveAttribute('href', '/rooms');
  });

  it('survives a link with no ids or garbage in them', async () => {
    await openCompare([',,', '%20', 'x'.repeat(300)]);
    expect(await screen.findByText(/Choose at least 2 listed rooms to compare\./)).toBeInTheDocument();
  });

  it('applies from the table, and the room card and Your Applications agree', async () => {
    const { user, router } = await openCompare([ID.whitechapel, ID.fallowfield]);
    await screen.findByRole('table');
    await user.click(await within(table()).findByRole('button', { name: `Apply for ${FALLOWFIELD}` }));
    // The status turns pending at once; Cancel is offered once the server has confirmed the application.
    await waitFor(() => expect(factRow('Your application')[1]).toMatch(/pending/));
    expect(
      await within(table()).findByRole('button', { name: `Cancel Application for ${FALLOWFIELD}` }),
    ).toBeInTheDocument();

    await router.navigate({ to: '/rooms' });
    const card = await screen.findByRole('article', { name: FALLOWFIELD });
    expect(await within(card).findByText('pending')).toBeInTheDocument();

    await router.navigate({ to: '/applications' });
    const applications = await screen.findByRole('list', { name: 'Applications' });
    expect(await within(applications).findByText(FALLOWFIELD)).toBeInTheDocument();
  });

  it('keeps the table, its distances and the map when a refetch fails, with no error shown', async () => {
    const { queryClient } = await openCompare([ID.whitechapel, ID.fallowfield]);
    await screen.findByRole('table');
    await waitFor(() => expect(factRow('Distance to campus').join(' ')).toMatch(/km.*km/));
    const map = screen.getByRole('figure', { name: 'Map' });
    await within(map).findByRole('img', { name: `${FALLOWFIELD}, M14 6HS` });

    // Everything refetched at once, as coming back online does, and every answer fails.
    server.use(
      http.get(api('/rooms/'), () => new HttpResponse('Internal Server Error', { status: 500 })),
      http.get(api('/external/room-distance'), () => new HttpResponse('Bad Gateway', { status: 502 })),
      http.get(api('/external/geocode'), () => new HttpResponse('Bad Gateway', { status: 502 })),
    );
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(queryClient.getQueryState(['rooms', 'list'])?.status).toBe('error'));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(columnNames()).toEqual([WHITECHAPEL, FALLOWFIELD]);
    expect(factRow('Distance to campus').join(' ')).toMatch(/km.*km/);
    expect(factRow('Coordinates')[1]).toMatch(/^Lat: /);
    expect(within(map).getByRole('img', { name: `${FALLOWFIELD}, M14 6HS` })).toBeInTheDocument();
    expect(within(map).queryByText('Location unavailable')).not.toBeInTheDocument();
  });

  it('fetches distance and coordinates for the compared rooms only, each once, shared with the map', async () => {
    const distances = countRequests('/external/room-distance', 'room_id');
    const geocodes = countRequests('/external/geocode', 'postcode');
    await openCompare([ID.fallowfield, ID.headingley]);
    await screen.findByRole('table');
    await waitFor(() => expect(factRow('Distance to campus').join(' ')).toMatch(/km.*km/));
    await waitFor(() => expect(screen.getAllByRole('img', { name: /, (M14 6HS|LS6 3HN)$/ })).toHaveLength(2));
    expect(Object.fromEntries(distances)).toEqual({ [ID.fallowfield]: 1, [ID.headingley]: 1 });
    // The table's coordinates and the map's dots share one request per postcode; the campus is placed too.
    expect(Object.fromEntries(geocodes)).toEqual({ 'M14 6HS': 1, 'LS6 3HN': 1, 'E1 4NS': 1 });
  });

  it('never asks again for a distance or a postcode it knows, however long ago the page was left', async () => {
    const distances = countRequests('/external/room-distance', 'room_id');
    const geocodes = countRequests('/external/geocode', 'postcode');
    const { queryClient, router } = renderApp({ url: '/rooms', as: await createTestUser() });
    // The app's client collects an unused query after five minutes (the test client never does): here at once,
    // so leaving the page stands for leaving it for longer than that.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: 0 } });
    const openAndWait = async () => {
      await router.navigate({ to: '/compare', search: { ids: `${ID.fallowfield},${ID.headingley}` } });
      await screen.findByRole('table');
      await waitFor(() => expect(factRow('Distance to campus').join(' ')).toMatch(/km.*km/));
      const map = screen.getByRole('figure', { name: 'Map' });
      await waitFor(() => expect(within(map).getAllByRole('img', { name: /, / })).toHaveLength(3));
    };

    await openAndWait();
    await router.navigate({ to: '/rooms' });
    await screen.findByRole('heading', { name: 'Room Listings', level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await openAndWait();

    expect(Object.fromEntries(distances)).toEqual({ [ID.fallowfield]: 1, [ID.headingley]: 1 });
    expect(Object.fromEntries(geocodes)).toEqual({ 'M14 6HS': 1, 'LS6 3HN': 1, 'E1 4NS': 1 });
  });

  it('says so under the map when the campus cannot be placed, and still places the rooms', async () => {
    cannotGeocode('E1 4NS');
    await openCompare([ID.fallowfield, ID.headingley]);
    const map = await screen.findByRole('figure', { name: 'Map' });
    expect(
      await within(map).findByText('The campus (E1 4NS) could not be placed on the map.'),
    ).toBeInTheDocument();
    expect(within(map).queryByRole('img', { name: 'Campus, E1 4NS' })).not.toBeInTheDocument();
    expect(await within(map).findByRole('img', { name: `${FALLOWFIELD}, M14 6HS` })).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: `${HEADINGLEY}, LS6 3HN` })).toBeInTheDocument();
  });

  it('cancels the distance requests still on their way when the page is left', async () => {
    server.use(
      http.get(api('/external/room-distance'), async () => {
        await delay('infinite');
        return HttpResponse.json({ distance_meters: 1 });
      }),
    );
    const { router, queryClient } = await openCompare([ID.whitechapel, ID.fallowfield]);
    await screen.findByRole('table');
    const distanceState = () => queryClient.getQueryState(['rooms', 'distance', ID.fallowfield]);
    await waitFor(() => expect(distanceState()?.fetchStatus).toBe('fetching'));

    await router.navigate({ to: '/rooms' });
    await screen.findByRole('heading', { name: 'Room Listings', level: 1 });
    await waitFor(() => expect(distanceState()?.fetchStatus).toBe('idle'));
    expect(distanceState()?.data).toBeUndefined();
  });

  it('draws a dot per room with its name, the campus, and lists a room that cannot be placed', async () => {
    cannotGeocode('LS6 3HN');
    await openCompare([ID.whitechapel, ID.fallowfield, ID.headingley]);
    const map = await screen.findByRole('figure', { name: 'Map' });
    expect(await within(map).findByRole('img', { name: `${FALLOWFIELD}, M14 6HS` })).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: `${WHITECHAPEL}, E1 4NS` })).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: 'Campus, E1 4NS' })).toBeInTheDocument();
    expect(within(map).queryByRole('img', { name: new RegExp(HEADINGLEY) })).not.toBeInTheDocument();
    const legend = within(map).getByRole('list', { name: 'Map' });
    await waitFor(() =>
      expect(
        within(legend)
          .getAllByRole('listitem')
          .find((item) => within(item).queryByText(HEADINGLEY)),
      ).toHaveTextContent('Location unavailable'),
    );

    // Focusing a dot highlights its column; focusing a column heading highlights its dot.
    const dot = within(map).getByRole('img', { name: `${FALLOWFIELD}, M14 6HS` });
    act(() => dot.focus());
    expect(within(table()).getByRole('columnheader', { name: FALLOWFIELD })).toHaveAttribute(
      'data-highlighted',
    );
    act(() => within(table()).getByRole('columnheader', { name: WHITECHAPEL }).focus());
    expect(within(map).getByRole('img', { name: `${WHITECHAPEL}, E1 4NS` })).toHaveAttribute(
      'data-highlighted',
    );
    expect(dot).not.toHaveAttribute('data-highlighted');
  });

  it('highlights what the user touched last: a mouse resting on a column does not hide the keyboard focus', async () => {
    const { user } = await openCompare([ID.whitechapel, ID.fallowfield]);
    const map = await screen.findByRole('figure', { name: 'Map' });
    const fallowfieldDot = await within(map).findByRole('img', { name: `${FALLOWFIELD}, M14 6HS` });
    const whitechapelHeader = within(table()).getByRole('columnheader', { name: WHITECHAPEL });
    const fallowfieldHeader = within(table()).getByRole('columnheader', { name: FALLOWFIELD });

    await user.hover(whitechapelHeader);
    expect(whitechapelHeader).toHaveAttribute('data-highlighted');
    act(() => fallowfieldDot.focus());
    expect(fallowfieldHeader).toHaveAttribute('data-highlighted');
    expect(whitechapelHeader).not.toHaveAttribute('data-highlighted');
    // The page moving under the still mouse: leaving the column leaves the focused room highlighted.
    await user.unhover(whitechapelHeader);
    expect(fallowfieldHeader).toHaveAttribute('data-highlighted');
    // Pointing again wins again.
    await user.hover(whitechapelHeader);
    expect(whitechapelHeader).toHaveAttribute('data-highlighted');
    expect(fallowfieldHeader).not.toHaveAttribute('data-highlighted');
  });
});
