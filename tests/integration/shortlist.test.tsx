import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, findToast, renderApp } from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';

const WHITECHAPEL = 'Whitechapel, London';
const WHITECHAPEL_ID = '6b026b08dbdf01ad5cffcc01';
const FALLOWFIELD = 'Fallowfield, Manchester';
const FALLOWFIELD_ID = '6b026b08dbdf01ad5cffcc02';
const HEADINGLEY_ID = '6b026b08dbdf01ad5cffcc03';
const UNKNOWN_ID = 'ffffffffffffffffffffffff';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const shortlistLink = () => within(nav()).getByRole('link', { name: /^Shortlist/ });
const saveButton = (name: string) => screen.getByRole('button', { name: `Save ${name}` });

function storeShortlist(email: string, rooms: { id: string; name: string }[]) {
  localStorage.setItem(`shortlist:${email}`, JSON.stringify(rooms));
}

const seedRooms = [
  { id: WHITECHAPEL_ID, name: WHITECHAPEL },
  { id: FALLOWFIELD_ID, name: FALLOWFIELD },
  { id: HEADINGLEY_ID, name: 'Headingley, Leeds' },
  { id: '6b026b08dbdf01ad5cffcc04', name: 'Marchmont, Edinburgh' },
  { id: '6b026b08dbdf01ad5cffcc05', name: 'Clifton, Bristol' },
];

describe('saving rooms', () => {
  it('toggles Save on a card, its word the same either way, and the navigation bar counts the shortlist', async () => {
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    await findRoomsList();
    expect(shortlistLink()).toHaveTextContent(/^Shortlist$/);
    expect(saveButton(WHITECHAPEL)).toHaveAttribute('aria-pressed', 'false');
    expect(saveButton(WHITECHAPEL)).toHaveTextContent(/^☆ Save$/);

    // Saved shows in the pressed state and the filled star; the visible word stays in the name (WCAG 2.5.3).
    await user.click(saveButton(WHITECHAPEL));
    expect(saveButton(WHITECHAPEL)).toHaveAttribute('aria-pressed', 'true');
    expect(saveButton(WHITECHAPEL)).toHaveTextContent(/^★ Save$/);
    expect(shortlistLink()).toHaveTextContent('Shortlist (1)');

    await user.click(saveButton(FALLOWFIELD));
    expect(shortlistLink()).toHaveTextContent('Shortlist (2)');

    await user.click(saveButton(WHITECHAPEL));
    expect(saveButton(WHITECHAPEL)).toHaveAttribute('aria-pressed', 'false');
    expect(shortlistLink()).toHaveTextContent('Shortlist (1)');
  });

  it('keeps the shortlist across a reload, per user: another user on the same browser never sees it', async () => {
    const owner = await createTestUser();
    const view = renderApp({ url: '/rooms', as: owner });
    await findRoomsList();
    await view.user.click(saveButton(FALLOWFIELD));
    view.unmount();

    const { unmount } = renderApp({ url: '/shortlist', as: owner });
    expect(await screen.findByRole('heading', { name: 'Your Shortlist', level: 1 })).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('list', { name: 'Saved rooms' })).findByRole('article', {
        name: FALLOWFIELD,
      }),
    ).toBeInTheDocument();
    expect(shortlistLink()).toHaveTextContent('Shortlist (1)');
    unmount();

    const other = await createTestUser();
    renderApp({ url: '/shortlist', as: other });
    expect(await screen.findByText('No rooms saved yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Room Listings' })).toHaveAttribute('href', '/rooms');
    expect(shortlistLink()).toHaveTextContent(/^Shortlist$/);
    expect(screen.queryByRole('article', { name: FALLOWFIELD })).not.toBeInTheDocument();
  });

  it('is one list however the user typed their email, with the rooms saved under each spelling', async () => {
    const account = await createTestUser();
    storeShortlist(account.email.toUpperCase(), [{ id: WHITECHAPEL_ID, name: WHITECHAPEL }]);
    storeShortlist(account.email, [{ id: FALLOWFIELD_ID, name: FALLOWFIELD }]);
    renderApp({ url: '/shortlist', as: { ...account, email: ` ${account.email.toUpperCase()}` } });
    const saved = await screen.findByRole('list', { name: 'Saved rooms' });
    expect(await within(saved).findByRole('article', { name: FALLOWFIELD })).toBeInTheDocument();
    expect(within(saved).getByRole('article', { name: WHITECHAPEL })).toBeInTheDocument();
    expect(shortlistLink()).toHaveTextContent('Shortlist (2)');
  });

  it('reads a damaged stored shortlist as empty rather than failing', async () => {
    const account = await createTestUser();
    localStorage.setItem(`shortlist:${account.email}`, '{"not": "a list"');
    renderApp({ url: '/shortlist', as: account });
    expect(await screen.findByText('No rooms saved yet.')).toBeInTheDocument();
  });
});

