// A search renders the cards that fill the window first and the rest of a short list right after that paint;
// a list of two rows or fewer comes whole at once (docs/performance.md#the-room-grid). Without layout (jsdom)
// the grid has one column and the first row stands for the screenful.
import { act, screen, within } from '@testing-library/react';
import { numberedRooms, renderRoomGrid } from '../utils/render-room-grid';

const renderGrid = (count: number) => renderRoomGrid(numberedRooms(count));

const cardsInPage = () =>
  within(screen.getByRole('list', { name: 'Rooms' })).queryAllByRole('article').length;

describe('the first screenful of a short list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders a list of two rows or fewer whole, with nothing left for after the paint', () => {
    renderGrid(2);
    expect(cardsInPage()).toBe(2);
  });

  it('renders the first row of a longer list, and every other card right after the next paint', () => {
    renderGrid(5);
    expect(cardsInPage()).toBe(1);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '5');
    act(() => {
      vi.runAllTimers();
    });
    expect(cardsInPage()).toBe(5);
  });
});
