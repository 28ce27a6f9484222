import { within } from '@testing-library/react';

/** The languages a room card lists, in order: the items of its list named `listName` (in the language shown). */
export function listedLanguages(card: HTMLElement, listName = 'Languages'): (string | null)[] {
  const list = within(card).getByRole('list', { name: listName });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}
