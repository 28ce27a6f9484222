import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import type { MockInstance } from 'vitest';
import { server } from '@mocks/node';
import { createErrorReporter } from '@/lib/error-reporting/error-reporter';
import { installErrorReporter, type ErrorReport } from '@/lib/error-reporting/report-error';
import { createTestUser, findToast, renderApp } from '../utils/render-app';
import {
  LOOKUP_ROOMS,
  malformedResponses,
  type ExpectedApplication,
  type ExpectedCard,
  type MalformedCase,
  type RawResponse,
} from '../fixtures/malformed-responses';
import { findRoomsList } from '../utils/rooms-list';
import { factValue, statusBadge } from '../utils/queries';

const api = (path: string) => `/api${path}`;

/** Text that must never reach the screen: serialisation slips, parser messages, stacks, raw error pages. */
const FORBIDDEN_TEXT = [
  '[object Object]',
  'undefined',
  'NaN',
  'Unexpected token',
  'JSON',
  'SyntaxError',
  'TypeError',
  '<!DOCTYPE',
  'Bad Gateway',
  'Internal Server Error',
];
const STACK_FRAME = /\bat \S+ \(?\S+:\d+:\d+\)?/;
const CHECKED_ATTRIBUTES = ['aria-label', 'alt', 'title', 'src', 'href'];

function toResponse({ status, contentType = 'application/json', body }: RawResponse): Response {
  const headers = new Headers();
  if (contentType !== null) headers.set('content-type', contentType);
  const payload = body === null ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new HttpResponse(payload, { status, headers });
}

/** Serves the case's raw answer on its endpoint and records every request that reached it. */
function serve({ endpoint, response }: MalformedCase): URL[] {
  const seen: URL[] = [];
  const [method, path] = endpoint.split(' ') as ['GET' | 'POST', string];
  const register = method === 'GET' ? http.get : http.post;
  server.use(
    register(api(path), ({ request }) => {
      seen.push(new URL(request.url));
      return toResponse(response);
    }),
  );
  return seen;
}

/** Opens the screen the endpoint feeds and performs the action that sends the request, if any. */
async function openAndAct(testCase: MalformedCase): Promise<QueryClient> {
  switch (testCase.endpoint) {
    case 'GET /rooms/':
      return renderApp({ url: '/rooms', as: await createTestUser() }).queryClient;
    case 'GET /applications/':
      return renderApp({ url: '/applications', as: await createTestUser() }).queryClient;
    case 'POST /users/login': {
      const { user, queryClient } = renderApp({ url: '/login' });
      await screen.findByRole('heading', { name: 'Login' });
      await user.type(screen.getByLabelText('Email'), 'ada@uni.test');
      await user.type(screen.getByLabelText('Password'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      return queryClient;
    }
    default: {
      server.use(http.get(api('/rooms/'), () => HttpResponse.json(testCase.rooms ?? LOOKUP_ROOMS)));
      const { user, queryClient } = renderApp({ url: '/rooms', as: await createTestUser() });
      const list = await findRoomsList();
      const [card] = within(list).getAllByRole('article');
      const button = {
        'GET /external/geocode': /^Get Weather for /,
        'GET /external/room-distance': /^Refresh distance for /,
        'POST /applications/': /^Apply for /,
      }[testCase.endpoint];
      await user.click(within(card!).getByRole('button', { name: button }));
      return queryClient;
    }
  }
}

async function expectCard(card: HTMLElement, expected: ExpectedCard) {
  expect(within(card).getByRole('heading').textContent).toBe(expected.name);
  if (expected.price !== undefined) {
    expect(within(card).getByText(expected.price)).toBeInTheDocument();
    if (expected.price === 'Price on request') {
      expect(within(card).queryByText(/^\$.*\/mo$/)).not.toBeInTheDocument();
    } else {
      expect(within(card).queryByText('Price on request')).not.toBeInTheDocument();
    }
  }
  if (expected.languages !== undefined) {
    const list = within(card).queryByRole('list', { name: 'Languages' });
    const tags = list
      ? within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent)
      : [];
    expect(tags).toEqual(expected.languages);
  }
  if (expected.postcode !== undefined) {
    expect(factValue(card, 'Postcode:')?.textContent).toBe(expected.postcode);
  }
  if (expected.image !== undefined) {
    // The photo follows the card's first frame (docs/performance.md#the-room-grid).
    expect(await within(card).findByRole('img')).toHaveAttribute('src', expected.image);
  }
}

function expectApplication(item: HTMLElement, expected: ExpectedApplication) {
  expect(item).toHaveAttribute('aria-label', expected.name);
  expect(within(item).getByRole('heading').textContent).toBe(expected.name);
  expect(statusBadge(item)?.textContent).toBe(expected.status);
  expect(within(item).getByText(/^Applied on:/).textContent).toBe(`Applied on: ${expected.appliedOn}`);
  expect(within(item).queryByRole('button', { name: /^Cancel/ }) !== null).toBe(expected.cancellable);
}

async function expectOutcome(testCase: MalformedCase) {
  const { expected } = testCase;
  switch (expected.shows) {
    case 'rooms': {
      const list = await findRoomsList();
      const cards = within(list).getAllByRole('article');
      expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(expected.cards.map((c) => c.name));
      for (const [index, card] of expected.cards.entries()) await expectCard(cards[index]!, card);
      break;
    }
    case 'message':
      expect(await screen.findByText(expected.message)).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Rooms' })).not.toBeInTheDocument();
      break;
    case 'error': {
      const alert = await screen.findByRole('alert');
      if (testCase.endpoint === 'POST /users/login') {
        expect(alert.textContent).toBe(expected.message);
        expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
        expect(localStorage.getItem('jwt')).toBeNull();
      } else {
        expect(alert).toHaveTextContent(expected.message);
        expect(screen.queryByRole('list', { name: /^(Rooms|Applications)$/ })).not.toBeInTheDocument();
      }
      if (testCase.endpoint === 'GET /rooms/') {
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      }
      break;
    }
    case 'lookup': {
      const [card] = screen.getAllByRole('article');
      const value = () => factValue(card!, expected.line)?.textContent;
      await waitFor(() => expect(value()).toBe(expected.value));
      expect(await findToast(expected.toast)).toBeInTheDocument();
      break;
    }
    case 'applications': {
      const list = await screen.findByRole('list', { name: 'Applications' });
      await waitFor(() => {
        const items = within(list).getAllByRole('article');
        expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(
          expected.items.map((item) => item.name),
        );
        expected.items.forEach((item, index) => expectApplication(items[index]!, item));
      });
      break;
    }
    case 'toast':
      expect(await findToast(expected.toast)).toBeInTheDocument();
      break;
  }
}

/** What holds whatever the server sent: readable text, a visible heading, no stray values or stacks. */
function expectSanePage() {
  const text = document.body.textContent ?? '';
  for (const forbidden of FORBIDDEN_TEXT) expect(text).not.toContain(forbidden);
  expect(text).not.toMatch(STACK_FRAME);
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of CHECKED_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      expect(value, `${element.tagName} ${name}`).not.toMatch(/\[object Object\]|undefined|NaN/);
    }
  }
  // Never a blank screen: a page heading is always there.
  expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
}

