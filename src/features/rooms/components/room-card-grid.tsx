import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MEDIA, ROOM_GRID_GAP_PX } from '@/config/design-tokens';
import type { Room } from '../room';
import { RoomCard } from './room-card';
import { useGridColumnCount } from './use-grid-column-count';
import { VirtualRoomGrid, type LayoutHandOver } from './virtual-room-grid';

/**
 * Up to this many rooms every card is in the DOM: the browser's find, a screen reader's list navigation and
 * tests without layout (jsdom) see them all, and 60 cards still render in under 100 ms on a slow machine
 * (npm run bench, B3 at 1,000 rooms). Longer lists are virtualised: thousands of cards would take seconds.
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

interface RoomCardGridProps {
  rooms: Room[];
  /** Keep it stable (useCallback) so that memoised cards do not all render again. */
  renderActions?: ((room: Room) => ReactNode) | undefined;
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
export function RoomCardGrid({ rooms, renderActions }: RoomCardGridProps) {
  const columns = useGridColumnCount();
  const generation = useLayoutGeneration(rooms, columns);
  const [handOver, setHandOver] = useState<LayoutHandOver | null>(null);
  const isVirtual = rooms.length > VIRTUALIZE_ABOVE_ROOMS;
  // A hand-over is for the next virtual layout only, never for one that comes much later.
  if (!isVirtual && handOver) setHandOver(null);
  if (isVirtual) {
    return (
      <VirtualRoomGrid
        // Each layout gets a fresh virtualizer: row sizes measured for other cards would only mislead it.
        key={generation}
        rooms={rooms}
        columns={columns}
        renderActions={renderActions}
        handOver={handOver}
        onHandOver={setHandOver}
      />
    );
  }
  return (
    <RoomGrid aria-label="Rooms">
      {rooms.map((room) => (
        <li key={room.id}>
          <RoomCard room={room} renderActions={renderActions} />
        </li>
      ))}
    </RoomGrid>
  );
}
