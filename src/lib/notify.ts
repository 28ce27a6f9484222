import type { ToastOptions } from 'react-toastify/unstyled';
import {
  TOAST_ACTION_DURATION_MS,
  TOAST_ERROR_DURATION_MS,
  TOAST_SUCCESS_DURATION_MS,
} from '@/config/business-constants';
import type { ToastAction } from './toasts/toast-action';
import { loadToaster } from './toasts/load-toaster';

type ToastKind = 'success' | 'error';

function show(kind: ToastKind, message: string, options: ToastOptions, action?: ToastAction) {
  loadToaster().then(
    ({ toast, withAction }) => {
      const content = action ? withAction(message, action) : message;
      // A toast with the same id still showing is replaced (its news is newer), never stacked or dropped.
      const { toastId } = options;
      if (toastId !== undefined && toast.isActive(toastId)) {
        toast.update(toastId, { ...options, render: content, type: kind });
      } else {
        toast[kind](content, options);
      }
    },
    (error: unknown) => {
      // The chunk could not load (the network is down): the message cannot be shown as a toast, but it must
      // not vanish without a trace.
      console.error(`Could not show the notification "${message}"`, error);
    },
  );
}

/** Every toast goes through here so durations stay the product's (docs/specification.md#constants). */
export const notify = {
  /** Announced politely (a status): a success must not interrupt what a screen reader is saying. */
  success(message: string, options: Pick<ToastOptions, 'icon'> = {}) {
    show('success', message, { autoClose: TOAST_SUCCESS_DURATION_MS, role: 'status', ...options });
  },
  /**
   * A success with a button that acts on it (Undo). It stays longer, long enough to reach the button, and
   * the button closes it. A toastId makes a later toast about the same thing replace this one.
   */
  withAction(message: string, action: ToastAction, options: Pick<ToastOptions, 'toastId'> = {}) {
    show('success', message, { autoClose: TOAST_ACTION_DURATION_MS, role: 'status', ...options }, action);
  },
  /** An alert. A toastId makes repeats of the same event (several requests failing at once) show one toast. */
  error(message: string, options: Pick<ToastOptions, 'toastId'> = {}) {
    show('error', message, { autoClose: TOAST_ERROR_DURATION_MS, ...options });
  },
};
