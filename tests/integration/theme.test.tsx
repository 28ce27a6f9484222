import { screen, waitFor } from '@testing-library/react';
import { createTestUser, renderApp } from '../utils/render-app';

describe('theme', () => {
  it('toggles dark mode, stores the choice under theme, and applies it to the document', async () => {
    const account = await createTestUser();
    const { user } = renderApp({ url: '/', as: account });
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
  });

  it('keeps the stored theme across a reload', async () => {
    localStorage.setItem('theme', 'dark');
    const account = await createTestUser();
    renderApp({ url: '/', as: account });
    expect(await screen.findByRole('switch', { name: 'Dark mode' })).toBeChecked();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
  });

  it('applies the theme after a 1 ms delay', async () => {
    vi.useFakeTimers();
    try {
      const { createThemeStore } = await import('@/features/theme/theme-store');
      const { createSafeStorage } = await import('@/lib/safe-storage');
      const store = createThemeStore(createSafeStorage());
      vi.advanceTimersByTime(1);
      store.setTheme('dark');
      expect(document.documentElement).not.toHaveAttribute('data-theme', 'dark');
      vi.advanceTimersByTime(1);
      expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    } finally {
      vi.useRealTimers();
    }
  });
});
