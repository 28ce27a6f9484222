// A search renders the cards that fill the window first and the rest of a short list right after that paint;
// a list of two rows or fewer comes whole at once (docs/performance.md#the-room-grid). Without layout (jsdom)
// the grid has one column and the first row stands for the screenful.
import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { RoomCardGrid } from '@/features/rooms/components/room-card-grid';
import { theme } from '@/features/theme/themes';
import { aRoomList } from '../fixtures/rooms';
import { createTestQueryClient } from '../utils/render-app';

function renderGrid(count: number) {
  const rooms = aRoomList(count, (index) => ({ location: `Room number ${index + 1}`, languages: [] }));
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeProvider theme={theme}>
        <RoomCardGrid rooms={rooms} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

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
