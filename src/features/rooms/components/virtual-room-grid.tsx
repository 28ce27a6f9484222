import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useT } from '@/lib/i18n/use-t';
import { CONTENT_MAX_WIDTH_PX, CONTENT_PADDING_PX, ROOM_GRID_GAP_PX } from '@/config/design-tokens';
import type { Room } from '../room';
import { RoomCard, RoomPhotosShown } from './room-card';
import { estimatedCardHeightPx } from './room-card-size';
import { useLayoutHandOver, type LayoutHandOver } from './use-layout-hand-over';
import { useWindowRows } from './use-window-rows';

/**
 * Rows kept rendered beyond each edge of the window, so scrolling finds cards already there. One row is half a
 * screen or more; each extra row costs up to three card renders on every search and every page load.
 */
const OVERSCAN_ROWS = 1;
/** Main's content width less its side padding; only a guess until the list is measured. */
const MAX_LIST_WIDTH_PX = CONTENT_MAX_WIDTH_PX - 2 * CONTENT_PADDING_PX;

const VirtualList = styled.div`
  position: relative;
  width: 100%;
`;

// Rows move along the block axis only; within a row the CSS grid puts the first card at the inline start, so
// right to left the first room is at the right with no script (docs/right-to-left.md#the-room-grid).
const Row = styled.div`
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  width: 100%;
  display: grid;
  gap: ${ROOM_GRID_GAP_PX}px;
  & > div {
    display: flex;
    min-width: 0;
  }
  & > div > * {
    flex: 1;
  }
`;

function estimateRowHeight(columns: number, listWidth: number): number {
  return estimatedCardHeightPx((listWidth - ROOM_GRID_GAP_PX * (columns - 1)) / columns);
}

/** Where the list starts in the document and how wide it is. */
function useListBox(listRef: RefObject<HTMLDivElement | null>) {
  const [box, setBox] = useState(() => ({
    top: 0,
    width: Math.min(typeof window === 'undefined' ? MAX_LIST_WIDTH_PX : window.innerWidth, MAX_LIST_WIDTH_PX),
  }));
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const rect = list.getBoundingClientRect();
    // Not laid out (a hidden panel, or jsdom): keep the last measurement rather than a box of zeros.
    if (rect.width === 0 && rect.height === 0) return;
    const top = Math.round(rect.top + window.scrollY);
    if (top !== box.top || rect.width !== box.width) setBox({ top, width: rect.width });
  }, [listRef, box]);
  useLayoutEffect(() => {
    measure();
    // Not on every render, which would force a layout in each scroll frame: anything that moves the list
    // (the filters wrapping on resize, a banner or hint above it) changes the body's size, which is observed.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [measure]);
  return box;
}

interface VirtualRoomGridProps {
  rooms: Room[];
  /** 1, 2 or 3; the parent remounts this grid (a new `key`) when it or the rooms change. */
  columns: number;
  renderActions?: ((room: Room) => ReactNode) | undefined;
  newRoomIds?: ReadonlySet<string> | undefined;
  /** What the previous layout handed over, to be applied once by this one. */
  handOver: LayoutHandOver | null;
  /** Called when this grid goes away, and with null once a hand-over has been applied. */
  onHandOver: (handOver: LayoutHandOver | null) => void;
}

/**
 * The room grid for long lists: only the rows near the window are in the DOM, each row a CSS grid of 1, 2 or 3
 * cards. The list keeps its semantics (a list named 'Rooms' of listitems with aria-setsize/aria-posinset), and
 * the row holding keyboard focus, with its neighbours, stays rendered wherever the window scrolls.
 */
export function VirtualRoomGrid({
  rooms,
  columns,
  renderActions,
  newRoomIds,
  handOver,
  onHandOver,
}: VirtualRoomGridProps) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);
  const { top: listTop, width: listWidth } = useListBox(listRef);
  const [focusedRoomId, setFocusedRoomId] = useState<string | null>(null);
  // A card that had focus in the previous layout has its row rendered until focus is back on it.
  const pinnedRoomId = focusedRoomId ?? handOver?.focus?.roomId ?? null;
  const rowCount = Math.ceil(rooms.length / columns);

  const pinnedIndex = pinnedRoomId === null ? -1 : rooms.findIndex((room) => room.id === pinnedRoomId);

  const windowRows = useWindowRows({
    count: rowCount,
    estimatedHeight: estimateRowHeight(columns, listWidth),
    gap: ROOM_GRID_GAP_PX,
    overscan: OVERSCAN_ROWS,
    listTop,
    // The focused row and both neighbours: Tab and Shift+Tab must find the next card in the DOM.
    pinnedRow: pinnedIndex < 0 ? null : Math.floor(pinnedIndex / columns),
  });

  useLayoutHandOver({ handOver, onHandOver, columns, rooms, windowRows, listRef });

  // A new layout's cards are painted before their photos, as in the plain grid; rows that scrolling brings in
  // later come with theirs (docs/performance.md#the-room-grid).
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const item = event.target.closest<HTMLElement>('[data-room-id]');
    setFocusedRoomId(item?.dataset.roomId ?? null);
  };
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocusedRoomId(null);
  };

  return (
    <RoomPhotosShown value={painted}>
      <VirtualList
        ref={listRef}
        role="list"
        aria-label={t('rooms')}
        style={{ height: windowRows.height }}
        onFocus={handleFocus}
        onBlur={handleBlur}
      >
        {windowRows.rows.map((row) => {
          const first = row.index * columns;
          return (
            <Row
              key={row.index}
              ref={windowRows.measureRow}
              role="presentation"
              data-index={row.index}
              style={{
                transform: `translateY(${row.start}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {rooms.slice(first, first + columns).map((room, offset) => (
                <div
                  key={room.id}
                  role="listitem"
                  aria-setsize={rooms.length}
                  aria-posinset={first + offset + 1}
                  data-room-id={room.id}
                >
                  <RoomCard room={room} renderActions={renderActions} isNew={newRoomIds?.has(room.id)} />
                </div>
              ))}
            </Row>
          );
        })}
      </VirtualList>
    </RoomPhotosShown>
  );
}
