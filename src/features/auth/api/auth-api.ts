import { apiClient, jsonBody } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { t } from '@/lib/i18n/i18n';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /users/login: returns the bearer token. */
export async function loginRequest(credentials: Credentials): Promise<string> {
  const response = await apiClient().post('/users/login', credentials);
  const body = jsonBody(response);
  if (body && typeof body === 'object' && 'access_token' in body && typeof body.access_token === 'string') {
    if (body.access_token) return body.access_token;
  }
  throw new ApiError({
    kind: 'invalid-response',
    status: response.status,
    message: t('unexpectedResponse'),
  });
}

/** POST /users/register: the response body carries nothing the app needs beyond success. */
export async function registerRequest(credentials: Credentials): Promise<void> {
  await apiClient().post('/users/register', credentials);
}
