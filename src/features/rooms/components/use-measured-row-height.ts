import { useEffect, type RefObject } from 'react';
import { ROOM_GRID_GAP_PX } from '@/config/design-tokens';

/** The CSS property on a plain grid that holds its first screenful's mean row height, as laid out. */
export const MEASURED_ROW_HEIGHT_PROPERTY = '--measured-row-height';

/**
 * Keeps MEASURED_ROW_HEIGHT_PROPERTY on the list at the mean height of the first screenful's rows, following
 * whatever resizes them (the window, zoom, the language): it is the room each card below the window reserves
 * until it comes near and is laid out, so the page is about as long before as after
 * (docs/performance.md#the-room-grid). Measured after layout, so a search's own task does no more work.
 */
export function useMeasuredRowHeight(
  list: RefObject<HTMLElement | null>,
  firstScreen: number,
  columns: number,
): void {
  useEffect(() => {
    const element = list.current;
    const shown = Math.min(firstScreen, element?.children.length ?? 0);
    const last = element?.children[shown - 1];
    if (!element || !last || typeof ResizeObserver === 'undefined') return;
    const rows = Math.ceil(shown / columns);
    const observer = new ResizeObserver(() => {
      const span = last.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      const height = (span - (rows - 1) * ROOM_GRID_GAP_PX) / rows;
      if (height > 0) element.style.setProperty(MEASURED_ROW_HEIGHT_PROPERTY, `${height}px`);
    });
    // The last card of the first screenful spans its row's height, and every resize of the rows changes it.
    observer.observe(last);
    return () => observer.disconnect();
  }, [list, firstScreen, columns]);
}
