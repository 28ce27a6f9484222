import { t } from '@/lib/i18n/i18n';
import { toApiError } from '@/lib/api-error';

/** The server's detail text, else 'Login failed' (docs/specification.md#messages). */
export function loginErrorMessage(error: unknown): string {
  return toApiError(error).detail ?? t('loginFailed');
}

/** 'Registration failed. ' and the server's detail, else 'Registration failed' (docs/specification.md#messages). */
export function registerErrorMessage(error: unknown): string {
  const detail = toApiError(error).detail;
  // The server's detail is shown as it was sent; only the app's own words around it are translated.
  return detail ? t('registerFailedWithDetail', { detail }) : t('registerFailed');
}