describe('Your Shortlist', () => {
  it('keeps a room that is no longer listed, marked so, with Remove', async () => {
    const account = await createTestUser();
    storeShortlist(account.email, [
      { id: UNKNOWN_ID, name: 'Old Kent Road, London' },
      { id: WHITECHAPEL_ID, name: WHITECHAPEL },
    ]);
    const { user } = renderApp({ url: '/shortlist', as: account });
    const gone = await screen.findByRole('article', { name: 'Old Kent Road, London' });
    expect(await within(gone).findByText('No longer listed')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: WHITECHAPEL })).toBeInTheDocument();

    await user.click(within(gone).getByRole('button', { name: 'Remove Old Kent Road, London' }));
    expect(await findToast('Removed Old Kent Road, London from your shortlist.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Old Kent Road, London' })).not.toBeInTheDocument();
    expect(shortlistLink()).toHaveTextContent('Shortlist (1)');
    expect(JSON.parse(localStorage.getItem(`shortlist:${account.email}`) ?? '[]')).toEqual([
      { id: WHITECHAPEL_ID, name: WHITECHAPEL },
    ]);
  });

  it('keeps the saved rooms, without an error, when a refetch of the room list fails', async () => {
    const account = await createTestUser();
    storeShortlist(account.email, seedRooms.slice(0, 2));
    const { queryClient } = renderApp({ url: '/shortlist', as: account });
    await screen.findByRole('article', { name: WHITECHAPEL });

    server.use(http.get('/api/rooms/', () => new HttpResponse('Internal Server Error', { status: 500 })));
    await act(() => queryClient.refetchQueries({ queryKey: ['rooms', 'list'] }));
    await waitFor(() => expect(queryClient.getQueryState(['rooms', 'list'])?.status).toBe('error'));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Saved rooms' }))
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual([WHITECHAPEL, FALLOWFIELD]);
    expect(screen.getByRole('checkbox', { name: `Compare ${FALLOWFIELD}` })).toBeInTheDocument();
  });

  it('says the rooms could not be loaded when there is no list at all, and still names the saved rooms', async () => {
    const account = await createTestUser();
    storeShortlist(account.email, seedRooms.slice(0, 1));
    server.use(http.get('/api/rooms/', () => new HttpResponse('Internal Server Error', { status: 500 })));
    renderApp({ url: '/shortlist', as: account });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch rooms.');
    expect(screen.getByRole('article', { name: WHITECHAPEL })).toBeInTheDocument();
  });

  it('moves keyboard focus to the next card when a card leaves, then the previous, then the empty list’s link', async () => {
    const account = await createTestUser();
    storeShortlist(account.email, [
      { id: WHITECHAPEL_ID, name: WHITECHAPEL },
      { id: FALLOWFIELD_ID, name: FALLOWFIELD },
      { id: UNKNOWN_ID, name: 'Old Kent Road, London' },
    ]);
    const { user } = renderApp({ url: '/shortlist', as: account });
    const saved = await screen.findByRole('list', { name: 'Saved rooms' });
    const remove = await within(saved).findByRole('button', { name: 'Remove Old Kent Road, London' });

    // Fallowfield's Saved toggle, reached with the keyboard and pressed: focus goes to the next card's
    // control that takes it off the list (Remove, for a room no longer listed), and the change is announced.
    await user.click(screen.getByRole('checkbox', { name: `Compare ${FALLOWFIELD}` }));
    await user.tab({ shift: true });
    expect(within(saved).getByRole('button', { name: `Save ${FALLOWFIELD}` })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('article', { name: FALLOWFIELD })).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(await findToast(`Removed ${FALLOWFIELD} from your shortlist.`)).toBeInTheDocument();

    // The last card: focus goes back to the previous one's Saved toggle.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('article', { name: 'Old Kent Road, London' })).not.toBeInTheDocument();
    expect(within(saved).getByRole('button', { name: `Save ${WHITECHAPEL}` })).toHaveFocus();
    expect(await findToast('Removed Old Kent Road, London from your shortlist.')).toBeInTheDocument();

    // The only card: focus goes to the empty list's way on.
    await user.keyboard(' ');
    expect(await screen.findByText('No rooms saved yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Room Listings' })).toHaveFocus();
    expect(await findToast(`Removed ${WHITECHAPEL} from your shortlist.`)).toBeInTheDocument();
  });

  it('announces no removals when the user signs out on Your Shortlist: the list is theirs, not emptied', async () => {
    const account = await createTestUser();
    storeShortlist(account.email, seedRooms.slice(0, 2));
    const { user } = renderApp({ url: '/shortlist', as: account });
    expect(await screen.findByRole('article', { name: WHITECHAPEL })).toBeInTheDocument();
    await user.click(within(nav()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeInTheDocument();
    // A toast would have been shown by now: the toaster is loaded and the page has moved on.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText(/from your shortlist\./)).not.toBeInTheDocument();
    expect(localStorage.getItem(`shortlist:${account.email}`)).toContain(WHITECHAPEL_ID);
  });

  it('shows each saved room with its application status', async () => {
    const account = await createTestUser();
    storeShortlist(account.email, [{ id: FALLOWFIELD_ID, name: FALLOWFIELD }]);
    const { user } = renderApp({ url: '/shortlist', as: account });
    const card = await screen.findByRole('article', { name: FALLOWFIELD });
    await user.click(await within(card).findByRole('button', { name: `Apply for ${FALLOWFIELD}` }));
    expect(await within(card).findByText('pending')).toBeInTheDocument();
  });

  it('copies a link to the shortlist, and shows it to copy by hand when the clipboard is refused', async () => {
    const account = await createTestUser();
    storeShortlist(account.email, seedRooms.slice(0, 2));
    const { user } = renderApp({ url: '/shortlist', as: account });
    await screen.findByRole('article', { name: WHITECHAPEL });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Share shortlist' }));
    const expected = `${window.location.origin}/shortlist?ids=${WHITECHAPEL_ID},${FALLOWFIELD_ID}`;
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expected));
    expect(await findToast('Link copied: anyone with it sees these rooms.')).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Share shortlist' }));
    expect(await screen.findByLabelText('Copy this link to share your shortlist')).toHaveValue(expected);
  });

  it('opens a shared link for another user: known rooms under Shared shortlist, a note for the unknown, Save all', async () => {
    const visitor = await createTestUser();
    const ids = [WHITECHAPEL_ID, FALLOWFIELD_ID, WHITECHAPEL_ID, UNKNOWN_ID].join(',');
    const { user } = renderApp({ url: `/shortlist?ids=${ids}`, as: visitor });
    expect(await screen.findByRole('heading', { name: 'Shared shortlist' })).toBeInTheDocument();
    expect(screen.getByText('1 room in this link is no longer listed and is not shown.')).toBeInTheDocument();
    const shared = screen.getByRole('list', { name: 'Rooms in the shared shortlist' });
    expect(
      within(shared)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual([WHITECHAPEL, FALLOWFIELD]);
    expect(screen.getByText('No rooms saved yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save all to my shortlist' }));
    expect(await findToast('Saved 2 rooms to your shortlist.')).toBeInTheDocument();
    expect(shortlistLink()).toHaveTextContent('Shortlist (2)');
    expect(screen.getByRole('list', { name: 'Saved rooms' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save all to my shortlist' }));
    expect(await findToast('These rooms are already on your shortlist.')).toBeInTheDocument();
  });

  it('reads a shared link whose commas were escaped as %2C, as some apps rewrite them', async () => {
    const visitor = await createTestUser();
    renderApp({ url: `/shortlist?ids=${WHITECHAPEL_ID}%2C${FALLOWFIELD_ID}`, as: visitor });
    const shared = await screen.findByRole('list', { name: 'Rooms in the shared shortlist' });
    expect(
      within(shared)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual([WHITECHAPEL, FALLOWFIELD]);
  });

  it('chooses 2 to 4 rooms to compare and opens the comparison with their ids', async () => {
    const account = await createTestUser();
    storeShortlist(account.email, seedRooms);
    const { user, history } = renderApp({ url: '/shortlist', as: account });
    await screen.findByRole('article', { name: WHITECHAPEL });
    const compare = screen.getByRole('button', { name: 'Compare' });
    const box = (name: string) => screen.getByRole('checkbox', { name: `Compare ${name}` });
    expect(compare).toBeDisabled();

    await user.click(box(WHITECHAPEL));
    expect(compare).toBeDisabled();
    for (const { name } of seedRooms.slice(1, 4)) await user.click(box(name));
    expect(compare).toBeEnabled();
    expect(box('Clifton, Bristol')).toBeDisabled();
    expect(
      screen.getByText('You can compare at most 4 rooms: untick one to choose another.'),
    ).toBeInTheDocument();

    await user.click(box(FALLOWFIELD));
    expect(box('Clifton, Bristol')).toBeEnabled();
    await user.click(box('Clifton, Bristol'));
    await user.click(compare);
    await waitFor(() => expect(history.location.pathname).toBe('/compare'));
    // As the address bar shows it: literal commas.
    expect(history.location.search).toBe(
      `?ids=${[WHITECHAPEL_ID, HEADINGLEY_ID, '6b026b08dbdf01ad5cffcc04', '6b026b08dbdf01ad5cffcc05'].join(',')}`,
    );
    expect(await screen.findByRole('heading', { name: 'Compare Rooms', level: 1 })).toBeInTheDocument();
  });
});
