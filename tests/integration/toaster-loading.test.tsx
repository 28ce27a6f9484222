import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, findToast, renderApp } from '../utils/render-app';

// The toast chunk fails to load once (a network blip as the app starts), then loads.
const chunk = vi.hoisted(() => ({ failuresLeft: 1 }));
vi.mock('@/lib/toasts/toaster', async (importOriginal) => {
  if (chunk.failuresLeft > 0) {
    chunk.failuresLeft -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('the lazily loaded toasts', () => {
  it('keep the app working when their chunk fails to load, and show the next toast once it loads', async () => {
    server.use(
      http.get('/api/external/geocode', () => HttpResponse.json({ latitude: 51.5074, longitude: -0.1278 })),
    );
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    const card = await screen.findByRole('article', { name: 'Whitechapel, London' });
    await waitFor(() => expect(chunk.failuresLeft).toBe(0));
    expect(screen.getByRole('heading', { name: 'Room Listings' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Get Weather/ }));
    expect(await findToast('Weather data fetched! (demo)')).toBeInTheDocument();
  });
});
