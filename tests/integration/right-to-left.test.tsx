import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, findToast, renderApp } from '../utils/render-app';
import { factValue, toastContainer } from '../utils/queries';

// Right to left is driven by <html dir> alone (docs/right-to-left.md); the language choice sets it.
const WHITECHAPEL = 'Whitechapel, London';

async function setDocumentDirection(dir: 'ltr' | 'rtl') {
  await act(async () => {
    document.documentElement.setAttribute('dir', dir);
    await Promise.resolve();
  });
}

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('right to left', () => {
  it('mirrors the toasts, and follows <html dir> when it changes', async () => {
    server.use(
      http.get('/api/external/geocode', () => HttpResponse.json({ latitude: 51.5074, longitude: -0.1278 })),
    );
    await setDocumentDirection('rtl');
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    const card = await screen.findByRole('article', { name: WHITECHAPEL });

    await user.click(within(card).getByRole('button', { name: /Get Weather/ }));
    const toast = await findToast('Weather data fetched! (demo)');
    expect(toast).toHaveClass('Toastify__toast--rtl');
    // Still at the top centre, as the specification asks in every language.
    expect(toastContainer()).toHaveClass(
      'Toastify__toast-container--top-center',
      'Toastify__toast-container--rtl',
    );

    await setDocumentDirection('ltr');
    await waitFor(() => expect(toastContainer()).not.toHaveClass('Toastify__toast-container--rtl'));
  });

  it('shows the same English text in a card: isolation adds elements, never characters', async () => {
    await setDocumentDirection('rtl');
    renderApp({ url: '/rooms', as: await createTestUser() });
    const card = await screen.findByRole('article', { name: WHITECHAPEL });
    const price = within(card).getByText(/^\$\d+(\.\d\d)?\/mo$/);
    expect(price.tagName).toBe('BDI');
    expect(price).toHaveAttribute('dir', 'auto');
    expect(card).toHaveTextContent(/Price \$\d+(\.\d\d)?\/mo/);
    expect(factValue(card, 'Postcode:')?.textContent).toBe('E1 4NS');
    expect(within(card).getByText('E1 4NS')).toHaveAttribute('dir', 'ltr');
  });
});
