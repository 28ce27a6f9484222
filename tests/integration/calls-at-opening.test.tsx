import { resolve } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { CALLED_AT_ONCE } from '../../scripts/check-size-budget.mjs';
import { pagesLoading } from '../../scripts/route-preloads';
import { createTestUser, renderApp } from '../utils/render-app';

// A real-backend build makes the calls a page's route loader names before the app's code has arrived, and
// leaves the API client's code out of those pages until it is used (docs/performance.md#early-requests).
// That holds only while each page calls, as it opens, exactly what its loader's name says; a page that asks
// for more must be listed in CALLED_AT_ONCE.beyondLoaderOn, so that its client's code comes with it.

const ROUTES_DIR = resolve(import.meta.dirname, '../../src/routes');
const WHITECHAPEL = '6b026b08dbdf01ad5cffcc01';
const FALLOWFIELD = '6b026b08dbdf01ad5cffcc02';

const PAGES = [
  { path: '/', url: '/', heading: 'Welcome to Student Rooms' },
  { path: '/rooms', url: '/rooms', heading: 'Room Listings' },
  { path: '/applications', url: '/applications', heading: 'Your Applications' },
  { path: '/shortlist', url: '/shortlist', heading: 'Your Shortlist' },
  { path: '/compare', url: `/compare?ids=${WHITECHAPEL},${FALLOWFIELD}`, heading: 'Compare Rooms' },
  { path: '/searches', url: '/searches', heading: 'Saved searches' },
];

/** The API paths `loader` names for `page`, as the build reads them. */
function loaderCalls(page: string): string[] {
  return [
    ...(pagesLoading('RoomList', ROUTES_DIR).includes(page) ? ['/rooms/'] : []),
    ...(pagesLoading('Applications', ROUTES_DIR).includes(page) ? ['/applications/'] : []),
  ];
}

/** The API calls made from now on, as paths (with their query). */
function recordCalls() {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname.slice('/api'.length)}${url.search}`);
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return calls;
}

describe('the calls a signed-in page makes as it opens', () => {
  it.each(PAGES)(
    '$path asks for what its route loader names, or is listed as asking for more',
    async (page) => {
      const account = await createTestUser();
      const calls = recordCalls();
      const { queryClient } = renderApp({ url: page.url, as: account });
      expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
      // Everything the page asked for as it opened has answered, and nothing more is on its way.
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      await new Promise((done) => setTimeout(done, 50));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));

      const named = loaderCalls(page.path);
      expect(named.length).toBeGreaterThan(0);
      expect(new Set(calls.filter((call) => named.includes(call)))).toEqual(new Set(named));
      const beyond = calls.filter((call) => !named.includes(call));
      if (CALLED_AT_ONCE.beyondLoaderOn.includes(page.path)) expect(beyond).not.toEqual([]);
      else expect(beyond).toEqual([]);
    },
  );
});
