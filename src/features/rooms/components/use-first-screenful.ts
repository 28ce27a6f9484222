import { useLayoutEffect, useState, type RefObject } from 'react';
import { ROOM_GRID_GAP_PX } from '@/config/design-tokens';

/**
 * All the cards when no more than a row would be left: a row left over costs less now than a second render
 * after the paint (five rooms in three columns), and less before the first render than after a measure (a
 * second render and layout before the paint).
 */
const withRowLeftOver = (shown: number, total: number, columns: number) =>
  total - shown <= columns ? total : shown;

/**
 * How many cards of a plain grid to render before the browser paints: one row first (two when that is all),
 * then, measured in a layout effect (so before that paint), as many more rows as the window still has room
 * for below the last one, until the cards reach the window's bottom edge or run out; a single row left over
 * comes too. A search at 1280 × 900 px renders the three cards a user can see rather than an estimate's nine
 * (docs/performance.md#the-room-grid).
 */
export function useFirstScreenful(
  list: RefObject<HTMLElement | null>,
  total: number,
  columns: number,
): number {
  const [count, setCount] = useState(() => withRowLeftOver(Math.min(total, columns), total, columns));
  useLayoutEffect(() => {
    const last = list.current?.lastElementChild;
    if (count >= total || !last) return;
    const { top, bottom } = last.getBoundingClientRect();
    // Without layout (jsdom) a row measures nothing: the first row stands for the screenful.
    if (bottom <= top) return;
    // Where the next row would start: only the gap below the last row is visible when it is off screen.
    const roomLeft = window.innerHeight - (bottom + ROOM_GRID_GAP_PX);
    const rows = roomLeft > 0 ? Math.ceil(roomLeft / (bottom - top + ROOM_GRID_GAP_PX)) : 0;
    const next = withRowLeftOver(Math.min(total, count + rows * columns), total, columns);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measuring before the paint is what layout effects are for
    if (next !== count) setCount(next);
  }, [list, count, total, columns]);
  return count;
}
