import { screen, waitFor } from '@testing-library/react';
import { directItems } from './queries';

/** True once every card of a short room list is rendered; each item's aria-setsize says how many there are. */
function isComplete(list: HTMLElement): boolean {
  const items = directItems(list);
  return items.length === Number(items[0]?.getAttribute('aria-setsize') ?? items.length);
}

/**
 * The list named 'Rooms' once all its cards are there. A short list renders the cards that fill the window
 * with the search and the rest in a background render right after: a user sees the first ones at once, and
 * a test that counts or looks up cards waits for the rest here.
 */
export async function findRoomsList(): Promise<HTMLElement> {
  await waitFor(() => expect(isComplete(screen.getByRole('list', { name: 'Rooms' }))).toBe(true));
  return screen.getByRole('list', { name: 'Rooms' });
}
