import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, renderApp } from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';
import { controlledBy } from '../utils/queries';

describe('Home', () => {
  it('welcomes the user by email and explains the app', async () => {
    const account = await createTestUser();
    renderApp({ url: '/', as: account });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Student Rooms' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Hello, ${account.email}!`)).toBeInTheDocument();
    expect(
      screen.getByText('Browse room listings, apply for rooms, and manage your applications with ease.'),
    ).toBeInTheDocument();
  });

  it('toggles the embedded rooms list and applications list', async () => {
    const { user } = renderApp({ url: '/', as: await createTestUser() });
    const browse = await screen.findByRole('button', { name: 'Browse Rooms' });
    const view = screen.getByRole('button', { name: 'View Applications' });
    expect(browse).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Rooms' })).not.toBeInTheDocument();

    await user.click(browse);
    expect(browse).toHaveAttribute('aria-expanded', 'true');
    expect(await findRoomsList()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Room Listings' })).not.toBeInTheDocument();

    await user.click(view);
    expect(view).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('No applications found for your criteria.')).toBeInTheDocument();
    // The title is hidden when the list is embedded in Home.
    expect(screen.queryByRole('heading', { name: 'Your Applications' })).not.toBeInTheDocument();

    await user.click(browse);
    expect(screen.queryByRole('list', { name: 'Rooms' })).not.toBeInTheDocument();
    await user.click(view);
    expect(screen.queryByText('No applications found for your criteria.')).not.toBeInTheDocument();
  });

  it('asks for the applications again as it opens, and leaving the page that failed does not cancel that', async () => {
    let failing = true;
    server.use(
      http.get('/api/applications/', async () => {
        if (failing) return new HttpResponse('Internal Server Error', { status: 500 });
        // Still on its way when the page that failed is left.
        await delay(100);
        return undefined;
      }),
    );
    const { user } = renderApp({ url: '/', as: await createTestUser() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Applications' }));
    expect(await screen.findByText('Could not fetch')).toBeInTheDocument();

    failing = false;
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('button', { name: 'View Applications' }));
    expect(await screen.findByText('No applications found for your criteria.')).toBeInTheDocument();
    expect(screen.queryByText('Could not fetch')).not.toBeInTheDocument();
  });
});

describe('navigation bar', () => {
  it('links Home, Rooms and Applications, marks the active one, and greets the user', async () => {
    const account = await createTestUser();
    const { user, history } = renderApp({ url: '/', as: account });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Student Rooms' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByTitle(account.email)).toHaveTextContent(`Hi, ${account.email}`);

    await user.click(within(nav).getByRole('link', { name: 'Rooms' }));
    expect(await screen.findByRole('heading', { name: 'Room Listings' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/rooms');
    expect(within(nav).getByRole('link', { name: 'Rooms' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await user.click(within(nav).getByRole('link', { name: 'Applications' }));
    expect(await screen.findByRole('heading', { name: 'Your Applications' })).toBeInTheDocument();
  });

  it('shows Login and Register to a visitor', async () => {
    renderApp({ url: '/somewhere-unknown' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('opens the mobile menu, closes it on Escape with focus back on its button, and on navigation', async () => {
    const { user } = renderApp({ url: '/', as: await createTestUser() });
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    const menu = controlledBy(menuButton);
    expect(menu).not.toBeNull();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    within(menu!).getByRole('link', { name: 'Rooms' }).focus();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(within(menu!).getByRole('link', { name: 'Applications' }));
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('page changes', () => {
  it('names each page in the document title', async () => {
    const { user } = renderApp({ url: '/', as: await createTestUser() });
    await screen.findByRole('heading', { name: 'Welcome to Student Rooms' });
    await waitFor(() => expect(document.title).toBe('Home · Student Rooms'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Rooms' }));
    await waitFor(() => expect(document.title).toBe('Room Listings · Student Rooms'));
    await user.click(within(nav).getByRole('link', { name: 'Applications' }));
    await waitFor(() => expect(document.title).toBe('Your Applications · Student Rooms'));
  });

  it('titles the public and not-found pages too', async () => {
    renderApp({ url: '/register' });
    await screen.findByRole('heading', { name: 'Register' });
    await waitFor(() => expect(document.title).toBe('Register · Student Rooms'));
  });

  it('titles an unknown path as not found', async () => {
    renderApp({ url: '/nowhere' });
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe('Page not found · Student Rooms'));
  });

  it('moves focus to the new page heading after navigating, but not on first load', async () => {
    const { user } = renderApp({ url: '/', as: await createTestUser() });
    const home = await screen.findByRole('heading', { name: 'Welcome to Student Rooms' });
    expect(home).not.toHaveFocus();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Rooms' }),
    );
    const heading = await screen.findByRole('heading', { name: 'Room Listings' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
