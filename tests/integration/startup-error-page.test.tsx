import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StartupErrorPage } from '@/app/layout/startup-error-page';
import { parseRuntimeConfig, type RuntimeConfigProblem } from '@/config/runtime-config';

function showStartupError(problem: RuntimeConfigProblem, onRetry = () => undefined) {
  render(<StartupErrorPage problem={problem} onRetry={onRetry} />);
  return screen.getByRole('alert', { name: 'Student Rooms cannot start' });
}

describe('a runtime config that cannot be used', () => {
  it('when the file is broken: a full-page message that names the file and says how to fix it', () => {
    const result = parseRuntimeConfig({ apiUrl: 'not a url' }, { isDemoMode: false, apiBaseUrl: '' });
    if (result.ok) throw new Error('expected the config to be refused');
    const alert = showStartupError(result.problem);
    expect(alert).toHaveTextContent('The settings file /config.json has an invalid "apiUrl"');
    expect(alert).toHaveTextContent('serve /config.json next to index.html');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it.each<[RuntimeConfigProblem, string]>([
    [
      { kind: 'missing', status: 404 },
      'The settings file /config.json is missing (the server answered 404).',
    ],
    [{ kind: 'malformed' }, 'The settings file /config.json is not valid JSON.'],
    [{ kind: 'not-object' }, 'The settings file /config.json must hold a JSON object.'],
  ])('names the file and advises whoever runs the site: %o', (problem, text) => {
    const alert = showStartupError(problem);
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent('If you run this site');
  });

  it.each<[RuntimeConfigProblem, string]>([
    [{ kind: 'unreachable' }, 'this device seems to be offline, or the network is not letting it through'],
    [
      { kind: 'server-error', status: 502 },
      'The server could not send the settings file /config.json (it answered 502). Retry in a moment.',
    ],
  ])(
    'when the network is the cause, says so and offers Retry, with no advice for the operator: %o',
    async (problem, text) => {
      const retry = vi.fn();
      const alert = showStartupError(problem, retry);
      expect(alert).toHaveTextContent(text);
      expect(alert).not.toHaveTextContent('If you run this site');
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(retry).toHaveBeenCalledTimes(1);
    },
  );
});
