import { act, screen, waitFor, within } from '@testing-library/react';
import { createTestUser, renderApp } from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';

const cards = () => within(screen.getByRole('list', { name: 'Rooms' })).getAllByRole('article');
const cardNames = () => cards().map((card) => card.getAttribute('aria-label') ?? '');
/** Each card's monthly price as the card shows it ('$650/mo'), or null for 'Price on request'. */
const cardPrices = () =>
  cards().map((card) => {
    const price = /\$(\d+(?:\.\d+)?)\/mo/.exec(card.textContent ?? '');
    return price ? Number(price[1]) : null;
  });

/** Prices in order with the unpriced ones last. */
function isPriceOrder(prices: (number | null)[], direction: 1 | -1): boolean {
  const firstMissing = prices.indexOf(null);
  const priced = firstMissing === -1 ? prices : prices.slice(0, firstMissing);
  if (firstMissing !== -1 && prices.slice(firstMissing).some((price) => price !== null)) return false;
  return (priced as number[]).every(
    (price, i) => i === 0 || (price - (priced[i - 1] as number)) * direction >= 0,
  );
}

describe('Sort by on Room Listings', () => {
  it('offers the four orders, Recommended first and chosen', async () => {
    renderApp({ url: '/rooms', as: await createTestUser() });
    await findRoomsList();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Recommended', 'Price: low to high', 'Price: high to low', 'Name: A to Z']);
    expect(select).toHaveValue('recommended');
  });

  it('writes the order into the URL, combines it with the filters, and Back restores the earlier order', async () => {
    const { user, history } = renderApp({ url: '/rooms', as: await createTestUser() });
    await findRoomsList();
    const recommended = cardNames();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(history.location.search).toBe('?sort=price-asc'));
    await findRoomsList();
    expect(isPriceOrder(cardPrices(), 1)).toBe(true);
    expect(cardNames()).not.toEqual(recommended);
    expect([...cardNames()].sort()).toEqual([...recommended].sort());

    await user.type(screen.getByLabelText('Location'), 'london');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('location')).toBe('london'));
    expect(new URLSearchParams(history.location.search).get('sort')).toBe('price-asc');
    await findRoomsList();
    expect(cardNames().length).toBeLessThan(recommended.length);
    expect(isPriceOrder(cardPrices(), 1)).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('sort')).toBe('price-desc'));
    await findRoomsList();
    expect(isPriceOrder(cardPrices(), -1)).toBe(true);
    expect(screen.getByLabelText('Location')).toHaveValue('london');

    act(() => history.back());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc'));
    await findRoomsList();
    expect(isPriceOrder(cardPrices(), 1)).toBe(true);

    act(() => history.back());
    act(() => history.back());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended'));
    await findRoomsList();
    expect(cardNames()).toEqual(recommended);
  });

  it('sorts by name from a shared link', async () => {
    renderApp({ url: '/rooms?sort=name', as: await createTestUser() });
    await findRoomsList();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    const names = cardNames().map((name) => name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('falls back to Recommended for an unknown order in the URL', async () => {
    const user = await createTestUser();
    const { unmount } = renderApp({ url: '/rooms', as: user });
    await findRoomsList();
    const recommended = cardNames();
    unmount();

    renderApp({ url: '/rooms?sort=cheapest-first', as: user });
    await findRoomsList();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended');
    expect(cardNames()).toEqual(recommended);
  });
});
