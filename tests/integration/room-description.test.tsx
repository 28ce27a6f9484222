import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { aRoom, roomJson } from '../fixtures/rooms';
import { createTestUser, renderApp } from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';

// The backend's own description of a room (docs/backend.md#the-contract), on its card and in Compare Rooms.
const DESCRIBED = aRoom({
  id: '6b026b08dbdf01ad5cfed001',
  title: 'Sunny double in Cathays',
  description: 'Bright room with a desk, five minutes from the library.',
});
const UNDESCRIBED = aRoom({ id: '6b026b08dbdf01ad5cfed002', title: 'Box room in Roath', description: null });

beforeEach(() => {
  server.use(http.get('/api/rooms/', () => HttpResponse.json([DESCRIBED, UNDESCRIBED].map(roomJson))));
});

describe("a room's description", () => {
  it('shows on the card when the backend sends one, and leaves nothing in its place otherwise', async () => {
    renderApp({ url: '/rooms', as: await createTestUser() });
    await findRoomsList();
    const described = screen.getByRole('article', { name: 'Sunny double in Cathays' });
    expect(within(described).getByText(DESCRIBED.description ?? '')).toBeVisible();
    const undescribed = screen.getByRole('article', { name: 'Box room in Roath' });
    expect(within(undescribed).queryByText(/five minutes/)).not.toBeInTheDocument();
  });

  it('is a row of Compare Rooms, "None listed" where there is none', async () => {
    renderApp({ url: `/compare?ids=${DESCRIBED.id},${UNDESCRIBED.id}`, as: await createTestUser() });
    const table = await screen.findByRole('table', { name: /one column per room/ });
    const row = within(table).getByRole('row', { name: /^Description/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([DESCRIBED.description, 'None listed']);
  });
});
