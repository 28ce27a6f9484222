import type { ReactNode } from 'react';
import { IsolatedInRightToLeft } from '@/components/ui/bidi';
import { t } from '@/lib/i18n/i18n';
import { translateWithElements } from '@/lib/i18n/rich-text';
import { toApiError } from '@/lib/api-error';

// The server's detail is shown as it was sent, isolated so that right to left its own direction and its
// full stop stay as written (docs/right-to-left.md#bidi-isolation); only the app's words around it are
// translated.

/** The server's detail text, else 'Login failed' (docs/specification.md#messages). */
export function loginErrorMessage(error: unknown): ReactNode {
  const detail = toApiError(error).detail;
  return detail ? <IsolatedInRightToLeft>{detail}</IsolatedInRightToLeft> : t('loginFailed');
}

/** 'Registration failed. ' and the server's detail, else 'Registration failed' (docs/specification.md#messages). */
export function registerErrorMessage(error: unknown): ReactNode {
  const detail = toApiError(error).detail;
  return detail
    ? translateWithElements('registerFailedWithDetail', {
        detail: <IsolatedInRightToLeft>{detail}</IsolatedInRightToLeft>,
      })
    : t('registerFailed');
}
