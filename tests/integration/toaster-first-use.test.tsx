import { screen, waitFor } from '@testing-library/react';
import { createTestUser, renderApp } from '../utils/render-app';

// Counts the requests for the toast chunk (docs/performance.md#first-load).
const chunk = vi.hoisted(() => ({ requests: 0 }));
vi.mock('@/lib/toasts/toaster', async (importOriginal) => {
  chunk.requests += 1;
  return importOriginal();
});

describe('the toast chunk', () => {
  it('are not downloaded by a first load, only at the first key or pointer press', async () => {
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    await screen.findByRole('article', { name: 'Whitechapel, London' });
    expect(chunk.requests).toBe(0);

    await user.keyboard('{Tab}');
    await waitFor(() => expect(chunk.requests).toBe(1));
  });
});
