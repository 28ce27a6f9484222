import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { RoomCardGrid } from '@/features/rooms/components/room-card-grid';
import type { Room } from '@/features/rooms/room';
import { theme } from '@/features/theme/themes';
import { aRoomList } from '../fixtures/rooms';
import { createTestQueryClient } from './render-app';

/** Rooms named 'Room number 1', 2, ...; without languages, whose badges would be list items of their own. */
export const numberedRooms = (count: number) =>
  aRoomList(count, (index) => ({ location: `Room number ${index + 1}`, languages: [] }));

/** The room grid alone, with what its cards need around it (the query client and the theme). */
export function renderRoomGrid(rooms: Room[]) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeProvider theme={theme}>
        <RoomCardGrid rooms={rooms} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
