import { expect, type Locator, type Page } from '@playwright/test';

/** A card of a search's results as the first frame that showed them painted it. */
export interface FirstFrameCard {
  name: string;
  height: number;
  photos: number;
}

/**
 * Starts watching for the next search's cards; resolves with those on screen as their first frame paints
 * them. Both grids make new card elements for a new set of rooms, so every card of the results is new.
 */
export function recordFirstFrameOfSearch(page: Page): Promise<FirstFrameCard[]> {
  return page.evaluate(() => {
    for (const card of document.querySelectorAll('article')) card.dataset.before = '';
    return new Promise<FirstFrameCard[]>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('article:not([data-before])')) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          resolve(
            [...document.querySelectorAll('article:not([data-before])')]
              .filter((card) => card.getBoundingClientRect().top < window.innerHeight)
              .map((card) => ({
                name: card.getAttribute('aria-label') ?? '',
                height: card.getBoundingClientRect().height,
                photos: card.querySelectorAll('img').length,
              })),
          ),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
}

/**
 * The first frame held the cards' text and frames and no photo (docs/performance.md#the-room-grid); each
 * photo then loads in the room its frame kept, so no card grows or shrinks.
 */
export async function expectPhotosAfterCards(list: Locator, cards: FirstFrameCard[]): Promise<void> {
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.map((card) => card.photos)).toEqual(cards.map(() => 0));
  for (const [index, { name, height }] of cards.entries()) {
    const card = list.getByRole('article').nth(index);
    await expect(card).toHaveAttribute('aria-label', name);
    const photo = card.getByRole('img');
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const now = await card.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(now - height)).toBeLessThan(1);
  }
}
