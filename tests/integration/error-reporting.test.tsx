// Every source of unexpected errors reaches reportError exactly once (docs/deploying.md#error-reporting),
// through the app's own wiring: the QueryClient, the router's options, React's root options and the
// window listeners that main.tsx installs.
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { server } from '@mocks/node';
import { appRouterErrorOptions } from '@/app/router';
import { RouteError } from '@/app/layout/route-error';
import {
  installGlobalErrorHandlers,
  reactRootErrorOptions,
} from '@/lib/error-reporting/global-error-handlers';
import { createErrorReporter } from '@/lib/error-reporting/error-reporter';
import { installErrorReporter, type ErrorReport } from '@/lib/error-reporting/report-error';
import { createTestUser, findToast, renderApp, renderRouter } from '../utils/render-app';
import { findRoomsList } from '../utils/rooms-list';

const api = (path: string) => `/api${path}`;
const serverError = () =>
  new HttpResponse('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain' } });

let reports: ErrorReport[];

beforeEach(() => {
  reports = [];
  installErrorReporter(createErrorReporter({ log: (report) => reports.push(report) }));
});
afterEach(() => installErrorReporter(createErrorReporter()));

const sources = () => reports.map((report) => report.source);

function Thrower({ error }: { error: Error }): ReactNode {
  throw error;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Caught</p> : this.props.children;
  }
}

describe('queries and mutations', () => {
  it('reports a query that fails unexpectedly, once, without the email in its key', async () => {
    const account = await createTestUser('reported.student@uni.test');
    server.use(http.get(api('/applications/'), serverError));
    renderApp({ url: '/applications', as: account });
    expect(await screen.findByText(/Could not fetch/)).toBeInTheDocument();
    expect(sources()).toEqual(['query']);
    expect(reports[0]?.context).toEqual({
      queryKey: ['applications', 'list', '[email]'],
      kind: 'http',
      status: 500,
    });
    expect(JSON.stringify(reports)).not.toContain('reported.student');
  });

  it('does not report a 4xx answer the screen already explains', async () => {
    const account = await createTestUser();
    server.use(http.get(api('/applications/'), () => HttpResponse.json({ detail: 'Nope' }, { status: 404 })));
    renderApp({ url: '/applications', as: account });
    expect(await screen.findByText(/Could not fetch/)).toBeInTheDocument();
    expect(reports).toEqual([]);
  });

  it('reports a mutation that fails unexpectedly, once, never with its variables', async () => {
    const account = await createTestUser('mutating.student@uni.test', 'Sup3r-Secret-pw');
    server.use(http.post(api('/users/login'), serverError));
    const { user } = renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(sources()).toEqual(['mutation']);
    expect(reports[0]?.context).toMatchObject({ mutationKey: ['auth', 'login'] });
    const everything = JSON.stringify(reports);
    expect(everything).not.toContain('Sup3r-Secret-pw');
    expect(everything).not.toContain('mutating.student');
  });

  it('does not report a wrong password (a 401 the form explains)', async () => {
    const account = await createTestUser();
    const { user } = renderApp({ url: '/login' });
    await user.type(await screen.findByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(reports).toEqual([]);
  });

  it('does not report an apply refused with a 400', async () => {
    const account = await createTestUser();
    server.use(
      http.post(api('/applications/'), () =>
        HttpResponse.json({ detail: 'Already applied for this room.' }, { status: 400 }),
      ),
    );
    const { user } = renderApp({ url: '/rooms', as: account });
    await findRoomsList();
    await user.click(screen.getByRole('button', { name: 'Apply for Whitechapel, London' }));
    expect(await findToast('Failed to apply.')).toBeInTheDocument();
    expect(reports).toEqual([]);
  });
});

describe('the router', () => {
  it('reports a page that fails to render, once, and shows the route error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Error('page broke');
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <Thrower error={error} />, errorComponent: RouteError }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      ...appRouterErrorOptions,
    });
    // React's root sees the same error the route caught: it is still one report.
    renderRouter(router, { onCaughtError: reactRootErrorOptions.onCaughtError });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reports.map((report) => report.message)).toEqual(['page broke']);
  });
});

describe("React's root", () => {
  it('reports an error no boundary caught (onUncaughtError), once', async () => {
    // Inside act(), React rethrows uncaught errors instead of calling the root's handler: render as a
    // browser does, outside act.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    onTestFinished(() => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    });
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, reactRootErrorOptions);
    onTestFinished(() => {
      root.unmount();
      container.remove();
    });
    root.render(<Thrower error={new Error('uncaught render error')} />);
    await vi.waitFor(() => expect(sources()).toEqual(['react-uncaught']));
    expect(reports[0]?.message).toBe('uncaught render error');
    expect(reports[0]?.context.componentStack).toContain('Thrower');
  });

  it('reports an error a boundary caught (onCaughtError), once', () => {
    render(
      <Boundary>
        <Thrower error={new Error('caught render error')} />
      </Boundary>,
      { onCaughtError: reactRootErrorOptions.onCaughtError },
    );
    expect(screen.getByText('Caught')).toBeInTheDocument();
    expect(sources()).toEqual(['react-caught']);
    expect(reports[0]?.message).toBe('caught render error');
  });
});

describe('the window', () => {
  it('reports an uncaught error event and an unhandled rejection, once each', () => {
    const dispose = installGlobalErrorHandlers(window);
    onTestFinished(dispose);
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('handler threw'),
        message: 'handler threw',
        filename: 'app.js',
      }),
    );
    // jsdom has no PromiseRejectionEvent; the listener reads only `reason`.
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('nobody awaited') });
    window.dispatchEvent(rejection);
    expect(reports.map(({ source, message }) => [source, message])).toEqual([
      ['window-error', 'handler threw'],
      ['unhandled-rejection', 'nobody awaited'],
    ]);
  });

  it("leaves out the browser's note that resize notifications wait for the next frame", () => {
    const dispose = installGlobalErrorHandlers(window);
    onTestFinished(dispose);
    // What Chromium dispatches while the virtual grid measures rows scrolling in: no error object, only this.
    for (const message of [
      'ResizeObserver loop completed with undelivered notifications.',
      'ResizeObserver loop limit exceeded',
    ])
      window.dispatchEvent(new ErrorEvent('error', { message }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('real'), message: 'real' }));
    expect(reports.map(({ message }) => message)).toEqual(['real']);
  });
});
