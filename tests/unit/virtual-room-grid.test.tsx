import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadVirtualRoomGrid, VIRTUALIZE_ABOVE_ROOMS } from '@/features/rooms/components/room-card-grid';
import { virtualRowOf } from '../utils/queries';
import { findRoomsList } from '../utils/rooms-list';
import { numberedRooms, renderRoomGrid } from '../utils/render-room-grid';

/** A matchMedia whose width the test sets; 'change' listeners fire as a browser's would on resize. */
function controllableWidth(initial: number) {
  let width = initial;
  const listeners = new Set<{ query: string; listener: () => void }>();
  const matches = (query: string) => width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
  // vitest restores spies after each test (restoreMocks).
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return matches(query);
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => listeners.add({ query, listener }),
        removeEventListener: (_type: string, listener: () => void) => {
          for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
        },
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return {
    resize(next: number) {
      width = next;
      for (const { listener } of [...listeners]) listener();
    },
  };
}

/** jsdom has no layout: the page is given a height, then the window a scroll position and a scroll event. */
function scrollWindowTo(y: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10_000_000, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
});

// The virtual grid is a chunk of its own, loaded with the first long list. This runs first, before anything
// has loaded it.
describe('a long room list while the virtual grid loads', () => {
  it('shows the first screenful, with the full count', async () => {
    renderRoomGrid(numberedRooms(5_000));
    const items = within(screen.getByRole('list', { name: 'Rooms' })).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(60);
    items.forEach((item) => expect(item).toHaveAttribute('aria-setsize', '5000'));
    await act(() => preloadVirtualRoomGrid());
  });
});

describe('the room grid', () => {
  beforeAll(() => preloadVirtualRoomGrid());

  it(`renders every card of ${VIRTUALIZE_ABOVE_ROOMS} rooms as a plain list`, async () => {
    renderRoomGrid(numberedRooms(VIRTUALIZE_ABOVE_ROOMS));
    // The first screenful comes first and the rest right after it.
    const list = await findRoomsList();
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(VIRTUALIZE_ABOVE_ROOMS);
    expect(within(list).getAllByRole('article')).toHaveLength(VIRTUALIZE_ABOVE_ROOMS);
  });

  it('virtualises a longer list and tells assistive technology the full count and each position', () => {
    renderRoomGrid(numberedRooms(5_000));
    const list = screen.getByRole('list', { name: 'Rooms' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(60);
    items.forEach((item, index) => {
      expect(item).toHaveAttribute('aria-setsize', '5000');
      expect(item).toHaveAttribute('aria-posinset', String(index + 1));
      expect(within(item).getByRole('article')).toHaveAccessibleName(`Room number ${index + 1}`);
    });
  });

  it('puts 1, 2 or 3 cards in a row by window width, and follows a resize', () => {
    const width = controllableWidth(1280);
    renderRoomGrid(numberedRooms(300));
    const firstRow = () => virtualRowOf(screen.getByRole('article', { name: 'Room number 1' }));
    expect(firstRow()).toHaveStyle({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });
    expect(within(firstRow() as HTMLElement).getAllByRole('listitem')).toHaveLength(3);

    act(() => width.resize(768));
    expect(firstRow()).toHaveStyle({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
    expect(within(firstRow() as HTMLElement).getAllByRole('listitem')).toHaveLength(2);

    act(() => width.resize(375));
    expect(within(firstRow() as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
  });

  it('gives keyboard focus back to the same control when a resize changes the column count', async () => {
    const user = userEvent.setup();
    const width = controllableWidth(1280);
    renderRoomGrid(numberedRooms(300));
    const name = 'Refresh distance for Room number 5';
    await user.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('button', { name })).toHaveFocus();

    act(() => width.resize(768));
    expect(screen.getByRole('button', { name })).toHaveFocus();
    act(() => width.resize(375));
    expect(screen.getByRole('button', { name })).toHaveFocus();
  });

  it('keeps the card holding keyboard focus, and its neighbours, rendered when the window scrolls away', async () => {
    const user = userEvent.setup();
    renderRoomGrid(numberedRooms(5_000));
    const card = screen.getByRole('article', { name: 'Room number 2' });
    const button = within(card).getByRole('button', { name: 'Refresh distance for Room number 2' });
    await user.click(button);
    expect(button).toHaveFocus();

    scrollWindowTo(200_000);
    expect(button).toHaveFocus();
    expect(button).toBeInTheDocument();
    // The rows around the new position are there too, and the focused row's neighbour for Tab.
    expect(screen.getByRole('article', { name: 'Room number 3' })).toBeInTheDocument();
    const positions = screen
      .getAllByRole('listitem')
      .map((item) => Number(item.getAttribute('aria-posinset')));
    expect(Math.max(...positions)).toBeGreaterThan(100);

    // Once focus leaves the grid, the far-away row may go.
    await user.click(document.body);
    scrollWindowTo(200_100);
    expect(screen.queryByRole('article', { name: 'Room number 2' })).not.toBeInTheDocument();
  });
});
