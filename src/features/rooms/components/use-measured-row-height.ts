import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { ROOM_GRID_GAP_PX } from '@/config/design-tokens';

/** The CSS property on a plain grid that holds its first screenful's mean row height, as laid out. */
export const MEASURED_ROW_HEIGHT_PROPERTY = '--measured-row-height';

/**
 * Keeps MEASURED_ROW_HEIGHT_PROPERTY on the list at the mean height of the first screenful's rows, following
 * whatever resizes them (the window, zoom, the language): it is the room each card below the window reserves
 * until it comes near and is laid out, so the page is about as long before as after
 * (docs/performance.md#the-room-grid). Measured after layout, so a search's own task does no more work.
 *
 * Only the cards below the first screenful read it, so it is written once they are rendered (`shown` is how
 * many cards are): a property set on the list restyles every card in it, and written in the search's own
 * frame it would restyle the first screenful's cards for nothing.
 */
export function useMeasuredRowHeight(
  list: RefObject<HTMLElement | null>,
  firstScreen: number,
  columns: number,
  shown: number,
): void {
  const measured = useRef<string | null>(null);
  const hasCardsBelow = shown > firstScreen;
  const cardsBelow = useRef(hasCardsBelow);

  // Before the paint that first shows the cards below: they are laid out with the height they reserve.
  useLayoutEffect(() => {
    cardsBelow.current = hasCardsBelow;
    if (hasCardsBelow && measured.current !== null)
      list.current?.style.setProperty(MEASURED_ROW_HEIGHT_PROPERTY, measured.current);
  }, [list, hasCardsBelow]);

  useEffect(() => {
    const element = list.current;
    const firstScreenShown = Math.min(firstScreen, element?.children.length ?? 0);
    const last = element?.children[firstScreenShown - 1];
    if (!element || !last || typeof ResizeObserver === 'undefined') return;
    const rows = Math.ceil(firstScreenShown / columns);
    const observer = new ResizeObserver(() => {
      const span = last.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      const height = (span - (rows - 1) * ROOM_GRID_GAP_PX) / rows;
      if (height <= 0) return;
      measured.current = `${height}px`;
      if (cardsBelow.current) element.style.setProperty(MEASURED_ROW_HEIGHT_PROPERTY, measured.current);
    });
    // The last card of the first screenful spans its row's height, and every resize of the rows changes it.
    observer.observe(last);
    return () => observer.disconnect();
  }, [list, firstScreen, columns]);
}
