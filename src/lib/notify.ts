import { toast, type ToastOptions } from 'react-toastify';
import { TOAST_ERROR_DURATION_MS, TOAST_SUCCESS_DURATION_MS } from '@/config/business-constants';

/** Every toast goes through here so durations stay those of section 9. */
export const notify = {
  success(message: string, options: Pick<ToastOptions, 'icon'> = {}) {
    toast.success(message, { autoClose: TOAST_SUCCESS_DURATION_MS, ...options });
  },
  /** A toastId makes repeats of the same event (several requests failing at once) show one toast. */
  error(message: string, options: Pick<ToastOptions, 'toastId'> = {}) {
    toast.error(message, { autoClose: TOAST_ERROR_DURATION_MS, ...options });
  },
};
