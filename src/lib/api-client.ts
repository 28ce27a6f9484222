import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { API_TIMEOUT_MS } from '@/config/business-constants';
import { apiBaseUrl } from '@/config/env';
import { t } from '@/lib/i18n/i18n';
import { parseResponseText } from './api';
import { carriesBearerToken } from './bearer-token';
import { ApiError, httpApiError, toApiError } from './api-error';

// The axios side of the API client, a chunk of its own: the app calls it through src/lib/api.ts, which loads
// it with the first call, so a page that calls nothing (the login form, until it is used) carries none of
// it (docs/performance.md#first-load).

export interface ApiClientOptions {
  /** Read on every request, so a request always carries the session that exists when it leaves. */
  getToken: () => string | null | undefined;
  /**
   * Called with the token a call carried when the call answers 401 (that token expired or was revoked). A 401
   * to a call without a token, such as a wrong password on the login form, is an ordinary error and does not
   * trigger it. The token says which session ended: by the time the answer comes, a newer one may have begun.
   */
  onSessionExpired: (token: string) => void;
  baseURL?: string;
}

/** The token a request was sent with, read back from its Authorization header. */
function tokenIn(authorization: unknown): string | null {
  return typeof authorization === 'string' && authorization.startsWith('Bearer ')
    ? authorization.slice('Bearer '.length)
    : null;
}

function parseBody(response: AxiosResponse): unknown {
  const raw: unknown = response.data;
  return typeof raw === 'string' ? parseResponseText(raw) : raw;
}

/** What axios throws, as an ApiError: a time-out, no answer at all, or an answer with an error status. */
export function fromAxiosError(error: unknown): ApiError {
  if (!axios.isAxiosError(error)) return toApiError(error);
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    return new ApiError({ kind: 'timeout', message: t('timeoutError') });
  }
  if (!error.response) return new ApiError({ kind: 'network', message: t('networkError') });
  return httpApiError(error.response.status, error.response.data);
}

/** An axios instance that injects the bearer token and turns every failure into an ApiError. */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL ?? apiBaseUrl,
    timeout: API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    // Bodies are parsed by us so that a text/plain 500 or an HTML proxy page is recognised, not guessed at.
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
  });

  client.interceptors.request.use((config) => {
    const token = carriesBearerToken(config.url, config.method) ? options.getToken() : null;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      response.data = parseBody(response);
      return response;
    },
    (error: unknown) => {
      if (!axios.isAxiosError(error)) return Promise.reject(toApiError(error));
      if (error.response) error.response.data = parseBody(error.response);
      const apiError = fromAxiosError(error);
      const carriedToken = tokenIn(error.config?.headers?.get?.('Authorization'));
      if (apiError.status === 401 && carriedToken) {
        options.onSessionExpired(carriedToken);
        return Promise.reject(
          new ApiError({
            kind: apiError.kind,
            status: 401,
            message: t('sessionExpired'),
            sessionExpired: true,
            ...(apiError.detail ? { detail: apiError.detail } : {}),
          }),
        );
      }
      return Promise.reject(apiError);
    },
  );
  return client;
}
