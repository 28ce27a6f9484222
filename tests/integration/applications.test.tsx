import { render, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { server } from '@mocks/node';
import { ApplicationsList } from '@/features/applications/components/applications-list';
import { emptyApplicationFilters } from '@/features/applications/application-filter-search';
import { theme } from '@/features/theme/themes';
import { createTestQueryClient, createTestUser, findToast, renderApp } from '../utils/render-app';
import { statusBadge } from '../utils/queries';

const api = (path: string) => `/api${path}`;
const WHITECHAPEL_ID = '6b026b08dbdf01ad5cffcc01';
const PICCADILLY_ID = '6b026b08dbdf01ad5cffcc0c';

const backendApplications = [
  {
    id: 'a1',
    user_email: 'x',
    room_id: WHITECHAPEL_ID,
    status: 'applied',
    applied_at: '2026-11-22T04:09:50.165000',
  },
  { id: 'a2', room_id: PICCADILLY_ID, status: 'accepted', applied_at: '2026-11-20T10:00:00' },
  {
    id: 'a3',
    room: { location: 'Jericho, Oxford', title: 'Room in a Victorian townhouse' },
    status: 'rejected',
    created_at: '2026-11-19T08:00:00Z',
  },
  { id: 'a4', room: { title: 'Titled only' }, status: 'cancelled', created_at: '2026-11-18T08:00:00Z' },
  { id: 'a5', room_location: 'Room location field', status: 'pending', created_at: '2026-11-22T12:00:00Z' },
  { id: 'a6', room_id: 'ffffffffffffffffffffffff', status: 'waitlisted' },
  { id: 'a7', status: 'pending' },
];

async function openApplications(applications: unknown[] = backendApplications) {
  server.use(http.get(api('/applications/'), () => HttpResponse.json(applications)));
  const view = renderApp({ url: '/applications', as: await createTestUser() });
  await screen.findByRole('list', { name: 'Applications' });
  return view;
}

const items = () => within(screen.getByRole('list', { name: 'Applications' })).getAllByRole('article');
const itemNames = () => items().map((item) => item.getAttribute('aria-label'));
const item = (name: string) => screen.getByRole('article', { name });

describe('Your Applications', () => {
  it("shows 'Loading applications...' and then the list under its title", async () => {
    renderApp({ url: '/applications', as: await createTestUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Applications' })).toBeInTheDocument();
    expect(await screen.findByText('Loading applications...')).toBeInTheDocument();
  });

  it('names rooms by the fallback chain, looking up rooms when only room_id is sent', async () => {
    await openApplications();
    await waitFor(() => expect(itemNames()).toContain('Whitechapel, London'));
    expect(itemNames()).toEqual([
      'Whitechapel, London',
      'Studio flat by Manchester Piccadilly',
      'Jericho, Oxford',
      'Titled only',
      'Room location field',
      'ffffffffffffffffffffffff',
      'Room',
    ]);
  });

  it("shows 'Applied on:' with the first ten characters of created_at or applied_at, or '-'", async () => {
    await openApplications();
    await waitFor(() => expect(itemNames()).toContain('Whitechapel, London'));
    expect(within(item('Whitechapel, London')).getByText('Applied on: 2026-11-22')).toBeInTheDocument();
    expect(within(item('Jericho, Oxford')).getByText('Applied on: 2026-11-19')).toBeInTheDocument();
    expect(within(item('ffffffffffffffffffffffff')).getByText('Applied on: -')).toBeInTheDocument();
  });

  it('labels statuses, shows unknown ones raw, and offers Cancel only for pending or applied', async () => {
    await openApplications();
    await waitFor(() => expect(itemNames()).toContain('Whitechapel, London'));
    const expectations: [string, string, boolean][] = [
      ['Whitechapel, London', 'Pending', true],
      ['Studio flat by Manchester Piccadilly', 'Accepted', false],
      ['Jericho, Oxford', 'Rejected', false],
      ['Titled only', 'Cancelled', false],
      ['Room location field', 'Pending', true],
      ['ffffffffffffffffffffffff', 'waitlisted', false],
    ];
    for (const [name, label, cancellable] of expectations) {
      const entry = item(name);
      expect(statusBadge(entry)).toHaveTextContent(label);
      expect(within(entry).queryByRole('button', { name: /Cancel/ }) !== null).toBe(cancellable);
    }
  });

  it("shows 'Could not fetch' inline when the list fails, asked for once, and Try again asks again", async () => {
    let answers = 0;
    server.use(
      http.get(api('/applications/'), async () => {
        answers += 1;
        if (answers === 1) return new HttpResponse('Internal Server Error', { status: 500 });
        await delay(50);
        return HttpResponse.json([]);
      }),
    );
    const { user } = renderApp({ url: '/applications', as: await createTestUser() });
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Could not fetch');
    // The page's loader asked as it opened; its first render does not ask again.
    expect(answers).toBe(1);
    const tryAgain = within(problem).getByRole('button', { name: 'Try again' });
    await user.click(tryAgain);
    // While it asks, the button stays where it was, busy, and keeps the focus the press gave it.
    expect(problem).toHaveTextContent('Loading applications...');
    expect(tryAgain).toHaveAttribute('aria-busy', 'true');
    expect(tryAgain).toHaveFocus();
    expect(await screen.findByText('No applications found for your criteria.')).toHaveFocus();
    expect(answers).toBe(2);
  });

  it("shows 'No applications found for your criteria.' for an empty list", async () => {
    server.use(http.get(api('/applications/'), () => HttpResponse.json([])));
    renderApp({ url: '/applications', as: await createTestUser() });
    expect(await screen.findByText('No applications found for your criteria.')).toBeInTheDocument();
  });

  it("filters by status, where 'Pending' also matches applied, by date and by location; Clear resets", async () => {
    const { user } = await openApplications();
    await waitFor(() => expect(itemNames()).toContain('Whitechapel, London'));
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Status', 'Accepted', 'Pending', 'Rejected', 'Cancelled']);
    await user.selectOptions(status, 'Pending');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(itemNames()).toEqual(['Whitechapel, London', 'Room location field', 'Room']);

    await user.type(screen.getByLabelText('Date'), '2026-11-22');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(itemNames()).toEqual(['Whitechapel, London', 'Room location field']);

    await user.type(screen.getByLabelText('Location'), 'WHITE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(itemNames()).toEqual(['Whitechapel, London']);

    await user.type(screen.getByLabelText('Location'), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('No applications found for your criteria.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(items()).toHaveLength(backendApplications.length);
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it("cancels with 'Cancelling...' while busy, then toasts and shows Cancelled", async () => {
    server.use(
      http.patch(api('/applications/:id/cancel'), async ({ params }) => {
        await delay(100);
        return HttpResponse.json({ id: params.id, status: 'cancelled' });
      }),
    );
    const { user } = await openApplications();
    await waitFor(() => expect(itemNames()).toContain('Whitechapel, London'));
    await user.click(within(item('Whitechapel, London')).getByRole('button', { name: /Cancel/ }));
    expect(within(item('Whitechapel, London')).getByRole('button', { name: /Cancelling/ })).toHaveTextContent(
      'Cancelling...',
    );
    expect(await findToast('Application cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(statusBadge(item('Whitechapel, London'))).toHaveTextContent('Cancelled'));
  });

  it('keeps keyboard focus in the item when Cancel goes away, and on Cancel when it fails', async () => {
    let refuse = true;
    server.use(
      http.patch(api('/applications/:id/cancel'), async ({ params }) => {
        await delay(50);
        return refuse
          ? HttpResponse.json({ detail: 'Try later' }, { status: 400 })
          : HttpResponse.json({ id: params.id, status: 'cancelled' });
      }),
    );
    const { user } = await openApplications();
    await waitFor(() => expect(itemNames()).toContain('Whitechapel, London'));
    const cancelButton = within(item('Whitechapel, London')).getByRole('button', { name: /Cancel/ });
    cancelButton.focus();
    await user.keyboard('{Enter}');
    expect(await findToast('Could not cancel application')).toBeInTheDocument();
    await waitFor(() => expect(cancelButton).toHaveFocus());

    refuse = false;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(statusBadge(item('Whitechapel, London'))).toHaveTextContent('Cancelled'));
    await waitFor(() =>
      expect(
        within(item('Whitechapel, London')).getByRole('heading', { name: 'Whitechapel, London' }),
      ).toHaveFocus(),
    );
  });

  it("toasts 'Could not cancel application' when the server refuses, and keeps it pending", async () => {
    server.use(
      http.patch(api('/applications/:id/cancel'), () =>
        HttpResponse.json({ detail: 'Application already cancelled' }, { status: 400 }),
      ),
    );
    const { user } = await openApplications();
    await waitFor(() => expect(itemNames()).toContain('Whitechapel, London'));
    await user.click(within(item('Whitechapel, London')).getByRole('button', { name: /Cancel/ }));
    expect(await findToast('Could not cancel application')).toBeInTheDocument();
    await waitFor(() => expect(statusBadge(item('Whitechapel, London'))).toHaveTextContent('Pending'));
  });

  it("toasts 'Cancel failed' when the request fails without an answer", async () => {
    server.use(http.patch(api('/applications/:id/cancel'), () => HttpResponse.error()));
    const { user } = await openApplications();
    await waitFor(() => expect(itemNames()).toContain('Whitechapel, London'));
    await user.click(within(item('Whitechapel, London')).getByRole('button', { name: /Cancel/ }));
    expect(await findToast('Cancel failed')).toBeInTheDocument();
  });

  it("tells a visitor 'Login to view your applications.'", () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <ThemeProvider theme={theme}>
          <ApplicationsList
            username={null}
            filters={emptyApplicationFilters}
            onFiltersChange={() => undefined}
          />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Login to view your applications.')).toBeInTheDocument();
  });
});
