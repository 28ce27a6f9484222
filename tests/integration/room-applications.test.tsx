import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { server } from '@mocks/node';
import { RoomApplicationControls } from '@/features/applications/components/room-application-controls';
import {
  createTestQueryClient,
  createTestUser,
  findToast,
  renderApp,
  renderRouter,
} from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';
import { statusBadge } from '../utils/queries';

const api = (path: string) => `/api${path}`;
const WHITECHAPEL = 'Whitechapel, London';
const WHITECHAPEL_ID = '6b026b08dbdf01ad5cffcc01';
const FALLOWFIELD = 'Fallowfield, Manchester';
const FALLOWFIELD_ID = '6b026b08dbdf01ad5cffcc02';

async function openRooms() {
  const account = await createTestUser();
  const view = renderApp({ url: '/rooms', as: account });
  await findRoomsList();
  return { ...view, account };
}

const card = (name: string) => screen.getByRole('article', { name });
const badgeIn = (name: string) => statusBadge(within(card(name)).queryByText(/^Status:/));

describe('the card button and badge', () => {
  it('offers Apply with no badge when the user has not applied', async () => {
    await openRooms();
    expect(
      within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` }),
    ).toHaveTextContent('Apply');
    expect(badgeIn(WHITECHAPEL)).toBeNull();
  });

  it("shows 'pending' for the server status 'applied' and a red Cancel Application", async () => {
    server.use(
      http.get(api('/applications/'), () =>
        HttpResponse.json([
          { id: 'a1', room_id: WHITECHAPEL_ID, status: 'applied', applied_at: '2026-11-22T04:09:50.165000' },
        ]),
      ),
    );
    await openRooms();
    await waitFor(() => expect(badgeIn(WHITECHAPEL)).toHaveTextContent(/^pending$/));
    expect(within(card(WHITECHAPEL)).getByRole('button', { name: /Cancel Application/ })).toHaveTextContent(
      'Cancel Application',
    );
  });

  it.each([
    ['accepted', 'accepted'],
    ['rejected', 'rejected'],
  ])(
    'shows %s and offers no action, since it cannot be cancelled from the interface',
    async (status, label) => {
      server.use(
        http.get(api('/applications/'), () =>
          HttpResponse.json([{ id: 'a1', room_id: WHITECHAPEL_ID, status }]),
        ),
      );
      await openRooms();
      await waitFor(() => expect(badgeIn(WHITECHAPEL)).toHaveTextContent(label));
      expect(
        within(card(WHITECHAPEL)).queryByRole('button', { name: /Apply for|Cancel Application/ }),
      ).not.toBeInTheDocument();
    },
  );

  it('offers Apply again after a cancelled application', async () => {
    server.use(
      http.get(api('/applications/'), () =>
        HttpResponse.json([{ id: 'a1', room_id: WHITECHAPEL_ID, status: 'cancelled' }]),
      ),
    );
    await openRooms();
    await waitFor(() => expect(badgeIn(WHITECHAPEL)).toHaveTextContent('cancelled'));
    expect(within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` })).toBeEnabled();
  });

  it('ignores a failing applications request on the rooms screen', async () => {
    server.use(
      http.get(api('/applications/'), () => new HttpResponse('Internal Server Error', { status: 500 })),
    );
    await openRooms();
    expect(within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` })).toBeEnabled();
    expect(screen.queryByText('Could not fetch')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("offers 'Login to apply' to a visitor", async () => {
    const queryClient = createTestQueryClient();
    const rootRoute = createRootRoute({
      component: () => (
        <RoomApplicationControls roomId={WHITECHAPEL_ID} roomName={WHITECHAPEL} username={null} />
      ),
    });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    renderRouter(router, { queryClient });
    expect(await screen.findByRole('button', { name: 'Login to apply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
  });
});

describe('what the cards share', () => {
  const applicationsQuery = (view: Awaited<ReturnType<typeof openRooms>>) =>
    view.queryClient.getQueryCache().find({ queryKey: ['applications', 'list', view.account.email] });

  it('reads the applications through one observer however many cards there are, and lets it go with them', async () => {
    server.use(
      http.get(api('/applications/'), () =>
        HttpResponse.json([
          { id: 'a1', room_id: WHITECHAPEL_ID, status: 'applied', applied_at: '2026-11-22T04:09:50.165000' },
        ]),
      ),
    );
    const view = await openRooms();
    await waitFor(() => expect(badgeIn(WHITECHAPEL)).toHaveTextContent(/^pending$/));
    expect(screen.getAllByRole('button', { name: /^Apply for / }).length).toBeGreaterThan(2);
    expect(applicationsQuery(view)?.getObserversCount()).toBe(1);

    await view.user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    );
    await screen.findByRole('heading', { name: 'Welcome to Student Rooms' });
    await waitFor(() => expect(applicationsQuery(view)?.getObserversCount()).toBe(0));
  });

  it('shows the active application of a room that has several, after the list changes', async () => {
    let applications: object[] = [];
    server.use(http.get(api('/applications/'), () => HttpResponse.json(applications)));
    const view = await openRooms();
    applications = [
      { id: 'a2', room_id: WHITECHAPEL_ID, status: 'cancelled', applied_at: '2026-11-20T10:00:00' },
      { id: 'a3', room_id: WHITECHAPEL_ID, status: 'applied', applied_at: '2026-11-21T10:00:00' },
    ];
    await view.queryClient.refetchQueries({ queryKey: ['applications', 'list', view.account.email] });
    // The active application decides the card, not the later-listed or the cancelled one.
    await waitFor(() => expect(badgeIn(WHITECHAPEL)).toHaveTextContent(/^pending$/));
    expect(within(card(WHITECHAPEL)).getByRole('button', { name: /Cancel Application/ })).toBeEnabled();
  });
});

describe('apply', () => {
  it('shows pending at once with a busy Apply, then confirms with a toast and offers Cancel Application', async () => {
    // Slow the real mock API down without replacing it: a resolver that returns nothing falls through.
    server.use(
      http.post(api('/applications/'), async () => {
        await delay(150);
      }),
    );
    const { user } = await openRooms();
    await user.click(within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` }));
    expect(badgeIn(WHITECHAPEL)).toHaveTextContent('pending');
    const busy = within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(await findToast('Application submitted! Status: Pending')).toBeInTheDocument();
    expect(
      await within(card(WHITECHAPEL)).findByRole('button', { name: /Cancel Application/ }),
    ).toBeEnabled();
  });

  it("rolls back and toasts 'Failed to apply.' when the server refuses", async () => {
    server.use(
      http.post(api('/applications/'), () =>
        HttpResponse.json({ detail: 'Already applied for this room.' }, { status: 400 }),
      ),
    );
    const { user } = await openRooms();
    await user.click(within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` }));
    expect(await findToast('Failed to apply.')).toBeInTheDocument();
    await waitFor(() => expect(badgeIn(WHITECHAPEL)).toBeNull());
    expect(within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` })).toBeEnabled();
  });

  it('sends exactly one POST for a double click', async () => {
    let posts = 0;
    server.use(
      http.post(api('/applications/'), async () => {
        posts += 1;
        await delay(50);
        return HttpResponse.json({ id: 'x', room_id: WHITECHAPEL_ID, status: 'applied' }, { status: 201 });
      }),
    );
    const { user } = await openRooms();
    await user.dblClick(within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` }));
    await findToast('Application submitted! Status: Pending');
    expect(posts).toBe(1);
  });

  it('keeps the successful room pending when a concurrent apply on another room fails, and refetches once', async () => {
    let applicationGets = 0;
    server.use(
      http.get(api('/applications/'), () => {
        applicationGets += 1;
        return HttpResponse.json(
          applicationGets === 1
            ? []
            : [{ id: 'ok', room_id: WHITECHAPEL_ID, status: 'applied', applied_at: '2026-11-22T10:00:00' }],
        );
      }),
      http.post(api('/applications/'), async ({ request }) => {
        const { room_id } = (await request.json()) as { room_id: string };
        if (room_id === FALLOWFIELD_ID) {
          await delay(40);
          return HttpResponse.json({ detail: 'Room not found' }, { status: 404 });
        }
        // Long enough that the second click lands while this request is still in flight.
        await delay(800);
        return HttpResponse.json({ id: 'ok', room_id, status: 'applied' }, { status: 201 });
      }),
    );
    const { user, queryClient, account } = await openRooms();
    // Start from a settled list: clicking while the first GET is in flight would cancel and redo it.
    await waitFor(() =>
      expect(queryClient.getQueryState(['applications', 'list', account.email])?.status).toBe('success'),
    );
    expect(applicationGets).toBe(1);
    await user.click(within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` }));
    await user.click(within(card(FALLOWFIELD)).getByRole('button', { name: `Apply for ${FALLOWFIELD}` }));
    expect(badgeIn(WHITECHAPEL)).toHaveTextContent('pending');
    expect(badgeIn(FALLOWFIELD)).toHaveTextContent('pending');

    expect(await findToast('Failed to apply.')).toBeInTheDocument();
    expect(badgeIn(FALLOWFIELD)).toBeNull();
    expect(badgeIn(WHITECHAPEL)).toHaveTextContent('pending');

    expect(await findToast('Application submitted! Status: Pending')).toBeInTheDocument();
    await waitFor(() => expect(applicationGets).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(applicationGets).toBe(2);
    expect(badgeIn(WHITECHAPEL)).toHaveTextContent('pending');
    expect(within(card(FALLOWFIELD)).getByRole('button', { name: `Apply for ${FALLOWFIELD}` })).toBeEnabled();
  });
});

