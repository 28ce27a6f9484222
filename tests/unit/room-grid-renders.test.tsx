// Applying for one room must render that room's card again and no other: cards are memoised, and each
// card's controls select only their own room's application from the shared applications query.
import { Profiler, type ComponentProps } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { listRooms, roomIdOf } from '@mocks/db';
import { aRoomList, roomJson } from '../fixtures/rooms';
import { createTestUser, findToast, renderApp } from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';

const commits = vi.hoisted(() => new Map<string, number>());

// Every card's actions are wrapped in a React Profiler named after the room: onRender fires whenever anything
// inside re-renders, whether the card above it rendered again or the controls' own query changed.
vi.mock('@/features/applications/components/room-application-controls', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('@/features/applications/components/room-application-controls')>();
  function CountedControls(props: ComponentProps<typeof original.RoomApplicationControls>) {
    return (
      <Profiler
        id={props.roomId}
        onRender={(id, phase) => {
          // Re-renders only: a row the virtual grid mounts (the focused card's neighbour) is not one.
          if (phase !== 'mount') commits.set(id, (commits.get(id) ?? 0) + 1);
        }}
      >
        <original.RoomApplicationControls {...props} />
      </Profiler>
    );
  }
  return { ...original, RoomApplicationControls: CountedControls };
});

const api = (path: string) => `/api${path}`;
const WHITECHAPEL = 'Whitechapel, London';

async function applyAndCount(roomName: string): Promise<Map<string, number>> {
  const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
  const list = await findRoomsList();
  const card = within(list).getByRole('article', { name: roomName });
  const apply = within(card).getByRole('button', { name: `Apply for ${roomName}` });
  // Let the applications query settle first: its arrival legitimately renders every card's controls once.
  await waitFor(() =>
    expect(within(card).getByRole('button', { name: `Apply for ${roomName}` })).toBeEnabled(),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  commits.clear();

  await user.click(apply);
  expect(await within(card).findByText('pending')).toBeInTheDocument();
  await findToast('Application submitted! Status: Pending');
  // The list is refetched after the mutation settles; wait for that to land too.
  await waitFor(() =>
    expect(within(card).getByRole('button', { name: `Cancel Application for ${roomName}` })).toBeEnabled(),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  return new Map(commits);
}

describe('applying for a room', () => {
  beforeEach(() => commits.clear());

  it('renders only that card again in the plain grid', async () => {
    const target = listRooms().find((room) => 'location' in room && room.location === WHITECHAPEL);
    expect(target).toBeDefined();
    const counts = await applyAndCount(WHITECHAPEL);
    const rendered = [...counts].filter(([, count]) => count > 0).map(([roomId]) => roomId);
    expect(rendered).toEqual([target && roomIdOf(target)]);
    // Every other seeded card was on screen, and none of them rendered.
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(24);
  });

  it('renders only that card again in the virtual grid', async () => {
    const rooms = aRoomList(500, (index) => ({ title: `Generated room ${index + 1}`, location: null }));
    // The mock database knows only the seeded rooms, so this test answers for its own.
    const applications: object[] = [];
    server.use(
      http.get(api('/rooms/'), () => HttpResponse.json(rooms.map(roomJson))),
      http.get(api('/applications/'), () => HttpResponse.json(applications)),
      http.post(api('/applications/'), async ({ request }) => {
        const { room_id: roomId } = (await request.json()) as { room_id: string };
        const created = {
          id: `6b026b08dbdf01ad5cffa${applications.length.toString(16).padStart(3, '0')}`,
          room_id: roomId,
          status: 'pending',
          applied_at: '2026-01-01T10:00:00',
        };
        applications.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const counts = await applyAndCount('Generated room 2');
    const rendered = [...counts].filter(([, count]) => count > 0).map(([roomId]) => roomId);
    expect(rendered).toEqual([rooms[1]?.id]);
    expect(screen.getAllByRole('article').length).toBeLessThan(rooms.length);
  });
});
