import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import styled from 'styled-components';
import { MEDIA, ROOM_GRID_GAP_PX } from '@/config/design-tokens';
import { lazyModule } from '@/lib/lazy-module';
import { useT } from '@/lib/i18n/use-t';
import type { Room } from '../room';
import { RoomCard, RoomPhotosShown } from './room-card';
import { CARD_PLACEHOLDER_HEIGHT_PX } from './room-card-size';
import { useFirstScreenful } from './use-first-screenful';
import { useGridColumnCount } from './use-grid-column-count';
import type { LayoutHandOver } from './use-layout-hand-over';
import { MEASURED_ROW_HEIGHT_PROPERTY, useMeasuredRowHeight } from './use-measured-row-height';

/**
 * The virtual grid and its virtualizer load with the first long list: most lists are short, and Room
 * Listings' first load carries none of it (docs/performance.md#the-room-grid).
 */
const virtualRoomGrid = lazyModule(() => import('./virtual-room-grid'));

/** Loads the virtual grid ahead of a long list (tests, and a list known to be long). */
export const preloadVirtualRoomGrid = () => virtualRoomGrid.load();

/**
 * Up to this many rooms every card is in the DOM: the browser's find, a screen reader's list navigation and
 * tests without layout (jsdom) see them all (docs/performance.md#the-room-grid). Longer lists are virtualised:
 * thousands of cards would take seconds.
 */
export const VIRTUALIZE_ABOVE_ROOMS = 60;

