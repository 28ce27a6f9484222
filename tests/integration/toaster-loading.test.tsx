import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, findToast, renderApp } from '../utils/render-app';

// The toast chunk's first request fails (a network blip), the next one loads. A file of its own: a module,
// once loaded, stays loaded for the rest of a file.
const chunk = vi.hoisted(() => ({ requests: 0, failuresLeft: 1 }));
vi.mock('@/lib/toasts/toaster', async (importOriginal) => {
  chunk.requests += 1;
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

    // The press asks for the chunk and that request fails; the toast asks again.
    await user.click(within(card).getByRole('button', { name: /Get Weather/ }));
    expect(await findToast('Weather data fetched! (demo)')).toBeInTheDocument();
    expect(chunk.failuresLeft).toBe(0);
    expect(screen.getByRole('heading', { name: 'Room Listings' })).toBeInTheDocument();
  });
});
