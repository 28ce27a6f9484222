import { useLayoutEffect, type RefObject } from 'react';
import type { Room } from '../room';
import type { WindowRows } from './use-window-rows';

/** What a layout that is being replaced passes to the next one, so that the user does not lose their place. */
export interface LayoutHandOver {
  /** The layout's column count: the place is only carried over when the columns change, not the rooms. */
  columns: number;
  /** The first room on screen, when the window was scrolled into the list. */
  anchorRoomId: string | null;
  /** The card control that held keyboard focus, by room and accessible name (every card button has one). */
  focus: { roomId: string; label: string | null } | null;
}

interface LayoutHandOverOptions {
  handOver: LayoutHandOver | null;
  onHandOver: (handOver: LayoutHandOver | null) => void;
  columns: number;
  rooms: Room[];
  windowRows: Pick<WindowRows, 'rowStart' | 'firstRowOnScreen'>;
  listRef: RefObject<HTMLDivElement | null>;
}

/**
 * Keeps the user's place across layouts of the virtual grid: a layout going away hands over the first room on
 * screen and the focused control; the next one, if its column count differs, scrolls back to that room or
 * focuses that control again.
 */
export function useLayoutHandOver({
  handOver,
  onHandOver,
  columns,
  rooms,
  windowRows,
  listRef,
}: LayoutHandOverOptions): void {
  const { rowStart, firstRowOnScreen } = windowRows;
  // A new column count (a resize, or a zoom past 640 or 1024 px) rebuilds the rows: the user keeps their place.
  useLayoutEffect(() => {
    if (!handOver) return;
    onHandOver(null);
    if (handOver.columns === columns) return;
    const focused = document.activeElement;
    if (handOver.focus && (focused === null || focused === document.body)) {
      const { roomId, label } = handOver.focus;
      const card = listRef.current?.querySelector(`[data-room-id="${CSS.escape(roomId)}"]`);
      const control = label ? card?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`) : null;
      // Focusing scrolls the card into view, which keeps the place too.
      (control ?? card?.querySelector<HTMLElement>('button:not(:disabled)'))?.focus();
      return;
    }
    const anchor = handOver.anchorRoomId ? rooms.findIndex((room) => room.id === handOver.anchorRoomId) : -1;
    const list = listRef.current;
    if (anchor >= 0 && list) {
      // The list's own offset is measured only after this first render, so it is read here directly.
      const listTopInDocument = list.getBoundingClientRect().top + window.scrollY;
      const top = listTopInDocument + rowStart(Math.floor(anchor / columns));
      window.scrollTo({ top, behavior: 'instant' });
    }
  }, [handOver, onHandOver, columns, rooms, rowStart, listRef]);
  useLayoutEffect(
    () => () => {
      // Runs while the rows are still in the DOM, so the focused control can still be found.
      const focused = document.activeElement;
      const focusedRoomId = focused?.closest<HTMLElement>('[data-room-id]')?.dataset.roomId;
      const hasFocus = focused && focusedRoomId && listRef.current?.contains(focused);
      // From the rows as last rendered and the window's last scroll event: measuring the list here would force
      // a layout in the middle of React's commit, on every search.
      const firstRow = firstRowOnScreen();
      const anchorRoomId = firstRow === null ? null : (rooms[firstRow * columns]?.id ?? null);
      const focus = hasFocus ? { roomId: focusedRoomId, label: focused.getAttribute('aria-label') } : null;
      // Nothing to carry over (the window above the list, no card focused): no state to set, no render.
      onHandOver(anchorRoomId !== null || focus !== null ? { columns, anchorRoomId, focus } : null);
    },
    [onHandOver, columns, rooms, firstRowOnScreen, listRef],
  );
}