describe('cancel from a room card', () => {
  it('cancels right after applying, using the id from the POST response, then offers Apply again', async () => {
    const patched: string[] = [];
    server.use(
      http.patch(api('/applications/:id/cancel'), ({ params }) => {
        patched.push(String(params.id));
        return HttpResponse.json({ id: params.id, room_id: WHITECHAPEL_ID, status: 'cancelled' });
      }),
    );
    const { user } = await openRooms();
    // From here the list refetch is slow: the cancel must not depend on it.
    server.use(
      http.get(api('/applications/'), async () => {
        await delay(2000);
        return HttpResponse.json([]);
      }),
    );
    await user.click(within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` }));
    const cancelButton = await within(card(WHITECHAPEL)).findByRole('button', { name: /Cancel Application/ });
    await user.click(cancelButton);
    expect(await findToast('Application cancelled.')).toBeInTheDocument();
    expect(patched).toHaveLength(1);
    expect(patched[0]).toMatch(/^[0-9a-f]{24}$/);
    expect(badgeIn(WHITECHAPEL)).toHaveTextContent('cancelled');
    expect(within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` })).toBeEnabled();
  });

  it('shows the no-entry icon on the cancel toast', async () => {
    server.use(
      http.get(api('/applications/'), () =>
        HttpResponse.json([{ id: 'a1', room_id: WHITECHAPEL_ID, status: 'applied' }]),
      ),
    );
    server.use(
      http.patch(api('/applications/:id/cancel'), () => HttpResponse.json({ id: 'a1', status: 'cancelled' })),
    );
    const { user } = await openRooms();
    await user.click(await within(card(WHITECHAPEL)).findByRole('button', { name: /Cancel Application/ }));
    const toast = await findToast('Application cancelled.');
    expect(toast).toHaveTextContent('⛔');
  });

  it("toasts 'No application found to cancel.' when the room's application has no id", async () => {
    let patches = 0;
    server.use(
      http.get(api('/applications/'), () =>
        HttpResponse.json([{ room_id: WHITECHAPEL_ID, status: 'applied' }]),
      ),
      http.patch(api('/applications/:id/cancel'), () => {
        patches += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = await openRooms();
    await user.click(await within(card(WHITECHAPEL)).findByRole('button', { name: /Cancel Application/ }));
    expect(await findToast('No application found to cancel.')).toBeInTheDocument();
    expect(patches).toBe(0);
  });

  it("rolls back and toasts 'Failed to cancel.' when the server answers with an error", async () => {
    server.use(
      http.get(api('/applications/'), () =>
        HttpResponse.json([{ id: 'a1', room_id: WHITECHAPEL_ID, status: 'applied' }]),
      ),
      http.patch(api('/applications/:id/cancel'), async () => {
        await delay(50);
        return HttpResponse.json({ detail: 'Application not found' }, { status: 404 });
      }),
    );
    const { user } = await openRooms();
    await user.click(await within(card(WHITECHAPEL)).findByRole('button', { name: /Cancel Application/ }));
    expect(badgeIn(WHITECHAPEL)).toHaveTextContent('cancelled');
    expect(await findToast('Failed to cancel.')).toBeInTheDocument();
    await waitFor(() => expect(badgeIn(WHITECHAPEL)).toHaveTextContent('pending'));
  });

  it("toasts 'Could not cancel.' when the request never gets an answer", async () => {
    server.use(
      http.get(api('/applications/'), () =>
        HttpResponse.json([{ id: 'a1', room_id: WHITECHAPEL_ID, status: 'applied' }]),
      ),
      http.patch(api('/applications/:id/cancel'), () => HttpResponse.error()),
    );
    const { user } = await openRooms();
    await user.click(await within(card(WHITECHAPEL)).findByRole('button', { name: /Cancel Application/ }));
    expect(await findToast('Could not cancel.')).toBeInTheDocument();
  });
});

describe('one action per room, in every view', () => {
  it('while a cancel started in the list is in flight, the room card shows Cancelling... and no Apply; the apply after it is sent after the cancel', async () => {
    const order: string[] = [];
    let releaseCancel: () => void = () => undefined;
    server.use(
      // Held until released, then answered by the mock API as usual.
      http.patch(api('/applications/:id/cancel'), async () => {
        order.push('PATCH');
        await new Promise<void>((resolve) => (releaseCancel = resolve));
      }),
      http.post(api('/applications/'), () => {
        order.push('POST');
      }),
    );
    const { user } = renderApp({ url: '/', as: await createTestUser() });
    // Home with both lists open: the room's card and its application, side by side.
    const roomCard = () =>
      within(screen.getByRole('list', { name: 'Rooms' })).getByRole('article', { name: WHITECHAPEL });
    await user.click(await screen.findByRole('button', { name: 'Browse Rooms' }));
    await user.click(screen.getByRole('button', { name: 'View Applications' }));
    await findRoomsList();
    await user.click(within(roomCard()).getByRole('button', { name: `Apply for ${WHITECHAPEL}` }));
    expect(await findToast('Application submitted! Status: Pending')).toBeInTheDocument();
    order.length = 0;

    const list = await screen.findByRole('list', { name: 'Applications' });
    const item = await within(list).findByRole('article', { name: WHITECHAPEL });
    await user.click(within(item).getByRole('button', { name: `Cancel application for ${WHITECHAPEL}` }));

    // Every view of the room knows: the card offers nothing but the busy Cancelling...
    const busy = await within(roomCard()).findByRole('button', {
      name: `Cancelling application for ${WHITECHAPEL}`,
    });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent('Cancelling...');
    expect(within(roomCard()).queryByRole('button', { name: `Apply for ${WHITECHAPEL}` })).toBeNull();
    expect(
      within(item).getByRole('button', { name: `Cancelling application for ${WHITECHAPEL}` }),
    ).toBeDisabled();

    releaseCancel();
    expect(await findToast('Application cancelled.')).toBeInTheDocument();
    await user.click(await within(roomCard()).findByRole('button', { name: `Apply for ${WHITECHAPEL}` }));
    await waitFor(() => expect(order).toEqual(['PATCH', 'POST']));
    expect(screen.queryByText('Failed to apply.')).not.toBeInTheDocument();
  });

  it('an apply the server created without naming its id, while the list cannot be fetched, settles into pending with Cancel offered', async () => {
    server.use(
      http.get(api('/applications/'), () => new HttpResponse('Internal Server Error', { status: 500 })),
      http.post(api('/applications/'), () => HttpResponse.json({ status: 'applied' }, { status: 201 })),
    );
    const { user } = await openRooms();
    await user.click(within(card(WHITECHAPEL)).getByRole('button', { name: `Apply for ${WHITECHAPEL}` }));
    expect(await findToast('Application submitted! Status: Pending')).toBeInTheDocument();
    const cancel = await within(card(WHITECHAPEL)).findByRole(
      'button',
      { name: `Cancel Application for ${WHITECHAPEL}` },
      { timeout: 10_000 },
    );
    expect(cancel).toBeEnabled();
    expect(badgeIn(WHITECHAPEL)).toHaveTextContent('pending');
  });
});