const describeCall = (args: unknown[]) =>
  args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' ');

describe('malformed and unusual server responses', () => {
  let consoleError: MockInstance<typeof console.error>;
  let uncaught: unknown[];
  let reports: ErrorReport[];
  const onUncaught = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);

  beforeEach(() => {
    // Neither msw (every request here is handled) nor the app should log anything, so every call counts.
    consoleError = vi.spyOn(console, 'error');
    uncaught = [];
    window.addEventListener('error', onUncaught);
    // A response that breaks the contract is reported on purpose (reportError); collected here instead of
    // logged, and checked below to be a handled ApiError, never a crash in our code.
    reports = [];
    installErrorReporter(createErrorReporter({ log: (report) => reports.push(report) }));
  });
  afterEach(() => {
    window.removeEventListener('error', onUncaught);
    installErrorReporter(createErrorReporter());
  });

  it('has at least 25 entries, each with a unique name', () => {
    expect(malformedResponses.length).toBeGreaterThanOrEqual(25);
    expect(new Set(malformedResponses.map((entry) => entry.name)).size).toBe(malformedResponses.length);
  });

  async function play(testCase: MalformedCase) {
    const seen = serve(testCase);
    const queryClient = await openAndAct(testCase);
    await expectOutcome(testCase);

    expect(seen.length, 'the request reached the corpus response').toBeGreaterThan(0);
    if (testCase.expectedQuery) {
      for (const url of seen) {
        expect([...url.searchParams.entries()]).toEqual(Object.entries(testCase.expectedQuery));
      }
    }

    // Let the rest land (the applications behind the cards, the refetch after Apply) before judging the page;
    // inside act, so React's "not wrapped in act" notice about the test itself cannot pass for an app error.
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expectSanePage();
    const calls = consoleError.mock.calls.map(describeCall);
    expect(
      calls.filter((call) => /key|Each child in a list|Warning:/.test(call)),
      'React key warnings',
    ).toEqual([]);
    expect(calls, 'console.error calls').toEqual([]);
    expect(uncaught, 'uncaught errors').toEqual([]);
    expect(
      reports.filter((report) => report.name !== 'ApiError'),
      'reported errors that are not handled API failures',
    ).toEqual([]);
  }

  it.each(malformedResponses.map((entry) => [`${entry.endpoint}: ${entry.name}`, entry] as const))(
    '%s',
    async (_title, testCase) => {
      await play(testCase);
    },
  );
});
