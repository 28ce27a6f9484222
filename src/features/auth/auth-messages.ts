import { messages } from '@/config/messages';
import { toApiError } from '@/lib/api-error';

/** The server's detail text, else 'Login failed' (docs/specification.md#messages). */
export function loginErrorMessage(error: unknown): string {
  return toApiError(error).detail ?? messages.loginFailed;
}

/** 'Registration failed. ' and the server's detail, else 'Registration failed' (docs/specification.md#messages). */
export function registerErrorMessage(error: unknown): string {
  const detail = toApiError(error).detail;
  return detail ? `${messages.registerFailedPrefix}${detail}` : messages.registerFailed;
}
