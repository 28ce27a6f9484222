import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, findToast, renderApp } from '../utils/render-app';
import { factValue, toastContainer } from '../utils/queries';

// Right to left follows <html dir> (docs/right-to-left.md), and the language choice sets it: these tests
// choose Arabic as a user does, through the saved choice or the Language select.
const WHITECHAPEL = 'Whitechapel, London';

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('right to left', () => {
  it('mirrors the toasts in Arabic, and stops when the user switches back to English', async () => {
    server.use(
      http.get('/api/external/geocode', () => HttpResponse.json({ latitude: 51.5074, longitude: -0.1278 })),
    );
    // The saved choice, as after choosing العربية once: the language sets <html dir>.
    localStorage.setItem('language', 'ar');
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    const card = await screen.findByRole('article', { name: WHITECHAPEL });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await user.click(within(card).getByRole('button', { name: `عرض الطقس في ${WHITECHAPEL}` }));
    const toast = await findToast('تم جلب بيانات الطقس! (تجريبي)');
    expect(toast).toHaveClass('Toastify__toast--rtl');
    // Still at the top centre, as the specification asks in every language.
    expect(toastContainer()).toHaveClass(
      'Toastify__toast-container--top-center',
      'Toastify__toast-container--rtl',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    await waitFor(() => expect(toastContainer()).not.toHaveClass('Toastify__toast-container--rtl'));
  });

  it('isolates prices and postcodes in an Arabic card: isolation adds elements, never characters', async () => {
    localStorage.setItem('language', 'ar');
    renderApp({ url: '/rooms', as: await createTestUser() });
    const card = await screen.findByRole('article', { name: WHITECHAPEL });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const price = within(card).getByText(/^\u200f?\d+(\.\d\d)? US\$ شهريًا$/);
    // Arabic number formatting marks the amount right to left itself; the <bdi> keeps it from the name beside it.
    expect(price.tagName).toBe('BDI');
    expect(price).toHaveAttribute('dir', 'auto');
    expect(card).toHaveTextContent(/^السعر \u200f?\d+(\.\d\d)? US\$ شهريًا/);
    expect(factValue(card, 'الرمز البريدي:')?.textContent).toBe('E1 4NS');
    expect(within(card).getByText('E1 4NS')).toHaveAttribute('dir', 'ltr');
  });

  it("keeps an address's house number at its start in an Arabic card", async () => {
    localStorage.setItem('language', 'ar');
    renderApp({ url: '/rooms', as: await createTestUser() });
    const card = await screen.findByRole('article', { name: 'Shared house room in Hyde Park, Leeds' });
    // Unisolated, a right-to-left line put '27' after 'Leeds': digits take the direction around them.
    const address = within(card).getByText('27 Brudenell Road, Leeds');
    expect(address.tagName).toBe('BDI');
    expect(address).toHaveAttribute('dir', 'auto');
  });
});
