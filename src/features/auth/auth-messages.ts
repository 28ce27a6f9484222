import { messages } from '@/config/messages';
import { toApiError } from '@/lib/api-error';

/** Section 8: the server's detail text, else 'Login failed'. */
export function loginErrorMessage(error: unknown): string {
  return toApiError(error).detail ?? messages.loginFailed;
}

/** Section 8: 'Registration failed. ' followed by the server's detail, else 'Registration failed'. */
export function registerErrorMessage(error: unknown): string {
  const detail = toApiError(error).detail;
  return detail ? `${messages.registerFailedPrefix}${detail}` : messages.registerFailed;
}
