import { toast } from 'react-toastify';
import { notify } from '@/lib/notify';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('toast durations (section 9)', () => {
  it('shows successes for 2 s', () => {
    notify.success('Distance updated!');
    expect(toast.success).toHaveBeenCalledWith(
      'Distance updated!',
      expect.objectContaining({ autoClose: 2000 }),
    );
  });

  it('shows errors for 4 s', () => {
    notify.error('Failed to apply.');
    expect(toast.error).toHaveBeenCalledWith(
      'Failed to apply.',
      expect.objectContaining({ autoClose: 4000 }),
    );
  });
});
