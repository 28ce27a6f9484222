import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createAppUpdates, isMissingCodeError, reloadOnceWhenCodeIsMissing } from '@/app/app-updates';
import { RouteError } from '@/app/layout/route-error';
import { UpdateBanner } from '@/app/layout/update-banner';

describe('the update banner', () => {
  it('shows nothing until a new build is waiting, then switches to it only when Reload is pressed', async () => {
    const updates = createAppUpdates();
    const switchToNewBuild = vi.fn();
    render(<UpdateBanner updates={updates} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    updates.offer(switchToNewBuild);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('A new version is available.');
    expect(switchToNewBuild).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(switchToNewBuild).toHaveBeenCalledTimes(1);
  });
});

describe('a code file missing after a deploy', () => {
  const reload = vi.fn();
  let restoreLocation: () => void;
  beforeAll(() => reloadOnceWhenCodeIsMissing());
  beforeEach(() => {
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    restoreLocation = () =>
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    reload.mockClear();
    sessionStorage.clear();
  });
  afterEach(() => restoreLocation());

  const failToLoadCode = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

  it('reloads the page once, and not again straight after', () => {
    failToLoadCode();
    expect(reload).toHaveBeenCalledTimes(1);
    failToLoadCode();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the last reload is long past', () => {
    vi.useFakeTimers();
    try {
      failToLoadCode();
      vi.advanceTimersByTime(31_000);
      failToLoadCode();
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['Failed to fetch dynamically imported module: /assets/rooms-abc.js', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/toaster.css', true],
    ['Cannot read properties of undefined', false],
  ])('tells a missing code file (%s) from other errors', (message, missing) => {
    expect(isMissingCodeError(new TypeError(message))).toBe(missing);
  });
});

describe('the route error screen', () => {
  function renderFailingRoute(error: Error) {
    const rootRoute = createRootRoute({
      component: () => {
        throw error;
      },
      errorComponent: RouteError,
    });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(<RouterProvider router={router} />);
  }

  it('offers a reload, not another try, when the page’s code is missing after a deploy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/rooms-abc.js'));
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers another try for any other failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
