import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, renderApp } from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';
import { factValue, liveMarkupIn, statusBadge } from '../utils/queries';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const api = (path: string) => `/api${path}`;
const DEFAULT_IMAGE = '/images/room-default.svg';

const IMG = '<img src="x" onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const SVG = '"><svg onload=window.__pwned=1>';
const LINK = '<a href="javascript:window.__pwned=1">Click me</a>';
const JS_URL = 'javascript:window.__pwned=1';
const ENTITIES = '&lt;b&gt;bold&lt;/b&gt; &amp; #1';
const PAYLOADS = [IMG, SCRIPT, SVG, LINK, JS_URL, ENTITIES];

async function afterATick() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

beforeEach(() => {
  delete window.__pwned;
});

describe('the inertness check itself', () => {
  it('notices payloads that did become markup', () => {
    const container = document.createElement('div');
    container.innerHTML = PAYLOADS.join('');
    expect(liveMarkupIn(container)).toEqual(
      expect.arrayContaining(['script', 'svg', 'img[src="x"]', 'img[onerror]', 'svg[onload]']),
    );
    expect(liveMarkupIn(container)).toContain('a[href=javascript:window.__pwned=1]');
  });
});

describe('hostile text from the server renders as inert literal text', () => {
  it('in room cards: title, location, address, languages and postcode', async () => {
    server.use(
      http.get(api('/rooms/'), () =>
        HttpResponse.json([
          {
            id: 'h1',
            location: IMG,
            title: SCRIPT,
            address: SVG,
            languages: [SCRIPT, LINK, JS_URL, ENTITIES],
            postcode: SVG,
            price: 500,
          },
          { id: 'h2', title: SCRIPT, address: LINK, postcode: ENTITIES },
          { id: 'h3', address: JS_URL, image: JS_URL },
        ]),
      ),
    );
    renderApp({ url: '/rooms', as: await createTestUser() });
    const list = await findRoomsList();
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([IMG, SCRIPT, JS_URL]);

    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText(SVG, { selector: '.room-card-line > bdi' })).toBeInTheDocument();
    expect(factValue(first, 'Postcode:')?.textContent).toBe(SVG);
    const tags = within(within(first).getByRole('list', { name: 'Languages' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual([SCRIPT, LINK, JS_URL, ENTITIES]);
    expect(within(second).getByText(LINK)).toBeInTheDocument();
    expect(factValue(second, 'Postcode:')?.textContent).toBe(ENTITIES);
    // Photos follow the cards (docs/performance.md#the-room-grid).
    expect(await within(third).findByRole('img')).toHaveAttribute('src', DEFAULT_IMAGE);
    // The accessible names built from the data are literal too.
    expect(within(first).getByRole('button', { name: `Get Weather for ${IMG}` })).toBeInTheDocument();

    expect(liveMarkupIn(document)).toEqual([]);
    await afterATick();
    expect(window.__pwned).toBeUndefined();
  });

  it('in the applications list: room names and an unknown status', async () => {
    server.use(
      http.get(api('/applications/'), () =>
        HttpResponse.json([
          { id: 'a1', room_location: IMG, status: 'applied', applied_at: '2026-11-22T04:09:50' },
          { id: 'a2', room: { title: SCRIPT }, status: SVG, created_at: SCRIPT },
          { id: 'a3', room_id: LINK, status: 'pending' },
        ]),
      ),
    );
    renderApp({ url: '/applications', as: await createTestUser() });
    const list = await screen.findByRole('list', { name: 'Applications' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([IMG, SCRIPT, LINK]);
    // Unknown statuses are shown raw (lowercased), so the raw text must stay text.
    expect(statusBadge(items[1])?.textContent).toBe(SVG.toLowerCase());
    expect(within(items[1]!).getByText(`Applied on: ${SCRIPT.slice(0, 10)}`)).toBeInTheDocument();

    expect(liveMarkupIn(document)).toEqual([]);
    await afterATick();
    expect(window.__pwned).toBeUndefined();
  });

  it("in the login error: the server's detail", async () => {
    server.use(http.post(api('/users/login'), () => HttpResponse.json({ detail: IMG }, { status: 401 })));
    const { user } = renderApp({ url: '/login' });
    await screen.findByRole('heading', { name: 'Login' });
    await user.type(screen.getByLabelText('Email'), 'ada@uni.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(IMG);

    expect(liveMarkupIn(document)).toEqual([]);
    await afterATick();
    expect(window.__pwned).toBeUndefined();
  });
});

describe('room images', () => {
  const unsafe = [
    'javascript:window.__pwned=1',
    'JaVaScRiPt:window.__pwned=1',
    '  javascript:window.__pwned=1',
    'java\tscript:window.__pwned=1',
    'java\nscript:window.__pwned=1',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'data:text/html,<script>window.__pwned=1</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://evil.example/5b0c',
    'ftp://evil.example/room.png',
    'about:blank',
    'mailto:someone@evil.example',
    '//evil.example/room.png',
    '/\\evil.example/room.png',
    '\\\\evil.example\\room.png',
    '/\t/evil.example/room.png',
    '/\n/evil.example/room.png',
    'images/room.png',
    'x',
  ];
  const safe: [string, string][] = [
    ['https://images.example/room.jpg', 'https://images.example/room.jpg'],
    ['http://images.example/room.jpg', 'http://images.example/room.jpg'],
    ['/images/rooms/whitechapel-single.svg', '/images/rooms/whitechapel-single.svg'],
    // An attribute breakout attempt stays inside the (encoded) URL.
    [
      'https://images.example/a.png" onerror="window.__pwned=1',
      'https://images.example/a.png%22%20onerror=%22window.__pwned=1',
    ],
  ];

  it('replaces javascript:, data:, vbscript:, file:, protocol-relative and other unsafe URLs with the default', async () => {
    server.use(
      http.get(api('/rooms/'), () =>
        HttpResponse.json([
          ...unsafe.map((image, index) => ({ id: `u${index}`, title: `Unsafe image ${index}`, image })),
          ...safe.map(([image], index) => ({ id: `s${index}`, title: `Safe image ${index}`, image })),
        ]),
      ),
    );
    renderApp({ url: '/rooms', as: await createTestUser() });
    await findRoomsList();

    // Photos follow the cards (docs/performance.md#the-room-grid).
    const photoOf = (name: string) => within(screen.getByRole('article', { name })).findByRole('img');
    for (const [index, image] of unsafe.entries()) {
      const photo = await photoOf(`Unsafe image ${index}`);
      expect(photo, JSON.stringify(image)).toHaveAttribute('src', DEFAULT_IMAGE);
      expect(photo).toHaveAttribute('alt', `No photo available for Unsafe image ${index}`);
    }
    for (const [index, [, src]] of safe.entries()) {
      expect(await photoOf(`Safe image ${index}`)).toHaveAttribute('src', src);
    }

    expect(liveMarkupIn(document)).toEqual([]);
    await afterATick();
    expect(window.__pwned).toBeUndefined();
  });
});
