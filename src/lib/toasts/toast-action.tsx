import type { ToastContentProps } from 'react-toastify/unstyled';
import { InlineButton } from '@/components/ui/button';

/** A toast's button: what it says, in the language shown, and what it does. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

/** The toast's words, then its button, which acts and closes the toast. */
export function withAction(message: string, { label, onAction }: ToastAction) {
  return function ActionToast({ closeToast }: ToastContentProps) {
    return (
      <span>
        {message}{' '}
        <InlineButton
          type="button"
          onClick={(event) => {
            // The toast closes on a click anywhere in it; the action runs once, then closes it.
            event.stopPropagation();
            onAction();
            closeToast();
          }}
        >
          {label}
        </InlineButton>
      </span>
    );
  };
}
