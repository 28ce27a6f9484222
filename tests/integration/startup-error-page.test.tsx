import { render, screen } from '@testing-library/react';
import { StartupErrorPage } from '@/app/layout/startup-error-page';
import { parseRuntimeConfig } from '@/config/runtime-config';

describe('a bad runtime config', () => {
  it('shows a full-page message that names the file and says how to fix it', () => {
    const result = parseRuntimeConfig({ apiUrl: 'not a url' }, { isDemoMode: false, apiBaseUrl: '' });
    if (result.ok) throw new Error('expected the config to be refused');
    render(<StartupErrorPage problem={result.problem} />);
    const alert = screen.getByRole('alert', { name: 'Student Rooms cannot start' });
    expect(alert).toHaveTextContent('The settings file /config.json has an invalid "apiUrl"');
    expect(alert).toHaveTextContent('serve /config.json next to index.html');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