/** The plain grid: 1, 2 or 3 columns by width (src/config/design-tokens.ts). */
export const RoomGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${ROOM_GRID_GAP_PX}px;
  grid-template-columns: 1fr;
  @media ${MEDIA.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media ${MEDIA.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

/**
 * Cards off screen skip style, layout and paint until they come near the window; their text stays in the
 * page, so the browser's find and screen readers still reach every card. Until then each keeps the room of
 * a row of the first screenful, as laid out now. The first screenful is on screen by construction:
 * skippable, it would be laid out twice, once skipped and again once found visible
 * (docs/performance.md#the-room-grid).
 */
const PlainGrid = styled(RoomGrid)`
  & > li[data-below-first-screen] {
    content-visibility: auto;
    contain-intrinsic-block-size: auto var(${MEASURED_ROW_HEIGHT_PROPERTY}, ${CARD_PLACEHOLDER_HEIGHT_PX}px);
  }
`;

interface PlainRoomGridProps {
  rooms: Room[];
  columns: number;
  renderActions?: ((room: Room) => ReactNode) | undefined;
  newRoomIds?: ReadonlySet<string> | undefined;
  /** Render only the first screenful: a long list while the virtual grid loads. */
  firstScreenOnly?: boolean;
}

/**
 * Every card of a short list. The cards that fill the window render with the search, without their photos; the
 * others in one render right after that paint; the photos once that has painted too. So nothing but the first
 * screenful's text and frames stands between the click and its results, and the whole list is in the page a
 * frame later (docs/performance.md#the-room-grid). Until then each item's aria-setsize tells assistive
 * technology how many there are.
 */
function PlainRoomGrid({
  rooms,
  columns,
  renderActions,
  newRoomIds,
  firstScreenOnly = false,
}: PlainRoomGridProps) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const firstScreen = useFirstScreenful(list, rooms.length, columns);
  // Paints so far: the first screenful's, then the rest's (a short list that did not fit in the first render).
  const [paints, setPaints] = useState(0);
  const restToCome = !firstScreenOnly && firstScreen < rooms.length;
  const photosShown = paints >= (restToCome ? 2 : 1);
  useEffect(() => {
    if (photosShown) return;
    return afterNextPaint(() => setPaints(paints + 1));
  }, [paints, photosShown]);
  const shown = paints >= 1 && !firstScreenOnly ? rooms.length : firstScreen;
  useMeasuredRowHeight(list, firstScreen, columns, shown);
  return (
    <RoomPhotosShown value={photosShown}>
      <PlainGrid ref={list} aria-label={t('rooms')}>
        {rooms.slice(0, shown).map((room, index) => (
          <li
            key={room.id}
            aria-setsize={rooms.length}
            aria-posinset={index + 1}
            data-below-first-screen={index < firstScreen ? undefined : ''}
          >
            <RoomCard room={room} renderActions={renderActions} isNew={newRoomIds?.has(room.id)} />
          </li>
        ))}
      </PlainGrid>
    </RoomPhotosShown>
  );
}

interface RoomCardGridProps {
  rooms: Room[];
  /** Keep it stable (useCallback) so that memoised cards do not all render again. */
  renderActions?: ((room: Room) => ReactNode) | undefined;
  /** The rooms whose cards carry a New badge. */
  newRoomIds?: ReadonlySet<string> | undefined;
}

const sameRoomOrder = (a: Room[], b: Room[]) =>
  a.length === b.length && a.every((room, index) => room.id === b[index]?.id);

/**
 * Counts layouts of the virtual grid: a new one whenever the column count or the rooms (their ids, in order)
 * change. A refetch that only changes a room's details keeps the layout, its measured rows and the focus.
 */
function useLayoutGeneration(rooms: Room[], columns: number): number {
  const [layout, setLayout] = useState({ rooms, columns, generation: 0 });
  if (layout.rooms !== rooms || layout.columns !== columns) {
    const changed = layout.columns !== columns || !sameRoomOrder(layout.rooms, rooms);
    // Adjusting state while rendering, as React's docs describe: no effect, no extra painted frame.
    setLayout({ rooms, columns, generation: layout.generation + (changed ? 1 : 0) });
  }
  return layout.generation;
}

/** The grid of room cards, a list named 'Rooms'; virtualised only when it is long. */
export function RoomCardGrid({ rooms, renderActions, newRoomIds }: RoomCardGridProps) {
  const columns = useGridColumnCount();
  const generation = useLayoutGeneration(rooms, columns);
  const roomsGeneration = useLayoutGeneration(rooms, 0);
  const [handOver, setHandOver] = useState<LayoutHandOver | null>(null);
  const isVirtual = rooms.length > VIRTUALIZE_ABOVE_ROOMS;
  const virtual = virtualRoomGrid.useLoaded();
  useEffect(() => {
    if (!isVirtual) return;
    // A load that failed (the network dropped) is asked for again when it may work: back online, or back
    // to the window.
    const load = () => void virtualRoomGrid.load().catch(() => undefined);
    load();
    window.addEventListener('online', load);
    window.addEventListener('focus', load);
    return () => {
      window.removeEventListener('online', load);
      window.removeEventListener('focus', load);
    };
  }, [isVirtual]);
  // A hand-over is for the next virtual layout only, never for one that comes much later.
  if (!isVirtual && handOver) setHandOver(null);
  if (isVirtual && !virtual) {
    // The first screenful while the virtual grid loads (from the worker's cache, once installed).
    return (
      <PlainRoomGrid
        rooms={rooms}
        columns={columns}
        renderActions={renderActions}
        newRoomIds={newRoomIds}
        firstScreenOnly
      />
    );
  }
  if (isVirtual && virtual) {
    const { VirtualRoomGrid } = virtual;
    return (
      <VirtualRoomGrid
        // Each layout gets a fresh virtualizer: row sizes measured for other cards would only mislead it.
        key={generation}
        rooms={rooms}
        columns={columns}
        renderActions={renderActions}
        newRoomIds={newRoomIds}
        handOver={handOver}
        onHandOver={setHandOver}
      />
    );
  }
  // A new key for each new set of rooms, so that the first screenful of every search renders first; a
  // resize keeps the cards (and the focus in them).
  return (
    <PlainRoomGrid
      key={roomsGeneration}
      rooms={rooms}
      columns={columns}
      renderActions={renderActions}
      newRoomIds={newRoomIds}
    />
  );
}
