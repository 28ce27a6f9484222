import { toast } from 'react-toastify/unstyled';
import { notify } from '@/lib/notify';

vi.mock('react-toastify/unstyled', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-toastify/unstyled')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

describe('toast durations (docs/specification.md#constants)', () => {
  it('shows successes for 2 s, as a polite status', async () => {
    notify.success('Distance updated!');
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Distance updated!',
        expect.objectContaining({ autoClose: 2000, role: 'status' }),
      ),
    );
  });

  it('shows errors for 4 s, as an alert', async () => {
    notify.error('Failed to apply.');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to apply.',
        expect.objectContaining({ autoClose: 4000 }),
      ),
    );
    // react-toastify's default role for a toast is alert.
    expect(toast.error).toHaveBeenCalledWith(
      'Failed to apply.',
      expect.not.objectContaining({ role: 'status' }),
    );
  });
});
