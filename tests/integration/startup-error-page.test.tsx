import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StartupErrorPage } from '@/app/layout/startup-error-page';
import { parseRuntimeConfig } from '@/config/runtime-config';

describe('a runtime config that cannot be used', () => {
  it('when the file is broken: a full-page message that names the file and says how to fix it', () => {
    const result = parseRuntimeConfig({ apiUrl: 'not a url' }, { isDemoMode: false, apiBaseUrl: '' });
    if (result.ok) throw new Error('expected the config to be refused');
    render(<StartupErrorPage problem={result.problem} cause={result.cause} onRetry={() => undefined} />);
    const alert = screen.getByRole('alert', { name: 'Student Rooms cannot start' });
    expect(alert).toHaveTextContent('The settings file /config.json has an invalid "apiUrl"');
    expect(alert).toHaveTextContent('serve /config.json next to index.html');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('when the network is the cause: says so, offers Retry, and has no advice for the operator', async () => {
    const retry = vi.fn();
    render(
      <StartupErrorPage
        problem="Student Rooms could not load its settings: this device seems to be offline."
        cause="network"
        onRetry={retry}
      />,
    );
    const alert = screen.getByRole('alert', { name: 'Student Rooms cannot start' });
    expect(alert).toHaveTextContent('offline');
    expect(alert).not.toHaveTextContent('If you run this site');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
